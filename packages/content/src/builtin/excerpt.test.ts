import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random';
import { chooseExcerpt } from './excerpt';

const opening =
  'Our family lives in a small flat above a bakery in the old town. My mother is a nurse and my ' +
  'father drives a bus. My brother and I walk to school together every morning, and in the ' +
  'evening we all eat dinner at the kitchen table.';
const sleep = 'Nobody in our flat can sleep late: the bakery starts work at four in the morning.';
const closing =
  'At the weekend we visit our grandparents, who live by the sea in a house with a garden.';
const paragraphs = [
  {
    text: opening,
    questions: [['Where does the family live?', 'above a bakery'] as [string, string]],
  },
  { text: sleep, questions: [] },
  { text: closing, questions: [] },
];

describe('the part of a passage a text shows', () => {
  const shown = (seed: number, says?: (parts: readonly string[]) => number) =>
    chooseExcerpt(paragraphs, 55, 1, seededRandom(seed), says).paragraphs;

  it('varies between the parts of the asked length when nothing more was asked', () => {
    const lengths = new Set(Array.from({ length: 20 }, (_, seed) => shown(seed).length));
    expect(lengths).toEqual(new Set([1, 2]));
  });

  it('shows the part that says what the teacher typed ("sleep") when one of that length does', () => {
    const saysSleep = (parts: readonly string[]) => Number(parts.join(' ').includes('sleep'));
    for (let seed = 0; seed < 20; seed++) expect(shown(seed, saysSleep)).toEqual([opening, sleep]);
  });
});
