import { useEffect, useState } from 'react';
import type { QueryFailure } from './request';

/** Each API client's calls made so far, by key: each is made once for the life of the page. */
const made = new WeakMap<object, Map<string, Promise<unknown>>>();

function callOnce<T>(owner: object, key: string, call: () => Promise<T>): Promise<T> {
  let calls = made.get(owner);
  if (!calls) {
    calls = new Map();
    made.set(owner, calls);
  }
  let pending = calls.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = call();
    calls.set(key, pending);
  }
  return pending;
}

export type CallOutcome<T> =
  | { isPending: true; isError: false; data?: undefined; error?: undefined }
  | { isPending: false; isError: false; data: T; error?: undefined }
  | { isPending: false; isError: true; data?: undefined; error: QueryFailure };

const pending = { isPending: true, isError: false } as const;

/**
 * A call made once per API client and key for the life of the page (a second mount, StrictMode's
 * included, reads the same answer): for the sign-in pages' one or two calls, without a query
 * cache. `owner` is the API client, so each story's client makes its own call.
 */
export function useCallOnce<T>(
  owner: object,
  key: string,
  call: () => Promise<T>,
  { enabled = true } = {},
): CallOutcome<T> {
  const [outcome, setOutcome] = useState<{ key: string; value: CallOutcome<T> } | null>(null);
  // The call is the key's: a new closure on a later render is the same call, not a new one.
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    callOnce(owner, key, call).then(
      (data) => live && setOutcome({ key, value: { isPending: false, isError: false, data } }),
      (error: QueryFailure) =>
        live && setOutcome({ key, value: { isPending: false, isError: true, error } }),
    );
    return () => {
      live = false;
    };
  }, [owner, key, enabled]);
  return outcome?.key === key ? outcome.value : pending;
}
