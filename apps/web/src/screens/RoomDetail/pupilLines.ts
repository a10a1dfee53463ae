import Papa from 'papaparse';

export interface PupilLine {
  first_name: string;
  last_name: string;
}

export type PupilLineProblem = 'oneName' | 'hasEmail' | 'tooLong';

export interface ParsedPupils {
  pupils: PupilLine[];
  /** Lines that make no pupil, numbered from 1 as the teacher sees them. */
  problems: { line: number; text: string; problem: PupilLineProblem }[];
}

/** A spreadsheet's header row, in the interface languages: skipped, not a pupil. */
const HEADER_WORDS = new Set([
  'first name',
  'firstname',
  'last name',
  'lastname',
  'surname',
  'name',
  'e-mail',
  'email',
  'nombre',
  'apellido',
  'apellidos',
  'correo',
  'prénom',
  'prenom',
  'nom',
  'courriel',
  'vorname',
  'nachname',
  'name',
  'nome',
  'cognome',
  'sobrenome',
]);

const NAME_MAX = 100;

/**
 * The pupils of a pasted class list: one a line, "first name, last name" (commas, semicolons
 * or tabs as a spreadsheet copies them) or "First Last" (the last word is the last name).
 */
export function parsePupilLines(text: string): ParsedPupils {
  // Line by line: each finds its own separator (a list typed by hand may mix them).
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const data = lines.map((line) => Papa.parse<string[]>(line.trim()).data[0] ?? []);
  const pupils: PupilLine[] = [];
  const problems: ParsedPupils['problems'] = [];
  for (const [index, row] of data.entries()) {
    const cells = row.map((cell) => cell.trim()).filter(Boolean);
    const line = index + 1;
    const raw = lines[index] ?? cells.join(', ');
    if (index === 0 && cells.every((cell) => HEADER_WORDS.has(cell.toLowerCase()))) continue;
    const problem = lineProblem(cells);
    if (problem) {
      problems.push({ line, text: raw, problem });
      continue;
    }
    const [first = '', last = ''] = namesOf(cells);
    pupils.push({ first_name: first, last_name: last });
  }
  return { pupils, problems };
}

/** The first and last name of a line's cells. */
function namesOf(cells: string[]): [string, string] {
  const [first = '', ...rest] = cells.length === 1 ? splitFullName(cells[0] ?? '') : cells;
  return [first, rest.join(' ')];
}

/** Why a line makes no pupil, if it does not. */
function lineProblem(cells: string[]): PupilLineProblem | undefined {
  if (cells.some((cell) => cell.includes('@'))) return 'hasEmail';
  const [first, last] = namesOf(cells);
  if (!last) return 'oneName';
  if (first.length > NAME_MAX || last.length > NAME_MAX) return 'tooLong';
  return undefined;
}

/** "Ana María López" gives "Ana María" and "López". */
function splitFullName(name: string): string[] {
  const words = name.split(/\s+/);
  if (words.length < 2) return [name];
  return [words.slice(0, -1).join(' '), words.at(-1) ?? ''];
}
