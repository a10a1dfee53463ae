/**
 * openapi-fetch answers `{ data, error, response }`; effects and queries want a value or a
 * rejection. The rejection carries the contract's error body plus the HTTP status, which is
 * what the flows' failure readers (`detail`, `errors`, `status`) expect.
 */
export async function call<T>(
  request: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await request;
  if (error !== undefined || !response.ok) {
    const body = typeof error === 'object' && error !== null ? error : { detail: error };
    throw Object.assign({ status: response.status }, body);
  }
  // 204 answers have no body; callers that expect none get undefined.
  return data as T;
}
