/**
 * Reading failures of injected effects. By convention an API actor rejects with the contract's
 * error body `{ detail, errors? }` (optionally with the HTTP `status`), or with an `Error`.
 */

export type FieldErrors<TField extends string = string> = Partial<Record<TField, string>>;

export function hasNoErrors(errors: FieldErrors): boolean {
  return Object.values(errors).every((message) => message === undefined);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The server's `detail`, when the failure carries one. */
export function errorDetail(error: unknown): string | undefined {
  return isRecord(error) ? nonEmptyString(error.detail) : undefined;
}

/** The message of a thrown `Error` (or of any object with a `message`). */
export function errorMessage(error: unknown): string | undefined {
  return isRecord(error) ? nonEmptyString(error.message) : undefined;
}

/** The HTTP status of a failed call, when the actor passed it on. */
export function errorStatus(error: unknown): number | undefined {
  return isRecord(error) && typeof error.status === 'number' ? error.status : undefined;
}

/** Per-field messages from the error body's `errors` object, shown beside the fields. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!isRecord(error) || !isRecord(error.errors)) return {};
  const entries = Object.entries(error.errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}
