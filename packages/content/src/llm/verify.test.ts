import { beforeEach, describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { sendCompletion } from './fakeEndpoint';
import { useFakeEndpoint } from './useFakeEndpoint';

type Passage = {
  title: string;
  paragraph: string;
  questions: { question: string; answer: string; accepted: string[]; grammar_topic: string }[];
};

const question = (q: string, answer: string) => ({
  question: q,
  answer,
  accepted: [],
  grammar_topic: 'Compréhension',
});

const good: Passage = {
  title: 'Le marché du samedi',
  paragraph:
    'Chaque samedi, Claire va au marché avec son frère. Elle achète des pommes et du fromage. Ensuite, ils boivent un café sur la place.',
  questions: [
    question('Quand Claire va-t-elle au marché ?', 'chaque samedi'),
    question('Que boivent-ils sur la place ?', 'un café'),
  ],
};

/** The planted faults: each is caught and the exercise written again. */
const wrongKey: Passage = {
  ...good,
  questions: [
    good.questions[0] as Passage['questions'][number],
    question('Que boivent-ils sur la place ?', 'un thé'),
  ],
};
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

let passages: Passage[] = [];
let calls: string[] = [];

const endpoint = useFakeEndpoint((call, res) => {
  const body = call.body as { response_format: { json_schema: { name: string } } };
  const name = body.response_format.json_schema.name;
  calls.push(name);
  if (name === 'blind_answers') {
    // The second call reads the text as it is: its answers are what the text says.
    return sendCompletion(res, JSON.stringify({ answers: ['chaque samedi', 'un café'] }));
  }
  return sendCompletion(res, JSON.stringify(passages.shift() ?? good));
});

beforeEach(() => {
  passages = [];
  calls = [];
});

function engine() {
  return createEngine({
    llm: { baseUrl: endpoint.baseUrl, apiKey: '', model: 'fake-model', timeoutMs: 5_000 },
  });
}

const request = {
  type: 'Reading',
  user_input: 'le marché',
  language: 'French',
  level: 'A2',
  questions_quantity: 2,
  quantity_words: 30,
} as const;

describe("checking a model's exercise before the teacher sees it", () => {
  it('confirms each key by a blind answer and the text with the dictionary', async () => {
    passages = [good];
    const exercise = await engine().generate(request);
    expect(calls).toEqual(['passage_exercise', 'blind_answers']);
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
    ['a wrong key', wrongKey, 'answered blind as "un café", the key says "un thé"'],
    ['English text in a French exercise', inEnglish, 'written in English, not French'],
    ['a misspelling', misspelled, '"fromaje" is not French spelling'],
  ])('catches %s and writes the exercise again', async (_, fault, problem) => {
    passages = [fault, good];
    const exercise = await engine().generate(request);
    expect(calls.filter((name) => name === 'passage_exercise')).toHaveLength(2);
    expect(exercise.results.Paragraph).toBe(good.paragraph);
    expect(exercise.verification?.every((item) => item.problems.length === 0)).toBe(true);
    // The same fault planted three times: after two retries the teacher sees what failed.
    calls = [];
    passages = [fault, fault, fault];
    const failing = await engine().generate(request);
    expect(calls.filter((name) => name === 'passage_exercise')).toHaveLength(3);
    expect(failing.verification?.flatMap((item) => item.problems)).toContain(problem);
  });
});
