import { describe, expect, it } from 'vitest';
import type { Level } from '../languages';
import { seededRandom } from '../random';
import { normalizeAnswer } from '../text';
import { topicById } from '../topics/lexicon';
import { type Subject, subjects } from './clause';
import { checkFormPoint, soundPoint } from './form-point-checks';
import type { FormItem, FormSentence } from './forms';
import { pointById } from './inventory';
import { buildWritingItem, variationsOf } from './items';
import type { FormPoint } from './point';
import { frenchQuestionSentence, germanWQuestionSentence, germanYesNoSentence } from './questions';
import { understoodAs } from './understood';

const points = ['de.w-fragen', 'de.ja-nein-fragen', 'fr.interrogation'].map(
  (id) => pointById(id) as FormPoint,
);

function itemsOf(point: FormPoint, level: Level): FormItem[] {
  const random = seededRandom(point.id.length * 13);
  return variationsOf(point, 'en').flatMap((variation) =>
    Array.from(
      { length: 40 },
      (_, index) =>
        buildWritingItem(
          { point, level, topic: topicById('school'), variation, instruction: 'en', random },
          point.language,
          index,
        ) as FormItem,
    ),
  );
}

function subject(id: string): Subject {
  const found = subjects.find((each) => each.id === id);
  if (!found) throw new Error(`No subject ${id}`);
  return found;
}

describe('questions, as a grammar book gives them', () => {
  it('German: the verb second after the question word, first in a yes/no question', () => {
    const random = seededRandom(3);
    const text = (parts: FormSentence) =>
      [...parts.before, parts.slot.right[0], ...parts.after].join(' ');
    for (let i = 0; i < 60; i++) {
      // "Wo wohnt Anna jetzt?", "Wann beginnt der Film?": the finite verb before the subject.
      const asked = text(germanWQuestionSentence(subject('she'), [], random));
      expect(asked, asked).toMatch(
        /^(?:Wo|Wohin|Woher|Wann|Um wie viel Uhr|Was|Wen|Wer|Wie|Womit|Warum|Wieso|Weshalb|Wie viel) \p{Ll}+t (?:Anna|der Film|das Buch|heute)[ ?]/u,
      );
      expect(asked, asked).not.toMatch(/ – (Ja|Nein)$/);
      // "Spielt Anna Gitarre? – Nein.": the verb first, answered Ja or Nein.
      const yesNo = text(germanYesNoSentence(subject('she'), [], random));
      expect(yesNo, yesNo).toMatch(/^\p{Lu}\p{Ll}+t Anna [^?]+\? – (Ja|Nein)$/u);
    }
  });

  it('German: the slips ask for another answer or keep the statement order', () => {
    const slips = new Set<string>();
    const random = seededRandom(5);
    for (let i = 0; i < 200; i++) {
      const parts = germanWQuestionSentence(subject('you'), [], random);
      slips.add(`${parts.before.join(' ')} ${parts.slot.wrong[0]}`.trim());
    }
    expect(slips).toContain('Wo du wohnst');
    expect(slips).toContain('Wohin');
    expect(slips).toContain('Wen');
    // "Du kommst morgen?" is spoken German: a yes/no question's slip is a question word.
    const yesNo = germanYesNoSentence(subject('you'), [], seededRandom(2));
    expect(yesNo.slot.wrong.every((slip) => /^W\p{Ll}+ \p{Ll}+st$/u.test(slip))).toBe(true);
  });

  it('French: -t- between a verb ending in a vowel and il/elle; est-ce que and où all right', () => {
    const random = seededRandom(9);
    const said = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const parts = frenchQuestionSentence(subject(i % 2 ? 'he' : 'you'), [], random);
      const [key = ''] = parts.slot.right;
      const slotted = key.endsWith("'") ? `${key}${parts.noun}` : `${key} ${parts.noun}`;
      said.add([...parts.before, slotted, ...parts.after].join(' ').replace(/ +/g, ' '));
      for (const also of parts.alsoRight ?? []) said.add(also.replace(/\.$/, ''));
    }
    const all = [...said].join('\n');
    expect(all).toContain('Où habite-t-il ? – À Lyon');
    expect(all).toContain('Où est-ce que tu habites ? – À Lyon');
    expect(all).toContain('Tu habites où ? – À Lyon');
    expect(all).toContain("Qu'est-ce que tu manges ? – Une pomme");
    expect(all).toContain('Combien de frères as-tu ? – Deux');
    expect(all).toContain('Comment va-t-il à l');
    expect(all).toContain('Pourquoi apprend-il le piano');
    expect(all).not.toMatch(/(?:apprend|part|boit|attend)-t-il|(?:habite|va|a|mange)-il/);
  });
});

