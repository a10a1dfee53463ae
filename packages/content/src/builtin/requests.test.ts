import { describe, expect, it } from 'vitest';
import { hasStrongPreterite, regularPreterite } from '../conjugation/iberian';
import { createEngine } from '../engine';
import { pointById } from '../grammar/inventory';
import { termsSaid, understandGrammar } from '../grammar/match';
import { namedGrammarRequests, syllabusTermRequests } from '../grammar/requests';
import { grammarTerms } from '../grammar/terms';
import { type Language, type LanguageCode, type Level, languageCodes } from '../languages';
import { seededRandom } from '../random';
import type { WritingVariation } from '../schemas';
import { normalizeAnswer } from '../text';
import { topicEntries, verbs } from '../topics/lexicon';
import { GrammarUnavailable, noticeText } from './notices';

const engine = createEngine({ random: seededRandom(28) });

const writing = (
  user_input: string,
  language: Language,
  level: Level,
  variation?: WritingVariation,
  quantity = 10,
) =>
  engine.generate({
    type: 'Writing',
    user_input,
    language,
    level,
    quantity,
    ...(variation ? { variation } : {}),
  });

/** The English notice of a request the engine declines (it fails the test if none). */
async function declined(...request: Parameters<typeof writing>): Promise<string> {
  const error = await writing(...request).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(GrammarUnavailable);
  return noticeText((error as GrammarUnavailable).notices);
}

/** Every item as the student reads it with its key: prompt and answer. */
const itemsOf = (exercise: Awaited<ReturnType<typeof writing>>) =>
  exercise.answer_key.map(
    (key, index) => `${exercise.results.Exercises?.[index] ?? ''} ${key.answer}`,
  );

