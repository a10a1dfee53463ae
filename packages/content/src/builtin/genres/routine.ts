import type { LanguageCode, Level } from '../../languages';
import { pick, type Random } from '../../random';
import { peopleOf } from './shop';
import { clockForms, type MadeText } from './timetable';

/**
 * A person's working day made from data: where they work, how they get there, and the time of
 * each thing they do; from A2 when they get up on Saturdays, at B1 the day they got up late (in
 * the past). Every key is the data's.
 */
export type Routine = {
  name: string;
  female: boolean;
  work: number;
  transport: number;
  evening: number;
  /** Minutes after midnight. */
  times: {
    up: number;
    breakfast: number;
    leave: number;
    start: number;
    lunch: number;
    finish: number;
    evening: number;
    bed: number;
  };
  /** A2 and B1: getting up on Saturdays. */
  weekend?: number;
  /** B1: yesterday, when the alarm did not ring. */
  late?: number;
};

type Times = Record<keyof Routine['times'] | 'weekend' | 'late', string>;

/** [as the text says it, the word a student may answer with] */
type Phrase = readonly [string, string];

type Words = {
  works: readonly Phrase[];
  transports: readonly Phrase[];
  evenings: readonly Phrase[];
  title: (r: Routine) => string;
  text: (r: Routine, t: Times, w: { work: string; transport: string; evening: string }) => string[];
  questions: (
    r: Routine,
  ) => Record<
    | 'up'
    | 'work'
    | 'transport'
    | 'start'
    | 'lunch'
    | 'finish'
    | 'evening'
    | 'bed'
    | 'weekend'
    | 'late',
    string
  >;
};

const capital = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

