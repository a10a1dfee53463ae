import { describe, expect, it } from 'vitest';
import { languageCodes, languages } from '../../languages';
import { seededRandom } from '../../random';
import { normalizeAnswer, sentences } from '../../text';
import { generateReading } from '../reading';
import { forecastData, forecastText } from './weather';

/** The sky words, as a teacher of each language would expect them. */
const skyWords = {
  en: { sunny: 'sunny', cloudy: 'cloudy', rainy: 'rainy' },
  fr: { sunny: 'ensoleillé', cloudy: 'nuageux', rainy: 'pluvieux' },
  de: { sunny: 'sonnig', cloudy: 'bewölkt', rainy: 'regnerisch' },
  it: { sunny: 'soleggiato', cloudy: 'nuvoloso', rainy: 'piovoso' },
  es: { sunny: 'soleado', cloudy: 'nublado', rainy: 'lluvioso' },
  pt: { sunny: 'ensolarado', cloudy: 'nublado', rainy: 'chuvoso' },
} as const;

describe('weather forecasts made from data', () => {
  it.each(languages)('keys every question of 100 %s forecasts from the data', (language) => {
    const code = languageCodes[language];
    const random = seededRandom(29);
    const texts = new Set<string>();
    for (let n = 0; n < 100; n++) {
      const data = forecastData(code, random);
      const text = forecastText(code, data);
      const paragraph = ` ${normalizeAnswer(text.paragraphs.join(' '))} `;
      texts.add(paragraph);
      expect(text.questions).toHaveLength(7);
      data.days.forEach((weather, index) => {
        const [sky, high] = [text.questions[2 * index], text.questions[2 * index + 1]];
        expect(sky?.[1]).toBe(skyWords[code][weather.sky]);
        expect(Number.parseInt(high?.[1] ?? '', 10)).toBe(weather.high);
      });
      const warmest = data.days.findIndex(
        (weather) => weather.high === Math.max(...data.days.map((day) => day.high)),
      );
      const [, answer = ''] = text.questions[6] ?? [];
      // The day named in the warmest day's sentence (the one with its temperatures), and in no
      // other day's.
      const said = sentences(text.paragraphs[0] ?? '')
        .filter((sentence) => /\d/.test(sentence))
        .map((sentence) =>
          ` ${normalizeAnswer(sentence)} `.includes(` ${normalizeAnswer(answer)} `),
        );
      expect(said).toEqual(data.days.map((_, index) => index === warmest));
      for (const [question, key] of text.questions) {
        expect([question, paragraph.includes(` ${normalizeAnswer(key)} `)]).toEqual([
          question,
          true,
        ]);
      }
    }
    expect(texts.size).toBeGreaterThan(95);
  });

  it('says the sky with its noun (rain, sun, clouds), as a teacher asking for the weather expects', () => {
    const random = seededRandom(3);
    const nouns = { sunny: /soleil/, cloudy: /nuages/, rainy: /pluie/ } as const;
    for (let n = 0; n < 20; n++) {
      const data = forecastData('fr', random);
      const paragraph = forecastText('fr', data).paragraphs.join(' ');
      for (const weather of data.days) expect(paragraph).toMatch(nouns[weather.sky]);
    }
  });

  it('answers "la météo" with a forecast, not the métro timetable', () => {
    const request = { questions_quantity: 3, quantity_words: 80 } as const;
    const asked = { ...request, user_input: 'la météo', language: 'French', level: 'A1' } as const;
    const exercise = generateReading(asked, seededRandom(1));
    expect(exercise.results.Title).toMatch(/^Météo à /);
  });
});
