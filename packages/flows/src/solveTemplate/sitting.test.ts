import { describe, expect, it } from 'vitest';
import { readingExercise, writingExercise } from '../shared/fixtures';
import {
  acknowledge,
  openedSitting,
  pendingAnswers,
  restoreAnswers,
  secondsLeftOf,
  sittingSaveState,
  toNextSecond,
} from './sitting';

const at = (iso: string) => () => Date.parse(iso);

describe('the countdown of a sitting', () => {
  it('counts to the server’s deadline with the local clock corrected by the server’s', () => {
    // The local clock is 30 s behind the server's.
    const opened = openedSitting(
      {
        attempt_id: 'a1',
        started_at: '2026-01-01T10:00:00.000Z',
        deadline: '2026-01-01T10:15:00.000Z',
        server_time: '2026-01-01T10:00:30.000Z',
      },
      at('2026-01-01T10:00:00.000Z'),
    );
    expect(opened).toEqual({
      attemptId: 'a1',
      deadline: Date.parse('2026-01-01T10:15:00.000Z'),
      offsetMs: 30_000,
    });
    const clock = { ...opened, now: at('2026-01-01T10:00:00.000Z') };
    expect(secondsLeftOf(clock)).toBe(14 * 60 + 30);
  });

  it('takes a new attempt’s start for the server time when none came', () => {
    const opened = openedSitting(
      {
        attempt_id: 'a1',
        started_at: '2026-01-01T10:00:05.000Z',
        deadline: '2026-01-01T10:10:05.000Z',
      },
      at('2026-01-01T10:00:00.000Z'),
    );
    expect(opened.offsetMs).toBe(5000);
  });

  it('never shows less than zero, and turns on the next whole second', () => {
    const deadline = Date.parse('2026-01-01T10:00:10.000Z');
    const late = { deadline, offsetMs: 0, now: at('2026-01-01T10:00:20.000Z') };
    expect(secondsLeftOf(late)).toBe(0);
    const midSecond = { deadline, offsetMs: 0, now: at('2026-01-01T10:00:08.250Z') };
    expect(secondsLeftOf(midSecond)).toBe(2);
    expect(toNextSecond(midSecond)).toBe(750);
    const onTheSecond = { deadline, offsetMs: 0, now: at('2026-01-01T10:00:08.000Z') };
    expect(toNextSecond(onTheSecond)).toBe(1000);
  });
});

describe('the answers the server does not hold yet', () => {
  const sitting = {
    exercises: [writingExercise, readingExercise],
    answers: [
      ['hablo', 'comes'],
      ['', ''],
    ],
    pending: {},
    saveStates: ['idle' as const, 'idle' as const],
  };

  it('sends the pending ones in the contract’s shape, typed when they were typed', () => {
    const typed = Date.parse('2026-01-01T10:00:01.000Z');
    expect(pendingAnswers(sitting, { 0: typed })).toEqual([
      {
        exercise_id: writingExercise.id,
        user_answer: {
          Exercises: [
            { id: 1, question: 'Yo (hablar) ...', answer: 'hablo' },
            { id: 2, question: 'Tú (comer) ...', answer: 'comes' },
          ],
        },
        saved_at: '2026-01-01T10:00:01.000Z',
      },
    ]);
  });

  it('restores kept answers as pending and offline, and server answers as saved', () => {
    const [kept] = pendingAnswers(sitting, { 0: Date.parse('2026-01-01T10:00:01.000Z') });
    const fresh = { ...sitting, answers: [[], []] };
    const local = restoreAnswers(fresh, kept ? [kept] : [], { pending: true });
    expect(local.answers[0]).toEqual(['hablo', 'comes']);
    expect(local.pending).toEqual({ 0: Date.parse('2026-01-01T10:00:01.000Z') });
    expect(local.saveStates).toEqual(['offline', 'idle']);
    expect(sittingSaveState(local)).toBe('offline');
    const server = restoreAnswers({ ...fresh, ...local }, kept ? [kept] : [], { pending: false });
    expect(server.pending).toEqual({});
    expect(sittingSaveState(server)).toBe('saved');
  });

  it('keeps an answer typed again while its save was on its way', () => {
    const first = { exercise_id: 'x', user_answer: {}, saved_at: '2026-01-01T10:00:01.000Z' };
    const again = { ...first, saved_at: '2026-01-01T10:00:02.000Z' };
    const other = { exercise_id: 'y', user_answer: {}, saved_at: '2026-01-01T10:00:01.000Z' };
    const acks = [
      { exercise_id: 'x', saved: true, saved_at: first.saved_at },
      { exercise_id: 'y', saved: false, saved_at: null, detail: 'Time is up' },
    ];
    expect(acknowledge({ x: again, y: other }, { x: first, y: other }, acks)).toEqual({
      queue: { x: again },
      states: { y: 'idle' },
    });
  });

  it('shows offline over saving, saving over saved', () => {
    expect(sittingSaveState({ pending: {}, saveStates: ['saved', 'offline'] })).toBe('offline');
    expect(sittingSaveState({ pending: { 1: 5 }, saveStates: ['saved', 'idle'] })).toBe('saving');
    expect(sittingSaveState({ pending: {}, saveStates: ['saved', 'idle'] })).toBe('saved');
    expect(sittingSaveState({ pending: {}, saveStates: ['idle'] })).toBe('idle');
  });
});
