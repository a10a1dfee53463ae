import { afterAll, describe, expect, it } from 'vitest';
import { LEAKS } from '../security/src/fuzz/contractFuzz';
import { createWritingExercise, storedMarks, writeAnswer } from './answers';
import { findPostgresBin, type PrivatePostgres, startPrivatePostgres } from './privatePostgres';
import { api, type ServerProcess, signUpUser, startServerProcess } from './serverProcess';

const CONCURRENCY = 4;
/** A request still unanswered after this long counts as hung (a pool waiting forever). */
const REPLY_BOUND_MS = 15_000;
/** Writes acknowledged before the stop, and again after the start, before the phase ends. */
const WRITES_PER_PHASE = 30;
/** Refusals to see while PostgreSQL is down, so the outage is really met under load. */
const REFUSALS_DURING_OUTAGE = 10;
const RECOVERY_DEADLINE_MS = 60_000;

type Phase = 'before' | 'outage' | 'after';

interface Outcome {
  phase: Phase;
  request: string;
  /** HTTP status, or why there was none (timeout, connection reset). */
  status: number | string;
  body: unknown;
}

/**
 * Graded answers and reads from CONCURRENCY clients until stopped, each outcome kept with
 * the phase it was sent in; `acknowledged` holds the marks of the writes answered with a 2xx.
 */
function steadyLoad(server: ServerProcess, token: string, exerciseId: string) {
  const outcomes: Outcome[] = [];
  const acknowledged: number[] = [];
  let phase: Phase = 'before';
  let stopped = false;
  let next = 0;

  async function send(request: string, call: (signal: AbortSignal) => ReturnType<typeof api>) {
    const sentIn = phase;
    try {
      const reply = await call(AbortSignal.timeout(REPLY_BOUND_MS));
      outcomes.push({ phase: sentIn, request, status: reply.status, body: reply.body });
      return reply.status;
    } catch (error) {
      outcomes.push({ phase: sentIn, request, status: String(error), body: undefined });
      return undefined;
    }
  }

  const client = async () => {
    while (!stopped) {
      const mark = next++;
      const status = await send(`write ${mark}`, (signal) =>
        writeAnswer(server.url, token, exerciseId, mark, signal),
      );
      if (status !== undefined && status >= 200 && status < 300) acknowledged.push(mark);
      await send('read', (signal) =>
        api(server.url, 'GET', '/exercises/all_exercises?limit=5', { token, signal }),
      );
    }
  };
  const clients = Array.from({ length: CONCURRENCY }, client);

  return {
    outcomes,
    acknowledged,
    /** e.g. "before 201 x40, outage 503 x12": what came back, for a failure's message. */
    summary() {
      const counts = new Map<string, number>();
      for (const { phase, status } of outcomes)
        counts.set(`${phase} ${status}`, (counts.get(`${phase} ${status}`) ?? 0) + 1);
      return [...counts].map(([key, count]) => `${key} x${count}`).join(', ');
    },
    enter(next: Phase) {
      phase = next;
    },
    async stop() {
      stopped = true;
      await Promise.all(clients);
    },
  };
}

async function waitFor(
  what: string,
  done: () => boolean,
  load: ReturnType<typeof steadyLoad>,
  server: ServerProcess,
) {
  const deadline = Date.now() + RECOVERY_DEADLINE_MS;
  while (!done()) {
    const failed =
      server.child.exitCode !== null || server.child.signalCode !== null
        ? 'the server process exited'
        : Date.now() > deadline && `no ${what} within ${RECOVERY_DEADLINE_MS} ms`;
    if (failed) throw new Error(`${failed}; replies so far: ${load.summary()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const postgresBin = findPostgresBin();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(!postgresBin)('PostgreSQL restarted under load', () => {
  it('answers 503 while it is down and recovers by itself, losing no acknowledged write', async () => {
    const postgres: PrivatePostgres = await startPrivatePostgres(postgresBin ?? '');
    cleanups.push(() => postgres.destroy());
    const server = await startServerProcess({ DATABASE_URL: postgres.url });
    cleanups.push(() => server.stop());
    const { token } = await signUpUser(server.url);
    const exerciseId = await createWritingExercise(server.url, token);

    const load = steadyLoad(server, token, exerciseId);
    await waitFor('first writes', () => load.acknowledged.length >= WRITES_PER_PHASE, load, server);

    load.enter('outage');
    await postgres.stop();
    const refusals = () => load.outcomes.filter((outcome) => outcome.status === 503).length;
    await waitFor(
      'refusals while PostgreSQL is down',
      () => refusals() >= REFUSALS_DURING_OUTAGE,
      load,
      server,
    );

    const beforeRestart = load.acknowledged.length;
    load.enter('after');
    await postgres.start();
    await waitFor(
      'recovery',
      () => load.acknowledged.length >= beforeRestart + WRITES_PER_PHASE,
      load,
      server,
    );
    await load.stop();

    // The same process served throughout: nobody restarted it.
    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();
    // Every request got an answer in time, and it was a success or a clean 503.
    const unexpected = load.outcomes.filter(
      (outcome) =>
        typeof outcome.status !== 'number' ||
        (outcome.status !== 503 && (outcome.status < 200 || outcome.status >= 300)),
    );
    expect(unexpected).toEqual([]);
    for (const refusal of load.outcomes.filter((outcome) => outcome.status === 503)) {
      expect(refusal.body).toEqual({ detail: expect.any(String) });
      const text = JSON.stringify(refusal.body);
      for (const [pattern, leak] of LEAKS) expect(text, leak).not.toMatch(pattern);
    }

    const stored = await storedMarks(server.url, token);
    expect(load.acknowledged.filter((mark) => !stored.has(mark))).toEqual([]);
  });
});
