import type { LanguageCode, Level } from '../../languages';
import { type Random, shuffle } from '../../random';
import { type Keyed, keyedQuestions } from './keyed';
import { peopleOf } from './shop';
import type { MadeText } from './timetable';

/**
 * A holiday postcard made from data: where the writer is, with whom, for how many days, the
 * weather and the temperature, what they eat every day; from A2 what they did yesterday (the
 * past), from B1 what they will do tomorrow (the future), at B2 what they would do if it rained
 * (a condition) and a wish in the conditional. Every key is the data's.
 */
export type Postcard = {
  writer: string;
  friend: string;
  companion: string;
  place: number;
  everyDay: number;
  days: number;
  sky: number;
  degrees: number;
  dish: number;
  /** A2 on: the activity of yesterday. */
  yesterday?: number;
  /** B1 on: the activity of tomorrow (never yesterday's). */
  tomorrow?: number;
  /** B2: the activity if it rains (never tomorrow's). */
  rain?: number;
};

/**
 * A thing to do on holiday in the forms the card needs, "we" its subject: every day (present),
 * yesterday (past) and the answer inside it, tomorrow (near future) and the answer inside it,
 * what they will do if it rains (future, itself the answer), and a bare word a student may give.
 */
type Activity = {
  now: string;
  past: string;
  did: string;
  next: string;
  go: string;
  will: string;
  word: string;
};
const a = (
  [now, past, did]: readonly [string, string, string],
  [next, go, will]: readonly [string, string, string],
  word: string,
): Activity => ({ now, past, did, next, go, will, word });

type Said = { place: string; days: string; sky: string; degrees: string; dish: string };

type Words = {
  places: readonly string[];
  skies: readonly (readonly [string, string])[];
  /** [as the text says it, the bare word] */
  dishes: readonly (readonly [string, string])[];
  activities: readonly Activity[];
  days: (n: number) => string;
  degrees: (n: number) => string;
  title: (p: Postcard, place: string) => string;
  card: (
    p: Postcard,
    s: Said,
    act: (index: number | undefined) => Activity | undefined,
  ) => string[];
  questions: (p: Postcard) => string[];
};

const capital = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

