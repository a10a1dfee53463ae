import type { LanguageCode, Level } from '../../languages';
import { type Random, shuffle } from '../../random';
import { type Keyed, keyedQuestions } from './keyed';
import type { MadeText } from './timetable';

/**
 * A short biography made from data: a person's job, where and when they were born and where
 * they live; from A2 (past tenses) what they studied, when they moved and the prize they won;
 * from B1 how long they worked before moving and a "since then" (present perfect or its like);
 * at B2 a pluperfect, a passive and a relative clause. Every key is the data's.
 */
export type Biography = {
  first: string;
  surname: string;
  female: boolean;
  born: number;
  towns: { birth: number; study: number; home: number };
  field: number;
  worked: number;
  moved: number;
  prize: number;
  won: number;
  /** 0 = A1 … 3 = B2. */
  rank: number;
};

/** A field of study and the job it leads to (masculine, feminine). */
type Field = {
  subject: string;
  /** The subject after "of the" as B2 says it: "de la médecine", "della musica". */
  ofSubject: string;
  job: readonly [string, string];
};
const f = (subject: string, ofSubject: string, job: readonly [string, string]): Field => ({
  subject,
  ofSubject,
  job,
});

type Bits = {
  name: string;
  job: string;
  birth: string;
  study: string;
  home: string;
  field: Field;
  prize: string;
};

type Words = {
  women: readonly string[];
  men: readonly string[];
  surnames: readonly string[];
  towns: readonly string[];
  fields: readonly Field[];
  prizes: readonly string[];
  years: (n: number) => string;
  text: (b: Biography, s: Bits) => string[];
  /** job, born when, born where, where now, studied, moved when, prize, years worked, prize when */
  questions: (b: Biography, s: Bits) => string[];
};

/** "uno scrittore", "un'architetta", "una biologa", "un medico". */
const itArticle = (female: boolean, word: string) => {
  if (female) return /^[aeiou]/.test(word) ? "un'" : 'una';
  return /^(s[^aeiou]|z|ps|gn)/.test(word) ? 'uno' : 'un';
};
const by = (female: boolean, [he, she]: readonly [string, string]) => (female ? she : he);