describe("the issue's requests get their point or a notice naming it", () => {
  it('gives comparatives and superlatives, not tenses, for the issue’s request', async () => {
    const exercise = await writing(
      'comparatives and superlatives of adjectives',
      'English',
      'A2',
      'Fill in the Blanks',
    );
    expect(exercise.notices).toBeUndefined();
    expect(exercise.answer_key.every((key) => key.point === 'en.comparatives-superlatives')).toBe(
      true,
    );
    for (const item of itemsOf(exercise))
      expect(item).toMatch(/\b(\w+er|more \w+) than |\bthe (\w+est|most \w+) /);
    expect(itemsOf(exercise).join(' ')).not.toMatch(/\b(will come|came|should go)\b/);
  });

  it('declines "articles a, an, the" quoting it: a/an is a point, a/an and the together are not', async () => {
    expect(await declined('articles a, an, the', 'English', 'A1')).toContain(
      "'articles a, an, the'",
    );
  });

  it('gives the passive in both tenses asked, not the tenses beside it', async () => {
    const exercise = await writing(
      'the passive voice – present simple and past simple',
      'English',
      'B1',
    );
    expect(exercise.answer_key.every((key) => key.point === 'en.passive')).toBe(true);
    const items = itemsOf(exercise).join(' ');
    expect(items).toMatch(/ (is|are) \w+ by /);
    expect(items).toMatch(/ (was|were) \w+ by /);
  });

  it('gives "Passiv mit werden", not Futur I for the word "werden"', async () => {
    const exercise = await writing('Passiv mit werden', 'German', 'B1');
    expect(exercise.answer_key.every((key) => key.point === 'de.passiv')).toBe(true);
    for (const item of itemsOf(exercise)) expect(item).toMatch(/ (wird|werden|wurde|wurden) /);
  });

  it("names the point in the teacher's language and the exercise's", () => {
    const notices = [
      {
        id: 'notice.grammar.unavailable' as const,
        values: { term: 'passive', language: 'es' as const },
      },
    ];
    expect(noticeText(notices, 'en')).toBe(
      'No offline exercises on the passive (voz pasiva) yet. A language model (OPENAI_*) can write them.',
    );
    expect(noticeText(notices, 'de')).toContain('„Passiv“ (voz pasiva)');
  });

  it('gives for or since in every item of "present perfect with for and since"', async () => {
    for (const variation of [undefined, 'Fill in the Blanks', 'Correct the Mistakes'] as const) {
      const exercise = await writing(
        'present perfect with for and since',
        'English',
        'B1',
        variation,
      );
      expect(exercise.notices).toBeUndefined();
      const prompts = itemsOf(exercise);
      exercise.answer_key.forEach((key, index) => {
        expect(key.point).toBe('en.present-perfect-for-since');
        // A blank asks "for" or "since" in a sentence that has the perfect already.
        const item = `${prompts[index]} ${key.answer}`;
        expect(item).toMatch(/ (for|since|___) (two years|2020)\b/);
        expect(key.kind === 'blank' ? prompts[index] : key.answer).toMatch(/\b(has|have) \w+/);
        if (key.kind === 'blank') expect(['for', 'since']).toContain(key.answer);
      });
    }
  });

  it('gives an if-clause in every item of the third conditional', async () => {
    for (const level of ['B1', 'B2', 'C1'] as const) {
      const exercise = await writing('third conditional', 'English', level);
      for (const key of exercise.answer_key) expect(key.point).toBe('en.third-conditional');
      for (const item of itemsOf(exercise)) expect(item).toMatch(/\bif\b.* had /i);
    }
  });

  it.each([
    ['pretérito indefinido irregular (fui, tuve, hice)', 'Spanish', 'es'],
    ['irregular preterite (fui, tuve, hice)', 'Spanish', 'es'],
    ['fui, tuve, hice', 'Spanish', 'es'],
    ['pretérito perfeito irregular', 'Portuguese', 'pt'],
  ] as const)('"%s" drills only strong preterites', async (input, language, code) => {
    // The preterites of the lexicon's regular verbs (bebí, comí, compré...), computed by rule.
    const regular = Object.values(verbs)
      .map((verb) => verb[code])
      .filter((verb) => !hasStrongPreterite(code, verb))
      .flatMap((verb) => [0, 1, 2, 3, 4, 5].map((person) => regularPreterite(code, verb, person)));
    expect(regular).toContain(code === 'es' ? 'bebí' : 'bebi');
    for (const variation of [undefined, 'Fill in the Blanks', 'Verb Conjugation Drills'] as const) {
      const exercise = await writing(input, language, 'A2', variation);
      expect(exercise.notices).toBeUndefined();
      for (const key of exercise.answer_key) {
        expect(key.point).toBe(
          code === 'es' ? 'es.preterito-indefinido-irregular' : 'pt.preterito-perfeito-irregular',
        );
        const answer = ` ${normalizeAnswer(key.answer)} `;
        for (const form of regular) expect(answer).not.toContain(` ${normalizeAnswer(form)} `);
      }
    }
  });
});

const languageOf = Object.fromEntries(
  Object.entries(languageCodes).map(([language, code]) => [code, language]),
) as Record<LanguageCode, Language>;

describe('syllabus points the vocabulary names: their point, or a notice naming them', () => {
  it.each(syllabusTermRequests)('"%s" (%s %s): %s', async (input, code, level, expected) => {
    const understood = understandGrammar(input, code, level);
    if (expected.includes('.')) {
      expect(understood?.kind === 'point' ? understood.point.id : understood?.kind).toBe(expected);
      return;
    }
    expect(understood?.kind === 'unavailable' ? understood.term.id : understood?.kind).toBe(
      expected,
    );
    const term = grammarTerms.find(({ id }) => id === expected);
    expect(await declined(input, languageOf[code], level)).toContain(term?.names.en);
  });

  it.each([
    [
      'Funktionsverbgefüge (zur Verfügung stellen, eine Entscheidung treffen)',
      'German',
      'C1',
      'support verb constructions (Funktionsverbgefüge)',
    ],
    ['je ... desto / umso', 'German', 'B2', 'the comparative correlative (je … desto / umso)'],
    [
      'há e faz com expressões de tempo (há dois anos, faz uma semana)',
      'Portuguese',
      'B1',
      'for, since and ago (há, faz e desde, ‘há e faz’)',
    ],
    [
      'los indefinidos (algo, nada, alguien, nadie, ningún)',
      'Spanish',
      'A2',
      'indefinite pronouns (pronombres indefinidos)',
    ],
  ] as const)(
    'declines the issue’s request "%s" naming it',
    async (input, language, level, name) => {
      expect(await declined(input, language, level)).toBe(
        `No offline exercises on ${name} yet. A language model (OPENAI_*) can write them.`,
      );
    },
  );

  it.each([
    ['la vie quotidienne', 'French', 'A2'],
    ['Freizeit und Hobbys', 'German', 'A2'],
    ['il tempo libero', 'Italian', 'A2'],
    ['a minha família', 'Portuguese', 'A1'],
    ['travel', 'English', 'A2'],
    ['¿Qué tiempo hace?', 'Spanish', 'A1'],
    ['che tempo fa oggi', 'Italian', 'A1'],
    ['les pays et les villes', 'French', 'A1'],
  ] as const)('takes "%s" as a topic, not grammar', async (input, language, level) => {
    expect(understandGrammar(input, languageCodes[language], level)).toBeUndefined();
    const exercise = await writing(input, language, level, undefined, 3);
    expect((exercise.notices ?? []).filter(({ id }) => id.startsWith('notice.grammar'))).toEqual(
      [],
    );
  });
});

