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
      const passages = bank.passages.filter((p) => p.band === band && p.use === undefined);
      // Every core theme has a reading passage at every band, so every topic has a closest one.
      const themes = new Set(passages.map((p) => p.topic));
      for (const theme of topics) expect(themes, `${theme} ${band}`).toContain(theme);
      for (const passage of passages) {
        const questions = passage.paragraphs.flatMap((p) => p.questions);
        expect(questions.length, passage.title).toBeGreaterThanOrEqual(10);
      }
    }
  });

  it('gives every passage 330 words or more, each paragraph its questions', () => {
    for (const passage of bank.passages) {
      const count = passage.paragraphs.reduce((sum, p) => sum + words(p.text).length, 0);
      expect(count, passage.title).toBeGreaterThanOrEqual(330);
      for (const paragraph of passage.paragraphs) {
        expect(paragraph.questions.length, paragraph.text).toBeGreaterThanOrEqual(3);
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
