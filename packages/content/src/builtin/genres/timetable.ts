import type { LanguageCode, Level } from '../../languages';
import { pick, type Random } from '../../random';

/**
 * A bus or train timetable made from data: a line, its towns, four departures, the journey's
 * length, two prices and the day without service, drawn at random. The text and every
 * question's answer are written from the same data, so the key is right by construction.
 */
export type Timetable = {
  vehicle: 'bus' | 'train';
  line: number;
  from: string;
  to: string;
  stops: [string, string, string];
  /** Minutes after midnight. */
  departures: [number, number, number, number];
  minutes: number;
  /** Cents. */
  adult: number;
  child: number;
  closed: 'saturday' | 'sunday';
  /** A2 and B1: today one departure is late by this many minutes (the second one). */
  delay?: number;
};

/**
 * Towns along one real line, in order (English: invented towns), so a journey passes its stops
 * in the order a reader who knows the region expects; no article goes before them.
 */
const lines: Record<LanguageCode, readonly string[]> = {
  en: [
    'Oakridge',
    'Millbrook',
    'Riverside',
    'Hillcrest',
    'Kingsbridge',
    'Ashford',
    'Brookfield',
    'Greenwood',
  ],
  fr: [
    'Dijon',
    'Beaune',
    'Chagny',
    'Chalon-sur-Saône',
    'Tournus',
    'Mâcon',
    'Villefranche-sur-Saône',
    'Lyon',
  ],
  de: [
    'Mannheim',
    'Heidelberg',
    'Bruchsal',
    'Karlsruhe',
    'Rastatt',
    'Offenburg',
    'Lahr',
    'Freiburg',
  ],
  it: ['Piacenza', 'Parma', 'Modena', 'Bologna', 'Imola', 'Faenza', 'Forlì', 'Cesena', 'Rimini'],
  es: ['Sevilla', 'Dos Hermanas', 'Utrera', 'Lebrija', 'Jerez', 'Cádiz'],
  pt: ['Jundiaí', 'Louveira', 'Vinhedo', 'Valinhos', 'Campinas', 'Sumaré', 'Americana', 'Limeira'],
};

/** Towns of the language's line, for other genres set in the same region. */
export const townsOf = (code: LanguageCode): readonly string[] => lines[code];

const between = (low: number, high: number, step: number, random: Random) =>
  low + step * Math.floor(random() * (Math.floor((high - low) / step) + 1));

export function timetableData(code: LanguageCode, level: Level, random: Random): Timetable {
  // Five towns in a row on the line, in one direction or the other.
  const line = lines[code];
  const start = Math.floor(random() * (line.length - 4));
  const run = line.slice(start, start + 5);
  const [from, ...rest] = random() < 0.5 ? run : [...run].reverse();
  const to = rest.pop() as string;
  const stops = rest;
  const first = between(6 * 60, 8 * 60 + 55, 5, random);
  const every = pick([30, 45, 60, 90, 120], random);
  const adult = between(150, 990, 10, random);
  return {
    vehicle: pick(['bus', 'train'] as const, random),
    line: between(2, 98, 1, random),
    from: from as string,
    to: to as string,
    stops: stops.slice(0, 3) as [string, string, string],
    departures: [first, first + every, first + 2 * every, first + 3 * every],
    // About ten minutes between two towns.
    minutes: 40 + between(0, 15, 5, random),
    adult,
    child: Math.round(adult / 20) * 10,
    closed: pick(['saturday', 'sunday'] as const, random),
    ...(level === 'A1' ? {} : { delay: between(5, 25, 5, random) }),
  };
}

