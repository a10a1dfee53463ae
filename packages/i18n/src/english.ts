import { IntlMessageFormat } from 'intl-messageformat';
import english from '../catalogues/app/en.json';
import { type Catalogue, isMessage, type Message } from './messages';

/** The English catalogue, bundled (the build's pre-rendered landing page is English). */
export const englishCatalogue: Catalogue = english;

/** A message in English, as the English catalogue words it. */
export function englishText(message: Message): string {
  return String(new IntlMessageFormat(english[message.id], 'en').format(message.values));
}

type InEnglish<T> = T extends Message
  ? string
  : T extends readonly (infer Item)[]
    ? InEnglish<Item>[]
    : T extends object
      ? { [Key in keyof T]: InEnglish<T[Key]> }
      : T;

/**
 * Any value with every catalogue message replaced by its English words: tests of flows assert
 * what an English reader sees (the specs' messages), whatever the shape holding them.
 */
export function inEnglish<T>(value: T): InEnglish<T> {
  if (isMessage(value)) return englishText(value) as InEnglish<T>;
  if (Array.isArray(value)) return value.map(inEnglish) as InEnglish<T>;
  if (
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, inEnglish(item)]),
    ) as InEnglish<T>;
  }
  return value as InEnglish<T>;
}