const words: Record<LanguageCode, Words> = {
  en: {
    women: ['Helen', 'Margaret', 'Alice'],
    men: ['Robert', 'Edward', 'Thomas'],
    surnames: ['Carter', 'Hughes', 'Bennett', 'Walsh'],
    towns: ['Leeds', 'Bristol', 'York', 'Manchester', 'Oxford', 'Glasgow'],
    fields: [
      f('architecture', 'architecture', ['architect', 'architect']),
      f('medicine', 'medicine', ['doctor', 'doctor']),
      f('music', 'music', ['composer', 'composer']),
      f('biology', 'biology', ['biologist', 'biologist']),
      f('literature', 'literature', ['writer', 'writer']),
    ],
    prizes: ['Aurora Prize', 'Silver Star Award', 'National Culture Prize'],
    years: (n) => `${n} years`,
    text: (b, s) => {
      const P = b.female ? 'She' : 'He';
      const p = b.female ? 'she' : 'he';
      const her = b.female ? 'her' : 'his';
      const an = /^[aeiou]/.test(s.job) ? 'an' : 'a';
      return [
        [
          b.rank === 0 ? `${s.name} is ${an} ${s.job}.` : `${s.name} is a famous ${s.job}.`,
          `${P} was born in ${s.birth} in ${b.born}.`,
          ...(b.rank === 0 ? [`Today ${p} lives in ${s.home}.`] : []),
          ...(b.rank === 1 ? [`${P} studied ${s.field.subject} in ${s.study}.`] : []),
          ...(b.rank === 2
            ? [
                `${P} studied ${s.field.subject} in ${s.study}.`,
                `After ${her} studies, ${p} worked there for ${b.worked} years.`,
              ]
            : []),
          ...(b.rank === 3
            ? [
                `${P} studied ${s.field.subject} in ${s.study}, where ${p} then worked for ${b.worked} years.`,
              ]
            : []),
        ].join(' '),
        ...(b.rank === 1
          ? [`In ${b.moved} ${p} moved to ${s.home}. In ${b.won} ${p} won the ${s.prize}.`]
          : []),
        ...(b.rank === 2
          ? [
              `In ${b.moved} ${p} moved to ${s.home}, where ${p} has lived ever since. In ${b.won} ${p} won the ${s.prize}.`,
            ]
          : []),
        ...(b.rank === 3
          ? [
              `When ${p} moved to ${s.home} in ${b.moved}, ${p} had already made a name for ${b.female ? 'herself' : 'himself'}. In ${b.won} ${p} was awarded the ${s.prize}, which is one of the most important prizes in the country. Today ${p} is seen as one of the great names in ${s.field.ofSubject}.`,
            ]
          : []),
      ];
    },
    questions: (b, s) => [
      `What is ${s.name}'s job?`,
      `When was ${s.name} born?`,
      `Where was ${s.name} born?`,
      b.rank === 0 ? `Where does ${s.name} live today?` : `Where did ${s.name} move to?`,
      `What did ${s.name} study?`,
      `When did ${s.name} move to ${s.home}?`,
      `Which prize did ${s.name} win?`,
      `How many years did ${s.name} work in ${s.study}?`,
      `In which year did ${s.name} win the ${s.prize}?`,
    ],
  },
  fr: {
    women: ['Hélène', 'Claire', 'Juliette'],
    men: ['Paul', 'Henri', 'Michel'],
    surnames: ['Lambert', 'Moreau', 'Girard', 'Roux'],
    towns: ['Lyon', 'Lille', 'Nantes', 'Bordeaux', 'Toulouse', 'Strasbourg'],
    fields: [
      f("l'architecture", "de l'architecture", ['architecte', 'architecte']),
      f('la médecine', 'de la médecine', ['médecin', 'médecin']),
      f('la musique', 'de la musique', ['compositeur', 'compositrice']),
      f('la biologie', 'de la biologie', ['biologiste', 'biologiste']),
      f('la littérature', 'de la littérature', ['écrivain', 'écrivaine']),
    ],
    prizes: ['prix Aurore', 'prix Lumière', 'grand prix national'],
    years: (n) => `${n} ans`,
    text: (b, s) => {
      const P = b.female ? 'Elle' : 'Il';
      const p = b.female ? 'elle' : 'il';
      const e = b.female ? 'e' : '';
      return [
        [
          b.rank === 0 ? `${s.name} est ${s.job}.` : `${s.name} est un${e} ${s.job} célèbre.`,
          `${P} est né${e} à ${s.birth} en ${b.born}.`,
          ...(b.rank === 0 ? [`Aujourd'hui, ${p} habite à ${s.home}.`] : []),
          ...(b.rank >= 1 ? [`${P} a étudié ${s.field.subject} à ${s.study}.`] : []),
          ...(b.rank >= 2 ? [`Après ses études, ${p} y a travaillé pendant ${b.worked} ans.`] : []),
        ].join(' '),
        ...(b.rank === 1
          ? [
              `En ${b.moved}, ${p} s'est installé${e} à ${s.home}. En ${b.won}, ${p} a gagné le ${s.prize}.`,
            ]
          : []),
        ...(b.rank === 2
          ? [
              `En ${b.moved}, ${p} s'est installé${e} à ${s.home}, où ${p} vit depuis. En ${b.won}, ${p} a gagné le ${s.prize}.`,
            ]
          : []),
        ...(b.rank === 3
          ? [
              `Quand ${p} s'est installé${e} à ${s.home} en ${b.moved}, ${p} s'était déjà fait un nom. En ${b.won}, le ${s.prize} lui a été décerné : c'est l'un des prix les plus importants du pays. Aujourd'hui, ${p} est considéré${e} comme l'un des grands noms ${s.field.ofSubject}.`,
            ]
          : []),
      ];
    },
    questions: (b, s) => [
      `Quel est le métier de ${s.name} ?`,
      `En quelle année est né${b.female ? 'e' : ''} ${s.name} ?`,
      `Où est né${b.female ? 'e' : ''} ${s.name} ?`,
      b.rank === 0
        ? `Où habite ${s.name} aujourd'hui ?`
        : `Dans quelle ville ${s.name} s'est-${b.female ? 'elle' : 'il'} installé${b.female ? 'e' : ''} ?`,
      `Qu'est-ce que ${s.name} a étudié ?`,
      `En quelle année ${s.name} s'est-${b.female ? 'elle' : 'il'} installé${b.female ? 'e' : ''} à ${s.home} ?`,
      `Quel prix ${s.name} a-t-${b.female ? 'elle' : 'il'} gagné ?`,
      `Pendant combien d'années ${s.name} a-t-${b.female ? 'elle' : 'il'} travaillé à ${s.study} ?`,
      `En quelle année ${s.name} a-t-${b.female ? 'elle' : 'il'} reçu le ${s.prize} ?`,
    ],
  },
  de: {
    women: ['Clara', 'Hanna', 'Ingrid'],
    men: ['Paul', 'Karl', 'Friedrich'],
    surnames: ['Becker', 'Hoffmann', 'Wagner', 'Krüger'],
    towns: ['Hamburg', 'München', 'Köln', 'Leipzig', 'Dresden', 'Bremen'],
    fields: [
      f('Architektur', 'der Architektur', ['Architekt', 'Architektin']),
      f('Medizin', 'der Medizin', ['Arzt', 'Ärztin']),
      f('Musik', 'der Musik', ['Komponist', 'Komponistin']),
      f('Biologie', 'der Biologie', ['Biologe', 'Biologin']),
      f('Literatur', 'der Literatur', ['Schriftsteller', 'Schriftstellerin']),
    ],
    prizes: ['Aurora-Preis', 'Sternpreis', 'Nationalpreis für Kultur'],
    years: (n) => `${n} Jahre`,
    text: (b, s) => {
      const P = b.female ? 'Sie' : 'Er';
      const p = b.female ? 'sie' : 'er';
      const known = b.female ? 'bekannte' : 'bekannter';
      return [
        [
          b.rank === 0
            ? `${s.name} ist ${s.job}.`
            : `${s.name} ist ein${b.female ? 'e' : ''} ${known} ${s.job}.`,
          `${P} wurde ${b.born} in ${s.birth} geboren.`,
          ...(b.rank === 0 ? [`Heute wohnt ${p} in ${s.home}.`] : []),
          ...(b.rank >= 1 ? [`${P} hat in ${s.study} ${s.field.subject} studiert.`] : []),
          ...(b.rank >= 2
            ? [`Nach dem Studium hat ${p} dort ${b.worked} Jahre lang gearbeitet.`]
            : []),
        ].join(' '),
        ...(b.rank === 1
          ? [
              `${b.moved} ist ${p} nach ${s.home} gezogen. ${b.won} hat ${p} den ${s.prize} gewonnen.`,
            ]
          : []),
        ...(b.rank === 2
          ? [
              `${b.moved} zog ${p} nach ${s.home}, wo ${p} seitdem lebt. ${b.won} gewann ${p} den ${s.prize}.`,
            ]
          : []),
        ...(b.rank === 3
          ? [
              `Als ${p} ${b.moved} nach ${s.home} zog, hatte ${p} sich schon einen Namen gemacht. ${b.won} wurde ${b.female ? 'ihr' : 'ihm'} der ${s.prize} verliehen, der zu den wichtigsten Preisen des Landes gehört. Heute gilt ${p} als eine der großen Persönlichkeiten ${s.field.ofSubject}.`,
            ]
          : []),
      ];
    },
    questions: (b, s) => [
      `Was ist ${s.name} von Beruf?`,
      `Wann wurde ${s.name} geboren?`,
      `Wo wurde ${s.name} geboren?`,
      b.rank === 0 ? `Wo wohnt ${s.name} heute?` : `Wohin ist ${s.name} gezogen?`,
      `Was hat ${s.name} studiert?`,
      `In welchem Jahr ist ${s.name} nach ${s.home} gezogen?`,
      `Welchen Preis hat ${s.name} gewonnen?`,
      `Wie viele Jahre hat ${s.name} in ${s.study} gearbeitet?`,
      `In welchem Jahr hat ${s.name} den ${s.prize} bekommen?`,
    ],
  },
  it: {
    women: ['Elena', 'Lucia', 'Silvia'],
    men: ['Paolo', 'Giorgio', 'Franco'],
    surnames: ['Bianchi', 'Ferrari', 'Greco', 'Conti'],
    towns: ['Torino', 'Bologna', 'Firenze', 'Napoli', 'Genova', 'Verona'],
    fields: [
      f('architettura', "dell'architettura", ['architetto', 'architetta']),
      f('medicina', 'della medicina', ['medico', 'medico']),
      f('musica', 'della musica', ['compositore', 'compositrice']),
      f('biologia', 'della biologia', ['biologo', 'biologa']),
      f('letteratura', 'della letteratura', ['scrittore', 'scrittrice']),
    ],
    prizes: ['premio Aurora', 'premio Stella d’argento', 'premio nazionale per la cultura'],
    years: (n) => `${n} anni`,
    text: (b, s) => {
      const o = b.female ? 'a' : 'o';
      return [
        [
          b.rank === 0
            ? `${s.name} è ${s.job}.`
            : `${s.name} è ${itArticle(b.female, s.job)}${itArticle(b.female, s.job).endsWith("'") ? '' : ' '}${s.job} famos${o}.`,
          `È nat${o} a ${s.birth} nel ${b.born}.`,
          ...(b.rank === 0 ? [`Oggi vive a ${s.home}.`] : []),
          ...(b.rank >= 1 ? [`Ha studiato ${s.field.subject} a ${s.study}.`] : []),
          ...(b.rank >= 2 ? [`Dopo gli studi, ha lavorato lì per ${b.worked} anni.`] : []),
        ].join(' '),
        ...(b.rank === 1
          ? [`Nel ${b.moved} si è trasferit${o} a ${s.home}. Nel ${b.won} ha vinto il ${s.prize}.`]
          : []),
        ...(b.rank === 2
          ? [
              `Nel ${b.moved} si è trasferit${o} a ${s.home}, dove vive da allora. Nel ${b.won} ha vinto il ${s.prize}.`,
            ]
          : []),
        ...(b.rank === 3
          ? [
              `Quando si è trasferit${o} a ${s.home}, nel ${b.moved}, si era già fatt${o} un nome. Nel ${b.won} ${b.female ? 'le' : 'gli'} è stato conferito il ${s.prize}, che è uno dei premi più importanti del paese. Oggi è considerat${o} uno dei grandi nomi ${s.field.ofSubject}.`,
            ]
          : []),
      ];
    },
    questions: (b, s) => [
      `Che lavoro fa ${s.name}?`,
      `In che anno è nat${b.female ? 'a' : 'o'} ${s.name}?`,
      `Dove è nat${b.female ? 'a' : 'o'} ${s.name}?`,
      b.rank === 0
        ? `Dove vive oggi ${s.name}?`
        : `In quale città si è trasferit${b.female ? 'a' : 'o'} ${s.name}?`,
      `Che cosa ha studiato ${s.name}?`,
      `In che anno ${s.name} si è trasferit${b.female ? 'a' : 'o'} a ${s.home}?`,
      `Quale premio ha vinto ${s.name}?`,
      `Per quanti anni ${s.name} ha lavorato a ${s.study}?`,
      `In che anno ${s.name} ha ricevuto il ${s.prize}?`,
    ],
  },
  es: {
    women: ['Elena', 'Pilar', 'Teresa'],
    men: ['Andrés', 'Miguel', 'Ramón'],
    surnames: ['García', 'Ortega', 'Navarro', 'Vidal'],
    towns: ['Valencia', 'Bilbao', 'Zaragoza', 'Granada', 'Salamanca', 'Murcia'],
    fields: [
      f('Arquitectura', 'de la arquitectura', ['arquitecto', 'arquitecta']),
      f('Medicina', 'de la medicina', ['médico', 'médica']),
      f('Música', 'de la música', ['compositor', 'compositora']),
      f('Biología', 'de la biología', ['biólogo', 'bióloga']),
      f('Literatura', 'de la literatura', ['escritor', 'escritora']),
    ],
    prizes: ['Premio Aurora', 'Premio Estrella de Plata', 'Premio Nacional de Cultura'],
    years: (n) => `${n} años`,
    text: (b, s) => {
      const o = b.female ? 'a' : 'o';
      return [
        [
          b.rank === 0
            ? `${s.name} es ${s.job}.`
            : `${s.name} es ${b.female ? 'una' : 'un'} ${s.job} famos${o}.`,
          `Nació en ${s.birth} en ${b.born}.`,
          ...(b.rank === 0 ? [`Hoy vive en ${s.home}.`] : []),
          ...(b.rank >= 1 ? [`Estudió ${s.field.subject} en ${s.study}.`] : []),
          ...(b.rank >= 2
            ? [`Después de sus estudios, trabajó allí durante ${b.worked} años.`]
            : []),
        ].join(' '),
        ...(b.rank === 1
          ? [`En ${b.moved} se mudó a ${s.home}. En ${b.won} ganó el ${s.prize}.`]
          : []),
        ...(b.rank === 2
          ? [
              `En ${b.moved} se mudó a ${s.home}, donde vive desde entonces. En ${b.won} ganó el ${s.prize}.`,
            ]
          : []),
        ...(b.rank === 3
          ? [
              `Cuando se mudó a ${s.home} en ${b.moved}, ya se había hecho un nombre. En ${b.won} le fue concedido el ${s.prize}, que es uno de los premios más importantes del país. Hoy es considerad${o} uno de los grandes nombres ${s.field.ofSubject}.`,
            ]
          : []),
      ];
    },
    questions: (b, s) => [
      `¿Cuál es la profesión de ${s.name}?`,
      `¿En qué año nació ${s.name}?`,
      `¿Dónde nació ${s.name}?`,
      b.rank === 0 ? `¿Dónde vive hoy ${s.name}?` : `¿A qué ciudad se mudó ${s.name}?`,
      `¿Qué estudió ${s.name}?`,
      `¿En qué año se mudó ${s.name} a ${s.home}?`,
      `¿Qué premio ganó ${s.name}?`,
      `¿Cuántos años trabajó ${s.name} en ${s.study}?`,
      `¿En qué año recibió ${s.name} el ${s.prize}?`,
    ],
  },
  pt: {
    women: ['Ana', 'Teresa', 'Mariana'],
    men: ['João', 'Miguel', 'António'],
    surnames: ['Silva', 'Ferreira', 'Sousa', 'Almeida'],
    // Towns said without an article ("em Lisboa", not "no Porto").
    towns: ['Lisboa', 'Coimbra', 'Braga', 'Évora', 'Faro', 'Aveiro'],
    fields: [
      f('Arquitetura', 'da arquitetura', ['arquiteto', 'arquiteta']),
      f('Medicina', 'da medicina', ['médico', 'médica']),
      f('Música', 'da música', ['compositor', 'compositora']),
      f('Biologia', 'da biologia', ['biólogo', 'bióloga']),
      f('Literatura', 'da literatura', ['escritor', 'escritora']),
    ],
    prizes: ['Prémio Aurora', 'Prémio Estrela de Prata', 'Prémio Nacional de Cultura'],
    years: (n) => `${n} anos`,
    text: (b, s) => {
      const o = b.female ? 'a' : 'o';
      return [
        [
          b.rank === 0
            ? `${s.name} é ${s.job}.`
            : `${s.name} é ${b.female ? 'uma' : 'um'} ${s.job} famos${o}.`,
          `Nasceu em ${s.birth} em ${b.born}.`,
          ...(b.rank === 0 ? [`Hoje vive em ${s.home}.`] : []),
          ...(b.rank >= 1 ? [`Estudou ${s.field.subject} em ${s.study}.`] : []),
          ...(b.rank >= 2 ? [`Depois do curso, trabalhou lá durante ${b.worked} anos.`] : []),
        ].join(' '),
        ...(b.rank === 1
          ? [`Em ${b.moved} mudou-se para ${s.home}. Em ${b.won} ganhou o ${s.prize}.`]
          : []),
        ...(b.rank === 2
          ? [
              `Em ${b.moved} mudou-se para ${s.home}, onde vive desde então. Em ${b.won} ganhou o ${s.prize}.`,
            ]
          : []),
        ...(b.rank === 3
          ? [
              `Quando se mudou para ${s.home}, em ${b.moved}, já se tinha tornado conhecid${o}. Em ${b.won} foi-lhe atribuído o ${s.prize}, que é um dos prémios mais importantes do país. Hoje é considerad${o} um dos grandes nomes ${s.field.ofSubject}.`,
            ]
          : []),
      ];
    },
    questions: (b, s) => [
      `Qual é a profissão de ${s.name}?`,
      `Em que ano nasceu ${s.name}?`,
      `Onde nasceu ${s.name}?`,
      b.rank === 0 ? `Onde vive hoje ${s.name}?` : `Para que cidade se mudou ${s.name}?`,
      `O que estudou ${s.name}?`,
      `Em que ano se mudou ${s.name} para ${s.home}?`,
      `Que prémio ganhou ${s.name}?`,
      `Durante quantos anos trabalhou ${s.name} em ${s.study}?`,
      `Em que ano recebeu ${s.name} o ${s.prize}?`,
    ],
  },
};