const two = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${Math.floor(minutes / 60)}:${two(minutes % 60)}`;
const euros = (cents: number, comma: boolean) =>
  `${Math.floor(cents / 100)}${comma ? ',' : '.'}${two(cents % 100)}`;

/** A time as the language writes it, and the other spellings a student may use. */
export function timeForms(
  code: LanguageCode,
  minutes: number,
): { text: string; accepted: string[] } {
  const h = Math.floor(minutes / 60);
  const m = two(minutes % 60);
  const plain = [
    `${h}:${m}`,
    `${two(h)}:${m}`,
    `${h}.${m}`,
    `${h}h${m}`,
    `${h} h ${m}`,
    `${h} ${m}`,
  ];
  const text = code === 'fr' ? `${h} h ${m}` : code === 'pt' ? `${h}h${m}` : clock(minutes);
  return { text, accepted: [...new Set([text, ...plain])] };
}

/**
 * A time as running text says it, a whole hour without its minutes ("7 am", "à 19 h",
 * "um 19 Uhr", "alle 19", "às 19h"; English on the twelve-hour clock), then the spellings a
 * student may use.
 */
export function clockForms(code: LanguageCode, minutes: number): [string, ...string[]] {
  const h = Math.floor(minutes / 60);
  const m = two(minutes % 60);
  const whole = minutes % 60 === 0;
  const h12 = h > 12 ? h - 12 : h;
  const said = {
    en: `${h12}${whole ? '' : `:${m}`} ${h < 12 ? 'am' : 'pm'}`,
    fr: whole ? `${h} h` : `${h} h ${m}`,
    de: `${whole ? h : `${h}:${m}`} Uhr`,
    it: whole ? `${h}` : `${h}:${m}`,
    es: whole ? `${h}` : `${h}:${m}`,
    pt: whole ? `${h}h` : `${h}h${m}`,
  }[code];
  const others = [
    ...timeForms(code, minutes).accepted,
    `${h} h`,
    `${h}h`,
    `${h} Uhr`,
    ...(code === 'en' ? [`${h12}:${m}`, `${h12}.${m}`, `${h12}:${m} ${h < 12 ? 'am' : 'pm'}`] : []),
    ...(whole ? [`${h}`] : []),
  ];
  return [said, ...new Set(others.filter((form) => form !== said))];
}

/** A price as the language writes it, and the other spellings a student may use. */
export function priceForms(
  code: LanguageCode,
  cents: number,
  /** Portuguese prices in reais (Brazil) or euros (Portugal). @default 'real' */
  portuguese: 'real' | 'euro' = 'real',
): { text: string; accepted: string[] } {
  const comma = euros(cents, true);
  const dot = euros(cents, false);
  const reais = code === 'pt' && portuguese === 'real';
  const text = code === 'en' ? `€${dot}` : reais ? `R$ ${comma}` : `${comma} €`;
  const bare = [comma, dot, `${comma} €`, `€${dot}`, `€ ${comma}`, `${dot} €`];
  const money = reais
    ? [`R$ ${comma}`, `R$${comma}`, `${comma} reais`]
    : [`${comma} euros`, `${dot} euros`, `${comma} euro`];
  return { text, accepted: [...new Set([text, ...bare, ...money])] };
}

type Words = {
  title: (t: Timetable, name: string) => string;
  /** The vehicle with its line, as the subject of a sentence ("Le bus 12"). */
  name: (t: Timetable) => string;
  sentences: (t: Timetable, w: Forms) => string[];
  delay: (t: Timetable, w: Forms) => string;
  questions: (t: Timetable, w: Forms) => [string, string, ...string[]][];
  day: Record<Timetable['closed'], string>;
  four: string;
};

type Forms = {
  name: string;
  times: string[];
  late: string;
  adult: string;
  child: string;
  list: (items: readonly string[]) => string;
};

const listWith = (and: string) => (items: readonly string[]) =>
  `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

