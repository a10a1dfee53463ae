import type { LanguageCode, Level } from '../../languages';
import { type Random, shuffle } from '../../random';
import { type Keyed, keyedQuestions } from './keyed';
import { clockForms, type MadeText } from './timetable';

/**
 * A city guide made from data: three sights with their opening times and prices (one free), the
 * train that brings a visitor and how long it takes; from A2 the bus from the station and the day
 * one sight is closed; from B1 a condition ("if you stay two days, buy the card") and a future;
 * at B2 a relative clause in the passive ("which was built in 1340") and advice in the
 * subjunctive or its like. Every key is the data's.
 */
export type CityGuide = {
  city: number;
  origin: number;
  hours: number;
  /** Three sights (indexes in the language's list), the first a historic building. */
  sights: [Sight, Sight, Sight];
  /** 1 or 2: the sight that is free. */
  free: 1 | 2;
  bus: number;
  closed: 'monday' | 'tuesday';
  card: number;
  built: number;
  rank: number;
};
type Sight = { kind: number; opens: number; closes: number; euros: number };

/** A sight: as a subject ("the castle"), after "for"/"of" in questions, the bare word. */
type Place = { the: string; of: string; word: string };
const s = (the: string, of: string, word: string): Place => ({ the, of, word });

type Words = {
  cities: readonly string[];
  origins: readonly string[];
  /** The cathedral, the castle, the palace (historic), then the museum and the garden. */
  sights: readonly Place[];
  /** [as the text says it, the key, other accepted answers] */
  days: Record<'monday' | 'tuesday', readonly [string, string, ...string[]]>;
  euros: (n: number) => string;
  hours: (n: number) => string;
  /** The title by level (0 = A1 … 3 = B2): each level's guide is its own text. */
  title: (city: string, rank: number) => string;
  welcome: (city: string) => string;
  sight: (
    place: Place,
    opens: string,
    closes: string,
    price: string | undefined,
    built?: number,
  ) => string;
  train: (origin: string, hours: string) => string;
  bus: (line: number) => string;
  closed: (place: Place, day: string) => string;
  /** A1–A2: the advice, an imperative. */
  shoes: string;
  card: (price: string) => string;
  book: string;
  questions: (g: { city: string; origin: string; sights: Place[] }) => string[];
};

const capital = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

