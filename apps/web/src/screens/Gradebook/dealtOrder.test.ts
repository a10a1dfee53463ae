import { describe, expect, it } from 'vitest';
import type { GradebookSittingDetail } from '../../features/gradebook/queries';
import { asDealt, dealtVersions } from './dealtOrder';

type Exercise = GradebookSittingDetail['exercises'][number];

const item = (id: number, question: string): Exercise['items'][number] => ({
  id,
  question,
  student_answer: '',
  key: '',
  credit: 0,
  is_correct: false,
  to_check: false,
  feedback: '',
  tip: '',
  overrides: [],
  flag: null,
});
const exercise = (id: string, position: number, questions: string[]): Exercise => ({
  exercise_id: id,
  type: 'Writing',
  position,
  score: null,
  items: questions.map((question, index) => item(index + 1, question)),
});

const template = [
  exercise('e1', 1, ['Yo ___ (ir). (voy / va / vamos)', 'Tú ___ (ser). (eres / es / soy)']),
  exercise('e2', 2, ['Order: casa / la / es / grande']),
];
const sitting = (order?: GradebookSittingDetail['order']) =>
  ({ sitting: {}, exercises: template, ...(order ? { order } : {}) }) as GradebookSittingDetail;

const questions = (exercises: Exercise[]) =>
  exercises.map((each) => [each.exercise_id, each.items.map((i) => `${i.id} ${i.question}`)]);

describe('the sitting page shows the student their own version', () => {
  it("in the template's order when nothing was shuffled", () => {
    expect(asDealt(sitting())).toBe(template);
  });

  it('in the order dealt, each question as the student read it', () => {
    const dealt = asDealt(
      sitting([
        { exercise_id: 'e2', items: [{ id: 1, prompt: 'Order: es / la / grande / casa' }] },
        {
          exercise_id: 'e1',
          items: [
            { id: 2, prompt: 'Tú ___ (ser). (soy / eres / es)' },
            { id: 1, prompt: 'Yo ___ (ir). (vamos / voy / va)' },
          ],
        },
      ]),
    );
    expect(questions(dealt)).toEqual([
      ['e2', ['1 Order: es / la / grande / casa']],
      ['e1', ['2 Tú ___ (ser). (soy / eres / es)', '1 Yo ___ (ir). (vamos / voy / va)']],
    ]);
  });

  it('keeps at the end whatever the order does not name, so no item is lost', () => {
    const dealt = asDealt(sitting([{ exercise_id: 'e1', items: [{ id: 2, prompt: 'Tú…' }] }]));
    expect(questions(dealt)).toEqual([
      ['e1', ['2 Tú…', '1 Yo ___ (ir). (voy / va / vamos)']],
      ['e2', ['1 Order: casa / la / es / grande']],
    ]);
  });
});

describe("the sitting page names each exercise's version", () => {
  it('by the place of the exercise in the template, the exercise itself as version 0', () => {
    const dealt = sitting([
      {
        exercise_id: 'e2',
        version: 0,
        items: [{ id: 1, prompt: 'Order: es / la / casa / grande' }],
      },
      { exercise_id: 'e1', version: 3, items: [{ id: 2, prompt: 'Tú ___ (estar).' }] },
    ]);
    expect(dealtVersions(dealt)).toEqual([
      { position: 1, version: 3 },
      { position: 2, version: 0 },
    ]);
  });

  it('names none when the assignment dealt no versions, shuffled or not', () => {
    expect(dealtVersions(sitting())).toEqual([]);
    expect(dealtVersions(sitting([{ exercise_id: 'e1', items: [] }]))).toEqual([]);
  });
});
