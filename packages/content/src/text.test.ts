import { describe, expect, it } from 'vitest';
import { sentences } from './text';

describe('sentences', () => {
  it('ends a sentence at . ! ? … before a capital, and not after a title or an initial', () => {
    expect(
      sentences('My teacher is Mrs. Brown. She is kind! Is it far? ¿Dónde está? «Oui.» Voilà…'),
    ).toEqual([
      'My teacher is Mrs. Brown.',
      'She is kind!',
      'Is it far?',
      '¿Dónde está?',
      '«Oui.»',
      'Voilà…',
    ]);
  });

  it('keeps abbreviations and numbers followed by lower case inside the sentence', () => {
    expect(
      sentences('Es gibt z. B. Äpfel von J. Roth. Wir zahlen 3.50 Euro, usw. und gehen.'),
    ).toEqual(['Es gibt z. B. Äpfel von J. Roth.', 'Wir zahlen 3.50 Euro, usw. und gehen.']);
  });
});