const words: Record<LanguageCode, Words> = {
  en: {
    cities: ['Dublin', 'Cork', 'Galway', 'Kilkenny'],
    origins: ['Belfast', 'Limerick', 'Waterford'],
    sights: [
      s('the cathedral', 'the cathedral', 'cathedral'),
      s('the castle', 'the castle', 'castle'),
      s('the old palace', 'the old palace', 'palace'),
      s('the city museum', 'the city museum', 'museum'),
      s('the botanical garden', 'the botanical garden', 'garden'),
    ],
    days: {
      monday: ['on Mondays', 'Mondays', 'Monday', 'on Monday'],
      tuesday: ['on Tuesdays', 'Tuesdays', 'Tuesday', 'on Tuesday'],
    },
    euros: (n) => `${n} euros`,
    hours: (n) => (n === 1 ? 'one hour' : `${n} hours`),
    title: (city, rank) =>
      [
        `${city}: three places to visit`,
        `A visitor's guide to ${city}`,
        `${city} in two days`,
        `Discovering ${city}`,
      ][rank] ?? city,
    welcome: (city) => `Welcome to ${city}! Here are three places you should not miss.`,
    sight: (p, opens, closes, price, built) =>
      `${capital(p.the)}${built ? `, which was built in ${built},` : ''} opens at ${opens} and closes at ${closes}; ${price ? `a ticket costs ${price}` : 'entry is free'}.`,
    train: (origin, hours) => `Getting here is easy: the train from ${origin} takes ${hours}.`,
    bus: (line) => `From the station, take bus number ${line} to the centre.`,
    closed: (p, day) => `Please note: ${p.the} is closed ${day}.`,
    shoes: 'Wear comfortable shoes!',
    card: (price) =>
      `If you stay for two days, buy the city card: it costs ${price}, and you will save money.`,
    book: 'In summer it is advisable to book your tickets in advance, since the queues can be long.',
    questions: ({ origin, sights: [a, b, c] }) => [
      `When does ${a?.the} open?`,
      `How much is a ticket for ${a?.of}?`,
      'Which place can you visit for free?',
      `How long does the train from ${origin} take?`,
      `When does ${b?.the} close?`,
      'Which bus goes from the station to the centre?',
      `On which day is ${c?.the} closed?`,
      'How much does the city card cost?',
      `When was ${a?.the} built?`,
    ],
  },
  fr: {
    cities: ['Rouen', 'Avignon', 'Annecy', 'Colmar'],
    origins: ['Paris', 'Lyon', 'Marseille'],
    sights: [
      s('la cathédrale', 'de la cathédrale', 'cathédrale'),
      s('le château', 'du château', 'château'),
      s('le vieux palais', 'du vieux palais', 'palais'),
      s('le musée de la ville', 'du musée de la ville', 'musée'),
      s('le jardin botanique', 'du jardin botanique', 'jardin'),
    ],
    days: { monday: ['le lundi', 'lundi'], tuesday: ['le mardi', 'mardi'] },
    euros: (n) => `${n} euros`,
    hours: (n) => (n === 1 ? 'une heure' : `${n} heures`),
    title: (city, rank) =>
      [
        `${city} : trois lieux à visiter`,
        `Visiter ${city} : le guide`,
        `${city} en deux jours`,
        `À la découverte de ${city}`,
      ][rank] ?? city,
    welcome: (city) => `Bienvenue à ${city} ! Voici trois lieux à ne pas manquer.`,
    sight: (p, opens, closes, price, built) =>
      `${capital(p.the)}${built ? `, qui a été construit${p.the.startsWith('la ') ? 'e' : ''} en ${built},` : ''} ouvre à ${opens} et ferme à ${closes} ; ${price ? `l'entrée coûte ${price}` : "l'entrée est gratuite"}.`,
    train: (origin, hours) => `Pour venir, c'est simple : le train depuis ${origin} met ${hours}.`,
    bus: (line) => `De la gare, prenez le bus numéro ${line} jusqu'au centre.`,
    closed: (p, day) =>
      `Attention : ${p.the} est fermé${p.the.startsWith('la ') ? 'e' : ''} ${day}.`,
    shoes: 'Mettez des chaussures confortables !',
    card: (price) =>
      `Si vous restez deux jours, achetez la carte de la ville : elle coûte ${price} et vous économiserez de l'argent.`,
    book: "En été, il vaut mieux que vous réserviez vos billets à l'avance, car les files d'attente peuvent être longues.",
    questions: ({ origin, sights: [a, b, c] }) => [
      `À quelle heure ouvre ${a?.the} ?`,
      `Combien coûte l'entrée ${a?.of} ?`,
      'Quel lieu peut-on visiter gratuitement ?',
      `Combien de temps met le train depuis ${origin} ?`,
      `À quelle heure ferme ${b?.the} ?`,
      'Quel bus va de la gare au centre ?',
      `Quel jour ${c?.the} est-${c?.the.startsWith('la ') ? 'elle' : 'il'} fermé${c?.the.startsWith('la ') ? 'e' : ''} ?`,
      'Combien coûte la carte de la ville ?',
      `En quelle année ${a?.the} a-t-${a?.the.startsWith('la ') ? 'elle' : 'il'} été construit${a?.the.startsWith('la ') ? 'e' : ''} ?`,
    ],
  },
  de: {
    cities: ['Bamberg', 'Heidelberg', 'Regensburg', 'Lüneburg'],
    origins: ['München', 'Frankfurt', 'Hamburg'],
    sights: [
      s('der Dom', 'in den Dom', 'Dom'),
      s('das Schloss', 'ins Schloss', 'Schloss'),
      s('die alte Residenz', 'in die alte Residenz', 'Residenz'),
      s('das Stadtmuseum', 'ins Stadtmuseum', 'Stadtmuseum'),
      s('der Botanische Garten', 'in den Botanischen Garten', 'Botanische Garten'),
    ],
    days: {
      monday: ['montags', 'montags', 'Montag', 'am Montag'],
      tuesday: ['dienstags', 'dienstags', 'Dienstag', 'am Dienstag'],
    },
    euros: (n) => `${n} Euro`,
    hours: (n) => (n === 1 ? 'eine Stunde' : `${n} Stunden`),
    title: (city, rank) =>
      [
        `${city}: drei Orte zum Besuchen`,
        `Stadtführer ${city}`,
        `${city} in zwei Tagen`,
        `${city} entdecken`,
      ][rank] ?? city,
    welcome: (city) => `Willkommen in ${city}! Diese drei Orte sollten Sie nicht verpassen.`,
    sight: (p, opens, closes, price, built) =>
      `${capital(p.the)}${built ? `, ${p.the.split(' ')[0]} ${built} gebaut wurde,` : ''} öffnet um ${opens} und schließt um ${closes}; ${price ? `der Eintritt kostet ${price}` : 'der Eintritt ist frei'}.`,
    train: (origin, hours) => `Die Anreise ist einfach: Der Zug aus ${origin} braucht ${hours}.`,
    bus: (line) => `Vom Bahnhof fahren Sie mit dem Bus Nummer ${line} ins Zentrum.`,
    closed: (p, day) => `Achtung: ${capital(p.the)} ist ${day} geschlossen.`,
    shoes: 'Tragen Sie bequeme Schuhe!',
    card: (price) =>
      `Wenn Sie zwei Tage bleiben, kaufen Sie die Stadtkarte: Sie kostet ${price}, und Sie werden Geld sparen.`,
    book: 'Im Sommer empfiehlt es sich, die Karten im Voraus zu buchen, da die Schlangen lang sein können.',
    questions: ({ origin, sights: [a, b, c] }) => [
      `Wann öffnet ${a?.the}?`,
      `Was kostet der Eintritt ${a?.of}?`,
      'Welchen Ort kann man kostenlos besuchen?',
      `Wie lange braucht der Zug aus ${origin}?`,
      `Wann schließt ${b?.the}?`,
      'Welcher Bus fährt vom Bahnhof ins Zentrum?',
      `An welchem Tag ist ${c?.the} geschlossen?`,
      'Was kostet die Stadtkarte?',
      `Wann wurde ${a?.the} gebaut?`,
    ],
  },
  it: {
    cities: ['Siena', 'Lucca', 'Mantova', 'Ferrara'],
    origins: ['Milano', 'Roma', 'Firenze'],
    sights: [
      s('la cattedrale', 'della cattedrale', 'cattedrale'),
      s('il castello', 'del castello', 'castello'),
      s('il palazzo ducale', 'del palazzo ducale', 'palazzo'),
      s('il museo civico', 'del museo civico', 'museo'),
      s("l'orto botanico", "dell'orto botanico", 'orto botanico'),
    ],
    days: { monday: ['il lunedì', 'lunedì'], tuesday: ['il martedì', 'martedì'] },
    euros: (n) => `${n} euro`,
    hours: (n) => (n === 1 ? "un'ora" : `${n} ore`),
    title: (city, rank) =>
      [
        `${city}: tre luoghi da visitare`,
        `Guida di ${city}`,
        `${city} in due giorni`,
        `Alla scoperta di ${city}`,
      ][rank] ?? city,
    welcome: (city) => `Benvenuti a ${city}! Ecco tre luoghi da non perdere.`,
    sight: (p, opens, closes, price, built) =>
      `${capital(p.the)}${built ? `, che è stat${p.the.startsWith('la ') ? 'a' : 'o'} costruit${p.the.startsWith('la ') ? 'a' : 'o'} nel ${built},` : ''} apre alle ${opens} e chiude alle ${closes}; ${price ? `il biglietto costa ${price}` : "l'ingresso è gratuito"}.`,
    train: (origin, hours) => `Arrivare è facile: il treno da ${origin} impiega ${hours}.`,
    bus: (line) => `Dalla stazione, prendete l'autobus numero ${line} fino al centro.`,
    closed: (p, day) =>
      `Attenzione: ${p.the} è chius${p.the.startsWith('la ') ? 'a' : 'o'} ${day}.`,
    shoes: 'Mettete scarpe comode!',
    card: (price) =>
      `Se restate due giorni, comprate la carta della città: costa ${price} e risparmierete.`,
    book: 'In estate è consigliabile che prenotiate i biglietti in anticipo, perché le code possono essere lunghe.',
    questions: ({ origin, sights: [a, b, c] }) => [
      `A che ora apre ${a?.the}?`,
      `Quanto costa il biglietto ${a?.of}?`,
      'Quale luogo si può visitare gratis?',
      `Quanto tempo impiega il treno da ${origin}?`,
      `A che ora chiude ${b?.the}?`,
      'Quale autobus va dalla stazione al centro?',
      `In quale giorno ${c?.the} è chius${c?.the.startsWith('la ') ? 'a' : 'o'}?`,
      'Quanto costa la carta della città?',
      `In che anno è stat${a?.the.startsWith('la ') ? 'a' : 'o'} costruit${a?.the.startsWith('la ') ? 'a' : 'o'} ${a?.the}?`,
    ],
  },
  es: {
    cities: ['Toledo', 'Segovia', 'Cáceres', 'Córdoba'],
    origins: ['Madrid', 'Sevilla', 'Valencia'],
    sights: [
      s('la catedral', 'de la catedral', 'catedral'),
      s('el castillo', 'del castillo', 'castillo'),
      s('el palacio antiguo', 'del palacio antiguo', 'palacio'),
      s('el museo municipal', 'del museo municipal', 'museo'),
      s('el jardín botánico', 'del jardín botánico', 'jardín'),
    ],
    days: { monday: ['los lunes', 'lunes'], tuesday: ['los martes', 'martes'] },
    euros: (n) => `${n} euros`,
    hours: (n) => (n === 1 ? 'una hora' : `${n} horas`),
    title: (city, rank) =>
      [
        `${city}: tres lugares para visitar`,
        `Guía de ${city}`,
        `${city} en dos días`,
        `Descubrir ${city}`,
      ][rank] ?? city,
    welcome: (city) => `¡Bienvenidos a ${city}! Estos son tres lugares que no se puede perder.`,
    sight: (p, opens, closes, price, built) =>
      `${capital(p.the)}${built ? `, que fue construid${p.the.startsWith('la ') ? 'a' : 'o'} en ${built},` : ''} abre a las ${opens} y cierra a las ${closes}; ${price ? `la entrada cuesta ${price}` : 'la entrada es gratuita'}.`,
    train: (origin, hours) => `Llegar es fácil: el tren desde ${origin} tarda ${hours}.`,
    bus: (line) => `Desde la estación, tome el autobús número ${line} hasta el centro.`,
    closed: (p, day) => `Atención: ${p.the} cierra ${day}.`,
    shoes: '¡Lleve zapatos cómodos!',
    card: (price) =>
      `Si se queda dos días, compre la tarjeta de la ciudad: cuesta ${price} y ahorrará dinero.`,
    book: 'En verano es recomendable que reserve las entradas con antelación, porque las colas pueden ser largas.',
    questions: ({ origin, sights: [a, b, c] }) => [
      `¿A qué hora abre ${a?.the}?`,
      `¿Cuánto cuesta la entrada ${a?.of}?`,
      '¿Qué lugar se puede visitar gratis?',
      `¿Cuánto tarda el tren desde ${origin}?`,
      `¿A qué hora cierra ${b?.the}?`,
      '¿Qué autobús va de la estación al centro?',
      `¿Qué día cierra ${c?.the}?`,
      '¿Cuánto cuesta la tarjeta de la ciudad?',
      `¿En qué año fue construid${a?.the.startsWith('la ') ? 'a' : 'o'} ${a?.the}?`,
    ],
  },
  pt: {
    cities: ['Évora', 'Coimbra', 'Guimarães', 'Tomar'],
    origins: ['Lisboa', 'Faro', 'Braga'],
    sights: [
      s('a sé', 'da sé', 'sé'),
      s('o castelo', 'do castelo', 'castelo'),
      s('o palácio antigo', 'do palácio antigo', 'palácio'),
      s('o museu municipal', 'do museu municipal', 'museu'),
      s('o jardim botânico', 'do jardim botânico', 'jardim'),
    ],
    days: {
      monday: ['à segunda-feira', 'segunda-feira', 'segunda', 'à segunda'],
      tuesday: ['à terça-feira', 'terça-feira', 'terça', 'à terça'],
    },
    euros: (n) => `${n} euros`,
    hours: (n) => (n === 1 ? 'uma hora' : `${n} horas`),
    title: (city, rank) =>
      [
        `${city}: três lugares a visitar`,
        `Roteiro de ${city}`,
        `${city} em dois dias`,
        `À descoberta de ${city}`,
      ][rank] ?? city,
    welcome: (city) => `Bem-vindos a ${city}! Aqui ficam três lugares a não perder.`,
    sight: (p, opens, closes, price, built) =>
      `${capital(p.the)}${built ? `, que foi construíd${p.the.startsWith('a ') ? 'a' : 'o'} em ${built},` : ''} abre às ${opens} e fecha às ${closes}; ${price ? `a entrada custa ${price}` : 'a entrada é gratuita'}.`,
    train: (origin, hours) => `Chegar é fácil: o comboio de ${origin} demora ${hours}.`,
    bus: (line) => `Da estação, apanhe o autocarro número ${line} até ao centro.`,
    closed: (p, day) =>
      `Atenção: ${p.the} está fechad${p.the.startsWith('a ') ? 'a' : 'o'} ${day}.`,
    shoes: 'Use sapatos confortáveis!',
    card: (price) =>
      `Se ficar dois dias, compre o cartão da cidade: custa ${price} e vai poupar dinheiro.`,
    book: 'No verão, é aconselhável que reserve os bilhetes com antecedência, porque as filas podem ser longas.',
    questions: ({ origin, sights: [a, b, c] }) => [
      `A que horas abre ${a?.the}?`,
      `Quanto custa a entrada ${a?.of}?`,
      'Que lugar se pode visitar de graça?',
      `Quanto tempo demora o comboio de ${origin}?`,
      `A que horas fecha ${b?.the}?`,
      'Que autocarro vai da estação ao centro?',
      `Em que dia está ${c?.the} fechad${c?.the.startsWith('a ') ? 'a' : 'o'}?`,
      'Quanto custa o cartão da cidade?',
      `Em que ano foi construíd${a?.the.startsWith('a ') ? 'a' : 'o'} ${a?.the}?`,
    ],
  },
};

