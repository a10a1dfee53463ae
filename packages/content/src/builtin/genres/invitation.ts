import type { LanguageCode, Level } from '../../languages';
import { pick, type Random, shuffle } from '../../random';
import { peopleOf } from './shop';
import { clockForms, type MadeText } from './timetable';

/**
 * An e-mail inviting a friend, made from data: who invites whom, to what, where, on which day and
 * at what time, what to bring; from A2 who else comes, at B1 by when to answer.
 */
export type Invitation = {
  host: string;
  guest: string;
  occasion: number;
  /** At home (a street and number) or in a park, as the occasion asks. */
  place: { street: number; number: number } | { park: number };
  day: Day;
  /** Minutes after midnight. */
  start: number;
  thing: number;
  friend?: string;
  reply?: Day;
};

type Day = 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** An occasion: where it is held, and its words. */
type Occasion = {
  home: boolean;
  /** As a subject line writes it: "barbecue", "Grillfest". */
  bare: string;
  /** What the host has: "a barbecue", "ein Grillfest" (German: the accusative). */
  a: string;
  /** As a question names it: "the barbecue". */
  the: string;
  /** The answer to "to what?": "a barbecue", "zu einem Grillfest". */
  to: string;
};

const o = (home: boolean, bare: string, a: string, the: string, to = a): Occasion => ({
  home,
  bare,
  a,
  the,
  to,
});

type Words = {
  occasions: readonly Occasion[];
  streets: readonly string[];
  parks: readonly string[];
  /** [as the text writes it, the bare word] */
  things: readonly (readonly [string, string])[];
  days: Record<Day, string>;
  /** "on Saturday", "am Samstag", "no sábado" */
  on: (day: Day) => string;
  /** "by Wednesday", "bis Mittwoch" */
  by: (day: Day) => string;
  address: (street: string, number: number) => string;
  /** "in Green Park", "au parc Monceau" */
  inPark: (park: string) => string;
  title: (i: Invitation, occasion: Occasion) => string;
  letter: (i: Invitation, w: Said) => string[];
  questions: (i: Invitation, occasion: Occasion) => string[];
};

type Said = {
  occasion: Occasion;
  where: string;
  time: string;
  thing: string;
};

const capital = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

