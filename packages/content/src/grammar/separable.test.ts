import { describe, expect, it } from 'vitest';
import { perfectSlot, presentSlot, separablePerfect, separatedPresent } from './separable';
import { understoodAs } from './understood';

describe('the German separable verbs, as a grammar book gives them', () => {
  it('send the prefix to the end in the present', () => {
    expect(separatedPresent('einkaufen', 2)).toEqual(['kauft', 'ein']);
    expect(separatedPresent('anrufen', 0)).toEqual(['rufe', 'an']);
    expect(separatedPresent('einladen', 1)).toEqual(['lädst', 'ein']);
    expect(separatedPresent('fernsehen', 2)).toEqual(['sieht', 'fern']);
  });

  it('put "ge" between prefix and stem in the perfect, with sein for movement', () => {
    expect(separablePerfect('einkaufen', 2, 'have')).toEqual(['hat', 'eingekauft']);
    expect(separablePerfect('aufstehen', 0, 'be')).toEqual(['bin', 'aufgestanden']);
    expect(separablePerfect('mitbringen', 5, 'have')).toEqual(['haben', 'mitgebracht']);
  });

  it('offer the slips a teacher corrects', () => {
    expect(presentSlot('einkaufen', 2)).toEqual({
      right: ['kauft'],
      wrong: ['kaufen', 'einkauft'],
    });
    expect(perfectSlot('einkaufen', 'have')).toEqual({
      right: ['eingekauft'],
      wrong: ['geeinkauft', 'einkauft'],
    });
    expect(perfectSlot('anrufen', 'have').wrong).toEqual(['geanrufen', 'anrufen']);
  });

  it.each([
    ['trennbare Verben', 'de.trennbare-verben'],
    ['trennbare Verben im Perfekt', 'de.trennbare-verben-perfekt'],
  ])('"%s" asks for %s', (input, id) => {
    expect(understoodAs(input, 'de', 'A2')).toBe(id);
  });
});
