import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { changedSettings, dayOf } from './joinSettings';

const room = { join_approval: false, join_code_expires_at: null, join_code_max_uses: null };

describe('changedSettings', () => {
  it('sends nothing when the teacher changed nothing', () => {
    expect(changedSettings(room, false, null, Number.NaN)).toEqual({});
  });

  it('sends only the approval when only it changed', () => {
    expect(changedSettings(room, true, null, Number.NaN)).toEqual({ approval: true });
  });

  it('ends the code at the last second of the chosen day, where the teacher is', () => {
    const day = new CalendarDate(2026, 12, 18);
    const { expires_at } = changedSettings(room, false, day, Number.NaN);
    expect(dayOf(expires_at)).toEqual(day);
    expect(dayOf(new Date(Date.parse(expires_at ?? '') + 1000).toISOString())).toEqual(
      new CalendarDate(2026, 12, 19),
    );
  });

  it('keeps an end already past when its day is unchanged, and clears it when emptied', () => {
    const past = { ...room, join_code_expires_at: '2020-03-04T12:00:00.000Z' };
    const day = dayOf(past.join_code_expires_at);
    expect(changedSettings(past, false, day, Number.NaN)).toEqual({});
    expect(changedSettings(past, false, null, Number.NaN)).toEqual({ expires_at: null });
  });

  it('caps the newcomers, and an emptied field lifts the cap', () => {
    expect(changedSettings(room, false, null, 25)).toEqual({ max_uses: 25 });
    const capped = { ...room, join_code_max_uses: 25 };
    expect(changedSettings(capped, false, null, 25)).toEqual({});
    expect(changedSettings(capped, false, null, Number.NaN)).toEqual({ max_uses: null });
  });
});
