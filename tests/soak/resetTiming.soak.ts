import { createUser, useTestServer } from '@lingua/server/testing';
import { describe, expect, it } from 'vitest';

const server = useTestServer();
const TRIES = 15;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function timeForgotPassword(email: string) {
  const started = performance.now();
  const reply = await server.call('post', '/auth/forgot-password', { body: { email } });
  return { ms: performance.now() - started, reply: { status: reply.status, body: reply.body } };
}

describe('forgot-password does not reveal which e-mails have accounts', () => {
  it('answers known and unknown addresses alike, in similar time', async () => {
    const known = await createUser(server, 'student');
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Interleaved, so load from elsewhere on the machine hits both sides alike.
    for (let i = 0; i < TRIES; i += 1) {
      const a = await timeForgotPassword(known.email);
      const b = await timeForgotPassword(`nobody-${i}@example.com`);
      expect(b.reply).toEqual(a.reply);
      knownTimes.push(a.ms);
      unknownTimes.push(b.ms);
    }
    // Generous: a shared 2-core machine is noisy; a lookup-only path would differ by far more.
    const ratio = median(knownTimes) / median(unknownTimes);
    expect(ratio).toBeLessThan(3);
    expect(ratio).toBeGreaterThan(1 / 3);
  });
});