const words: Record<LanguageCode, Words> = {
  en: {
    name: (t) => `${t.vehicle === 'bus' ? 'Bus' : 'Train'} ${t.line}`,
    title: (t, name) => `Timetable: ${name}, ${t.from} to ${t.to}`,
    sentences: (t, w) => [
      `${w.name} leaves ${t.from} at ${w.list(w.times)}.`,
      `It stops at ${w.list(t.stops)} and arrives in ${t.to} ${t.minutes} minutes later.`,
      `A ticket costs ${w.adult} for adults and ${w.child} for children.`,
      `There is no ${t.vehicle} on ${words.en.day[t.closed]}s.`,
    ],
    delay: (t, w) =>
      `Today the ${w.times[1]} ${t.vehicle} is ${t.delay} minutes late: it leaves at ${w.late}.`,
    questions: (t) => [
      [`At what time does the first ${t.vehicle} leave ${t.from}?`, ''],
      [`At what time does the last ${t.vehicle} leave ${t.from}?`, ''],
      [`How many minutes does the journey from ${t.from} to ${t.to} take?`, ''],
      ['How much is a ticket for a child?', ''],
      ['How much is a ticket for an adult?', ''],
      [`Where does the ${t.vehicle} stop first after ${t.from}?`, ''],
      [`On which day is there no ${t.vehicle}?`, ''],
      [`How many times a day does the ${t.vehicle} leave ${t.from}?`, ''],
      [`At what time does the ${t.vehicle} that is late leave today?`, ''],
    ],
    day: { saturday: 'Saturday', sunday: 'Sunday' },
    four: 'four',
  },
  fr: {
    name: (t) => `Le ${t.vehicle} ${t.line}`,
    title: (t, name) => `Horaires : ${name.toLowerCase()}, de ${t.from} à ${t.to}`,
    sentences: (t, w) => [
      `${w.name} part de ${t.from} à ${w.list(w.times)}.`,
      `Il s'arrête à ${w.list(t.stops)}, puis il arrive à ${t.to} ${t.minutes} minutes plus tard.`,
      `Un billet coûte ${w.adult} pour les adultes et ${w.child} pour les enfants.`,
      `Il n'y a pas de ${t.vehicle} le ${words.fr.day[t.closed]}.`,
    ],
    delay: (t, w) =>
      `Aujourd'hui, le ${t.vehicle} de ${w.times[1]} a ${t.delay} minutes de retard : il part à ${w.late}.`,
    questions: (t) => [
      [`À quelle heure part le premier ${t.vehicle} de ${t.from} ?`, ''],
      [`À quelle heure part le dernier ${t.vehicle} de ${t.from} ?`, ''],
      [`Combien de minutes dure le trajet de ${t.from} à ${t.to} ?`, ''],
      ['Combien coûte un billet pour un enfant ?', ''],
      ['Combien coûte un billet pour un adulte ?', ''],
      [`Où le ${t.vehicle} s'arrête-t-il d'abord après ${t.from} ?`, ''],
      [`Quel jour n'y a-t-il pas de ${t.vehicle} ?`, ''],
      [`Combien de fois par jour le ${t.vehicle} part-il de ${t.from} ?`, ''],
      [`À quelle heure part aujourd'hui le ${t.vehicle} en retard ?`, ''],
    ],
    day: { saturday: 'samedi', sunday: 'dimanche' },
    four: 'quatre',
  },
  de: {
    name: (t) => `Der ${t.vehicle === 'bus' ? 'Bus' : 'Zug'} ${t.line}`,
    title: (t, name) => `Fahrplan: ${name.replace(/^Der /, '')}, ${t.from} – ${t.to}`,
    sentences: (t, w) => [
      `${w.name} fährt um ${w.list(w.times)} Uhr in ${t.from} ab.`,
      `Er hält in ${w.list(t.stops)} und kommt ${t.minutes} Minuten später in ${t.to} an.`,
      `Eine Fahrkarte kostet ${w.adult} für Erwachsene und ${w.child} für Kinder.`,
      `Am ${words.de.day[t.closed]} fährt kein ${t.vehicle === 'bus' ? 'Bus' : 'Zug'}.`,
    ],
    delay: (t, w) =>
      `Heute hat der ${t.vehicle === 'bus' ? 'Bus' : 'Zug'} um ${w.times[1]} Uhr ${t.delay} Minuten Verspätung: Er fährt um ${w.late} Uhr ab.`,
    questions: (t) => {
      const it = t.vehicle === 'bus' ? 'Bus' : 'Zug';
      return [
        [`Um wie viel Uhr fährt der erste ${it} in ${t.from} ab?`, ''],
        [`Um wie viel Uhr fährt der letzte ${it} in ${t.from} ab?`, ''],
        [`Wie viele Minuten dauert die Fahrt von ${t.from} nach ${t.to}?`, ''],
        ['Wie viel kostet eine Fahrkarte für ein Kind?', ''],
        ['Wie viel kostet eine Fahrkarte für Erwachsene?', ''],
        [`Wo hält der ${it} nach ${t.from} zuerst?`, ''],
        [`An welchem Tag fährt kein ${it}?`, ''],
        [`Wie oft am Tag fährt der ${it} in ${t.from} ab?`, ''],
        [`Um wie viel Uhr fährt der verspätete ${it} heute ab?`, ''],
      ];
    },
    day: { saturday: 'Samstag', sunday: 'Sonntag' },
    four: 'vier',
  },
  it: {
    name: (t) => (t.vehicle === 'bus' ? `L'autobus ${t.line}` : `Il treno ${t.line}`),
    title: (t, name) => `Orario: ${name.toLowerCase()}, da ${t.from} a ${t.to}`,
    sentences: (t, w) => [
      `${w.name} parte da ${t.from} alle ${w.list(w.times)}.`,
      `Si ferma a ${w.list(t.stops)} e arriva a ${t.to} ${t.minutes} minuti dopo.`,
      `Un biglietto costa ${w.adult} per gli adulti e ${w.child} per i bambini.`,
      `${t.closed === 'sunday' ? 'La domenica' : 'Il sabato'} non ci sono ${t.vehicle === 'bus' ? 'autobus' : 'treni'}.`,
    ],
    delay: (t, w) =>
      `Oggi ${t.vehicle === 'bus' ? "l'autobus" : 'il treno'} delle ${w.times[1]} ha ${t.delay} minuti di ritardo: parte alle ${w.late}.`,
    questions: (t) => {
      const it = t.vehicle === 'bus' ? 'autobus' : 'treno';
      const the = t.vehicle === 'bus' ? "l'autobus" : 'il treno';
      return [
        [`A che ora parte il primo ${it} da ${t.from}?`, ''],
        [`A che ora parte l'ultimo ${it} da ${t.from}?`, ''],
        [`Quanti minuti dura il viaggio da ${t.from} a ${t.to}?`, ''],
        ['Quanto costa un biglietto per un bambino?', ''],
        ['Quanto costa un biglietto per un adulto?', ''],
        [`Dove si ferma ${the} per la prima volta dopo ${t.from}?`, ''],
        [`In quale giorno non ci sono ${t.vehicle === 'bus' ? 'autobus' : 'treni'}?`, ''],
        [`Quante volte al giorno parte ${the} da ${t.from}?`, ''],
        [`A che ora parte oggi ${the} in ritardo?`, ''],
      ];
    },
    day: { saturday: 'sabato', sunday: 'domenica' },
    four: 'quattro',
  },
  es: {
    name: (t) => `El ${t.vehicle === 'bus' ? 'autobús' : 'tren'} ${t.line}`,
    title: (t, name) => `Horario: ${name.toLowerCase()}, de ${t.from} a ${t.to}`,
    sentences: (t, w) => [
      `${w.name} sale de ${t.from} a las ${w.list(w.times)}.`,
      `Para en ${w.list(t.stops)} y llega a ${t.to} ${t.minutes} minutos después.`,
      `Un billete cuesta ${w.adult} para los adultos y ${w.child} para los niños.`,
      `Los ${words.es.day[t.closed]}s no hay ${t.vehicle === 'bus' ? 'autobús' : 'tren'}.`,
    ],
    delay: (t, w) =>
      `Hoy el ${t.vehicle === 'bus' ? 'autobús' : 'tren'} de las ${w.times[1]} tiene ${t.delay} minutos de retraso: sale a las ${w.late}.`,
    questions: (t) => {
      const it = t.vehicle === 'bus' ? 'autobús' : 'tren';
      return [
        [`¿A qué hora sale el primer ${it} de ${t.from}?`, ''],
        [`¿A qué hora sale el último ${it} de ${t.from}?`, ''],
        [`¿Cuántos minutos dura el viaje de ${t.from} a ${t.to}?`, ''],
        ['¿Cuánto cuesta un billete para un niño?', ''],
        ['¿Cuánto cuesta un billete para un adulto?', ''],
        [`¿Dónde para primero el ${it} después de ${t.from}?`, ''],
        [`¿Qué día no hay ${it}?`, ''],
        [`¿Cuántas veces al día sale el ${it} de ${t.from}?`, ''],
        [`¿A qué hora sale hoy el ${it} con retraso?`, ''],
      ];
    },
    day: { saturday: 'sábado', sunday: 'domingo' },
    four: 'cuatro',
  },
  pt: {
    name: (t) => `O ${t.vehicle === 'bus' ? 'ônibus' : 'trem'} ${t.line}`,
    title: (t, name) => `Horário: ${name.toLowerCase()}, de ${t.from} a ${t.to}`,
    sentences: (t, w) => [
      `${w.name} sai de ${t.from} às ${w.list(w.times)}.`,
      `Ele para em ${w.list(t.stops)} e chega a ${t.to} ${t.minutes} minutos depois.`,
      `Uma passagem custa ${w.adult} para adultos e ${w.child} para crianças.`,
      `${t.closed === 'sunday' ? 'Aos domingos' : 'Aos sábados'} não há ${t.vehicle === 'bus' ? 'ônibus' : 'trem'}.`,
    ],
    delay: (t, w) =>
      `Hoje o ${t.vehicle === 'bus' ? 'ônibus' : 'trem'} das ${w.times[1]} está ${t.delay} minutos atrasado: ele sai às ${w.late}.`,
    questions: (t) => {
      const it = t.vehicle === 'bus' ? 'ônibus' : 'trem';
      return [
        [`A que horas sai o primeiro ${it} de ${t.from}?`, ''],
        [`A que horas sai o último ${it} de ${t.from}?`, ''],
        [`Quantos minutos dura a viagem de ${t.from} a ${t.to}?`, ''],
        ['Quanto custa uma passagem para uma criança?', ''],
        ['Quanto custa uma passagem para um adulto?', ''],
        [`Onde o ${it} para primeiro depois de ${t.from}?`, ''],
        [`Em que dia não há ${it}?`, ''],
        [`Quantas vezes por dia o ${it} sai de ${t.from}?`, ''],
        [`A que horas sai hoje o ${it} atrasado?`, ''],
      ];
    },
    day: { saturday: 'sábado', sunday: 'domingo' },
    four: 'quatro',
  },
};