const pick = (length: number, random: Random) => Math.floor(random() * length);
const rankOf = (level: Level) => Math.max(0, ['A1', 'A2', 'B1', 'B2'].indexOf(level));

export function cityGuideData(code: LanguageCode, level: Level, random: Random): CityGuide {
  const w = words[code];
  const historic = pick(3, random);
  const [second, third] = shuffle(
    [0, 1, 2, 3, 4].filter((kind) => kind !== historic),
    random,
  ) as [number, number];
  // The first sight's price and the other paid one differ, so "how much?" has one answer.
  const [first, other] = shuffle([5, 6, 7, 8, 9, 10, 11, 12, 14, 15], random) as [number, number];
  const free = random() < 0.5 ? 1 : 2;
  const sight = (kind: number, euros: number): Sight => ({
    kind,
    opens: (8 + pick(3, random)) * 60,
    closes: (17 + pick(4, random)) * 60,
    euros,
  });
  return {
    city: pick(w.cities.length, random),
    origin: pick(w.origins.length, random),
    hours: 1 + pick(3, random),
    sights: [
      sight(historic, first),
      sight(second, free === 1 ? 0 : other),
      sight(third, free === 2 ? 0 : other),
    ],
    free,
    bus: 2 + pick(40, random),
    closed: random() < 0.5 ? 'monday' : 'tuesday',
    card: 18 + pick(15, random),
    built: 1100 + pick(600, random),
    rank: rankOf(level),
  };
}