const words: Record<LanguageCode, Words> = {
  en: {
    places: ['Brighton', 'Cornwall', 'Whitby', 'Edinburgh', 'Scarborough'],
    skies: [
      ['it is sunny', 'sunny'],
      ['it is cloudy', 'cloudy'],
      ['it is windy', 'windy'],
    ],
    dishes: [
      ['fish and chips', 'fish and chips'],
      ['a lot of ice cream', 'ice cream'],
      ['fresh seafood', 'seafood'],
      ['cream teas', 'cream teas'],
    ],
    activities: [
      a(
        ['we swim in the sea', 'we swam in the sea', 'swam in the sea'],
        ['we are going to swim in the sea', 'swim in the sea', 'swim in the sea'],
        'swimming',
      ),
      a(
        ['we walk along the coast', 'we walked along the coast', 'walked along the coast'],
        ['we are going to walk along the coast', 'walk along the coast', 'walk along the coast'],
        'walking',
      ),
      a(
        ['we ride our bikes', 'we rode our bikes', 'rode our bikes'],
        ['we are going to ride our bikes', 'ride our bikes', 'ride our bikes'],
        'cycling',
      ),
      a(
        ['we visit museums', 'we visited a museum', 'visited a museum'],
        ['we are going to visit a museum', 'visit a museum', 'visit a museum'],
        'museum',
      ),
      a(
        ['we go on boat trips', 'we went on a boat trip', 'went on a boat trip'],
        ['we are going to go on a boat trip', 'go on a boat trip', 'go on a boat trip'],
        'boat trip',
      ),
    ],
    days: (n) => `${n} days`,
    degrees: (n) => `${n} degrees`,
    title: (_p, place) => `A postcard from ${place}`,
    card: (p, s, act) => [
      `Dear ${p.friend},`,
      [
        `Greetings from ${s.place}! I am here with ${p.companion} for ${s.days}.`,
        `Today ${s.sky}, with a temperature of ${s.degrees}.`,
        `Every day ${act(p.everyDay)?.now} and we eat ${s.dish}.`,
        ...(p.yesterday !== undefined ? [`Yesterday ${act(p.yesterday)?.past}.`] : []),
        ...(p.tomorrow !== undefined ? [`Tomorrow ${act(p.tomorrow)?.next}.`] : []),
        ...(p.rain !== undefined
          ? [
              `If it rains, though, we will ${act(p.rain)?.will} instead.`,
              'You would love it: I wish you were here!',
            ]
          : []),
      ].join(' '),
      'Love,',
      p.writer,
    ],
    questions: (p) => [
      `Where is ${p.writer}?`,
      `Who is ${p.writer} with?`,
      `How long is ${p.writer} staying?`,
      'What is the weather like?',
      'How warm is it?',
      'What do they eat?',
      'What did they do yesterday?',
      'What are they going to do tomorrow?',
      'What will they do if it rains?',
    ],
  },
  fr: {
    places: ['Biarritz', 'Saint-Malo', 'Arcachon', 'Nice', 'La Rochelle'],
    skies: [
      ['il fait beau', 'beau'],
      ['le ciel est nuageux', 'nuageux'],
      ['il y a du vent', 'vent'],
    ],
    dishes: [
      ['des crêpes', 'crêpes'],
      ['beaucoup de glaces', 'glaces'],
      ['des fruits de mer', 'fruits de mer'],
      ['du poisson grillé', 'poisson'],
    ],
    activities: [
      a(
        ['nous nageons dans la mer', 'nous avons nagé dans la mer', 'nagé dans la mer'],
        ['nous allons nager dans la mer', 'nager dans la mer', 'nagerons dans la mer'],
        'nager',
      ),
      a(
        [
          'nous marchons le long de la côte',
          'nous avons marché le long de la côte',
          'marché le long de la côte',
        ],
        [
          'nous allons marcher le long de la côte',
          'marcher le long de la côte',
          'marcherons le long de la côte',
        ],
        'marcher',
      ),
      a(
        ['nous faisons du vélo', 'nous avons fait du vélo', 'fait du vélo'],
        ['nous allons faire du vélo', 'faire du vélo', 'ferons du vélo'],
        'vélo',
      ),
      a(
        ['nous visitons des musées', 'nous avons visité un musée', 'visité un musée'],
        ['nous allons visiter un musée', 'visiter un musée', 'visiterons un musée'],
        'musée',
      ),
      a(
        [
          'nous faisons des promenades en bateau',
          'nous avons fait une promenade en bateau',
          'fait une promenade en bateau',
        ],
        [
          'nous allons faire une promenade en bateau',
          'faire une promenade en bateau',
          'ferons une promenade en bateau',
        ],
        'bateau',
      ),
    ],
    days: (n) => `${n} jours`,
    degrees: (n) => `${n} degrés`,
    title: (_p, place) => `Une carte postale de ${place}`,
    card: (p, s, act) => [
      `Salut ${p.friend} !`,
      [
        `Bons baisers de ${s.place} ! Je suis ici avec ${p.companion} pour ${s.days}.`,
        `Aujourd'hui, ${s.sky} et la température est de ${s.degrees}.`,
        `Tous les jours, ${act(p.everyDay)?.now} et nous mangeons ${s.dish}.`,
        ...(p.yesterday !== undefined ? [`Hier, ${act(p.yesterday)?.past}.`] : []),
        ...(p.tomorrow !== undefined ? [`Demain, ${act(p.tomorrow)?.next}.`] : []),
        ...(p.rain !== undefined
          ? [
              `Mais s'il pleut, nous ${act(p.rain)?.will} à la place.`,
              'Ça te plairait beaucoup : dommage que tu ne sois pas là !',
            ]
          : []),
      ].join(' '),
      'Je t’embrasse,',
      p.writer,
    ],
    questions: (p) => [
      `Où est ${p.writer} ?`,
      `Avec qui est ${p.writer} ?`,
      `Combien de temps reste ${p.writer} ?`,
      'Quel temps fait-il ?',
      'Quelle température fait-il ?',
      "Qu'est-ce qu'ils mangent ?",
      "Qu'est-ce qu'ils ont fait hier ?",
      "Qu'est-ce qu'ils vont faire demain ?",
      "Qu'est-ce qu'ils feront s'il pleut ?",
    ],
  },
  de: {
    places: ['Binz', 'Warnemünde', 'Lübeck', 'Konstanz', 'Kiel'],
    skies: [
      ['scheint die Sonne', 'Sonne'],
      ['ist es bewölkt', 'bewölkt'],
      ['ist es windig', 'windig'],
    ],
    dishes: [
      ['Fischbrötchen', 'Fischbrötchen'],
      ['viel Eis', 'Eis'],
      ['frischen Fisch', 'Fisch'],
      ['Apfelkuchen', 'Apfelkuchen'],
    ],
    // German puts the verb second after "Jeden Tag", "Gestern", "Morgen": the forms are inverted.
    activities: [
      a(
        ['schwimmen wir im Meer', 'sind wir im Meer geschwommen', 'im Meer geschwommen'],
        ['werden wir im Meer schwimmen', 'im Meer schwimmen', 'im Meer schwimmen'],
        'schwimmen',
      ),
      a(
        ['wandern wir an der Küste', 'sind wir an der Küste gewandert', 'an der Küste gewandert'],
        ['werden wir an der Küste wandern', 'an der Küste wandern', 'an der Küste wandern'],
        'wandern',
      ),
      a(
        ['fahren wir Fahrrad', 'sind wir Fahrrad gefahren', 'Fahrrad gefahren'],
        ['werden wir Fahrrad fahren', 'Fahrrad fahren', 'Fahrrad fahren'],
        'Fahrrad',
      ),
      a(
        ['besuchen wir Museen', 'haben wir ein Museum besucht', 'ein Museum besucht'],
        ['werden wir ein Museum besuchen', 'ein Museum besuchen', 'ein Museum besuchen'],
        'Museum',
      ),
      a(
        ['machen wir Bootsfahrten', 'haben wir eine Bootsfahrt gemacht', 'eine Bootsfahrt gemacht'],
        ['werden wir eine Bootsfahrt machen', 'eine Bootsfahrt machen', 'eine Bootsfahrt machen'],
        'Bootsfahrt',
      ),
    ],
    days: (n) => `${n} Tage`,
    degrees: (n) => `${n} Grad`,
    title: (_p, place) => `Eine Postkarte aus ${place}`,
    card: (p, s, act) => [
      `Hallo ${p.friend}!`,
      [
        `Ich bin mit ${p.companion} für ${s.days} in ${s.place}.`,
        `Heute ${s.sky}, und es sind ${s.degrees}.`,
        `Jeden Tag ${act(p.everyDay)?.now} und essen ${s.dish}.`,
        ...(p.yesterday !== undefined ? [`Gestern ${act(p.yesterday)?.past}.`] : []),
        ...(p.tomorrow !== undefined ? [`Morgen ${act(p.tomorrow)?.next}.`] : []),
        ...(p.rain !== undefined
          ? [
              `Falls es regnet, werden wir stattdessen ${act(p.rain)?.will}.`,
              'Es würde dir hier gefallen: Wärst du doch auch hier!',
            ]
          : []),
      ].join(' '),
      'Viele Grüße',
      p.writer,
    ],
    questions: (p) => [
      `Wo ist ${p.writer}?`,
      `Mit wem ist ${p.writer} dort?`,
      `Wie lange bleibt ${p.writer}?`,
      'Wie ist das Wetter?',
      'Wie warm ist es?',
      'Was essen sie?',
      'Was haben sie gestern gemacht?',
      'Was werden sie morgen machen?',
      'Was werden sie machen, falls es regnet?',
    ],
  },
  it: {
    places: ['Rimini', 'Sorrento', 'Alghero', 'Taormina', 'Portofino'],
    skies: [
      ["c'è il sole", 'sole'],
      ['è nuvoloso', 'nuvoloso'],
      ["c'è vento", 'vento'],
    ],
    dishes: [
      ['la pizza', 'pizza'],
      ['tanti gelati', 'gelati'],
      ['i frutti di mare', 'frutti di mare'],
      ['la pasta al pesto', 'pasta al pesto'],
    ],
    activities: [
      a(
        ['nuotiamo in mare', 'abbiamo nuotato in mare', 'nuotato in mare'],
        ['nuoteremo in mare', 'nuoteremo in mare', 'nuoteremo in mare'],
        'nuotare',
      ),
      a(
        [
          'camminiamo lungo la costa',
          'abbiamo camminato lungo la costa',
          'camminato lungo la costa',
        ],
        ['cammineremo lungo la costa', 'cammineremo lungo la costa', 'cammineremo lungo la costa'],
        'camminare',
      ),
      a(
        [
          'facciamo giri in bicicletta',
          'abbiamo fatto un giro in bicicletta',
          'fatto un giro in bicicletta',
        ],
        [
          'faremo un giro in bicicletta',
          'faremo un giro in bicicletta',
          'faremo un giro in bicicletta',
        ],
        'bicicletta',
      ),
      a(
        ['visitiamo i musei', 'abbiamo visitato un museo', 'visitato un museo'],
        ['visiteremo un museo', 'visiteremo un museo', 'visiteremo un museo'],
        'museo',
      ),
      a(
        ['facciamo gite in barca', 'abbiamo fatto una gita in barca', 'fatto una gita in barca'],
        ['faremo una gita in barca', 'faremo una gita in barca', 'faremo una gita in barca'],
        'barca',
      ),
    ],
    days: (n) => `${n} giorni`,
    degrees: (n) => `${n} gradi`,
    title: (_p, place) => `Una cartolina da ${place}`,
    card: (p, s, act) => [
      `Ciao ${p.friend}!`,
      [
        `Tanti saluti da ${s.place}! Sono qui con ${p.companion} per ${s.days}.`,
        `Oggi ${s.sky} e ci sono ${s.degrees}.`,
        `Ogni giorno ${act(p.everyDay)?.now} e mangiamo ${s.dish}.`,
        ...(p.yesterday !== undefined ? [`Ieri ${act(p.yesterday)?.past}.`] : []),
        ...(p.tomorrow !== undefined ? [`Domani ${act(p.tomorrow)?.next}.`] : []),
        ...(p.rain !== undefined
          ? [
              `Se piove, invece, ${act(p.rain)?.will}.`,
              'Ti piacerebbe tanto: peccato che tu non sia qui!',
            ]
          : []),
      ].join(' '),
      'Un abbraccio,',
      p.writer,
    ],
    questions: (p) => [
      `Dove si trova ${p.writer}?`,
      `Con chi è ${p.writer}?`,
      `Quanto tempo resta ${p.writer}?`,
      'Che tempo fa?',
      'Quanti gradi ci sono?',
      'Che cosa mangiano?',
      'Che cosa hanno fatto ieri?',
      'Che cosa faranno domani?',
      'Che cosa faranno se piove?',
    ],
  },
  es: {
    places: ['Cádiz', 'San Sebastián', 'Málaga', 'Ibiza', 'Santander'],
    skies: [
      ['hace sol', 'sol'],
      ['está nublado', 'nublado'],
      ['hace viento', 'viento'],
    ],
    dishes: [
      ['paella', 'paella'],
      ['muchos helados', 'helados'],
      ['pescado frito', 'pescado'],
      ['tapas', 'tapas'],
    ],
    activities: [
      a(
        ['nadamos en el mar', 'nadamos en el mar', 'nadamos en el mar'],
        ['vamos a nadar en el mar', 'nadar en el mar', 'nadaremos en el mar'],
        'nadar',
      ),
      a(
        ['caminamos por la costa', 'caminamos por la costa', 'caminamos por la costa'],
        ['vamos a caminar por la costa', 'caminar por la costa', 'caminaremos por la costa'],
        'caminar',
      ),
      a(
        ['montamos en bici', 'montamos en bici', 'montamos en bici'],
        ['vamos a montar en bici', 'montar en bici', 'montaremos en bici'],
        'bici',
      ),
      a(
        ['visitamos museos', 'visitamos un museo', 'visitamos un museo'],
        ['vamos a visitar un museo', 'visitar un museo', 'visitaremos un museo'],
        'museo',
      ),
      a(
        [
          'hacemos excursiones en barco',
          'hicimos una excursión en barco',
          'hicimos una excursión en barco',
        ],
        [
          'vamos a hacer una excursión en barco',
          'hacer una excursión en barco',
          'haremos una excursión en barco',
        ],
        'barco',
      ),
    ],
    days: (n) => `${n} días`,
    degrees: (n) => `${n} grados`,
    title: (_p, place) => `Una postal desde ${place}`,
    card: (p, s, act) => [
      `¡Hola, ${p.friend}!`,
      [
        `¡Saludos desde ${s.place}! Estoy aquí con ${p.companion} y nos quedamos ${s.days}.`,
        `Hoy ${s.sky} y estamos a ${s.degrees}.`,
        `Todos los días ${act(p.everyDay)?.now} y comemos ${s.dish}.`,
        ...(p.yesterday !== undefined ? [`Ayer ${act(p.yesterday)?.past}.`] : []),
        ...(p.tomorrow !== undefined ? [`Mañana ${act(p.tomorrow)?.next}.`] : []),
        ...(p.rain !== undefined
          ? [`Pero si llueve, ${act(p.rain)?.will}.`, '¡Te encantaría! Ojalá estuvieras aquí.']
          : []),
      ].join(' '),
      'Un abrazo,',
      p.writer,
    ],
    questions: (p) => [
      `¿Dónde está ${p.writer}?`,
      `¿Con quién está ${p.writer}?`,
      `¿Cuánto tiempo se queda ${p.writer}?`,
      '¿Qué tiempo hace?',
      '¿Cuántos grados hace?',
      '¿Qué comen?',
      '¿Qué hicieron ayer?',
      '¿Qué van a hacer mañana?',
      '¿Qué harán si llueve?',
    ],
  },
  pt: {
    places: ['Lagos', 'Tavira', 'Nazaré', 'Cascais', 'Ericeira'],
    skies: [
      ['está sol', 'sol'],
      ['está nublado', 'nublado'],
      ['está vento', 'vento'],
    ],
    dishes: [
      ['sardinhas assadas', 'sardinhas'],
      ['muitos gelados', 'gelados'],
      ['marisco', 'marisco'],
      ['pastéis de nata', 'pastéis de nata'],
    ],
    activities: [
      a(
        ['nadamos no mar', 'nadámos no mar', 'nadámos no mar'],
        ['vamos nadar no mar', 'nadar no mar', 'nadaremos no mar'],
        'nadar',
      ),
      a(
        ['caminhamos pela costa', 'caminhámos pela costa', 'caminhámos pela costa'],
        ['vamos caminhar pela costa', 'caminhar pela costa', 'caminharemos pela costa'],
        'caminhar',
      ),
      a(
        ['andamos de bicicleta', 'andámos de bicicleta', 'andámos de bicicleta'],
        ['vamos andar de bicicleta', 'andar de bicicleta', 'andaremos de bicicleta'],
        'bicicleta',
      ),
      a(
        ['visitamos museus', 'visitámos um museu', 'visitámos um museu'],
        ['vamos visitar um museu', 'visitar um museu', 'visitaremos um museu'],
        'museu',
      ),
      a(
        ['fazemos passeios de barco', 'fizemos um passeio de barco', 'fizemos um passeio de barco'],
        [
          'vamos fazer um passeio de barco',
          'fazer um passeio de barco',
          'faremos um passeio de barco',
        ],
        'barco',
      ),
    ],
    days: (n) => `${n} dias`,
    degrees: (n) => `${n} graus`,
    title: (_p, place) => `Um postal de ${place}`,
    card: (p, s, act) => [
      `Olá, ${p.friend}!`,
      [
        `Beijinhos de ${s.place}! Estou cá com ${p.companion} durante ${s.days}.`,
        `Hoje ${s.sky} e estão ${s.degrees}.`,
        `Todos os dias ${act(p.everyDay)?.now} e comemos ${s.dish}.`,
        ...(p.yesterday !== undefined ? [`Ontem ${act(p.yesterday)?.past}.`] : []),
        ...(p.tomorrow !== undefined ? [`Amanhã ${act(p.tomorrow)?.next}.`] : []),
        ...(p.rain !== undefined
          ? [
              `Mas se chover, ${act(p.rain)?.will}.`,
              'Ias adorar isto: quem me dera que estivesses cá!',
            ]
          : []),
      ].join(' '),
      'Um abraço,',
      p.writer,
    ],
    questions: (p) => [
      `Onde está ${p.writer}?`,
      `Com quem está ${p.writer}?`,
      `Quanto tempo fica ${p.writer}?`,
      'Como está o tempo?',
      'Quantos graus estão?',
      'O que é que comem?',
      'O que é que fizeram ontem?',
      'O que é que vão fazer amanhã?',
      'O que é que vão fazer se chover?',
    ],
  },
};

