import { describe, expect, it } from 'vitest';
import { attachment, toCsv } from './csv';
import { type AnalysedAnswer, analyseItems, applyVerdict, withAccepted } from './rules';

describe('a verdict', () => {
  const review = [
    { id: 1, is_correct: true, credit: 1 as const, feedback: '', tip: '' },
    { id: 2, is_correct: false, feedback: '', tip: '' },
  ];

  it("recomputes the answer's score as the grader does and keeps the comment on the item", () => {
    const change = applyVerdict(review, 2, 0.5, 'Nearly', new Date('2026-05-01T12:00:00Z'));
    expect(change?.from).toBe(0);
    expect(change?.score).toBe(75);
    expect(change?.results[1]).toMatchObject({
      credit: 0.5,
      is_correct: false,
      teacher_comment: { credit: 0.5, comment: 'Nearly', at: '2026-05-01T12:00:00.000Z' },
    });
  });

  it('finds no item the answer does not have', () => {
    expect(applyVerdict(review, 3, 1, '', new Date())).toBeUndefined();
  });

  it('settles an answer left to the teacher: no longer to check, with the words given', () => {
    const left = [
      { id: 1, is_correct: true, credit: 1 as const, to_check: true, feedback: 'Left.', tip: '' },
    ];
    const change = applyVerdict(left, 1, 0, '', new Date(), { feedback: 'Not quite.', tip: '' });
    expect(change?.score).toBe(0);
    expect(change?.results[0]).toMatchObject({ credit: 0, feedback: 'Not quite.' });
    expect(change?.results[0]).not.toHaveProperty('to_check');
  });
});

describe("an item's accepted answers", () => {
  const key = [{ id: 1, answer: 'gehe', grammar_topic: 'Present', accepted: ['ich gehe'] }];

  it('take a new answer once, after the others', () => {
    const once = withAccepted(key, 1, 'gehe ich');
    expect(once[0]?.accepted).toEqual(['ich gehe', 'gehe ich']);
    expect(withAccepted(once, 1, 'gehe ich')).toEqual(once);
    expect(withAccepted(key, 1, 'gehe')).toEqual(key);
  });

  it('refuse a 61st, which the contract does not allow', () => {
    const full = [{ ...key[0], accepted: Array.from({ length: 60 }, (_, i) => `a${i}`) }];
    expect(() => withAccepted(full as typeof key, 1, 'one more')).toThrow(
      expect.objectContaining({ statusCode: 409 }),
    );
  });
});

describe('item analysis', () => {
  const exercise = {
    exercise_id: 'e1',
    position: 1,
    prompts: ['ich (gehen)'],
    answer_key: [{ id: 1, answer: 'gehe', grammar_topic: 'Present' }],
  };
  const answer = (user_id: string, text: string, correct: boolean): AnalysedAnswer => ({
    user_id,
    exercise_id: 'e1',
    answers: { Exercises: [{ id: 1, question: 'ich (gehen)', answer: text }] },
    results: [{ id: 1, is_correct: correct, feedback: '', tip: '' }],
    score: correct ? 100 : 0,
  });

  it('has no discrimination under three students, and counts wrong answers case-insensitively', () => {
    const { students, questions } = analyseItems(
      [exercise],
      [answer('a', 'Geht', false), answer('b', 'geht ', false)],
    );
    expect(students).toBe(2);
    expect(questions[0]).toMatchObject({
      question: 'ich (gehen)',
      share_correct: 0,
      discrimination: null,
      check_key: true,
      common_wrong_answers: [{ answer: 'Geht', count: 2 }],
    });
  });

  it('does not ask to check a key half the students got right', () => {
    const { questions } = analyseItems(
      [exercise],
      [answer('a', 'gehe', true), answer('b', 'geht', false)],
    );
    expect(questions[0]?.check_key).toBe(false);
  });
});

describe('CSV', () => {
  it('escapes formulas, quotes separators and starts with a byte order mark', () => {
    expect(toCsv([['=1+1', '-2', 3, null, 'a,"b"', '@x', 'plain']])).toBe(
      `\uFEFF'=1+1,'-2,3,,"a,""b""",'@x,plain\r\n`,
    );
  });

  it('names the file with what any file system takes', () => {
    expect(attachment('Français B1 / groupe ²', 'grades')).toBe(
      'attachment; filename="Francais-B1-groupe-2-grades.csv"',
    );
  });
});
