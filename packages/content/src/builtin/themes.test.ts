import { describe, expect, it } from 'vitest';
import { bankThemes, topics } from '../data/bank';
import { bankFor } from '../data/banks';
import { bandOf, type Language, type Level, languageCodes, languages, levels } from '../languages';
import { seededRandom } from '../random';
import { topicEntries } from '../topics/lexicon';
import { noticeText } from './notices';
import { type PassageUse, textsFor, themeFor } from './passage';
import { generateReading } from './reading';

const note = 'A language model (OPENAI_*) writes on any topic.';

describe('the closest themes a notice names', () => {
  // Topics no offline text is about, as teachers type them: the themes named are those the
  // lexicon relates to the topic that have a text in that language, band and use.
  it.each<[string, Language, Level, PassageUse, string]>([
    ['the French Revolution', 'French', 'B2', 'Reading', 'history, culture'],
    ['la Révolution française', 'French', 'B1', 'Listening', 'history, culture'],
    ['la Révolution française', 'French', 'A2', 'Reading', 'culture, school'],
    ['Champions League final', 'German', 'A1', 'Reading', 'football, sports'],
    ['die Finale der Champions League', 'German', 'C1', 'Listening', 'football, sports'],
    ['la Coupe du monde', 'French', 'A2', 'Reading', 'football, sports'],
    ['a Copa do Mundo de 1970', 'Portuguese', 'B2', 'Reading', 'football, sports'],
    ['o Carnaval do Rio', 'Portuguese', 'A2', 'Listening', 'festivals, culture'],
    ['il festival di Sanremo', 'Italian', 'B1', 'Reading', 'festivals, culture'],
    ['un concert de Stromae', 'French', 'C2', 'Reading', 'music, culture'],
    ['the Olympic Games', 'English', 'C1', 'Reading', 'sports, health'],
    ['la Revolución mexicana', 'Spanish', 'B1', 'Reading', 'history, culture'],
    ['der Dreißigjährige Krieg', 'German', 'A1', 'Listening', 'culture, school'],
  ])('"%s" (%s %s, %s) names %s', (userInput, language, level, use, named) => {
    const { theme, notice } = themeFor(
      { user_input: userInput, language, level },
      use,
      seededRandom(1),
    );
    expect(notice && noticeText([notice])).toBe(
      `No offline text about '${userInput}'; closest: ${named}. ${note}`,
    );
    expect(theme).toBe(named.split(', ')[0]);
  });

  it('gives a text on the topic itself, without a notice, where the bank has one', () => {
    const { theme, notice } = themeFor(
      { user_input: 'le Moyen Âge', language: 'French', level: 'B2' },
      'Reading',
      seededRandom(1),
    );
    expect({ theme, notice }).toEqual({ theme: 'history', notice: undefined });
  });

  it("offers the text saying the teacher's words where the lexicon knows none of them", () => {
    const request = { user_input: 'Mauna Kea', language: 'English', level: 'B1' } as const;
    const { theme, notice } = themeFor(request, 'Reading', seededRandom(1));
    expect(theme).toBe('science');
    expect(notice && noticeText([notice])).toBe(
      `No offline text about 'Mauna Kea'; closest: science. ${note}`,
    );
    const reading = generateReading(
      { ...request, questions_quantity: 3, quantity_words: 150 },
      seededRandom(1),
    );
    expect(reading.results.Title).toBe('The Telescopes on Mauna Kea');
  });

  it('says a text on the topic is only the closest when it says none of what else was asked', () => {
    const read = (userInput: string) =>
      generateReading(
        {
          user_input: userInput,
          language: 'English',
          level: 'B1',
          questions_quantity: 3,
          quantity_words: 150,
        },
        seededRandom(1),
      ).notices?.find(({ id }) => id.startsWith('notice.text.closest'));
    // "volcanoes" is a word of the English bank, and not of its restaurant texts.
    expect(read('restaurants, waiters and volcanoes')).toEqual({
      id: 'notice.text.closest',
      values: { asked: 'restaurants, waiters and volcanoes', closest: ['restaurant'] },
    });
    expect(read('restaurants and waiters')).toBeUndefined();
  });

  it('relates every topic of the lexicon to a theme with texts at every band', () => {
    for (const topic of topicEntries) {
      expect(topic.themes.some((theme) => (topics as readonly string[]).includes(theme))).toBe(
        true,
      );
    }
  });
});

describe('readings and listenings', () => {
  it.each(languages)('never share a paragraph in the %s bank', (language) => {
    const code = languageCodes[language];
    for (const level of levels) {
      for (const theme of bankThemes) {
        const band = bandOf(level);
        const heard = textsFor(code, band, theme, 'Listening').flatMap((t) => t.paragraphs);
        const read = new Set(
          textsFor(code, band, theme, 'Reading').flatMap((t) => t.paragraphs.map((p) => p.text)),
        );
        expect(heard.filter((p) => read.has(p.text))).toEqual([]);
        if (topics.includes(theme as (typeof topics)[number]))
          expect(heard.length).toBeGreaterThan(0);
      }
    }
  });

  it('are drawn whole from a passage written to be heard, where the bank has one', () => {
    for (const language of languages) {
      const code = languageCodes[language];
      for (const passage of bankFor(code).passages.filter((p) => p.use === 'Listening')) {
        const heard = textsFor(code, passage.band, passage.topic, 'Listening');
        expect(heard).toContain(passage);
        expect(textsFor(code, passage.band, passage.topic, 'Reading')).not.toContain(passage);
      }
    }
  });
});
