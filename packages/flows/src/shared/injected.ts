import { fromPromise } from 'xstate';

/**
 * Placeholder for an effect the app must supply with `machine.provide({ actors })`. Failing
 * loudly beats a silent no-op when a screen forgets to wire one.
 */
export function injectedPromise<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`flows: the "${name}" actor must be provided`)),
  );
}
