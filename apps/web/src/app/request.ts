import type { ApiError } from '@lingua/api';

/**
 * A failed call as the contract declares it: its error body (`detail`, `errors`) with the HTTP
 * status, or the raw text of an answer that was not JSON as `detail`. Read it with
 * `readApiError` / `readFieldErrors` / `errorStatus` of `@lingua/api`.
 */
export type ApiFailure = ApiError & { status: number };

/** What a query or mutation of the app can fail with: an answer, or a network/session error. */
export type QueryFailure = ApiFailure | Error;

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: QueryFailure;
  }
}

/** openapi-fetch's answer: the contract types `data` and `error` per operation. */
type Answer = { data?: unknown; error?: unknown; response: Response };
/** The success branch's `data` (openapi-fetch's answer is a union of success and failure). */
type Data<TAnswer extends Answer> = Extract<TAnswer, { error?: never }>['data'];

/**
 * openapi-fetch answers `{ data, error, response }`; queries and machine effects want a value or
 * a rejection. The rejection is the contract's error body plus the HTTP status (`ApiFailure`),
 * which the area hooks' `error` and the flows' failure readers expect.
 */
export async function request<TAnswer extends Answer>(
  pending: Promise<TAnswer>,
): Promise<Data<TAnswer>> {
  const { data, error, response } = await pending;
  if (error !== undefined || !response.ok) {
    // Every error answer of the contract is an `Error` body; one that is not JSON arrives as text.
    const body = (
      typeof error === 'object' && error !== null ? error : { detail: error }
    ) as ApiError;
    throw { ...body, status: response.status } satisfies ApiFailure;
  }
  // 204 answers have no body; callers that expect none get undefined.
  return data as Data<TAnswer>;
}
