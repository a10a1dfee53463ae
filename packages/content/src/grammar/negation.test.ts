import { describe, expect, it } from 'vitest';
import type { Level } from '../languages';
import { normalizeAnswer } from '../text';
import { checkFormPoint, formItems, soundPoint } from './form-point-checks';
import type { FormItem } from './forms';
import { pointById } from './inventory';
import { frenchNegation, keinSlot } from './negation';
import type { FormPoint } from './point';
import { understoodAs } from './understood';

const noun = (text: string, gender: 'M' | 'F' | 'N', plural = false) => ({
  text,
  gender,
  en: text,
  ...(plural ? { plural: true as const } : {}),
});

describe('negation, as a grammar book gives it', () => {
  it('French: ne before the verb, the negative word after it, de for the partitive', () => {
    const partitive = frenchNegation({ finite: 'mange' }, 'jamais', 'plus', {
      right: 'de',
      slip: 'de la',
    });
    expect(partitive.right).toEqual(['ne mange jamais de']);
    // The affirmative's article kept, then the negative word the cue does not ask for.
    expect(partitive.wrong.slice(0, 2)).toEqual(['ne mange jamais de la', 'ne mange plus de']);
  });

  it('French: ne elides before a vowel; a definite article stays', () => {
    const slot = frenchNegation({ finite: 'aime' }, 'pas', 'plus', { right: 'le', slip: 'de' });
    expect(slot.right).toEqual(["n'aime pas le"]);
    expect(slot.wrong.slice(0, 2)).toEqual(["n'aime pas de", 'ne aime pas le']);
  });

  it('French: rien and personne without pas; in the passé composé, personne after the participle', () => {
    expect(frenchNegation({ finite: 'comprend' }, 'rien', 'personne').wrong[0]).toBe(
      'ne comprend pas rien',
    );
    const nothing = frenchNegation({ finite: 'ai', participle: 'acheté' }, 'rien', 'personne');
    expect(nothing.right).toEqual(["n'ai rien acheté"]);
    expect(nothing.wrong.slice(0, 2)).toEqual(["n'ai pas acheté rien", "n'ai acheté rien"]);
    const nobody = frenchNegation({ finite: 'avons', participle: 'vu' }, 'personne', 'rien');
    expect(nobody.right).toEqual(["n'avons vu personne"]);
    expect(nobody.wrong.slice(0, 2)).toEqual(["n'avons pas vu personne", "n'avons personne vu"]);
    const notEaten = frenchNegation({ finite: 'a', participle: 'mangé' }, 'pas', 'jamais', {
      right: 'de',
      slip: 'de la',
    });
    expect(notEaten.right).toEqual(["n'a pas mangé de"]);
    expect(notEaten.wrong.slice(0, 2)).toEqual(["n'a pas mangé de la", "n'a mangé pas de"]);
  });

  it('German: kein declines as ein does; nicht for kein is the slip of a countable noun', () => {
    expect(keinSlot(noun('Hund', 'M'), 'accusative', true)).toEqual({
      right: ['keinen'],
      wrong: ['nicht', 'kein', 'keine'],
    });
    expect(keinSlot(noun('Milch', 'F'), 'accusative', false)).toEqual({
      right: ['keine'],
      wrong: ['kein', 'keinen'],
    });
    expect(keinSlot(noun('Auto', 'N'), 'accusative', true).right).toEqual(['kein']);
    expect(keinSlot(noun('Kuli', 'M'), 'nominative', true).wrong.slice(0, 2)).toEqual([
      'nicht',
      'keinen',
    ]);
    // "Das sind nicht Bücher" may contrast ("…, sondern Hefte"): a plural's slips are endings.
    expect(keinSlot(noun('Bücher', 'N', true), 'nominative', true)).toEqual({
      right: ['keine'],
      wrong: ['kein', 'keinen'],
    });
  });
});

const points = ['fr.negation', 'de.negation-nicht-kein'].map((id) => pointById(id) as FormPoint);

const itemsOf = (point: FormPoint, level: Level) =>
  formItems(point, level, { count: 30, seed: point.id.length * 13, topic: 'school' });

