import { describe, expect, it } from 'vitest';
import { roomCompletionRate } from './roomFigures';

describe('roomCompletionRate', () => {
  it('has no data for a room whose students hold no assignment yet (the server says 0)', () => {
    expect(roomCompletionRate({ overall_completion_rate: 0 }, [])).toBeNull();
    expect(
      roomCompletionRate({ overall_completion_rate: 0 }, [{ completion_rate: null }]),
    ).toBeNull();
  });

  it('says 0% once students hold an assignment that nobody has finished', () => {
    expect(roomCompletionRate({ overall_completion_rate: 0 }, [{ completion_rate: 0 }])).toBe(0);
  });

  it('keeps the server rate when there is one', () => {
    expect(roomCompletionRate({ overall_completion_rate: 50 }, [])).toBe(50);
  });

  it('has no data before the figures arrive', () => {
    expect(roomCompletionRate(null, [{ completion_rate: 40 }])).toBeNull();
  });
});
