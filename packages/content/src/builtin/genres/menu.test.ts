import { describe, expect, it } from 'vitest';
import { languageCodes, languages } from '../../languages';
import { seededRandom } from '../../random';
import { normalizeAnswer, sentences } from '../../text';
import { menuData, menuText } from './menu';

const cents = (text: string) => {
  const [units = -1, hundredths = -1] = (text.match(/\d+/g) ?? []).map(Number);
  return units * 100 + hundredths;
};

describe('menus and orders made from data', () => {
  it.each(languages)('keys every question of 100 %s menus from the data', (language) => {
    const code = languageCodes[language];
    const random = seededRandom(29);
    const texts = new Set<string>();
    for (let n = 0; n < 100; n++) {
      const data = menuData(code, random);
      const text = menuText(code, data);
      const said = ` ${normalizeAnswer(text.paragraphs.join(' '))} `;
      texts.add(said);
      const [price, drink, dish, total] = text.questions;
      const [a, b] = data.order;
      expect(cents(price?.[1] ?? '')).toBe(data.dishes[0]?.cents);
      expect(cents(total?.[1] ?? '')).toBe(
        [a, b].reduce(
          (sum, person) =>
            sum +
            (data.dishes[person?.dish ?? -1]?.cents ?? Number.NaN) +
            (data.drinks[person?.drink ?? -1]?.cents ?? Number.NaN),
          0,
        ),
      );
      // Who drinks and eats what: the key is in that friend's own sentence of the order.
      const [, ofA = '', ofB = ''] = sentences(text.paragraphs[1] ?? '');
      expect(ofA.startsWith(`${a?.name} `) && ofA.includes(drink?.[1] ?? '-')).toBe(true);
      expect(ofB.startsWith(`${b?.name} `) && ofB.includes(dish?.[1] ?? '-')).toBe(true);
      expect(drink?.[0]).toContain(a?.name);
      expect(dish?.[0]).toContain(b?.name);
      for (const [question, key] of text.questions) {
        expect([question, said.includes(` ${normalizeAnswer(key)} `)]).toEqual([question, true]);
      }
    }
    expect(texts.size).toBeGreaterThan(95);
  });
});
