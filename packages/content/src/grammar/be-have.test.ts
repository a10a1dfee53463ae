import { describe, expect, it } from 'vitest';
import { beHaveSlot } from './be-have';
import { type Subject, subjects } from './clause';
import { checkFormPoint, formItems, soundPoint } from './form-point-checks';
import { inventory } from './inventory';
import type { FormPoint } from './point';
import { understoodAs } from './understood';

const subject = (id: string) => subjects.find((s) => s.id === id) as Subject;

const beHavePoints = (['it', 'fr', 'de'] as const).map(
  (code) =>
    inventory[code].find(
      (point) =>
        point.kind === 'form' &&
        ['it.essere-avere', 'fr.etre-avoir', 'de.sein-haben'].includes(point.drill),
    ) as FormPoint,
);

describe('être et avoir, sein und haben, as a grammar book gives them', () => {
  it('French "je" elides before avoir, never before être; *je ai is a slip', () => {
    expect(beHaveSlot('fr', subject('I'), 'have')).toEqual({
      right: ["j'ai"],
      wrong: ['je suis', 'je ai', "j'a"],
    });
    expect(beHaveSlot('fr', subject('I'), 'be')).toEqual({
      right: ['je suis'],
      wrong: ["j'ai", "j'est"],
    });
  });

  it('where the other verb still reads ("Tu es une voiture"), the person first', () => {
    expect(beHaveSlot('fr', subject('I'), 'have', true).wrong).toEqual(['je ai', 'je suis', "j'a"]);
    expect(beHaveSlot('fr', subject('we'), 'have', true).wrong).toEqual(['a', 'sommes']);
  });

  it('the other verb, then another person', () => {
    expect(beHaveSlot('fr', subject('we'), 'have')).toEqual({
      right: ['avons'],
      wrong: ['sommes', 'a'],
    });
    expect(beHaveSlot('fr', subject('you'), 'be')).toEqual({ right: ['es'], wrong: ['as', 'est'] });
    expect(beHaveSlot('de', subject('she'), 'be')).toEqual({
      right: ['ist'],
      wrong: ['hat', 'sind'],
    });
    expect(beHaveSlot('de', subject('I'), 'have')).toEqual({
      right: ['habe'],
      wrong: ['bin', 'hat'],
    });
  });

  const answers = (code: 'fr' | 'de') =>
    formItems(beHavePoints.find((point) => point.language === code) as FormPoint, 'A1', {
      count: 60,
    })
      .filter((item) => item.variation !== 'Fill in the Blanks')
      .map((item) => item.key.answer);

  it("age: avoir in French (j'ai seize ans), sein in German (ich bin sechzehn Jahre alt)", () => {
    const french = answers('fr').filter((answer) => / ans\./.test(answer));
    expect(french.length).toBeGreaterThan(0);
    for (const answer of french)
      expect(answer).toMatch(/^(J'ai|.* (as|a|avons|ont)) \p{L}+ ans\.$/u);
    const german = answers('de').filter((answer) => /Jahre alt/.test(answer));
    expect(german.length).toBeGreaterThan(0);
    for (const answer of german)
      expect(answer).toMatch(/ (bin|bist|ist|sind) \p{L}+ Jahre alt\.$/u);
    // Parents the learners' age are no sentence.
    for (const answer of [...french, ...german]) expect(answer).not.toMatch(/parents|Eltern/);
  });

  it('hunger with avoir and haben; what one has in the accusative', () => {
    for (const answer of answers('fr').filter((answer) => / (faim|soif)\./.test(answer)))
      expect(answer).toMatch(/^(J'ai|.* (as|a|avons|ont)) (faim|soif)\.$/);
    const german = answers('de');
    for (const answer of german.filter((answer) => /(Hund|Garten|Computer)\./.test(answer)))
      expect(answer).toMatch(/ einen (Hund|Garten|Computer)\.$/);
    for (const answer of german.filter((answer) => /(Hunger|Durst)\./.test(answer)))
      expect(answer).toMatch(/ (habe|hast|hat|haben) (Hunger|Durst)\.$/);
  });

  it('never "j\'suis" nor "je ai" in a key', () => {
    expect(answers('fr').join(' ')).not.toMatch(/j'suis|je ai/i);
  });

  it('"I am hungry" is also "Ich bin hungrig"', () => {
    const hungry = formItems(beHavePoints[2] as FormPoint, 'A1', { count: 60 }).find(
      (item) => item.variation === 'Translations' && /Hunger/.test(item.key.answer),
    );
    expect(hungry?.key.accepted?.[0]).toMatch(/ (bin|bist|ist|sind) hungrig\.$/);
  });
});

describe('the be-and-have points', () => {
  it.each(
    beHavePoints.flatMap((point) => point.levels.map((level) => [point.id, level, point] as const)),
  )('%s at %s: items on the point, keys accepted, the slip refused', async (_, level, point) => {
    expect(await checkFormPoint(point, level, 12)).toMatchObject(soundPoint);
  });

  it.each([
    ['être et avoir', 'fr', 'A1', 'fr.etre-avoir'],
    ['les verbes être et avoir au présent', 'fr', 'A1', 'fr.etre-avoir'],
    ['être ou avoir', 'fr', 'A1', 'fr.etre-avoir'],
    ['verbes être et avoir', 'fr', 'A1', 'fr.etre-avoir'],
    ['conjugaison être et avoir', 'fr', 'A1', 'fr.etre-avoir'],
    ["les verbes être et avoir au présent de l'indicatif", 'fr', 'A1', 'fr.etre-avoir'],
    ['sein und haben', 'de', 'A1', 'de.sein-haben'],
    ['die Verben sein und haben', 'de', 'A1', 'de.sein-haben'],
    ['sein oder haben', 'de', 'A1', 'de.sein-haben'],
    ['haben und sein im Präsens', 'de', 'A1', 'de.sein-haben'],
    ['Präsens von sein und haben', 'de', 'A1', 'de.sein-haben'],
    // The auxiliary of the perfect is another point.
    ['passé composé avec être ou avoir', 'fr', 'A1', 'fr.passe-compose'],
    ['passé composé avec être ou avoir', 'fr', 'A2', 'fr.passe-compose'],
    ['être ou avoir', 'fr', 'A2', 'fr.passe-compose'],
    ['Perfekt mit haben oder sein', 'de', 'A2', 'de.perfekt'],
    ['haben oder sein', 'de', 'A2', 'de.perfekt'],
    ['Präteritum von sein und haben', 'de', 'A2', 'de.praeteritum-sein-haben'],
  ] as const)('"%s" (%s %s) asks for %s', (request, code, level, id) => {
    expect(understoodAs(request, code, level)).toBe(id);
  });
});
