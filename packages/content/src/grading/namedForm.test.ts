import { describe, expect, it } from 'vitest';
import { namedFormWithItsWords } from './namedForm';

describe('a form asked by its name, with the words that go with it', () => {
  it('writes the key with the subject of the person asked', () => {
    expect(
      namedFormWithItsWords('fr', 'Verbe « partir », présent, 3e personne du pluriel', 'partent'),
    ).toEqual(['ils partent', 'elles partent']);
    expect(
      namedFormWithItsWords('fr', 'Verbe « aimer », présent, 1re personne du singulier', 'aime'),
    ).toEqual(["j'aime"]);
    expect(namedFormWithItsWords('de', '„sehen“, Präsens, 2. Person Singular', 'siehst')).toEqual([
      'du siehst',
    ]);
    expect(namedFormWithItsWords('en', '"to be", past simple (we)', 'were')).toEqual(['we were']);
  });

  it('writes a plural asked with or without its article', () => {
    expect(namedFormWithItsWords('de', 'Plural von „der Apfel“', 'die Äpfel')).toEqual(['Äpfel']);
    expect(namedFormWithItsWords('fr', 'Pluriel de « le cheval »', 'chevaux')).toEqual([
      'les chevaux',
    ]);
  });

  it('adds nothing where the sentence has a gap or names no person', () => {
    expect(namedFormWithItsWords('de', 'Er ___ morgen. (kommen, Präsens, er)', 'kommt')).toEqual(
      [],
    );
    expect(namedFormWithItsWords('en', 'Past participle of "write"', 'written')).toEqual([]);
  });
});