describe('the question points', () => {
  it.each(points.map((point) => [point.id, point] as const))(
    '%s: a blank has one right option; a correction plants a slip',
    (_, point) => {
      for (const level of point.levels) {
        for (const item of itemsOf(point, level)) {
          const written = [item.key.answer, ...(item.key.accepted ?? [])];
          // An elided word joins the next: "Qu'est-ce que", never "Qu' est-ce que".
          for (const text of written) expect(text, item.prompt).not.toMatch(/' /);
          const right = written.map(normalizeAnswer);
          if (item.variation === 'Fill in the Blanks') {
            const options = /\(([^()]*)\)$/.exec(item.prompt)?.[1]?.split(' / ') ?? [];
            expect(options, item.prompt).toHaveLength(3);
            expect(
              options.filter((option) => right.includes(normalizeAnswer(option))),
              item.prompt,
            ).toHaveLength(1);
          } else {
            // Every item asks a question and gives its answer.
            expect(item.key.answer, item.prompt).toMatch(/\? – \p{Lu}[^?]*\.$/u);
          }
          if (item.variation === 'Correct the Mistakes') {
            expect(right, item.prompt).not.toContain(normalizeAnswer(item.prompt));
            // Spoken German asks "Du kommst morgen?": no correction plants it.
            expect(item.prompt).not.toMatch(/^(Du|Anna|Lukas|Meine) /);
          }
        }
      }
    },
  );

  it.each(
    points.flatMap((point) => point.levels.map((level) => [point.id, level, point] as const)),
  )('%s at %s: items on the point, keys accepted, the slip refused', async (_, level, point) => {
    expect(await checkFormPoint(point, level)).toMatchObject(soundPoint);
  });

  it.each([
    ['W-Fragen', 'de', 'A1', 'de.w-fragen'],
    // Both kinds named: the W-questions, whose answers decide the word.
    ['Fragesätze (W-Fragen und Ja/Nein-Fragen)', 'de', 'A1', 'de.w-fragen'],
    ['Fragewörter (wer, was, wo, wann)', 'de', 'A1', 'de.w-fragen'],
    ['questions in German', 'de', 'A1', 'de.w-fragen'],
    ['W-Fragen (wer, was, wo, woher, wann, wie)', 'de', 'A1', 'de.w-fragen'],
    ['Ja/Nein-Fragen', 'de', 'A1', 'de.ja-nein-fragen'],
    ['Entscheidungsfragen', 'de', 'A1', 'de.ja-nein-fragen'],
    ["l'interrogation", 'fr', 'A1', 'fr.interrogation'],
    ['les questions (est-ce que, inversion)', 'fr', 'A2', 'fr.interrogation'],
    ['les mots interrogatifs (où, quand, comment)', 'fr', 'A1', 'fr.interrogation'],
    ['poser des questions', 'fr', 'A1', 'fr.interrogation'],
    ["l'interrogation (est-ce que, inversion)", 'fr', 'A2', 'fr.interrogation'],
  ] as const)('"%s" (%s, %s) asks for %s', (input, code, level, id) => {
    expect(understoodAs(input, code, level)).toBe(id);
  });

  it.each([
    // The other languages' questions are not built yet.
    ['le frasi interrogative', 'it', 'A1', 'questions'],
    ['oraciones interrogativas', 'es', 'A1', 'questions'],
  ] as const)('"%s" (%s, %s) is declined as %s', (input, code, level, term) => {
    expect(understoodAs(input, code, level)).toBe(term);
  });
});
