/**
 * The forms' per-field messages. Failures themselves are read by the api's one reader
 * (`readApiError`, `readFieldErrors`... from `@lingua/api/errors`).
 */

export type FieldErrors<TField extends string = string> = Partial<Record<TField, string>>;

export function hasNoErrors(errors: FieldErrors): boolean {
  return Object.values(errors).every((message) => message === undefined);
}
