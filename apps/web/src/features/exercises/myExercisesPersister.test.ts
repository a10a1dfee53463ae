import type { Exercise } from '@lingua/api';
import { fixtures } from '@lingua/api/mocks';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMyExercisesPersister, MY_EXERCISES_KEY } from './myExercisesPersister';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const exercises = [fixtures.exercises.writingSpanish, fixtures.exercises.readingSpanish];
const now = Date.parse('2026-11-21T09:00:00Z');
const minute = 60_000;
const queryKey = ['my-exercises'];

/** One page load: a new cache reading the same storage, and how often the server was asked. */
function pageLoad(storage: ReturnType<typeof memoryStorage>, answer: Exercise[] = exercises) {
  const persister = createMyExercisesPersister(() => storage);
  const server = vi.fn(async () => answer);
  const load = () =>
    new QueryClient({
      defaultOptions: { queries: { persister: persister.persisterFn } },
    }).fetchQuery({ queryKey, queryFn: server });
  return { persister, server, load };
}

/** The list as the first visit stores it (the persister writes once the fetch settled). */
async function firstVisit(storage: ReturnType<typeof memoryStorage>) {
  await pageLoad(storage).load();
  await vi.waitFor(() => expect(storage.length).toBe(1));
}

describe('the my_exercises cache (TanStack Query persister)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());

  it('is stored under the spec name with its timestamp', async () => {
    const storage = memoryStorage();
    await firstVisit(storage);

    const [key, value] = [...storage.items][0] ?? [];
    expect(key?.startsWith(MY_EXERCISES_KEY)).toBe(true);
    expect(JSON.parse(value ?? '{}').state.dataUpdatedAt).toBe(now);
  });

  it('answers the saved list within the hour without asking the server', async () => {
    const storage = memoryStorage();
    await firstVisit(storage);
    vi.setSystemTime(now + 59 * minute);

    const { load, server } = pageLoad(storage, []);

    expect(await load()).toEqual(exercises);
    expect(server).not.toHaveBeenCalled();
  });

  it('expires after one hour', async () => {
    const storage = memoryStorage();
    await firstVisit(storage);
    vi.setSystemTime(now + 61 * minute);

    const { load, server } = pageLoad(storage, []);

    expect(await load()).toEqual([]);
    expect(server).toHaveBeenCalledOnce();
  });

  it('is gone once removed (accept, cancel, delete, Refresh)', async () => {
    const storage = memoryStorage();
    await firstVisit(storage);
    const { persister, load, server } = pageLoad(storage, []);

    await persister.removeQueries({ queryKey });

    expect(storage.length).toBe(0);
    expect(await load()).toEqual([]);
    expect(server).toHaveBeenCalledOnce();
  });

  it('ignores what it cannot read, and a full storage only costs a fetch', async () => {
    const storage = memoryStorage();
    await firstVisit(storage);
    const [key = ''] = storage.items.keys();
    storage.setItem(key, '{not json');
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };

    const { load, server } = pageLoad(storage);

    expect(await load()).toEqual(exercises);
    expect(server).toHaveBeenCalledOnce();
  });
});
