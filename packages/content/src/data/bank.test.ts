import { describe, expect, it } from 'vitest';
import { misspelledWords } from '../grading/spelling';
import { languageCodes, languages } from '../languages';
import { words } from '../text';
import { topics } from './bank';
import { bankFor } from './banks';

describe.each(languages)('the %s bank', (language) => {
  const code = languageCodes[language];
  const bank = bankFor(code);

  it('covers every band with passages', () => {
    for (const band of ['A', 'B', 'C'] as const) {
      const passages = bank.passages.filter((p) => p.band === band);
      // Every topic has a passage at every band, so the closest topic is always the one used.
      expect(new Set(passages.map((p) => p.topic))).toEqual(new Set(topics));
      for (const passage of passages) {
        const questions = passage.paragraphs.flatMap((p) => p.questions);
        expect(questions.length, passage.title).toBeGreaterThanOrEqual(10);
      }
    }
  });

  it('only uses words the spelling dictionary knows (names and numbers aside)', async () => {
    const texts = [
      ...bank.passages.flatMap((passage) => [
        passage.title,
        ...passage.paragraphs.flatMap((p) => [p.text, ...p.questions.flat()]),
      ]),
    ];
    const unknown = await misspelledWords(
      code,
      [...new Set(texts.flatMap(words))],
      new Set(bank.names),
    );
    expect(unknown.map(({ word }) => word)).toEqual([]);
  });
});
