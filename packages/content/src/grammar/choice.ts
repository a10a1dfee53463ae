/**
 * Points where the learner chooses between two words by a rule the item knows: ser or estar
 * (where someone is and how they feel, against what they are and where they come from), por or
 * para (cause, exchange, means and frequency, against purpose and deadline). Every frame states
 * its rule, so its key is right by construction and the other word is wrong in it; sentences
 * where both words fit (estar simpático, un regalo por/para Lucía, caminhar para a praia) are
 * left out on purpose. The verbs around the choice are conjugated by `conjugation/iberian.ts`.
 */
import { equivalentAnswers } from '../builtin/variants';
import { conjugate, type Person } from '../conjugation/conjugate';
import type { LanguageCode, Level } from '../languages';
import { pick, type Random, shuffle } from '../random';
import type { AnswerItemKind, WritingVariation } from '../schemas';
import { type Phrase, verbs } from '../topics/lexicon';
import { atOrBelow, type Subject, subjects } from './clause';
import type { ItemRequest, WritingItem } from './items';
import type { ChoiceId, ChoicePoint } from './point';

type Code = 'es' | 'pt';

/** One sentence with its choice: the words around the blank, the right word and the wrong one. */
type Choice = { before: string; right: string; wrong: string; after: string; rule: string };

type FrameContext = {
  code: Code;
  subject: Subject;
  place: string;
  random: Random;
  action?: string;
};
type Frame = (context: FrameContext) => Choice;

const present = (code: Code, verb: string, person: Person) =>
  conjugate(code, verb, 'PRESENT', person).join(' ');

/** A noun or adjective in the four forms of agreement: masculine, feminine, and their plurals. */
type Agreeing = readonly [string, string, string, string];
const agree = (forms: Agreeing, subject: Subject, gender = subject.gender) =>
  forms[(subject.person >= 3 ? 2 : 0) + (gender === 'F' ? 1 : 0)] as string;
const same = (word: string): Agreeing => [word, word, word, word];

/** Where one goes to where one is: "al restaurante" -> "en el restaurante", "à praia" -> "na praia". */
export function locationOf(code: Code, destination: string): string {
  if (code === 'es') {
    return destination.replace(/^al /, 'en el ').replace(/^a (la )?/, (_, la) => `en ${la ?? ''}`);
  }
  return destination
    .replace(/^aos? /, (match) => `n${match.slice(1)}`)
    .replace(/^às? /, (match) => `n${match === 'à ' ? 'a ' : 'as '}`)
    .replace(/^a /, 'em ');
}

/** Passing states only estar takes (no "ser resfriado"), professions and nationalities only ser takes. */
const words: Record<Code, { states: Agreeing[]; professions: Agreeing[]; origins: Agreeing[] }> = {
  es: {
    states: [
      ['resfriado', 'resfriada', 'resfriados', 'resfriadas'],
      ['enfadado', 'enfadada', 'enfadados', 'enfadadas'],
      same('de vacaciones'),
      same('de mal humor'),
    ],
    professions: [
      ['médico', 'médica', 'médicos', 'médicas'],
      ['profesor', 'profesora', 'profesores', 'profesoras'],
      ['camarero', 'camarera', 'camareros', 'camareras'],
      ['estudiante', 'estudiante', 'estudiantes', 'estudiantes'],
    ],
    origins: [
      ['español', 'española', 'españoles', 'españolas'],
      ['portugués', 'portuguesa', 'portugueses', 'portuguesas'],
      ['italiano', 'italiana', 'italianos', 'italianas'],
    ],
  },
  pt: {
    states: [
      ['resfriado', 'resfriada', 'resfriados', 'resfriadas'],
      same('de férias'),
      same('de mau humor'),
      same('com fome'),
    ],
    professions: [
      ['médico', 'médica', 'médicos', 'médicas'],
      ['professor', 'professora', 'professores', 'professoras'],
      ['engenheiro', 'engenheira', 'engenheiros', 'engenheiras'],
      ['estudante', 'estudante', 'estudantes', 'estudantes'],
    ],
    origins: [
      ['brasileiro', 'brasileira', 'brasileiros', 'brasileiras'],
      ['português', 'portuguesa', 'portugueses', 'portuguesas'],
      ['italiano', 'italiana', 'italianos', 'italianas'],
    ],
  },
};

