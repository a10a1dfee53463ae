import { IntlMessageFormat } from 'intl-messageformat';
import de from '../catalogues/server/de.json';
import en from '../catalogues/server/en.json';
import es from '../catalogues/server/es.json';
import fr from '../catalogues/server/fr.json';
import it from '../catalogues/server/it.json';
import pt from '../catalogues/server/pt.json';
import type { Locale } from './locales';

/** A key of the server's catalogue: mails, error details, notices and grading feedback. */
export type ServerMessageId = keyof typeof en;

export type ServerMessageValues = Record<string, string | number>;

/** A server sentence named by its key, written in the reader's language when sent. */
export interface ServerMessage {
  id: ServerMessageId;
  values?: ServerMessageValues;
}

const catalogues: Record<Locale, Record<ServerMessageId, string>> = { en, es, fr, de, it, pt };

const compiled = new Map<string, IntlMessageFormat>();

/** The message in `locale`, its placeholders filled ({count} plurals by the language's rules). */
export function serverText(
  locale: Locale,
  id: ServerMessageId,
  values?: ServerMessageValues,
): string {
  const key = `${locale}:${id}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(catalogues[locale][id], locale);
    compiled.set(key, format);
  }
  return String(format.format(values));
}

export function serverMessage(id: ServerMessageId, values?: ServerMessageValues): ServerMessage {
  return values === undefined ? { id } : { id, values };
}
