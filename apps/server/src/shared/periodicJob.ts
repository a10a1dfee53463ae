import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob<T> {
  /** Runs the work now, or joins the run already in progress; resolves with its result. */
  runOnce(): Promise<T>;
  /** Asks for a run soon (new work just arrived). */
  wake(): void;
  start(): void;
  /** Stops the timer and waits for the run in progress. */
  stop(): Promise<void>;
}

interface PeriodicJobOptions<T> {
  /** Names the job in the log when a run fails. */
  name: string;
  /** Pause between the end of one run and the start of the next. */
  intervalMs: number;
  log: FastifyBaseLogger;
  work: () => Promise<T>;
  /** Sees each scheduled run's result (to log what it did). */
  onResult?: (result: T) => void;
}

/**
 * A background job each instance runs on its own timer (work shared between instances is
 * claimed in the database by the work itself): one run at a time in a process, the next one
 * `intervalMs` after the last ended, a failed run logged and tried again at the next turn.
 */
export function createPeriodicJob<T>(options: PeriodicJobOptions<T>): PeriodicJob<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;
  let stopped = true;

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      job
        .runOnce()
        .then((result) => options.onResult?.(result))
        .catch((error) => options.log.error({ err: error }, `${options.name} failed`))
        .finally(() => schedule(options.intervalMs));
    }, delay);
    timer.unref();
  }

  const job: PeriodicJob<T> = {
    runOnce() {
      running ??= options.work().finally(() => {
        running = undefined;
      });
      return running;
    },
    wake: () => schedule(0),
    start() {
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // A failing run was logged already; stopping only waits for it to end.
      await running?.catch(() => undefined);
    },
  };
  return job;
}