const words: Record<LanguageCode, Words> = {
  en: {
    occasions: [
      o(true, 'birthday party', 'a birthday party', 'the birthday party'),
      o(false, 'barbecue', 'a barbecue', 'the barbecue'),
      o(false, 'picnic', 'a picnic', 'the picnic'),
      o(true, 'film night', 'a film night', 'the film night'),
    ],
    streets: ['Rose Street', 'Mill Lane', 'Park Road', 'Church Street'],
    parks: ['Green Park', 'Victoria Park', 'Riverside Park'],
    things: [
      ['a salad', 'salad'],
      ['something to drink', 'drinks'],
      ['a dessert', 'dessert'],
      ['some bread', 'bread'],
    ],
    days: {
      tuesday: 'Tuesday',
      wednesday: 'Wednesday',
      thursday: 'Thursday',
      friday: 'Friday',
      saturday: 'Saturday',
      sunday: 'Sunday',
    },
    on: (day) => `on ${words.en.days[day]}`,
    by: (day) => `by ${words.en.days[day]}`,
    address: (street, number) => `${number} ${street}`,
    inPark: (park) => `in ${park}`,
    title: (i, occasion) => `Invitation: ${occasion.bare} ${words.en.on(i.day)}`,
    letter: (i, w) => [
      `Subject: ${capital(w.occasion.bare)} ${words.en.on(i.day)}!`,
      `Hi ${i.guest},`,
      [
        `I'm having ${w.occasion.a} ${words.en.on(i.day)}!`,
        'street' in i.place ? `It's at my flat, ${w.where}.` : `We're meeting ${w.where}.`,
        `It starts at ${w.time}.`,
        ...(i.friend ? [`${i.friend} is coming too.`] : []),
        `Can you bring ${w.thing}?`,
        ...(i.reply
          ? [
              `Please let me know ${words.en.by(i.reply)} if you can come.`,
              'I really hope you can make it!',
            ]
          : ['Can you come?']),
      ].join(' '),
      'See you soon,',
      i.host,
    ],
    questions: (i, occasion) => [
      'Who writes the e-mail?',
      `What does ${i.host} invite ${i.guest} to?`,
      `Where is ${occasion.the}?`,
      `On which day is ${occasion.the}?`,
      `At what time does ${occasion.the} start?`,
      `What does ${i.host} ask ${i.guest} to bring?`,
      'Who else is coming?',
      `By which day should ${i.guest} answer?`,
    ],
  },
  fr: {
    occasions: [
      o(true, "fête d'anniversaire", "une fête d'anniversaire", 'la fête'),
      o(false, 'barbecue', 'un barbecue', 'le barbecue'),
      o(false, 'pique-nique', 'un pique-nique', 'le pique-nique'),
      o(true, 'soirée cinéma', 'une soirée cinéma', 'la soirée cinéma'),
    ],
    streets: ['rue des Lilas', 'rue Victor-Hugo', 'avenue Jean-Jaurès', 'rue de la Paix'],
    parks: ['parc Monceau', 'jardin du Luxembourg', "parc de la Tête d'Or"],
    things: [
      ['une salade', 'salade'],
      ['quelque chose à boire', 'boissons'],
      ['un dessert', 'dessert'],
      ['du pain', 'pain'],
    ],
    days: {
      tuesday: 'mardi',
      wednesday: 'mercredi',
      thursday: 'jeudi',
      friday: 'vendredi',
      saturday: 'samedi',
      sunday: 'dimanche',
    },
    on: (day) => words.fr.days[day],
    by: (day) => `avant ${words.fr.days[day]}`,
    address: (street, number) => `${number}, ${street}`,
    inPark: (park) => `au ${park}`,
    title: (i, occasion) => `Invitation : ${occasion.bare} ${words.fr.on(i.day)}`,
    letter: (i, w) => [
      `Objet : ${capital(w.occasion.bare)} ${words.fr.on(i.day)} !`,
      `Salut ${i.guest},`,
      [
        `J'organise ${w.occasion.a} ${words.fr.on(i.day)} !`,
        'street' in i.place ? `Ça se passe chez moi, au ${w.where}.` : `On se retrouve ${w.where}.`,
        `Ça commence à ${w.time}.`,
        ...(i.friend ? [`${i.friend} vient aussi.`] : []),
        `Tu peux apporter ${w.thing} ?`,
        ...(i.reply
          ? [
              `Dis-moi ${words.fr.by(i.reply)} si tu peux venir.`,
              "J'espère vraiment que tu seras là !",
            ]
          : ['Tu viens ?']),
      ].join(' '),
      'À bientôt,',
      i.host,
    ],
    questions: (i, occasion) => [
      "Qui écrit l'e-mail ?",
      `À quoi est-ce que ${i.host} invite ${i.guest} ?`,
      `Où a lieu ${occasion.the} ?`,
      `Quel jour a lieu ${occasion.the} ?`,
      `À quelle heure commence ${occasion.the} ?`,
      `Qu'est-ce que ${i.guest} doit apporter ?`,
      'Qui vient aussi ?',
      `Avant quel jour est-ce que ${i.guest} doit répondre ?`,
    ],
  },
  de: {
    occasions: [
      o(
        true,
        'Geburtstagsparty',
        'eine Geburtstagsparty',
        'die Party',
        'zu einer Geburtstagsparty',
      ),
      o(false, 'Grillfest', 'ein Grillfest', 'das Grillfest', 'zu einem Grillfest'),
      o(false, 'Picknick', 'ein Picknick', 'das Picknick', 'zu einem Picknick'),
      o(true, 'Filmabend', 'einen Filmabend', 'der Filmabend', 'zu einem Filmabend'),
    ],
    streets: ['Lindenstraße', 'Schillerstraße', 'Bahnhofstraße', 'Goethestraße'],
    parks: ['Stadtpark', 'Schlosspark', 'Rosenpark'],
    things: [
      ['einen Salat', 'Salat'],
      ['etwas zu trinken', 'Getränke'],
      ['einen Nachtisch', 'Nachtisch'],
      ['Brot', 'Brot'],
    ],
    days: {
      tuesday: 'Dienstag',
      wednesday: 'Mittwoch',
      thursday: 'Donnerstag',
      friday: 'Freitag',
      saturday: 'Samstag',
      sunday: 'Sonntag',
    },
    on: (day) => `am ${words.de.days[day]}`,
    by: (day) => `bis ${words.de.days[day]}`,
    address: (street, number) => `${street} ${number}`,
    inPark: (park) => `im ${park}`,
    title: (i, occasion) => `Einladung: ${occasion.bare} ${words.de.on(i.day)}`,
    // After "Hallo Tom," the letter goes on in lower case, as German letters do.
    letter: (i, w) => [
      `Betreff: ${w.occasion.bare} ${words.de.on(i.day)}!`,
      `Hallo ${i.guest},`,
      [
        `${words.de.on(i.day)} mache ich ${w.occasion.a}!`,
        'street' in i.place
          ? `${capital(w.occasion.the)} ist bei mir zu Hause, in der ${w.where}.`
          : `Wir treffen uns ${w.where}.`,
        `Es geht um ${w.time} los.`,
        ...(i.friend ? [`${i.friend} kommt auch.`] : []),
        `Kannst du ${w.thing} mitbringen?`,
        ...(i.reply
          ? [
              `Sag mir bitte ${words.de.by(i.reply)} Bescheid, ob du kommen kannst.`,
              'Ich würde mich sehr freuen!',
            ]
          : ['Kommst du?']),
      ].join(' '),
      'Bis bald',
      i.host,
    ],
    questions: (i, occasion) => [
      'Wer schreibt die E-Mail?',
      // Answered in the accusative, as the e-mail says it: "einen Filmabend".
      `Was macht ${i.host} ${words.de.on(i.day)}?`,
      `Wo ist ${occasion.the}?`,
      `An welchem Tag ist ${occasion.the}?`,
      `Um wie viel Uhr beginnt ${occasion.the}?`,
      `Was soll ${i.guest} mitbringen?`,
      'Wer kommt auch?',
      `Bis wann soll ${i.guest} antworten?`,
    ],
  },
  it: {
    occasions: [
      o(true, 'festa di compleanno', 'una festa di compleanno', 'la festa'),
      o(false, 'grigliata', 'una grigliata', 'la grigliata'),
      o(false, 'picnic', 'un picnic', 'il picnic'),
      o(true, 'serata cinema', 'una serata cinema', 'la serata cinema'),
    ],
    streets: ['via Roma', 'via Garibaldi', 'via Verdi', 'corso Italia'],
    parks: ['parco Sempione', 'parco del Valentino', 'parco Ducale'],
    things: [
      ["un'insalata", 'insalata'],
      ['qualcosa da bere', 'bevande'],
      ['un dolce', 'dolce'],
      ['del pane', 'pane'],
    ],
    days: {
      tuesday: 'martedì',
      wednesday: 'mercoledì',
      thursday: 'giovedì',
      friday: 'venerdì',
      saturday: 'sabato',
      sunday: 'domenica',
    },
    on: (day) => words.it.days[day],
    by: (day) => `entro ${words.it.days[day]}`,
    address: (street, number) => `${street} ${number}`,
    inPark: (park) => `al ${park}`,
    title: (i, occasion) => `Invito: ${occasion.bare} ${words.it.on(i.day)}`,
    letter: (i, w) => [
      `Oggetto: ${capital(w.occasion.bare)} ${words.it.on(i.day)}!`,
      `Ciao ${i.guest},`,
      [
        `${capital(words.it.on(i.day))} organizzo ${w.occasion.a}!`,
        'street' in i.place ? `Ci vediamo a casa mia, in ${w.where}.` : `Ci vediamo ${w.where}.`,
        `Si comincia alle ${w.time}.`,
        ...(i.friend ? [`Viene anche ${i.friend}.`] : []),
        `Puoi portare ${w.thing}?`,
        ...(i.reply
          ? [`Fammi sapere ${words.it.by(i.reply)} se puoi venire.`, 'Spero tanto che tu ci sia!']
          : ['Vieni?']),
      ].join(' '),
      'A presto,',
      i.host,
    ],
    questions: (i, occasion) => [
      "Chi scrive l'e-mail?",
      `A che cosa ${i.host} invita ${i.guest}?`,
      `Dove si fa ${occasion.the}?`,
      `Che giorno è ${occasion.the}?`,
      `A che ora comincia ${occasion.the}?`,
      `Che cosa deve portare ${i.guest}?`,
      'Chi altro viene?',
      `Entro che giorno deve rispondere ${i.guest}?`,
    ],
  },
  es: {
    occasions: [
      o(true, 'fiesta de cumpleaños', 'una fiesta de cumpleaños', 'la fiesta'),
      o(false, 'barbacoa', 'una barbacoa', 'la barbacoa'),
      o(false, 'pícnic', 'un pícnic', 'el pícnic'),
      o(true, 'noche de cine', 'una noche de cine', 'la noche de cine'),
    ],
    streets: ['calle Mayor', 'calle del Sol', 'avenida de la Paz', 'calle Real'],
    parks: ['parque del Retiro', 'parque del Oeste', 'parque de María Luisa'],
    things: [
      ['una ensalada', 'ensalada'],
      ['algo de beber', 'bebidas'],
      ['un postre', 'postre'],
      ['pan', 'pan'],
    ],
    days: {
      tuesday: 'martes',
      wednesday: 'miércoles',
      thursday: 'jueves',
      friday: 'viernes',
      saturday: 'sábado',
      sunday: 'domingo',
    },
    on: (day) => `el ${words.es.days[day]}`,
    by: (day) => `antes del ${words.es.days[day]}`,
    address: (street, number) => `${street}, ${number}`,
    inPark: (park) => `en el ${park}`,
    title: (i, occasion) => `Invitación: ${occasion.bare} ${words.es.on(i.day)}`,
    letter: (i, w) => [
      `Asunto: ¡${capital(w.occasion.bare)} ${words.es.on(i.day)}!`,
      `¡Hola, ${i.guest}!`,
      [
        `${capital(words.es.on(i.day))} organizo ${w.occasion.a}.`,
        'street' in i.place ? `Es en mi casa, en la ${w.where}.` : `Quedamos ${w.where}.`,
        `Empieza a las ${w.time}.`,
        ...(i.friend ? [`${i.friend} también viene.`] : []),
        `¿Puedes traer ${w.thing}?`,
        ...(i.reply
          ? [`Dime ${words.es.by(i.reply)} si puedes venir.`, '¡Me encantaría verte!']
          : ['¿Vienes?']),
      ].join(' '),
      'Un abrazo,',
      i.host,
    ],
    questions: (i, occasion) => [
      '¿Quién escribe el correo?',
      `¿A qué invita ${i.host} a ${i.guest}?`,
      `¿Dónde es ${occasion.the}?`,
      `¿Qué día es ${occasion.the}?`,
      `¿A qué hora empieza ${occasion.the}?`,
      `¿Qué tiene que llevar ${i.guest}?`,
      '¿Quién más va a ir?',
      `¿Antes de qué día tiene que contestar ${i.guest}?`,
    ],
  },
  pt: {
    occasions: [
      o(true, 'festa de anos', 'uma festa de anos', 'a festa'),
      o(false, 'churrasco', 'um churrasco', 'o churrasco'),
      o(false, 'piquenique', 'um piquenique', 'o piquenique'),
      o(true, 'noite de cinema', 'uma noite de cinema', 'a noite de cinema'),
    ],
    streets: ['Rua das Flores', 'Rua Augusta', 'Avenida da Liberdade', 'Rua do Sol'],
    parks: ['parque Eduardo VII', 'jardim da Estrela', 'parque da Cidade'],
    things: [
      ['uma salada', 'salada'],
      ['alguma coisa para beber', 'bebidas'],
      ['uma sobremesa', 'sobremesa'],
      ['pão', 'pão'],
    ],
    days: {
      tuesday: 'terça-feira',
      wednesday: 'quarta-feira',
      thursday: 'quinta-feira',
      friday: 'sexta-feira',
      saturday: 'sábado',
      sunday: 'domingo',
    },
    // Weekdays are feminine (a sexta-feira), the weekend masculine (o sábado).
    on: (day) => `${words.pt.days[day].endsWith('feira') ? 'na' : 'no'} ${words.pt.days[day]}`,
    by: (day) => `até ${words.pt.days[day]}`,
    address: (street, number) => `${street}, ${number}`,
    inPark: (park) => `no ${park}`,
    title: (i, occasion) => `Convite: ${occasion.bare} ${words.pt.on(i.day)}`,
    letter: (i, w) => [
      `Assunto: ${capital(w.occasion.bare)} ${words.pt.on(i.day)}!`,
      `Olá, ${i.guest}!`,
      [
        `${capital(words.pt.on(i.day))} vou fazer ${w.occasion.a}!`,
        'street' in i.place ? `É lá em casa, na ${w.where}.` : `Encontramo-nos ${w.where}.`,
        `Começa às ${w.time}.`,
        ...(i.friend ? [`${i.friend} também vem.`] : []),
        `Podes trazer ${w.thing}?`,
        ...(i.reply
          ? [`Diz-me ${words.pt.by(i.reply)} se podes vir.`, 'Gostava muito de te ver!']
          : ['Vens?']),
      ].join(' '),
      'Até breve,',
      i.host,
    ],
    questions: (i, occasion) => [
      'Quem escreve o e-mail?',
      `Para que é que ${i.host} convida ${i.guest}?`,
      `Onde é ${occasion.the}?`,
      `Em que dia é ${occasion.the}?`,
      `A que horas começa ${occasion.the}?`,
      `O que é que ${i.guest} tem de levar?`,
      'Quem mais vai?',
      `Até que dia ${i.guest} tem de responder?`,
    ],
  },
};