const words: Record<LanguageCode, Words> = {
  en: {
    works: [
      ['in an office', 'office'],
      ['in a shop', 'shop'],
      ['in a hospital', 'hospital'],
      ['in a bank', 'bank'],
    ],
    transports: [
      ['by bus', 'bus'],
      ['by bike', 'bike'],
      ['on foot', 'walks'],
      ['by train', 'train'],
    ],
    evenings: [
      ['goes to the gym', 'gym'],
      ['goes running', 'running'],
      ['cooks dinner', 'cooking'],
      ['reads a book', 'reading'],
    ],
    title: (r) => `${r.name}'s day`,
    text: (r, t, w) => {
      const p = r.female ? 'she' : 'he';
      const P = capital(p);
      return [
        [
          `${r.name} works ${w.work}.`,
          `Every morning ${p} gets up at ${t.up} and has breakfast at ${t.breakfast}.`,
          `At ${t.leave} ${p} leaves home and goes to work ${w.transport}.`,
          `${P} starts work at ${t.start} and has lunch at ${t.lunch}.`,
          `${P} finishes work at ${t.finish}.`,
          `In the evening, at ${t.evening}, ${p} ${w.evening}.`,
          `${P} goes to bed at ${t.bed}.`,
        ].join(' '),
        ...(r.weekend ? [`On Saturdays ${p} gets up later, at ${t.weekend}.`] : []),
        ...(r.late
          ? [
              `Yesterday, though, ${p} got up late, at ${t.late}, because the alarm didn't ring: ${p} had no time for breakfast and took a taxi to work.`,
            ]
          : []),
      ];
    },
    questions: (r) => ({
      up: `At what time does ${r.name} get up?`,
      work: `Where does ${r.name} work?`,
      transport: `How does ${r.name} go to work?`,
      start: `At what time does ${r.name} start work?`,
      lunch: `At what time does ${r.name} have lunch?`,
      finish: `At what time does ${r.name} finish work?`,
      evening: `What does ${r.name} do in the evening?`,
      bed: `At what time does ${r.name} go to bed?`,
      weekend: `At what time does ${r.name} get up on Saturdays?`,
      late: `At what time did ${r.name} get up yesterday?`,
    }),
  },
  fr: {
    works: [
      ['dans un bureau', 'bureau'],
      ['dans un magasin', 'magasin'],
      ['dans un hôpital', 'hôpital'],
      ['dans une banque', 'banque'],
    ],
    transports: [
      ['en bus', 'bus'],
      ['à vélo', 'vélo'],
      ['à pied', 'pied'],
      ['en train', 'train'],
    ],
    evenings: [
      ['va à la salle de sport', 'salle de sport'],
      ['va courir', 'courir'],
      ['prépare le dîner', 'dîner'],
      ['lit un livre', 'lire'],
    ],
    title: (r) => `La journée de ${r.name}`,
    text: (r, t, w) => {
      const p = r.female ? 'elle' : 'il';
      const P = capital(p);
      return [
        [
          `${r.name} travaille ${w.work}.`,
          `Tous les matins, ${p} se lève à ${t.up} et ${p} prend son petit-déjeuner à ${t.breakfast}.`,
          `À ${t.leave}, ${p} sort de chez ${r.female ? 'elle' : 'lui'} et ${p} va au travail ${w.transport}.`,
          `${P} commence à travailler à ${t.start} et ${p} déjeune à ${t.lunch}.`,
          `${P} finit de travailler à ${t.finish}.`,
          `Le soir, à ${t.evening}, ${p} ${w.evening}.`,
          `${P} se couche à ${t.bed}.`,
        ].join(' '),
        ...(r.weekend ? [`Le samedi, ${p} se lève plus tard, à ${t.weekend}.`] : []),
        ...(r.late
          ? [
              `Hier, pourtant, ${p} s'est ${r.female ? 'levée' : 'levé'} en retard, à ${t.late}, parce que son réveil n'a pas sonné : ${p} n'a pas eu le temps de prendre son petit-déjeuner et ${p} a pris un taxi pour aller au travail.`,
            ]
          : []),
      ];
    },
    questions: (r) => ({
      up: `À quelle heure est-ce que ${r.name} se lève ?`,
      work: `Où est-ce que ${r.name} travaille ?`,
      transport: `Comment est-ce que ${r.name} va au travail ?`,
      start: `À quelle heure est-ce que ${r.name} commence à travailler ?`,
      lunch: `À quelle heure est-ce que ${r.name} déjeune ?`,
      finish: `À quelle heure est-ce que ${r.name} finit de travailler ?`,
      evening: `Qu'est-ce que ${r.name} fait le soir ?`,
      bed: `À quelle heure est-ce que ${r.name} se couche ?`,
      weekend: `À quelle heure est-ce que ${r.name} se lève le samedi ?`,
      late: `À quelle heure est-ce que ${r.name} s'est ${r.female ? 'levée' : 'levé'} hier ?`,
    }),
  },
  de: {
    works: [
      ['in einem Büro', 'Büro'],
      ['in einem Geschäft', 'Geschäft'],
      ['in einem Krankenhaus', 'Krankenhaus'],
      ['in einer Bank', 'Bank'],
    ],
    transports: [
      ['mit dem Bus', 'Bus'],
      ['mit dem Fahrrad', 'Fahrrad'],
      ['zu Fuß', 'Fuß'],
      ['mit dem Zug', 'Zug'],
    ],
    evenings: [
      ['geht ins Fitnessstudio', 'ins Fitnessstudio'],
      ['geht joggen', 'joggen'],
      ['kocht das Abendessen', 'das Abendessen'],
      ['liest ein Buch', 'ein Buch'],
    ],
    title: (r) => `Der Alltag von ${r.name}`,
    text: (r, t, w) => {
      const p = r.female ? 'sie' : 'er';
      const P = capital(p);
      // German puts the verb second: "Am Abend geht sie ins Fitnessstudio".
      const [verb, ...rest] = w.evening.split(' ');
      return [
        [
          `${r.name} arbeitet ${w.work}.`,
          `Jeden Morgen steht ${p} um ${t.up} auf und frühstückt um ${t.breakfast}.`,
          `Um ${t.leave} verlässt ${p} das Haus und ${w.transport === 'zu Fuß' ? 'geht' : 'fährt'} ${w.transport} zur Arbeit.`,
          `${P} fängt um ${t.start} an zu arbeiten und isst um ${t.lunch} zu Mittag.`,
          `Um ${t.finish} hat ${p} Feierabend.`,
          `Am Abend um ${t.evening} ${verb} ${p} ${rest.join(' ')}.`,
          `Um ${t.bed} geht ${p} ins Bett.`,
        ].join(' '),
        ...(r.weekend ? [`Samstags steht ${p} später auf, erst um ${t.weekend}.`] : []),
        ...(r.late
          ? [
              `Gestern ist ${p} aber erst um ${t.late} aufgestanden, weil der Wecker nicht geklingelt hat: ${P} hatte keine Zeit zum Frühstücken und hat ein Taxi zur Arbeit genommen.`,
            ]
          : []),
      ];
    },
    questions: (r) => ({
      up: `Um wie viel Uhr steht ${r.name} auf?`,
      work: `Wo arbeitet ${r.name}?`,
      transport: `Wie kommt ${r.name} zur Arbeit?`,
      start: `Um wie viel Uhr fängt ${r.name} an zu arbeiten?`,
      lunch: `Um wie viel Uhr isst ${r.name} zu Mittag?`,
      finish: `Um wie viel Uhr hat ${r.name} Feierabend?`,
      evening: `Was macht ${r.name} am Abend?`,
      bed: `Um wie viel Uhr geht ${r.name} ins Bett?`,
      weekend: `Um wie viel Uhr steht ${r.name} samstags auf?`,
      late: `Um wie viel Uhr ist ${r.name} gestern aufgestanden?`,
    }),
  },
  it: {
    works: [
      ['in un ufficio', 'ufficio'],
      ['in un negozio', 'negozio'],
      ['in un ospedale', 'ospedale'],
      ['in una banca', 'banca'],
    ],
    transports: [
      ['in autobus', 'autobus'],
      ['in bicicletta', 'bicicletta'],
      ['a piedi', 'piedi'],
      ['in treno', 'treno'],
    ],
    evenings: [
      ['va in palestra', 'palestra'],
      ['va a correre', 'correre'],
      ['prepara la cena', 'cena'],
      ['legge un libro', 'libro'],
    ],
    title: (r) => `La giornata di ${r.name}`,
    text: (r, t, w) => [
      [
        `${r.name} lavora ${w.work}.`,
        `Ogni mattina si alza alle ${t.up} e fa colazione alle ${t.breakfast}.`,
        `Alle ${t.leave} esce di casa e va al lavoro ${w.transport}.`,
        `Comincia a lavorare alle ${t.start} e pranza alle ${t.lunch}.`,
        `Finisce di lavorare alle ${t.finish}.`,
        `La sera, alle ${t.evening}, ${w.evening}.`,
        `Va a letto alle ${t.bed}.`,
      ].join(' '),
      ...(r.weekend ? [`Il sabato si alza più tardi, alle ${t.weekend}.`] : []),
      ...(r.late
        ? [
            `Ieri, però, si è ${r.female ? 'alzata' : 'alzato'} tardi, alle ${t.late}, perché la sveglia non ha suonato: non ha avuto tempo di fare colazione e ha preso un taxi per andare al lavoro.`,
          ]
        : []),
    ],
    questions: (r) => ({
      up: `A che ora si alza ${r.name}?`,
      work: `Dove lavora ${r.name}?`,
      transport: `Come va al lavoro ${r.name}?`,
      start: `A che ora comincia a lavorare ${r.name}?`,
      lunch: `A che ora pranza ${r.name}?`,
      finish: `A che ora finisce di lavorare ${r.name}?`,
      evening: `Che cosa fa ${r.name} la sera?`,
      bed: `A che ora va a letto ${r.name}?`,
      weekend: `A che ora si alza ${r.name} il sabato?`,
      late: `A che ora si è ${r.female ? 'alzata' : 'alzato'} ${r.name} ieri?`,
    }),
  },
  es: {
    works: [
      ['en una oficina', 'oficina'],
      ['en una tienda', 'tienda'],
      ['en un hospital', 'hospital'],
      ['en un banco', 'banco'],
    ],
    transports: [
      ['en autobús', 'autobús'],
      ['en bicicleta', 'bicicleta'],
      ['a pie', 'andando'],
      ['en tren', 'tren'],
    ],
    evenings: [
      ['va al gimnasio', 'gimnasio'],
      ['sale a correr', 'correr'],
      ['prepara la cena', 'cena'],
      ['lee un libro', 'leer'],
    ],
    title: (r) => `Un día normal de ${r.name}`,
    text: (r, t, w) => [
      [
        `${r.name} trabaja ${w.work}.`,
        `Todas las mañanas se levanta a las ${t.up} y desayuna a las ${t.breakfast}.`,
        `A las ${t.leave} sale de casa y va al trabajo ${w.transport}.`,
        `Empieza a trabajar a las ${t.start} y come a las ${t.lunch}.`,
        `Termina de trabajar a las ${t.finish}.`,
        `Por la tarde, a las ${t.evening}, ${w.evening}.`,
        `Se acuesta a las ${t.bed}.`,
      ].join(' '),
      ...(r.weekend ? [`Los sábados se levanta más tarde, a las ${t.weekend}.`] : []),
      ...(r.late
        ? [
            `Ayer, sin embargo, se levantó tarde, a las ${t.late}, porque no sonó el despertador: no tuvo tiempo de desayunar y cogió un taxi para ir al trabajo.`,
          ]
        : []),
    ],
    questions: (r) => ({
      up: `¿A qué hora se levanta ${r.name}?`,
      work: `¿Dónde trabaja ${r.name}?`,
      transport: `¿Cómo va ${r.name} al trabajo?`,
      start: `¿A qué hora empieza a trabajar ${r.name}?`,
      lunch: `¿A qué hora come ${r.name}?`,
      finish: `¿A qué hora termina de trabajar ${r.name}?`,
      evening: `¿Qué hace ${r.name} por la tarde?`,
      bed: `¿A qué hora se acuesta ${r.name}?`,
      weekend: `¿A qué hora se levanta ${r.name} los sábados?`,
      late: `¿A qué hora se levantó ${r.name} ayer?`,
    }),
  },
  pt: {
    works: [
      ['num escritório', 'escritório'],
      ['numa loja', 'loja'],
      ['num hospital', 'hospital'],
      ['num banco', 'banco'],
    ],
    transports: [
      ['de autocarro', 'autocarro'],
      ['de bicicleta', 'bicicleta'],
      ['a pé', 'pé'],
      ['de comboio', 'comboio'],
    ],
    evenings: [
      ['vai ao ginásio', 'ginásio'],
      ['vai correr', 'correr'],
      ['prepara o jantar', 'jantar'],
      ['lê um livro', 'ler'],
    ],
    title: (r) => `O dia a dia de ${r.name}`,
    // European Portuguese: the pronoun after the verb in statements (levanta-se), before it after
    // a question word (a que horas se levanta).
    text: (r, t, w) => [
      [
        `${r.name} trabalha ${w.work}.`,
        `Todas as manhãs, levanta-se às ${t.up} e toma o pequeno-almoço às ${t.breakfast}.`,
        `Às ${t.leave}, sai de casa e vai para o trabalho ${w.transport}.`,
        `Começa a trabalhar às ${t.start} e almoça às ${t.lunch}.`,
        // Not "acaba de trabalhar": acabar de says what was just done.
        `Sai do trabalho às ${t.finish}.`,
        `Ao fim do dia, às ${t.evening}, ${w.evening}.`,
        `Deita-se às ${t.bed}.`,
      ].join(' '),
      ...(r.weekend ? [`Aos sábados, levanta-se mais tarde, às ${t.weekend}.`] : []),
      ...(r.late
        ? [
            `Ontem, porém, levantou-se tarde, às ${t.late}, porque o despertador não tocou: não teve tempo para tomar o pequeno-almoço e apanhou um táxi para o trabalho.`,
          ]
        : []),
    ],
    questions: (r) => ({
      up: `A que horas se levanta ${r.name}?`,
      work: `Onde trabalha ${r.name}?`,
      transport: `Como vai ${r.name} para o trabalho?`,
      start: `A que horas começa ${r.name} a trabalhar?`,
      lunch: `A que horas almoça ${r.name}?`,
      finish: `A que horas sai ${r.name} do trabalho?`,
      evening: `O que faz ${r.name} ao fim do dia?`,
      bed: `A que horas se deita ${r.name}?`,
      weekend: `A que horas se levanta ${r.name} aos sábados?`,
      late: `A que horas se levantou ${r.name} ontem?`,
    }),
  },
};