/** The sentence a blank's key completes, or the key itself. */
const sentenceOf = (item: FormItem) =>
  item.variation === 'Fill in the Blanks'
    ? `${item.prompt.replace(/( \([^()]*\))+$/, '').replace('___', item.key.answer)}`
    : item.key.answer;

describe('the negation points', () => {
  it.each(points.map((point) => [point.id, point] as const))(
    '%s: every key negates; a blank has one right option; a correction plants a slip',
    (_, point) => {
      for (const level of point.levels) {
        for (const item of itemsOf(point, level)) {
          const right = [item.key.answer, ...(item.key.accepted ?? [])].map(normalizeAnswer);
          const said = ` ${sentenceOf(item)} `;
          if (point.language === 'fr') {
            expect(said, item.prompt).toMatch(/ (ne |n')/);
            expect(said, item.prompt).toMatch(/ (pas|jamais|plus|rien|personne)\b/);
            // After the negation the partitive is de: never "pas du", "jamais de la".
            expect(said, item.prompt).not.toMatch(
              / (pas|jamais|plus) (\p{L}+ )?(?:(du|des|de la)(?!\p{L})|de l')/u,
            );
          } else {
            expect(said, item.prompt).toMatch(/ (nicht|kein|keine|keinen)(?!\p{L})/u);
            // kein never stands before an article, nicht never before ein.
            expect(said, item.prompt).not.toMatch(/ kein\p{L}* (der|die|das|den|mein|meine) /u);
            expect(said, item.prompt).not.toMatch(/ nicht (ein|eine|einen) /);
          }
          if (item.variation === 'Fill in the Blanks') {
            const options = /\(([^()]*)\)$/.exec(item.prompt)?.[1]?.split(' / ') ?? [];
            expect(options, item.prompt).toHaveLength(3);
            expect(
              options.filter((option) => right.includes(normalizeAnswer(option))),
              item.prompt,
            ).toHaveLength(1);
            // The French blank names the negation it asks for: its key carries that word.
            const cue = /\(ne … (\p{L}+)\)/u.exec(item.prompt)?.[1];
            if (point.language === 'fr') expect(item.key.answer, item.prompt).toContain(cue);
          }
          if (item.variation === 'Correct the Mistakes') {
            expect(right, item.prompt).not.toContain(normalizeAnswer(item.prompt));
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
    ['la négation (ne…pas, ne…jamais)', 'fr', 'A1', 'fr.negation'],
    ['la phrase négative', 'fr', 'A1', 'fr.negation'],
    [
      'la négation : ne ... pas, ne ... plus, ne ... jamais, ne ... rien',
      'fr',
      'A1',
      'fr.negation',
    ],
    [
      'la négation (ne... jamais, ne... rien, ne... personne, ne... plus)',
      'fr',
      'A2',
      'fr.negation',
    ],
    ['forme négative', 'fr', 'A1', 'fr.negation'],
    ['Negation: nicht oder kein', 'de', 'A1', 'de.negation-nicht-kein'],
    ['nicht und kein', 'de', 'A1', 'de.negation-nicht-kein'],
    ['kein oder nicht', 'de', 'A1', 'de.negation-nicht-kein'],
    ['Negation mit nicht und kein', 'de', 'A2', 'de.negation-nicht-kein'],
    ['Verneinung', 'de', 'A1', 'de.negation-nicht-kein'],
  ] as const)('"%s" (%s, %s) asks for %s', (input, code, level, id) => {
    expect(understoodAs(input, code, level)).toBe(id);
  });

  it.each([
    // The restrictive ne … que is no negation; the other languages' negation is not built yet.
    ['la négation restrictive ne...que', 'fr', 'B1', 'restriction'],
    ['negazione (non ... mai, niente, nessuno)', 'it', 'A2', 'negation'],
    ['la negación: no... nunca, nadie, nada', 'es', 'A2', 'negation'],
  ] as const)('"%s" (%s, %s) is declined as %s', (input, code, level, term) => {
    expect(understoodAs(input, code, level)).toBe(term);
  });
});