/** "To what?" answered with its preposition: "à un barbecue", "para um churrasco". */
const toWords: Record<LanguageCode, string> = {
  en: 'to',
  fr: 'à',
  de: 'zu',
  it: 'a',
  es: 'a',
  pt: 'para',
};

export const occasionsOf = (code: LanguageCode) => words[code].occasions;

export function invitationData(code: LanguageCode, level: Level, random: Random): Invitation {
  const w = words[code];
  const [host, guest, friend] = shuffle(peopleOf(code), random) as [string, string, string];
  const occasion = Math.floor(random() * w.occasions.length);
  const home = w.occasions[occasion]?.home ?? true;
  // An evening at home, a day out in the park (never one o'clock: "a la una" is its own phrase).
  const start = home
    ? pick([18, 18.5, 19, 19.5, 20, 20.5], random) * 60
    : pick([12.5, 14, 14.5, 15, 15.5, 16], random) * 60;
  return {
    host,
    guest,
    occasion,
    place: home
      ? { street: Math.floor(random() * w.streets.length), number: 2 + Math.floor(random() * 60) }
      : { park: Math.floor(random() * w.parks.length) },
    day: pick(['friday', 'saturday', 'sunday'] as const, random),
    start,
    thing: Math.floor(random() * w.things.length),
    ...(level === 'A1' ? {} : { friend }),
    ...(level === 'B1'
      ? { reply: pick(['tuesday', 'wednesday', 'thursday'] as const, random) }
      : {}),
  };
}