const pick = (length: number, random: Random) => Math.floor(random() * length);

export function postcardData(code: LanguageCode, level: Level, random: Random): Postcard {
  const w = words[code];
  const [writer, friend, companion] = shuffle(peopleOf(code), random) as [string, string, string];
  // Four different activities: each is said once, so each question has one answer.
  const [everyDay, yesterday, tomorrow, rain] = shuffle([0, 1, 2, 3, 4], random) as number[];
  const rank = ['A1', 'A2', 'B1', 'B2'].indexOf(level);
  return {
    writer,
    friend,
    companion,
    place: pick(w.places.length, random),
    everyDay: everyDay ?? 0,
    days: 3 + pick(9, random),
    sky: pick(w.skies.length, random),
    degrees: 18 + pick(15, random),
    dish: pick(w.dishes.length, random),
    ...(rank >= 1 ? { yesterday } : {}),
    ...(rank >= 2 ? { tomorrow } : {}),
    ...(rank >= 3 ? { rain } : {}),
  };
}

/** The postcard and its questions, each answered from the data. */
export function postcardText(code: LanguageCode, p: Postcard): MadeText {
  const w = words[code];
  const place = w.places[p.place] as string;
  const [sky, skyWord] = w.skies[p.sky] as readonly [string, string];
  const [dish, dishWord] = w.dishes[p.dish] as readonly [string, string];
  const said: Said = { place, days: w.days(p.days), sky, degrees: w.degrees(p.degrees), dish };
  const act = (index: number | undefined) =>
    index === undefined ? undefined : w.activities[index];
  const asked = w.questions(p);
  const others = <T>(items: readonly T[], index: number) => items.filter((_, i) => i !== index);
  const did = (index: number | undefined) => act(index)?.did ?? '';
  const go = (index: number | undefined) => act(index)?.go ?? '';
  const will = (index: number | undefined) => act(index)?.will ?? '';
  /** The activities other than the asked one and the every-day one (done every day, so not wrong). */
  const apart = (asked: number[]) =>
    w.activities.map((_, index) => index).filter((i) => ![...asked, p.everyDay].includes(i));
  const answers: (Keyed | undefined)[] = [
    { forms: [place, place.replace(/^the /, '')], wrong: others(w.places, p.place) },
    {
      forms: [p.companion],
      wrong: [p.friend, ...peopleOf(code).filter((name) => ![p.writer, p.friend].includes(name))],
    },
    {
      forms: [said.days, String(p.days)],
      wrong: [w.days(p.days + 2), w.days(p.days - 1), w.days(p.days + 7)],
    },
    { forms: [skyWord, sky], wrong: others(w.skies, p.sky).map(([, word]) => word) },
    {
      forms: [said.degrees, String(p.degrees), `${p.degrees}°`, `${p.degrees} °C`],
      wrong: [w.degrees(p.degrees - 5), w.degrees(p.degrees + 4), w.degrees(p.degrees - 3)],
    },
    { forms: [dishWord, dish], wrong: others(w.dishes, p.dish).map(([, word]) => word) },
    // Activities the card does not give for that time (the plan is wrong if it rains).
    p.yesterday === undefined
      ? undefined
      : {
          forms: [did(p.yesterday), act(p.yesterday)?.word ?? ''],
          wrong: apart([p.yesterday]).map(did),
        },
    p.tomorrow === undefined
      ? undefined
      : {
          forms: [go(p.tomorrow), act(p.tomorrow)?.word ?? ''],
          wrong: apart([p.tomorrow]).map(go),
        },
    p.rain === undefined
      ? undefined
      : { forms: [will(p.rain), act(p.rain)?.word ?? ''], wrong: apart([p.rain]).map(will) },
  ];
  const { questions, distractors } = keyedQuestions(asked, answers);
  return {
    title: capital(w.title(p, place)),
    paragraphs: w.card(p, said, act),
    questions,
    distractors,
  };
}
