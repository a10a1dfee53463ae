import { describe, expect, it } from 'vitest';
import { compareReading } from './readAloud';

const statuses = (text: string, transcript: string) =>
  compareReading(text, transcript).words.map((w) =>
    w.status === 'changed' ? `${w.word}>${w.heard}` : w.status === 'read' ? w.word : `-${w.word}`,
  );

describe('comparing a text read aloud with what was heard', () => {
  it('marks every word read when the transcript says the text, whatever the case and punctuation', () => {
    expect(statuses('Hola, me llamo Ana.', 'hola me llamo ana')).toEqual([
      'Hola',
      'me',
      'llamo',
      'Ana',
    ]);
  });

  it('marks a word the student left out as missed', () => {
    expect(statuses('Vivo en una casa grande.', 'Vivo en una casa.')).toEqual([
      'Vivo',
      'en',
      'una',
      'casa',
      '-grande',
    ]);
  });

  it('marks a word read as another as changed, with what was heard', () => {
    expect(statuses('Mi hermano tiene diez años.', 'Mi hermana tiene diez años.')).toEqual([
      'Mi',
      'hermano>hermana',
      'tiene',
      'diez',
      'años',
    ]);
  });

  it('lists words heard that the text does not have', () => {
    const check = compareReading('Je mange une pomme.', 'Je mange euh une pomme rouge.');
    expect(check.words.every((w) => w.status === 'read')).toBe(true);
    expect(check.added).toEqual(['euh', 'rouge']);
  });

  it('keeps an accent that changes the word: "esta" read for "está" is a change', () => {
    expect(statuses('Mi madre está en casa.', 'Mi madre esta en casa.')).toContain('está>esta');
  });
});