const ands: Record<LanguageCode, string> = {
  en: 'and',
  fr: 'et',
  de: 'und',
  it: 'e',
  es: 'y',
  pt: 'e',
};

export type MadeText = {
  title: string;
  paragraphs: string[];
  /** [question, answer, ...other accepted answers] */
  questions: [string, string, ...string[]][];
  /** Wrong choices for each question, in the same order, for a multiple-choice use. */
  distractors?: string[][];
};

/** The timetable's text and its questions, each answered from the data. */
export function timetableText(code: LanguageCode, t: Timetable): MadeText {
  const w = words[code];
  const times = t.departures.map((minutes) => timeForms(code, minutes));
  const adult = priceForms(code, t.adult);
  const child = priceForms(code, t.child);
  const late = timeForms(code, (t.departures[1] as number) + (t.delay ?? 0));
  const forms: Forms = {
    name: w.name(t),
    times: times.map((time) => time.text),
    late: late.text,
    adult: adult.text,
    child: child.text,
    list: listWith(ands[code]),
  };
  const sentences = w.sentences(t, forms);
  const paragraphs = [sentences.join(' '), ...(t.delay ? [w.delay(t, forms)] : [])];
  const dayForms = (day: string) => [day, `${day}s`, day.toLowerCase(), `${day.toLowerCase()}s`];
  const answers: [string, ...string[]][] = [
    times[0]?.accepted as [string, ...string[]],
    times[3]?.accepted as [string, ...string[]],
    [
      `${t.minutes} minutes`,
      String(t.minutes),
      `${t.minutes} minuti`,
      `${t.minutes} minutos`,
      `${t.minutes} Minuten`,
    ],
    child.accepted as [string, ...string[]],
    adult.accepted as [string, ...string[]],
    [t.stops[0]],
    dayForms(w.day[t.closed]) as [string, ...string[]],
    [
      w.four,
      '4',
      `${w.four} fois`,
      `${w.four} volte`,
      `${w.four} veces`,
      `${w.four} vezes`,
      `${w.four} times`,
      `${w.four}mal`,
    ],
    late.accepted as [string, ...string[]],
  ];
  const asked = w.questions(t, forms).slice(0, t.delay ? 9 : 8);
  const questions = asked.map(([question], index) => {
    const [answer, ...accepted] = answers[index] as [string, ...string[]];
    // The key's first answer is as the text writes it; the rest are spellings a student may use.
    const localised =
      index === 2
        ? (
            {
              en: 'minutes',
              fr: 'minutes',
              de: 'Minuten',
              it: 'minuti',
              es: 'minutos',
              pt: 'minutos',
            } as const
          )[code]
        : undefined;
    const first = localised ? `${t.minutes} ${localised}` : answer;
    return [question, first, ...new Set([answer, ...accepted].filter((a) => a !== first))] as [
      string,
      string,
      ...string[],
    ];
  });
  return { title: w.title(t, forms.name), paragraphs, questions };
}
