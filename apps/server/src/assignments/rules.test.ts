import type { ServerMessage } from '@lingua/i18n/server';
import { describe, expect, it } from 'vitest';
import { detailText } from '../http/errors';
import {
  decideOpen,
  isLate,
  isOpenToStudent,
  refusals,
  type Sitting,
  saveRefusal,
  termsFor,
  typedAt,
} from './rules';

/** A refusal as an English reader gets it. */
const english = (refusal: ServerMessage | undefined) => refusal && detailText('en', refusal);

const at = (time: string) => new Date(`2026-05-01T${time}Z`);
const noon = at('12:00:00');
const assignment = { schedule: at('13:00:00'), attempts: 2 };

const sitting = (id: string, started: string, submitted: string | null = null): Sitting => ({
  id,
  started_at: at(started),
  deadline: new Date(at(started).getTime() + 15 * 60_000),
  submitted_at: submitted ? at(submitted) : null,
});

describe('decideOpen (the one attempts rule of start, review and finish)', () => {
  it('starts a sitting before the schedule with attempts left', () => {
    expect(decideOpen(noon, assignment, [sitting('a', '11:00:00', '11:10:00')])).toEqual({
      kind: 'start',
    });
  });

  it('resumes the open sitting instead of spending another attempt', () => {
    const open = sitting('b', '11:50:00');
    expect(decideOpen(noon, assignment, [sitting('a', '11:00:00', '11:10:00'), open])).toEqual({
      kind: 'resume',
      sitting: open,
    });
  });

  it('resumes an open sitting even after the schedule has passed', () => {
    const open = sitting('a', '12:55:00');
    expect(decideOpen(at('13:05:00'), assignment, [open])).toEqual({
      kind: 'resume',
      sitting: open,
    });
  });

  it('refuses after the schedule has passed', () => {
    expect(decideOpen(at('13:00:01'), assignment, [])).toEqual({
      kind: 'refuse',
      detail: refusals.expired,
    });
  });

  it('counts a sitting left open past its time as used (the server grades it)', () => {
    const abandoned = sitting('b', '11:00:00');
    expect(decideOpen(noon, assignment, [sitting('a', '10:00:00', '10:10:00'), abandoned])).toEqual(
      { kind: 'refuse', detail: refusals.noAttemptsLeft },
    );
  });
});

describe('isLate', () => {
  it('gives a minute of grace after the deadline', () => {
    expect(isLate(at('12:01:00'), noon)).toBe(false);
    expect(isLate(at('12:01:01'), noon)).toBe(true);
  });
});

describe('saveRefusal', () => {
  const open = sitting('a', '11:45:00'); // deadline 12:00

  it('takes any answer before the deadline', () => {
    expect(saveRefusal(open, at('11:59:59'), at('11:59:59'), false)).toBeUndefined();
  });

  it('takes during the grace only what the browser saved before the deadline', () => {
    expect(saveRefusal(open, at('12:00:50'), at('11:59:30'), false)).toBeUndefined();
    expect(english(saveRefusal(open, at('12:00:50'), at('12:00:10'), false))).toBe(
      'Typed after the time was up',
    );
  });

  it('never replaces an answer already graded', () => {
    expect(english(saveRefusal(open, at('11:50:00'), at('11:50:00'), true))).toBe(
      'This answer was already submitted',
    );
  });

  it('does not trust a browser clock ahead of the server', () => {
    expect(typedAt(at('12:30:00'), noon)).toEqual(noon);
  });
});

describe('isOpenToStudent', () => {
  it('is open before the schedule with attempts left, closed once they are used', () => {
    expect(isOpenToStudent(noon, assignment, [])).toBe(true);
    const used = [sitting('a', '10:00:00', '10:05:00'), sitting('b', '10:30:00', '10:40:00')];
    expect(isOpenToStudent(noon, assignment, used)).toBe(false);
  });
});

describe("a student's terms", () => {
  const terms = { schedule: at('13:00:00'), attempts: 2, time_limit: 10 };

  it('multiplies the time limit, adds the extra attempts and takes the later schedule', () => {
    expect(
      termsFor(terms, {
        time_multiplier: 1.25,
        extra_attempts: 1,
        extended_schedule: at('15:00:00'),
      }),
    ).toEqual({ schedule: at('15:00:00'), attempts: 3, time_limit: 12.5 });
  });

  it('never shortens the schedule with an extension the assignment has since passed', () => {
    expect(
      termsFor(terms, { time_multiplier: 1, extra_attempts: 0, extended_schedule: at('12:00:00') }),
    ).toEqual(terms);
  });
});
