import { describe, expect, it } from 'vitest';
import { parsePupilLines } from './pupilLines';
import { readPupilsCsv } from './pupilsCsv';

const pupilsOf = (text: string) => {
  const csv = readPupilsCsv(text);
  if (!('lines' in csv)) throw new Error(`no pupils: ${csv.problem}`);
  return parsePupilLines(csv.lines);
};

describe('a class list from a CSV file', () => {
  it('reads the named columns in any order, in a spreadsheet’s language, with a BOM', () => {
    const text = '\uFEFFApellidos;Nombre;Curso\nLópez;Ana;4B\n"Ruiz, de la";Leo;4B\n';
    expect(pupilsOf(text)).toEqual({
      pupils: [
        { first_name: 'Ana', last_name: 'López' },
        { first_name: 'Leo', last_name: 'Ruiz, de la' },
      ],
      problems: [],
    });
  });

  it('keeps a pupil with an e-mail address as a line the dialog refuses (to be invited)', () => {
    const text = 'First name,Last name,E-mail\nAna,López,\nLeo,Ruiz,leo@example.com\n';
    const { pupils, problems } = pupilsOf(text);
    expect(pupils).toEqual([{ first_name: 'Ana', last_name: 'López' }]);
    expect(problems).toMatchObject([{ line: 2, problem: 'hasEmail' }]);
  });

  it('says what is wrong with a file that gives no pupils', () => {
    expect(readPupilsCsv('')).toEqual({ problem: 'empty' });
    expect(readPupilsCsv('First name,Last name\n\n')).toEqual({ problem: 'empty' });
    expect(readPupilsCsv('Name,Class\nAna López,4B\n')).toEqual({ problem: 'missingColumns' });
    const many = Array.from({ length: 101 }, (_, index) => `Pupil,Number${index}`).join('\n');
    expect(readPupilsCsv(`First name,Last name\n${many}`)).toEqual({
      problem: 'tooMany',
      count: 101,
    });
  });

  it('takes a class of 100 at once', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => `Pupil,Number${index}`).join('\n');
    expect(readPupilsCsv(`First name,Last name\n${hundred}`)).toMatchObject({ count: 100 });
  });
});