const step = (low: number, high: number, by: number, random: Random) =>
  low + by * Math.floor(random() * (Math.floor((high - low) / by) + 1));

export function routineData(code: LanguageCode, level: Level, random: Random): Routine {
  const names = peopleOf(code);
  const index = Math.floor(random() * names.length);
  const up = step(6 * 60, 7 * 60 + 45, 15, random);
  const breakfast = up + pick([15, 30], random);
  const leave = breakfast + pick([20, 30], random);
  const start = leave + pick([15, 20, 30], random);
  // Spain has lunch and ends the working day later.
  const spain = code === 'es';
  const lunch = spain
    ? step(14 * 60, 15 * 60, 30, random)
    : step(12 * 60 + 30, 13 * 60 + 30, 30, random);
  const finish = spain
    ? step(17 * 60 + 30, 19 * 60, 30, random)
    : step(16 * 60, 18 * 60, 30, random);
  // The evening starts at half past six at the earliest.
  const evening = Math.max(finish + pick([60, 90], random), 18 * 60 + 30);
  const bed = step(22 * 60, 23 * 60 + 30, 30, random);
  const w = words[code];
  return {
    name: names[index] as string,
    female: index % 2 === 0,
    work: Math.floor(random() * w.works.length),
    transport: Math.floor(random() * w.transports.length),
    evening: Math.floor(random() * w.evenings.length),
    times: { up, breakfast, leave, start, lunch, finish, evening, bed },
    ...(level === 'A1' ? {} : { weekend: up + step(60, 150, 30, random) }),
    ...(level === 'B1' ? { late: up + step(45, 90, 15, random) } : {}),
  };
}

