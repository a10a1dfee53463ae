import { AsyncLocalStorage } from 'node:async_hooks';

/** Who a request is for, wherever its work goes (the engine knows nothing of requests). */
const caller = new AsyncLocalStorage<{ userId: string | undefined }>();

/** Runs a request's handler with its caller known to everything it calls. */
export function withCaller<T>(userId: string | undefined, run: () => T): T {
  return caller.run({ userId }, run);
}

/** The signed-in caller of the request being served; undefined in background jobs. */
export const currentCallerId = (): string | undefined => caller.getStore()?.userId;
