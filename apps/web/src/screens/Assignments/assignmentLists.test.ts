import type { Assignment } from '@lingua/api';
import { inEnglish } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import {
  assignmentStats,
  canSolve,
  canSolveAgain,
  countLine,
  studentTabs,
  teacherTabs,
} from './assignmentLists';

const now = Date.parse('2026-11-21T09:00:00Z');
const DAY = 86_400_000;

function assignment(id: string, dueIn: number, fields: Partial<Assignment> = {}): Assignment {
  return {
    assignment_id: id,
    assignment_text: id,
    assignment_description: '',
    schedule: new Date(now + dueIn).toISOString(),
    room_id: 'room-1',
    template_id: 'template-1',
    attempts: 2,
    time_limit: 15,
    status: 'Pending',
    user_attempts: 0,
    average_score: null,
    score_timestamp: null,
    ...fields,
  } as Assignment;
}

describe('studentTabs', () => {
  it('puts open pending work in Pending, finished work in Completed, and past work in Expired', () => {
    const open = assignment('open', DAY);
    const done = assignment('done', 2 * DAY, { status: 'Completed', user_attempts: 1 });
    const late = assignment('late', -DAY);
    const doneLate = assignment('doneLate', -2 * DAY, { status: 'Completed' });
    const tabs = studentTabs([done, late, open, doneLate], now);
    expect(tabs.pending.map((a) => a.assignment_id)).toEqual(['open']);
    expect(tabs.completed.map((a) => a.assignment_id)).toEqual(['doneLate', 'done']);
    expect(tabs.expired.map((a) => a.assignment_id)).toEqual(['doneLate', 'late']);
  });
});

describe('teacherTabs', () => {
  it('splits at now and sorts by schedule ascending', () => {
    const tabs = teacherTabs(
      [assignment('b', 3 * DAY), assignment('old', -DAY), assignment('a', DAY)],
      now,
    );
    expect(tabs.active.map((a) => a.assignment_id)).toEqual(['a', 'b']);
    expect(tabs.expired.map((a) => a.assignment_id)).toEqual(['old']);
  });
});

describe('Solve rules', () => {
  it('disables Solve once expired or out of attempts', () => {
    expect(canSolve(assignment('x', DAY), now)).toBe(true);
    expect(canSolve(assignment('x', -DAY), now)).toBe(false);
    expect(canSolve(assignment('x', DAY, { attempts: 1, user_attempts: 1 }), now)).toBe(false);
  });

  it('enables Solve Again only while used attempts are below allowed', () => {
    const done = { status: 'Completed' as const };
    expect(
      canSolveAgain(assignment('x', DAY, { ...done, attempts: 3, user_attempts: 1 }), now),
    ).toBe(true);
    expect(
      canSolveAgain(assignment('x', DAY, { ...done, attempts: 2, user_attempts: 2 }), now),
    ).toBe(false);
  });
});

describe('assignmentStats', () => {
  it('counts active, due within 7 days, created and distinct rooms', () => {
    const list = [
      assignment('soon', DAY),
      assignment('later', 10 * DAY, { room_id: 'room-2' }),
      assignment('past', -DAY),
    ];
    expect(assignmentStats(list, list, now)).toEqual({
      active: 2,
      thisWeek: 1,
      myCreated: 3,
      roomsActive: 2,
    });
    expect(assignmentStats(list, [], now).myCreated).toBe(0);
  });
});

describe('countLine', () => {
  it('agrees in number', () => {
    expect(inEnglish(countLine(1, 'pending'))).toBe('1 assignment pending');
    expect(inEnglish(countLine(3, 'pending'))).toBe('3 assignments pending');
  });
});
