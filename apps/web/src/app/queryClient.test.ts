import { describe, expect, it } from 'vitest';
import { createQueryClient } from './queryClient';

describe('createQueryClient', () => {
  it('retries a failed query once and does not refetch when the window regains focus', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.retry).toBe(1);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });

  it('gives every app its own cache', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});
