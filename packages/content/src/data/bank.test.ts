import { describe, expect, it } from 'vitest';
import { conjugate } from '../conjugation/conjugate';
import { tenseName } from '../conjugation/tenses';
import { misspelledWords } from '../grading/spelling';
import { languageCodes, languages } from '../languages';
import { words } from '../text';
import { topics } from './bank';
import { bankFor } from './banks';

describe.each(languages)('the %s bank', (language) => {
  const code = languageCodes[language];
  const bank = bankFor(code);

  it('covers every band with enough sentences and passages', () => {
    for (const band of ['A', 'B', 'C'] as const) {
      expect(bank.sentences.filter((s) => s.band === band).length).toBeGreaterThanOrEqual(10);
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
      ...bank.sentences.flatMap((s) => [s.text, s.transform[1], ...s.gap.slice(2)]),
    ];
    const unknown = await misspelledWords(
      code,
      [...new Set(texts.flatMap(words))],
      new Set(bank.names),
    );
    expect(unknown.map(({ word }) => word)).toEqual([]);
  });

  it('has conjugation keys that the verb library gives and the sentence contains', () => {
    for (const sentence of bank.sentences) {
      const [verb, tense, person] = sentence.verb;
      expect(tenseName(code, tense)).toBeTruthy();
      const form = conjugate(code, verb, tense, person);
      const plain = sentence.text.toLocaleLowerCase();
      for (const part of form)
        expect(plain, `${verb} ${tense} ${person}`).toContain(part.toLocaleLowerCase());
    }
  });

  it('has gap words that are in their sentence and one mistake per wrong sentence', () => {
    for (const sentence of bank.sentences) {
      expect(words(sentence.text.toLocaleLowerCase())).toContain(
        sentence.gap[0].toLocaleLowerCase(),
      );
      expect(sentence.wrong[0]).not.toBe(sentence.text);
      expect(sentence.transform[1]).not.toBe(sentence.text);
    }
  });
});
