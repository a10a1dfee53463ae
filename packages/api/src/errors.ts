import type { components } from './generated/schema';

type ApiError = components['schemas']['Error'];

/**
 * The text to show for a failed call: the server's `detail`, else an error's `message`, else
 * the raw text of the answer, else `fallback` (platform-shell.md section 8).
 */
export function readApiError(error: unknown, fallback = 'Something went wrong'): string {
  if (typeof error === 'string') return error.trim() || fallback;
  if (typeof error !== 'object' || error === null) return fallback;
  const { detail, message } = error as Record<string, unknown>;
  if (typeof detail === 'string' && detail) return detail;
  if (typeof message === 'string' && message) return message;
  return fallback;
}

/** The per-field messages of a 422 answer (`errors`), shown beside the fields. */
export function readFieldErrors(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null) return {};
  const { errors } = error as Partial<ApiError>;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
