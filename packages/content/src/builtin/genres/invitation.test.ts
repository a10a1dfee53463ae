import { describe, expect, it } from 'vitest';
import { type Language, languageCodes, languages } from '../../languages';
import { seededRandom } from '../../random';
import { normalizeAnswer } from '../../text';
import { generateReading } from '../reading';
import { invitationData, invitationText, occasionsOf } from './invitation';

const says = (text: string, part: string) =>
  ` ${normalizeAnswer(text)} `.includes(` ${normalizeAnswer(part)} `);
/** "7:30 pm", "7 pm", "19 h 30", "19h", "19:30 Uhr" -> minutes after midnight. */
function minutesSaid(text: string): number {
  const [h = Number.NaN, m = 0] = (text.match(/\d+/g) ?? []).map(Number);
  return (h + (/pm/.test(text) && h < 12 ? 12 : 0)) * 60 + m;
}
/** Each day's name in the six languages. */
const dayNames = {
  tuesday: /^(tuesday|mardi|dienstag|martedì|martes|terça-feira)$/i,
  wednesday: /^(wednesday|mercredi|mittwoch|mercoledì|miércoles|quarta-feira)$/i,
  thursday: /^(thursday|jeudi|donnerstag|giovedì|jueves|quinta-feira)$/i,
  friday: /^(friday|vendredi|freitag|venerdì|viernes|sexta-feira)$/i,
  saturday: /^(saturday|samedi|samstag|sabato|sábado)$/i,
  sunday: /^(sunday|dimanche|sonntag|domenica|domingo)$/i,
};

describe('invitations made from data', () => {
  it.each(languages)('keys every question of 100 %s invitations from the data', (language) => {
    const code = languageCodes[language];
    const random = seededRandom(29);
    const texts = new Set<string>();
    for (let n = 0; n < 100; n++) {
      const level = (['A1', 'A2', 'B1'] as const)[n % 3] ?? 'A1';
      const data = invitationData(code, level, random);
      const text = invitationText(code, data);
      const letter = text.paragraphs.join(' ');
      texts.add(letter);
      const keys = text.questions.map(([, key]) => key);
      const [host, occasion, where, day, time, , friend, reply] = keys;
      expect(keys).toHaveLength({ A1: 6, A2: 7, B1: 8 }[level]);
      // The host signs the e-mail; the guest is greeted, and neither is the friend who also comes.
      expect(host).toBe(data.host);
      expect(text.paragraphs.at(-1)).toBe(data.host);
      expect(text.paragraphs[1]).toContain(data.guest);
      expect(new Set([data.host, data.guest, data.friend]).size).toBe(3);
      expect(friend).toBe(data.friend);
      // The occasion, and the place it asks for: a street and number at home, else a park.
      const asked = occasionsOf(code)[data.occasion];
      expect(occasion).toBe(asked?.a);
      if ('street' in data.place) {
        expect(asked?.home).toBe(true);
        expect((where ?? '').match(/\d+/)?.[0]).toBe(String(data.place.number));
      } else expect(asked?.home).toBe(false);
      expect(dayNames[data.day].test(day ?? '')).toBe(true);
      expect(minutesSaid(time ?? '')).toBe(data.start);
      if (data.reply) expect(dayNames[data.reply].test(reply ?? '')).toBe(true);
      else expect(reply).toBeUndefined();
      for (const [question, key] of text.questions)
        expect([question, says(letter, key)]).toEqual([question, true]);
    }
    expect(texts.size).toBeGreaterThan(95);
  });

  it.each([
    ['une invitation', 'French', /^Invitation : /],
    ['Einladung', 'German', /^Einladung: /],
    ['un convite para uma festa', 'Portuguese', /^Convite: /],
  ] as const)('answers "%s" with an invitation', (user_input, language: Language, title) => {
    const exercise = generateReading(
      { user_input, language, level: 'A2', questions_quantity: 4, quantity_words: 80 },
      seededRandom(2),
    );
    expect(exercise.results.Title).toMatch(title);
    expect(exercise.notices).toBeUndefined();
  });
});