/** ser or estar before `complement`, the other verb being the wrong choice. */
function serOrEstar(
  { code, subject }: FrameContext,
  verb: 'ser' | 'estar',
  complement: string,
  rule: string,
): Choice {
  const other = verb === 'ser' ? 'estar' : 'ser';
  return {
    before: subject.text[code] ?? '',
    right: present(code, verb, subject.person),
    wrong: present(code, other, subject.person),
    after: complement,
    rule,
  };
}

const serEstarFrames: Frame[] = [
  (context) => serOrEstar(context, 'estar', locationOf(context.code, context.place), 'location'),
  (context) =>
    serOrEstar(
      context,
      'estar',
      agree(pick(words[context.code].states, context.random), context.subject),
      'state',
    ),
  (context) =>
    serOrEstar(
      context,
      'ser',
      agree(pick(words[context.code].professions, context.random), context.subject),
      'profession',
    ),
  (context) =>
    serOrEstar(
      context,
      'ser',
      agree(pick(words[context.code].origins, context.random), context.subject),
      'origin',
    ),
];

/** por or para (Portuguese contracts them with the article: pela / para a). */
const porOrPara = (
  before: string,
  [right, wrong]: [string, string],
  after: string,
  rule: string,
): Choice => ({ before, right, wrong, after, rule });

const por = (code: Code, article?: 'o' | 'a'): [string, string] =>
  code === 'pt' && article ? [`pel${article}`, `para ${article}`] : ['por', 'para'];
const para: [string, string] = ['para', 'por'];

const porParaFrames: Record<'por' | 'para', Frame[]> = {
  para: [
    // Purpose: why one goes to the topic's place.
    ({ code, subject, place, action }) =>
      porOrPara(
        `${subject.text[code]} ${present(code, 'ir', subject.person)} ${place}`,
        para,
        action ?? (code === 'es' ? 'comer algo' : 'comer alguma coisa'),
        'purpose',
      ),
    // Deadline.
    ({ code, subject }) =>
      code === 'es'
        ? porOrPara(
            `${subject.text.es} ${present(code, 'tener', subject.person)} que terminar el trabajo`,
            para,
            'el lunes',
            'deadline',
          )
        : porOrPara(
            `${subject.text.pt} ${present(code, 'ter', subject.person)} de terminar o trabalho`,
            para,
            'segunda-feira',
            'deadline',
          ),
  ],
  por: [
    // Cause.
    ({ code, subject, place }) =>
      code === 'es'
        ? porOrPara(
            `${subject.text.es} no ${present(code, 'ir', subject.person)} ${place}`,
            por(code),
            'la lluvia',
            'cause',
          )
        : porOrPara(
            `${subject.text.pt} ${present(code, 'agradecer', subject.person)} ao professor`,
            por(code, 'a'),
            'ajuda',
            'cause',
          ),
    // Exchange.
    ({ code, subject }) =>
      porOrPara(
        `${subject.text[code]} ${present(code, 'comprar', subject.person)} ${code === 'es' ? 'un libro' : 'um livro'}`,
        por(code),
        code === 'es' ? 'veinte euros' : 'vinte euros',
        'exchange',
      ),
    // Means.
    ({ code, subject }) =>
      porOrPara(
        `${subject.text[code]} ${present(code, 'pedir', subject.person)} ${code === 'es' ? 'la comida' : 'a comida'}`,
        por(code),
        code === 'es' ? 'teléfono' : 'telefone',
        'means',
      ),
    // Frequency, at the topic's place.
    ({ code, subject, place }) =>
      porOrPara(
        `${subject.text[code]} ${present(code, 'ir', subject.person)} ${place} ${code === 'es' ? 'dos veces' : 'duas vezes'}`,
        por(code),
        'semana',
        'frequency',
      ),
  ],
};

/**
 * What each choice is called, where syllabi teach it (Plan curricular, Referencial Camões) and
 * the variations it fits: no verb to conjugate in por/para; no translation (it would test the
 * article too: "es camarero") nor reordering (it gives the word away).
 */
