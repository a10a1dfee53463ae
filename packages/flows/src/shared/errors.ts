/**
 * The forms' per-field messages. Failures themselves are read by the api's one reader
 * (`readApiError`, `readFieldErrors`... from `@lingua/api/errors`).
 */

import type { Text } from '@lingua/i18n';

/** A field's message: the catalogue's, or the server's own (already in the reader's language). */
export type FieldErrors<TField extends string = string> = Partial<Record<TField, Text>>;

export function hasNoErrors(errors: FieldErrors): boolean {
  return Object.values(errors).every((message) => message === undefined);
}
