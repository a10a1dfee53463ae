import { beforeEach, describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { sendCompletion } from './fakeEndpoint';
import { useFakeEndpoint } from './useFakeEndpoint';

type Keyed = { answer: string; accepted: string[]; grammar_topic: string };
type Question = Keyed & { question: string };
type Item = Keyed & { prompt: string };
type Passage = { title: string; paragraph: string; questions: Question[] };
type Writing = { title: string; description: string; exercises: Item[] };

const question = (q: string, answer: string): Question => ({
  question: q,
  answer,
  accepted: [],
  grammar_topic: 'Compréhension',
});
const item = (prompt: string, answer: string): Item => ({
  prompt,
  answer,
  accepted: [],
  grammar_topic: 'Passé composé',
});

/** What the text says: the second call answers each question from it, without the key. */
const readFromText: Record<string, string> = {
  'Quand Claire va-t-elle au marché ?': 'chaque samedi',
  'Que boivent-ils sur la place ?': 'un café',
  "Qu'achète Claire ?": 'des pommes et du fromage',
};

const good: Passage = {
  title: 'Le marché du samedi',
  paragraph:
    'Chaque samedi, Claire va au marché avec son frère. Elle achète des pommes et du fromage. Ensuite, ils boivent un café sur la place.',
  questions: [
    question('Quand Claire va-t-elle au marché ?', 'chaque samedi'),
    question('Que boivent-ils sur la place ?', 'un café'),
  ],
};

/** Faults of the whole text: the exercise is written again. */
const inEnglish: Passage = {
  ...good,
  paragraph:
    'Every Saturday, Claire goes to the market with her brother. She buys apples and cheese. Then they drink a coffee on the square.',
};
const misspelled: Passage = {
  ...good,
  paragraph:
    'Chaque samedi, Claire va au marché avec son frère. Elle achète des pommes et du fromaje. Ensuite, ils boivent un café sur la place.',
};

const goodWriting: Writing = {
  title: 'Fill in the Blanks: the passé composé at the market',
  description: 'Write the verb in the passé composé.',
  exercises: [
    item('Hier, Claire ___ au marché. (aller)', 'est allée'),
    item('Samedi, nous ___ des pommes. (acheter)', 'avons acheté'),
    item('Ce matin, ils ___ un café sur la place. (boire)', 'ont bu'),
  ],
};
const withItem = (index: number, replaced: Item): Writing => ({
  ...goodWriting,
  exercises: goodWriting.exercises.map((it, at) => (at === index ? replaced : it)),
});

let passages: Passage[] = [];
let writings: Writing[] = [];
let items: Item[] = [];
let calls: { name: string; prompt: string }[] = [];

const endpoint = useFakeEndpoint((call, res) => {
  const body = call.body as {
    response_format: { json_schema: { name: string } };
    messages: { content: string }[];
  };
  const name = body.response_format.json_schema.name;
  const prompt = body.messages.at(-1)?.content ?? '';
  calls.push({ name, prompt });
  if (name === 'blind_answers') {
    const asked = [...prompt.matchAll(/^\d+\. (.*)$/gm)].map(([, q]) => q ?? '');
    return sendCompletion(res, JSON.stringify({ answers: asked.map((q) => readFromText[q]) }));
  }
  const next = { passage_exercise: passages, writing_exercise: writings, exercise_item: items }[
    name
  ]?.shift();
  return sendCompletion(
    res,
    JSON.stringify(next ?? (name === 'writing_exercise' ? goodWriting : good)),
  );
});

beforeEach(() => {
  passages = [];
  writings = [];
  items = [];
  calls = [];
});

function engine() {
  return createEngine({
    llm: { baseUrl: endpoint.baseUrl, apiKey: '', model: 'fake-model', timeoutMs: 5_000 },
  });
}

const reading = {
  type: 'Reading',
  user_input: 'le marché',
  language: 'French',
  level: 'A2',
  questions_quantity: 2,
  quantity_words: 30,
} as const;

const writing = {
  type: 'Writing',
  user_input: 'passé composé au marché',
  language: 'French',
  level: 'A2',
  quantity: 3,
} as const;

const names = () => calls.map(({ name }) => name);

describe("checking a model's exercise before the teacher sees it", () => {
  it('confirms each key by a blind answer and the text with the dictionary', async () => {
    passages = [good];
    const exercise = await engine().generate(reading);
    expect(names()).toEqual(['passage_exercise', 'blind_answers']);
    expect(exercise.verification).toEqual([
      {
        id: 1,
        verified: ['French, spelled right', 'answered blind from the text', 'item count'],
        problems: [],
      },
      {
        id: 2,
        verified: ['French, spelled right', 'answered blind from the text', 'item count'],
        problems: [],
      },
    ]);
  });

  it.each([
    ['English text in a French exercise', inEnglish, 'written in English, not French'],
    ['a misspelling in the text', misspelled, '"fromaje" is not French spelling'],
  ])('catches %s and writes the whole exercise again', async (_, fault, problem) => {
    passages = [fault, good];
    const exercise = await engine().generate(reading);
    expect(names().filter((name) => name === 'passage_exercise')).toHaveLength(2);
    expect(exercise.results.Paragraph).toBe(good.paragraph);
    expect(exercise.verification?.every((item) => item.problems.length === 0)).toBe(true);
    // The same fault planted three times: after two retries the teacher sees what failed.
    calls = [];
    passages = [fault, fault, fault];
    const failing = await engine().generate(reading);
    expect(names().filter((name) => name === 'passage_exercise')).toHaveLength(3);
    expect(failing.verification?.flatMap((item) => item.problems)).toContain(problem);
  });
});

describe('a failing item is written again alone', () => {
  it('catches a wrong key by the blind answer and asks again for that question only', async () => {
    const wrongKey = question('Que boivent-ils sur la place ?', 'un thé');
    passages = [{ ...good, questions: [good.questions[0] as Question, wrongKey] }];
    items = [item("Qu'achète Claire ?", 'des pommes et du fromage')];
    const exercise = await engine().generate(reading);

    expect(names()).toEqual([
      'passage_exercise',
      'blind_answers',
      'exercise_item',
      'blind_answers',
    ]);
    const [, asked, , blindAgain] = calls;
    expect(calls[2]?.prompt).toContain(
      'Item 2 failed a check: answered blind as "un café", the key says "un thé"',
    );
    expect(blindAgain?.prompt).toContain("1. Qu'achète Claire ?");
    expect(blindAgain?.prompt).not.toContain(good.questions[0]?.question);
    expect(asked?.prompt).toContain('2. Que boivent-ils sur la place ?');
    expect(exercise.results.Paragraph).toBe(good.paragraph);
    expect(exercise.results.Questions).toEqual([good.questions[0]?.question, "Qu'achète Claire ?"]);
    expect(exercise.answer_key.map((key) => key.answer)).toEqual([
      'chaque samedi',
      'des pommes et du fromage',
    ]);
    expect(exercise.verification).toEqual([
      {
        id: 1,
        verified: ['French, spelled right', 'answered blind from the text', 'item count'],
        problems: [],
      },
      {
        id: 2,
        verified: [
          'French, spelled right',
          'answered blind from the text',
          'item count',
          'written again after: answered blind as "un café", the key says "un thé"',
        ],
        problems: [],
      },
    ]);
  });

  it.each([
    [
      'English in a French item',
      1,
      item('Yesterday we ___ some apples at the market. (buy)', 'bought'),
      'written in English, not French',
    ],
    [
      'a misspelling',
      2,
      item('Ce matin, ils ___ un café sur la plaçe. (boire)', 'ont bu'),
      '"plaçe" is not French spelling',
    ],
  ])('catches %s and writes that item again, the others kept', async (_, index, fault, problem) => {
    writings = [withItem(index, fault)];
    items = [goodWriting.exercises[index] as Item];
    const exercise = await engine().generate(writing);

    expect(names()).toEqual(['writing_exercise', 'exercise_item']);
    expect(calls[1]?.prompt).toContain(`Item ${index + 1} failed a check: ${problem}`);
    expect(exercise.results.Exercises).toEqual(goodWriting.exercises.map((it) => it.prompt));
    exercise.verification?.forEach((checked, at) => {
      expect(checked.problems).toEqual([]);
      expect(checked.verified.includes(`written again after: ${problem}`)).toBe(at === index);
    });
  });

  it('after two rewrites that fail too, shows the teacher what failed on that item', async () => {
    const english = item('Yesterday we ___ some apples at the market. (buy)', 'bought');
    writings = [withItem(0, english)];
    items = [english, english, english];
    const exercise = await engine().generate(writing);

    expect(names()).toEqual(['writing_exercise', 'exercise_item', 'exercise_item']);
    expect(exercise.verification?.[0]?.problems).toEqual(['written in English, not French']);
    expect(exercise.verification?.slice(1).every((checked) => checked.problems.length === 0)).toBe(
      true,
    );
  });
});
