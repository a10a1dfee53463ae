/**
 * The one reader of failed calls, for the web app and the flows alike (flows import it from
 * `@lingua/api/errors`, which holds no client and no HTTP). A failure is the contract's error
 * body `{ detail, errors? }` (with the HTTP `status` when the caller kept it), the raw text of an
 * answer that was not JSON, or a thrown `Error`.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** What the server said: its `detail`, or the raw text of an answer that was not JSON. */
export function errorDetail(error: unknown): string | undefined {
  if (typeof error === 'string') return nonBlank(error)?.trim();
  return isRecord(error) ? nonBlank(error.detail) : undefined;
}

/** The message of a thrown `Error` (or of any object with a `message`). */
export function errorMessage(error: unknown): string | undefined {
  return isRecord(error) ? nonBlank(error.message) : undefined;
}

/** The HTTP status of a failed call, when the caller passed it on. */
export function errorStatus(error: unknown): number | undefined {
  return isRecord(error) && typeof error.status === 'number' ? error.status : undefined;
}

export interface ReadApiErrorOptions {
  /**
   * Whether an `Error`'s own message may be shown when the server said nothing. Off where the
   * spec wants its own words rather than, say, "Failed to fetch".
   * @default true
   */
  useMessage?: boolean;
}

/**
 * The text to show for a failed call (platform-shell.md section 8): what the server said, else
 * the error's message, else `fallback`.
 */
export function readApiError<TFallback = string>(
  error: unknown,
  fallback: TFallback | string = 'Something went wrong',
  { useMessage = true }: ReadApiErrorOptions = {},
): string | TFallback {
  return errorDetail(error) ?? (useMessage ? errorMessage(error) : undefined) ?? fallback;
}

/** The per-field messages of a 422 answer (`errors`), shown beside the fields. */
export function readFieldErrors(error: unknown): Record<string, string> {
  if (!isRecord(error) || !isRecord(error.errors)) return {};
  return Object.fromEntries(
    Object.entries(error.errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
