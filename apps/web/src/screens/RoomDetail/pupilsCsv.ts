import Papa from 'papaparse';

/** The server takes at most this many pupils at once (CreateClassAccountsRequest). */
export const CSV_PUPILS_MAX = 100;

export type PupilsCsvProblem = 'unreadable' | 'empty' | 'missingColumns' | 'tooMany';

/** What a class list's file gives: its pupils as lines for the list, or why it gives none. */
export type PupilsCsv =
  | { lines: string; count: number }
  | { problem: PupilsCsvProblem; count?: number };

/** A header's words in the six interface languages (and a spreadsheet's usual spellings). */
const FIRST = [
  'first name',
  'firstname',
  'first_name',
  'given name',
  'nombre',
  'prénom',
  'prenom',
  'vorname',
  'nome',
  'primeiro nome',
];
const LAST = [
  'last name',
  'lastname',
  'last_name',
  'surname',
  'family name',
  'apellido',
  'apellidos',
  'nom',
  'nom de famille',
  'nachname',
  'familienname',
  'cognome',
  'apelido',
  'sobrenome',
];
const EMAIL = [
  'email',
  'e-mail',
  'mail',
  'correo',
  'correo electrónico',
  'courriel',
  'endereço de e-mail',
];

const columnOf = (fields: string[], names: string[]) =>
  fields.find((field) => names.includes(field.trim().toLowerCase()));

/**
 * Reads a class list exported as CSV: a header row naming a first-name and a last-name column
 * (an e-mail column is optional), then one pupil a row. Its pupils become the list's lines
 * ("first","last", with the e-mail when given) so the dialog's preview reads them as it reads
 * a pasted list.
 */
export function readPupilsCsv(text: string): PupilsCsv {
  const parsed = Papa.parse<Record<string, string | undefined>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  const fields = parsed.meta.fields ?? [];
  if (fields.length === 0) return { problem: 'empty' };
  if (parsed.errors.some((error) => error.type === 'Quotes')) return { problem: 'unreadable' };
  const first = columnOf(fields, FIRST);
  const last = columnOf(fields, LAST);
  if (!first || !last) return { problem: 'missingColumns' };
  const email = columnOf(fields, EMAIL);
  const rows = parsed.data
    .map((row) =>
      [row[first], row[last], email ? row[email] : undefined].map((c) => (c ?? '').trim()),
    )
    .filter(([firstName, lastName, address]) => firstName || lastName || address);
  if (rows.length === 0) return { problem: 'empty' };
  if (rows.length > CSV_PUPILS_MAX) return { problem: 'tooMany', count: rows.length };
  const lines = rows.map((cells) =>
    // A name with a comma is quoted, so it stays one name.
    Papa.unparse([cells.filter((cell, index) => index < 2 || cell !== '')]),
  );
  return { lines: lines.join('\n'), count: rows.length };
}
