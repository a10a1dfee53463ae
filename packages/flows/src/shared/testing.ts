/**
 * Test helpers: promise actors whose settling the test controls, so busy states can be
 * observed and forbidden events sent while a call is in flight.
 */
import { fromPromise } from 'xstate';

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A fake API call recording every input; it answers with `respond(input)` (a value, or a
 * rejected promise for a failure).
 */
export function fakeCall<TOutput, TInput>(respond: (input: TInput) => TOutput | Promise<TOutput>) {
  const calls: TInput[] = [];
  const logic = fromPromise<TOutput, TInput>(async ({ input }) => {
    calls.push(input);
    return respond(input);
  });
  return { logic, calls };
}

/** Lets pending promise callbacks (actor completions) run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