export const choices: Record<
  ChoiceId,
  { levels: Level[]; names: Phrase; variations: readonly WritingVariation[] }
> = {
  'ser-estar': {
    levels: ['A1', 'A2'],
    names: {
      en: 'ser and estar',
      fr: 'ser et estar',
      de: 'ser und estar',
      it: 'ser e estar',
      es: 'ser y estar',
      pt: 'ser e estar',
    },
    variations: ['Verb Conjugation Drills', 'Fill in the Blanks', 'Correct the Mistakes'],
  },
  'por-para': {
    levels: ['A2', 'B1'],
    names: {
      en: 'por and para',
      fr: 'por et para',
      de: 'por und para',
      it: 'por e para',
      es: 'por y para',
      pt: 'por e para',
    },
    variations: ['Fill in the Blanks', 'Correct the Mistakes'],
  },
};

/** Words whose presence shows an item drills the choice (for the eval). */
export function choiceMarkers(point: ChoicePoint): string[] {
  const code = point.language as Code;
  if (point.choice === 'por-para') return ['por', 'para', 'pelo', 'pela'];
  return (['ser', 'estar'] as const).flatMap((verb) =>
    ([0, 1, 2, 3, 4, 5] as Person[]).map((person) => present(code, verb, person)),
  );
}

const sentence = (...parts: string[]) => {
  const text = parts.filter(Boolean).join(' ');
  return `${text.charAt(0).toLocaleUpperCase()}${text.slice(1)}.`;
};

/** The choice for the request: a frame of the point's kind, on the topic's place and actions. */
function choiceFor(request: ItemRequest<ChoicePoint>, code: Code, index: number): Choice {
  const { point, topic, random, level } = request;
  const someone = pick(
    subjects.filter((s) => s.text[code]),
    random,
  );
  // "yo", "nós": a woman or a man; the sentence says which by its agreement (soy médica).
  const subject: Subject = someone.eitherGender
    ? { ...someone, gender: random() < 0.5 ? 'M' : 'F' }
    : someone;
  const actions = topic.actions.filter((a) => atOrBelow(a.from, level));
  const action = actions.length > 0 ? pick(actions, random) : topic.actions[0];
  const context: FrameContext = {
    code,
    subject,
    place: topic.place[code],
    random,
    ...(action ? { action: `${verbs[action.verb][code]} ${action.object[code]}` } : {}),
  };
  // Items take the rules in turn, so every exercise has both words right somewhere.
  const frame =
    point.choice === 'ser-estar'
      ? serEstarFrames[index % serEstarFrames.length]
      : pick(porParaFrames[index % 2 === 0 ? 'para' : 'por'], random);
  if (!frame) throw new Error(`No frame for ${point.id}`);
  return frame(context);
}

/** One item of a choice point: the blank offers both words, the mistake is the other word. */
export function buildChoiceItem(
  request: ItemRequest<ChoicePoint>,
  code: LanguageCode,
  index: number,
): WritingItem {
  const { point, variation, random } = request;
  if (code !== 'es' && code !== 'pt') throw new Error(`No ${point.id} in ${code}`);
  const keyOf = (kind: AnswerItemKind, answer: string, accepted: string[]) => ({
    answer,
    ...(accepted.length > 0 ? { accepted } : {}),
    grammar_topic: point.names.en,
    kind,
    point: point.id,
  });
  const choice = choiceFor(request, code, index);
  const blanked = sentence(choice.before, '___', choice.after);
  const right = sentence(choice.before, choice.right, choice.after);
  switch (variation) {
    case 'Verb Conjugation Drills':
      return {
        variation,
        prompt: `${blanked} (ser / estar)`,
        key: keyOf('form', choice.right, []),
      };
    case 'Correct the Mistakes':
      return {
        variation,
        prompt: sentence(choice.before, choice.wrong, choice.after),
        key: keyOf('correct', right, equivalentAnswers(code, right)),
      };
    case 'Fill in the Blanks':
      return {
        variation,
        prompt: `${blanked} (${shuffle([choice.right, choice.wrong], random).join(' / ')})`,
        key: keyOf('blank', choice.right, []),
      };
    default:
      throw new Error(`${point.id} has no ${variation}`);
  }
}
