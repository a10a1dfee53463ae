import { describe, expect, it } from 'vitest';
import { parsePupilLines } from './pupilLines';

describe('a pasted class list', () => {
  it('reads "first, last", spreadsheet tabs and semicolons, and "First Last" lines', () => {
    const text = 'Ana, López\nLeo\tRuiz\nZoë;Müller\nAna María López\n\n';
    expect(parsePupilLines(text)).toEqual({
      pupils: [
        { first_name: 'Ana', last_name: 'López' },
        { first_name: 'Leo', last_name: 'Ruiz' },
        { first_name: 'Zoë', last_name: 'Müller' },
        { first_name: 'Ana María', last_name: 'López' },
      ],
      problems: [],
    });
  });

  it('skips a header row and names each line that makes no pupil', () => {
    const text = 'First name,Last name\nAna,López\nMarta\nLeo,Ruiz,leo@example.com';
    const { pupils, problems } = parsePupilLines(text);
    expect(pupils).toEqual([{ first_name: 'Ana', last_name: 'López' }]);
    expect(problems).toEqual([
      { line: 3, text: 'Marta', problem: 'oneName' },
      { line: 4, text: 'Leo,Ruiz,leo@example.com', problem: 'hasEmail' },
    ]);
  });

  it('keeps quoted names with commas whole', () => {
    expect(parsePupilLines('"Ana, la pequeña",López').pupils).toEqual([
      { first_name: 'Ana, la pequeña', last_name: 'López' },
    ]);
  });
});
