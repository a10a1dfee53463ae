import { describe, expect, it } from 'vitest';
import { mentions } from './mentions';

const text = {
  title: 'Réseaux et rivières',
  paragraphs: [
    { text: 'The river was polluted for years; the Olympic pool stayed open.', questions: [] },
  ],
};

describe("a text's mentions of the teacher's words", () => {
  it('counts a word said in another of its forms, and each word once', () => {
    expect(mentions(text, ['pollution', 'rivers', 'olympics', 'pollution'])).toBe(3);
  });

  it("finds the title's words without their accents", () => {
    expect(mentions(text, ['reseaux', 'rivieres'])).toBe(2);
  });

  it('needs a short word whole: "pool" is not "poll", "art" not "article"', () => {
    expect(mentions(text, ['poll', 'art'])).toBe(0);
    expect(mentions(text, ['pool'])).toBe(1);
  });
});
