import { describe, expect, it } from 'vitest';
import { GrammarUnavailable, noticeText } from '../builtin/notices';
import { createEngine } from '../engine';
import type { LanguageCode } from '../languages';
import { seededRandom } from '../random';
import { topicEntries } from '../topics/lexicon';
import { devSet, judge } from './devset';
import { inventory } from './inventory';
import { understandGrammar } from './match';

describe.each(Object.entries(devSet))('grammar requests for %s exercises', (code, cases) => {
  it.each(cases)('"%s" (%s): %s', (request, level, expected) => {
    const understood = understandGrammar(request, code as LanguageCode, level);
    const outcome = judge(understood, expected);
    // `judge` says "on point" or "declined by name" only for an outcome the case allows.
    expect(['on point', 'declined by name'], JSON.stringify(understood)).toContain(outcome);
  });

  it('has at least forty requests', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });
});

describe('topics typed in the grammar box', () => {
  // Nearly 3,000 keywords, each read in six languages: a minute on a busy two-core machine.
  it('reads no topic of the lexicon, in any language, as grammar', () => {
    for (const topic of topicEntries) {
      for (const words of [topic.label, ...topic.keywords]) {
        for (const code of Object.keys(devSet) as LanguageCode[]) {
          expect(understandGrammar(words, code, 'A2'), `${words} (${code})`).toBeUndefined();
        }
      }
    }
  }, 180_000);

  // "Imperativ mit Sie" is a point; a question or instruction to "Sie" is a topic.
  it.each([
    'Wie feiern Sie Weihnachten?',
    'Erzählen Sie von Ihrem Urlaub',
    // "meine" says whose, as a topic does: no possessive pronoun is asked for.
    'Wohnen – meine Wohnung',
    'Meine Familie',
  ])('reads "%s" as a topic', (request) => {
    expect(understandGrammar(request, 'de', 'A2')).toBeUndefined();
  });
});

describe('a request naming grammar no single point teaches', () => {
  it('is declined quoting the request, in the reader’s language', async () => {
    const engine = createEngine({ random: seededRandom(28) });
    const error = await engine
      .generate({
        type: 'Writing',
        user_input: 'infinitivo pessoal vs impessoal',
        language: 'Portuguese',
        level: 'B2',
        quantity: 5,
      })
      .then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
    expect(error).toBeInstanceOf(GrammarUnavailable);
    const { notices } = error as GrammarUnavailable;
    expect(noticeText(notices)).toBe(
      "No offline exercises on 'infinitivo pessoal vs impessoal' yet: no offline grammar point is exactly that. A language model (OPENAI_*) can write them.",
    );
    expect(noticeText(notices, 'es')).toContain('«infinitivo pessoal vs impessoal»');
  });

  it('never takes one word of a longer name for the point', () => {
    // "simple" and "perfect" are words of many names; "futur antérieur" is French, not Spanish.
    expect(understandGrammar('pretérito perfecto compuesto vs simple', 'es', 'B1')?.kind).not.toBe(
      'point',
    );
    expect(understandGrammar('futur du passé', 'fr', 'B2')?.kind).toBe('unrecognised');
    expect(understandGrammar('mais-que-perfeito simples', 'pt', 'C1')?.kind).toBe('unrecognised');
  });
});

describe('every point of the inventory', () => {
  it('is understood by each of its names, in the six languages, at each of its levels', () => {
    const missed = Object.values(inventory).flatMap((points) =>
      points.flatMap((point) =>
        Object.values(point.names).flatMap((name) =>
          point.levels
            .map((level) => understandGrammar(name, point.language, level))
            .filter((understood) => understood?.kind !== 'point' || understood.point !== point)
            .map(() => `${point.id}: ${name}`),
        ),
      ),
    );
    expect(missed).toEqual([]);
  });
});