/** The day's text and its questions, each answered from the data. */
export function routineText(code: LanguageCode, r: Routine): MadeText {
  const w = words[code];
  const said = (minutes: number) => clockForms(code, minutes)[0];
  const times = Object.fromEntries(
    Object.entries({ ...r.times, weekend: r.weekend ?? 0, late: r.late ?? 0 }).map(
      ([key, minutes]) => [key, said(minutes)],
    ),
  ) as Times;
  const [work, workWord] = w.works[r.work] as Phrase;
  const [transport, transportWord] = w.transports[r.transport] as Phrase;
  const [evening, eveningWord] = w.evenings[r.evening] as Phrase;
  const asked = w.questions(r);
  const time = (minutes: number) => clockForms(code, minutes);
  const answers: [string, [string, ...string[]]][] = [
    [asked.up, time(r.times.up)],
    [asked.work, [work, workWord]],
    [asked.transport, [transport, transportWord]],
    [asked.start, time(r.times.start)],
    [asked.lunch, time(r.times.lunch)],
    [asked.finish, time(r.times.finish)],
    [asked.evening, [evening, eveningWord]],
    [asked.bed, time(r.times.bed)],
    ...(r.weekend ? [[asked.weekend, time(r.weekend)] as [string, [string, ...string[]]]] : []),
    ...(r.late ? [[asked.late, time(r.late)] as [string, [string, ...string[]]]] : []),
  ];
  return {
    title: w.title(r),
    paragraphs: w.text(r, times, { work, transport, evening }),
    questions: answers.map(([question, [answer, ...accepted]]) => [
      question,
      answer,
      ...new Set(accepted.filter((form) => form !== answer)),
    ]),
  };
}