/** The e-mail and its questions, each answered from the data. */
export function invitationText(code: LanguageCode, i: Invitation): MadeText {
  const w = words[code];
  const occasion = w.occasions[i.occasion] as Occasion;
  const [thing, thingWord] = w.things[i.thing] as readonly [string, string];
  const where =
    'street' in i.place
      ? w.address(w.streets[i.place.street] as string, i.place.number)
      : w.inPark(w.parks[i.place.park] as string);
  const times = clockForms(code, i.start);
  const [time] = times;
  const said: Said = { occasion, where, time, thing };
  const place =
    'street' in i.place
      ? [where, w.streets[i.place.street] as string]
      : [w.parks[i.place.park] as string, where];
  const asked = w.questions(i, occasion);
  const answers: [string, ...string[]][] = [
    [i.host],
    // As the e-mail says it; the answer to "to what?" ("zu einem Grillfest") is accepted.
    [occasion.a, occasion.to, `${toWords[code]} ${occasion.a}`, occasion.bare],
    place as [string, ...string[]],
    [w.days[i.day], w.on(i.day)],
    times,
    [thing, thingWord],
    ...(i.friend ? [[i.friend] as [string]] : []),
    ...(i.reply ? [[w.days[i.reply], w.by(i.reply)] as [string, string]] : []),
  ];
  // Who else comes is asked from A2, by when to answer at B1: their questions are the last two.
  const questions = answers.map(([answer, ...accepted], index) => {
    return [asked[index] as string, answer, ...new Set(accepted.filter((a) => a !== answer))] as [
      string,
      string,
      ...string[],
    ];
  });
  return { title: w.title(i, occasion), paragraphs: w.letter(i, said), questions };
}