const pick = (length: number, random: Random) => Math.floor(random() * length);
const rankOf = (level: Level) => Math.max(0, ['A1', 'A2', 'B1', 'B2'].indexOf(level));

export function biographyData(code: LanguageCode, level: Level, random: Random): Biography {
  const w = words[code];
  const female = random() < 0.5;
  const firsts = female ? w.women : w.men;
  // Three different towns: where one is born, studies, and lives now.
  const [birth, study, home] = shuffle(
    w.towns.map((_, index) => index),
    random,
  ) as [number, number, number];
  // Born by 1975: the prize (at most 46 years later) is in the past.
  const born = 1940 + pick(36, random);
  const worked = 3 + pick(8, random);
  // Studies end at about 24; the move comes after the years of work, the prize after the move.
  const moved = born + 24 + worked;
  return {
    first: firsts[pick(firsts.length, random)] as string,
    surname: w.surnames[pick(w.surnames.length, random)] as string,
    female,
    born,
    towns: { birth, study, home },
    field: pick(w.fields.length, random),
    worked,
    moved,
    prize: pick(w.prizes.length, random),
    won: moved + 3 + pick(10, random),
    rank: rankOf(level),
  };
}

/** The biography and its questions, each answered from the data. */
export function biographyText(code: LanguageCode, b: Biography): MadeText {
  const w = words[code];
  const field = w.fields[b.field] as Field;
  const s: Bits = {
    name: `${b.first} ${b.surname}`,
    job: by(b.female, field.job),
    birth: w.towns[b.towns.birth] as string,
    study: w.towns[b.towns.study] as string,
    home: w.towns[b.towns.home] as string,
    field,
    prize: w.prizes[b.prize] as string,
  };
  const asked = w.questions(b, s);
  const other = by(!b.female, field.job);
  const jobs = w.fields.filter((_, index) => index !== b.field).map((g) => by(b.female, g.job));
  const subjects = w.fields.filter((_, index) => index !== b.field).map((g) => g.subject);
  const answers: (Keyed | undefined)[] = [
    // Italian elides "una" before a vowel: the key is as the text writes it ("un'architetta").
    {
      forms:
        code === 'it' && b.rank >= 1 && itArticle(b.female, s.job) === "un'"
          ? [`un'${s.job}`, s.job, other]
          : [s.job, other],
      wrong: jobs,
    },
    // The other years and towns of the same life: said in the text, wrong for this question.
    { forms: [String(b.born)], wrong: [String(b.moved), String(b.won), String(b.born + 10)] },
    { forms: [s.birth], wrong: [s.study, s.home] },
    { forms: [s.home], wrong: [s.birth, s.study] },
    b.rank >= 1
      ? { forms: [field.subject, field.subject.replace(/^(l'|la )/, '')], wrong: subjects }
      : undefined,
    b.rank >= 1
      ? {
          forms: [String(b.moved)],
          wrong: [String(b.born), String(b.won), String(b.moved - b.worked)],
        }
      : undefined,
    b.rank >= 1
      ? { forms: [s.prize], wrong: w.prizes.filter((prize) => prize !== s.prize) }
      : undefined,
    b.rank >= 2
      ? {
          forms: [w.years(b.worked), String(b.worked)],
          wrong: [w.years(b.worked + 2), w.years(b.worked - 2), w.years(24)],
        }
      : undefined,
    b.rank >= 2
      ? { forms: [String(b.won)], wrong: [String(b.moved), String(b.born), String(b.won + 5)] }
      : undefined,
  ];
  const { questions, distractors } = keyedQuestions(asked, answers);
  return { title: s.name, paragraphs: w.text(b, s), questions, distractors };
}