describe('a plural or an article that names another thing', () => {
  it('declines "los indefinidos" naming the indefinite pronouns, with no preterite drills', async () => {
    const notice = await declined(
      'los indefinidos (algo, nada, alguien, nadie, ningún)',
      'Spanish',
      'A2',
    );
    expect(notice).toContain('indefinite pronouns (pronombres indefinidos)');
    expect(notice).not.toMatch(/preterite|pretérito/i);
  });

  it.each([
    ['el pretérito indefinido', 'es.preterito-indefinido'],
    ['el indefinido', 'es.preterito-indefinido'],
    ['pretérito indefinido (fui, tuve, hice)', 'es.preterito-indefinido-irregular'],
    ['indefinido e imperfecto', 'es.indefinido-imperfecto'],
    ['los artículos indefinidos', 'es.articulos-indeterminados'],
  ])('still gives "%s" its point (%s)', async (input, point) => {
    const exercise = await writing(input, 'Spanish', 'A2', undefined, 3);
    for (const key of exercise.answer_key) expect(key.point).toBe(point);
  });
});

describe('requests naming grammar', () => {
  it.each(namedGrammarRequests)('"%s" (%s %s): %s', (input, code, level, expected) => {
    const understood = understandGrammar(input, code, level);
    const named =
      understood?.kind === 'point'
        ? understood.point.id
        : understood?.kind === 'unavailable'
          ? understood.term.id
          : understood
            ? '?'
            : undefined;
    expect(named).toBe(expected);
  });

  it('never picks a point by one word of its names', () => {
    // "werden" is one word of Futur I's names; "Perfekt" of "Perfekt mit sein".
    const passive = understandGrammar('Passiv mit werden', 'de', 'B1');
    expect(passive?.kind === 'point' ? passive.point.id : passive?.kind).toBe('de.passiv');
    expect(understandGrammar('mit sein', 'de', 'A2')).toBeUndefined();
  });

  it('lists only points that exist, and names every term in the six languages', () => {
    for (const term of grammarTerms) {
      for (const id of term.points ?? []) expect(pointById(id), id).toBeDefined();
      for (const name of Object.values(term.names)) expect(name.trim()).not.toBe('');
    }
  });

  it('reads no topic of the lexicon as grammar', () => {
    for (const topic of topicEntries) {
      for (const words of [topic.label, ...topic.keywords]) {
        expect(termsSaid(words), words).toEqual([]);
      }
    }
  });

  it('keeps topic notices about topics: a request all grammar names no topic', async () => {
    for (const [input, language, level] of [
      ['present perfect with for and since', 'English', 'B1'],
      ['pretérito indefinido irregular (fui, tuve, hice)', 'Spanish', 'A2'],
      ['le subjonctif', 'French', 'B1'],
    ] as const) {
      const exercise = await writing(input, language, level, undefined, 3);
      expect(exercise.notices ?? []).toEqual([]);
    }
  });
});