const priceAnswers = (w: Words, euros: number): [string, ...string[]] => [
  w.euros(euros),
  String(euros),
  `${euros} €`,
  `${euros}€`,
  `${euros} euros`,
  `€${euros}`,
];

/** The guide and its questions, each answered from the data. */
export function cityGuideText(code: LanguageCode, g: CityGuide): MadeText {
  const w = words[code];
  const city = w.cities[g.city] as string;
  const origin = w.origins[g.origin] as string;
  const places = g.sights.map((sight) => w.sights[sight.kind] as Place);
  const [, , c] = places as [Place, Place, Place];
  const time = (minutes: number) => clockForms(code, minutes);
  const [closedDay, ...closedWords] = w.days[g.closed];
  const sights = g.sights.map((sight, index) =>
    w.sight(
      places[index] as Place,
      time(sight.opens)[0],
      time(sight.closes)[0],
      sight.euros ? w.euros(sight.euros) : undefined,
      index === 0 && g.rank >= 3 ? g.built : undefined,
    ),
  );
  const advice = [
    ...(g.rank >= 1 ? [w.closed(c, closedDay)] : []),
    ...(g.rank <= 1 ? [w.shoes] : []),
    ...(g.rank >= 2 ? [w.card(w.euros(g.card))] : []),
    ...(g.rank >= 3 ? [w.book] : []),
  ];
  const paragraphs = [
    w.welcome(city),
    sights.join(' '),
    [w.train(origin, w.hours(g.hours)), ...(g.rank >= 1 ? [w.bus(g.bus)] : [])].join(' '),
    advice.join(' '),
  ];
  const freePlace = places[g.free] as Place;
  const asked = w.questions({ city, origin, sights: places });
  const said = (minutes: number) => time(minutes)[0];
  const [, , third] = g.sights;
  const answers: (Keyed | undefined)[] = [
    // The other times, prices and places of the same guide: plausible, and not this one's.
    {
      forms: time(g.sights[0].opens),
      wrong: [
        said(g.sights[1].opens),
        said(g.sights[2].opens),
        said(g.sights[0].opens + 60),
      ].concat([said(g.sights[0].opens - 60), said(g.sights[0].closes)]),
    },
    {
      forms: priceAnswers(w, g.sights[0].euros),
      wrong: [
        w.euros(g.sights[1].euros || third.euros),
        w.euros(g.card),
        w.euros(g.sights[0].euros + 3),
      ],
    },
    {
      forms: [freePlace.the, freePlace.word],
      wrong: places.filter((place) => place !== freePlace).map((place) => place.the),
    },
    {
      forms: [w.hours(g.hours), String(g.hours)],
      wrong: [1, 2, 3, 4].filter((h) => h !== g.hours).map(w.hours),
    },
    g.rank >= 1
      ? {
          forms: time(g.sights[1].closes),
          wrong: [
            said(g.sights[0].closes),
            said(g.sights[2].closes),
            said(g.sights[1].closes + 60),
          ].concat([said(g.sights[1].closes - 60)]),
        }
      : undefined,
    g.rank >= 1
      ? { forms: [String(g.bus)], wrong: [String(g.bus + 10), String(g.hours), String(g.card)] }
      : undefined,
    g.rank >= 1
      ? {
          forms: [...closedWords, closedDay] as [string, ...string[]],
          wrong: [w.days[g.closed === 'monday' ? 'tuesday' : 'monday'][1]],
        }
      : undefined,
    g.rank >= 2
      ? { forms: priceAnswers(w, g.card), wrong: [w.euros(g.sights[0].euros), w.euros(g.card * 2)] }
      : undefined,
    g.rank >= 3
      ? { forms: [String(g.built)], wrong: [String(g.built + 100), String(g.built - 50)] }
      : undefined,
  ];
  const { questions, distractors } = keyedQuestions(asked, answers);
  return { title: w.title(city, g.rank), paragraphs, questions, distractors };
}
