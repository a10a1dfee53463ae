import { readApiError } from '@lingua/api/errors';
import { msg, type Text } from '@lingua/i18n';
import { and, assign, setup } from 'xstate';
import {
  emptyAnswers,
  fromUserAnswer,
  isFullyAnswered,
  toReviewRequest,
  toUserAnswer,
  withAnswer,
} from '../shared/answers';
import type {
  Assignment,
  Attempt,
  Exercise,
  ResumedAttempt,
  ReviewRequest,
  ReviewResponse,
  SaveAnswersResponse,
  SavedAnswer,
  Template,
} from '../shared/api';
import { injectedPromise } from '../shared/injected';
import { isRefusedForGood } from '../shared/keptAnswers';
import { errorToast, successToast, type Toast } from '../shared/toast';

export type SolvableTemplate = Pick<Template, 'id' | 'template_name' | 'exercises_id_list'>;

export interface SolveTemplateInput {
  template: SolvableTemplate;
  attempts: number;
  /** Minutes. */
  timeLimit: number;
  /** Empty when the template is solved outside an assignment (no countdown, no attempts). */
  assignmentId: string;
  /** The local clock in ms (Date.now); tests pass a simulated one. */
  now?: () => number;
}

/** What a sitting's calls answer, with the server's clock (the response's Date header). */
export type WithServerTime<T> = T & { server_time?: string };

/** How an exercise's answer stands with the server. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'offline';

export const solveTemplateMessages = {
  someNotLoaded: msg('solve.someNotLoaded'),
  notLoaded: msg('solve.notLoaded'),
  someNotSubmitted: msg('solve.someNotSubmitted'),
  timeUp: msg('solve.timeUp'),
  attemptRefused: msg('solve.attemptRefused'),
};

export interface SolveTemplateContext extends SolveTemplateInput {
  exercises: Exercise[];
  /** How many ids have been asked for so far (loaded or failed). */
  requested: number;
  failedLoads: number;
  /** The exercise on screen. */
  index: number;
  /** Per exercise, one answer per prompt. */
  answers: string[][];
  attemptId: string | null;
  /** The attempt's deadline on the server's clock (ms); null without a countdown. */
  deadline: number | null;
  /** Server clock minus local clock (ms), measured when the sitting opened (start or resume). */
  offsetMs: number;
  now: () => number;
  /** Null without a countdown. */
  secondsLeft: number | null;
  /** Per exercise index, when its unsaved answer was typed (server clock, ms). */
  pending: Record<number, number>;
  /** Per exercise id, when the answer the server holds was typed (from a resume). */
  savedAt: Record<string, number>;
  /** The pending answers of the save in flight. */
  inFlight: Record<number, number>;
  /** Per exercise, how its answer stands with the server. */
  saveStates: SaveState[];
  timeUp: boolean;
  /** Exercises evaluated so far, and the scores of those the server reviewed. */
  evaluated: number;
  scores: number[];
  average: number | null;
  /** A catalogue message, or the server's detail (already in the reader's language). */
  error: Text | null;
}

export type SolveTemplateEvent =
  | { type: 'answer.change'; index: number; value: string }
  /** An answer field lost focus: save now. */
  | { type: 'answer.blur' }
  /** The page is being hidden or left (pagehide, visibilitychange): save now. */
  | { type: 'page.hide' }
  /** The page became visible or the machine woke (timers may have been throttled). */
  | { type: 'clock.wake' }
  | { type: 'network.online' }
  | { type: 'exercise.next' }
  | { type: 'exercise.previous' }
  | { type: 'template.finish' }
  | { type: 'load.retry' }
  | { type: 'dialog.close' };

/** Opened from a template card: 3 attempts, 30 minutes, no assignment (so no countdown). */
export function solveFromTemplateCard(template: SolvableTemplate): SolveTemplateInput {
  return { template, attempts: 3, timeLimit: 30, assignmentId: '' };
}

/** Opened from an assignment: its template, attempts, time limit and id. */
export function solveFromAssignment(
  template: SolvableTemplate,
  assignment: Pick<Assignment, 'assignment_id' | 'attempts' | 'time_limit'>,
): SolveTemplateInput {
  return {
    template,
    attempts: assignment.attempts,
    timeLimit: assignment.time_limit,
    assignmentId: assignment.assignment_id,
  };
}

function hasCountdown(context: SolveTemplateContext): boolean {
  return context.assignmentId !== '' && context.deadline !== null;
}

/** Whole seconds left before the server's deadline, by the local clock corrected by the server's. */
function remainingMs(context: SolveTemplateContext): number {
  return (context.deadline ?? 0) - (context.now() + context.offsetMs);
}

function secondsLeftOf(context: SolveTemplateContext): number {
  return Math.max(0, Math.ceil(remainingMs(context) / 1000));
}

/** The server's clock minus ours, from a server time of the response just received. */
function offsetFrom(serverTime: string, context: SolveTemplateContext): number {
  return Date.parse(serverTime) - context.now();
}

/** A started or resumed attempt: its deadline, and the clock offset from its response. */
function withAttempt(context: SolveTemplateContext, attempt: WithServerTime<Attempt>) {
  // A new attempt starts at the server's now: its start stands in for a missing server time.
  const offsetMs = offsetFrom(attempt.server_time ?? attempt.started_at, context);
  const next = {
    ...context,
    attemptId: attempt.attempt_id,
    deadline: Date.parse(attempt.deadline),
    offsetMs,
  };
  return { ...next, secondsLeft: secondsLeftOf(next) };
}

/** Answers saved on the server or in the browser, newest per exercise, into the context. */
function restoreAnswers(
  context: SolveTemplateContext,
  saved: readonly SavedAnswer[],
  { pending }: { pending: boolean },
) {
  const answers = [...context.answers];
  const pendingNow = { ...context.pending };
  const saveStates = [...context.saveStates];
  for (const answer of saved) {
    const index = context.exercises.findIndex((exercise) => exercise.id === answer.exercise_id);
    const exercise = context.exercises[index];
    if (!exercise) continue;
    answers[index] = fromUserAnswer(exercise, answer.user_answer);
    if (pending) pendingNow[index] = Date.parse(answer.saved_at);
    else delete pendingNow[index];
    saveStates[index] = pending ? 'offline' : 'saved';
  }
  return { answers, pending: pendingNow, saveStates };
}

/** Answers the server does not hold yet, in the contract's shape. */
function pendingAnswers(
  context: SolveTemplateContext,
  pending: Record<number, number>,
): SavedAnswer[] {
  return Object.entries(pending).flatMap(([key, typedAt]) => {
    const index = Number(key);
    const exercise = context.exercises[index];
    if (!exercise) return [];
    return [
      {
        exercise_id: exercise.id,
        user_answer: toUserAnswer(exercise, context.answers[index] ?? [], { inTemplate: true }),
        saved_at: new Date(typedAt).toISOString(),
      },
    ];
  });
}

/** The quiet save indicator of the sitting: offline wins over saving, saving over saved. */
export function sittingSaveState(context: SolveTemplateContext): SaveState {
  if (context.saveStates.includes('offline')) return 'offline';
  if (Object.keys(context.pending).length > 0 || context.saveStates.includes('saving'))
    return 'saving';
  return context.saveStates.includes('saved') ? 'saved' : 'idle';
}

function currentComplete(context: SolveTemplateContext): boolean {
  const exercise = context.exercises[context.index];
  return exercise !== undefined && isFullyAnswered(exercise, context.answers[context.index] ?? []);
}

function isLast(context: SolveTemplateContext): boolean {
  return context.index === context.exercises.length - 1;
}

function average(scores: readonly number[]): number | null {
  return scores.length === 0 ? null : scores.reduce((sum, score) => sum + score, 0) / scores.length;
}

const closeDialog = { 'dialog.close': { target: '#solveTemplate.closed' } } as const;

/**
 * The template solve dialog (learning-content.md section 4, "Template solve modal"): exercises
 * fetched one by one, navigation by index behind the completeness guard, then one review per
 * exercise, the attempts update and the average. For an assignment it is a timed sitting
 * (issue 18): the open attempt is resumed (else one started), the countdown is the server's
 * deadline minus the local clock corrected by the server's (recomputed on every tick and on
 * wake, so throttled timers in a hidden tab cannot make it late), and answers are saved shortly
 * after the last keystroke, on blur and when the page is hidden, kept in the browser while
 * offline and sent again on reconnect.
 */
export const solveTemplateMachine = setup({
  types: {
    input: {} as SolveTemplateInput,
    context: {} as SolveTemplateContext,
    events: {} as SolveTemplateEvent,
  },
  actors: {
    fetchExercise: injectedPromise<Exercise, { id: string }>('solveTemplate.fetchExercise'),
    /** GET /assignments/resume_attempt/{id}. */
    resumeAttempt: injectedPromise<ResumedAttempt, { assignmentId: string }>(
      'solveTemplate.resumeAttempt',
    ),
    /** POST /assignments/start_attempt/{id}, with the server time of its response. */
    startAttempt: injectedPromise<WithServerTime<Attempt>, { assignmentId: string }>(
      'solveTemplate.startAttempt',
    ),
    /** PUT /assignments/save_answers/{id}. */
    saveAnswers: injectedPromise<
      SaveAnswersResponse,
      { assignmentId: string; attemptId: string; answers: SavedAnswer[] }
    >('solveTemplate.saveAnswers'),
    /** The answers of an attempt kept in the browser (IndexedDB) and not yet acknowledged. */
    readLocalAnswers: injectedPromise<SavedAnswer[], { attemptId: string }>(
      'solveTemplate.readLocalAnswers',
    ),
    /** Replaces them (an empty list forgets the attempt). */
    keepLocalAnswers: injectedPromise<void, { attemptId: string; answers: SavedAnswer[] }>(
      'solveTemplate.keepLocalAnswers',
    ),
    reviewAnswer: injectedPromise<ReviewResponse, ReviewRequest>('solveTemplate.reviewAnswer'),
    /** PUT /assignments/update_attempts/{id}. */
    updateAttempts: injectedPromise<unknown, { assignmentId: string; attemptId: string | null }>(
      'solveTemplate.updateAttempts',
    ),
  },
  actions: {
    showToast: (_, _toast: Toast) => {},
    logError: (_, _failure: { message: string; error: unknown }) => {},
    syncCountdown: assign({ secondsLeft: ({ context }) => secondsLeftOf(context) }),
  },
  guards: {
    allRequested: ({ context }) => context.requested >= context.template.exercises_id_list.length,
    nothingLoaded: ({ context }) => context.exercises.length === 0,
    someNotLoaded: ({ context }) => context.failedLoads > 0,
    isAssignment: ({ context }) => context.assignmentId !== '',
    hasCountdown: ({ context }) => hasCountdown(context),
    isTimeUp: ({ context }) => hasCountdown(context) && secondsLeftOf(context) <= 0,
    isSitting: ({ context }) => context.attemptId !== null,
    hasPending: ({ context }) => Object.keys(context.pending).length > 0,
    canGoNext: ({ context }) => !isLast(context) && currentComplete(context),
    canGoBack: ({ context }) => context.index > 0,
    canFinish: ({ context }) => isLast(context) && currentComplete(context),
    allEvaluated: ({ context }) => context.evaluated >= context.exercises.length,
  },
  delays: {
    /** To the next whole second of the countdown, so it turns with the server's clock. */
    nextSecond: ({ context }) => {
      const rest = remainingMs(context) % 1000;
      return rest > 0 ? rest : 1000;
    },
    /** After the last keystroke. */
    saveDebounce: 800,
    /** Offline, another try this often (and at once when the browser says it is online). */
    saveRetry: 10_000,
  },
}).createMachine({
  id: 'solveTemplate',
  context: ({ input }) => ({
    ...input,
    now: input.now ?? Date.now,
    exercises: [],
    requested: 0,
    failedLoads: 0,
    index: 0,
    answers: [],
    attemptId: null,
    deadline: null,
    offsetMs: 0,
    secondsLeft: input.assignmentId !== '' && input.timeLimit > 0 ? input.timeLimit * 60 : null,
    pending: {},
    savedAt: {},
    inFlight: {},
    saveStates: [],
    timeUp: false,
    evaluated: 0,
    scores: [],
    average: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      on: closeDialog,
      initial: 'next',
      states: {
        next: {
          always: [
            { guard: 'allRequested', target: '#solveTemplate.checkingLoad' },
            { target: 'fetching' },
          ],
        },
        fetching: {
          invoke: {
            src: 'fetchExercise',
            input: ({ context }) => ({
              id: context.template.exercises_id_list[context.requested] ?? '',
            }),
            onDone: {
              target: 'next',
              actions: assign(({ context, event }) => ({
                exercises: [...context.exercises, event.output],
                answers: [...context.answers, emptyAnswers(event.output)],
                saveStates: [...context.saveStates, 'idle' as const],
                requested: context.requested + 1,
              })),
            },
            onError: {
              target: 'next',
              actions: assign(({ context }) => ({
                requested: context.requested + 1,
                failedLoads: context.failedLoads + 1,
              })),
            },
          },
        },
      },
    },
    checkingLoad: {
      always: [
        {
          guard: 'nothingLoaded',
          target: 'loadFailed',
          actions: assign({ error: solveTemplateMessages.notLoaded }),
        },
        {
          // A partial template would grade the student on less than was assigned.
          guard: 'someNotLoaded',
          target: 'incomplete',
          actions: assign({ error: solveTemplateMessages.someNotLoaded }),
        },
        { guard: 'isAssignment', target: 'resumingAttempt' },
        { target: 'solving' },
      ],
    },
    loadFailed: {
      on: {
        ...closeDialog,
        'load.retry': {
          target: 'loading',
          actions: assign({
            exercises: [],
            answers: [],
            saveStates: [],
            requested: 0,
            failedLoads: 0,
            error: null,
          }),
        },
      },
    },
    incomplete: {
      on: closeDialog,
    },
    // Opening again (a reload, another device) continues the open attempt with its answers.
    resumingAttempt: {
      tags: ['loading'],
      invoke: {
        src: 'resumeAttempt',
        input: ({ context }) => ({ assignmentId: context.assignmentId }),
        onDone: [
          {
            guard: ({ event }) => event.output.attempt !== null,
            target: 'restoringLocal',
            actions: assign(({ context, event }) => {
              const resumed = withAttempt(context, {
                ...(event.output.attempt as Attempt),
                server_time: event.output.server_time,
              });
              return {
                ...resumed,
                ...restoreAnswers(resumed, event.output.answers, { pending: false }),
                savedAt: Object.fromEntries(
                  event.output.answers.map((a) => [a.exercise_id, Date.parse(a.saved_at)]),
                ),
              };
            }),
          },
          { target: 'startingAttempt' },
        ],
        // start_attempt resumes on the server too; only the saved answers are missed.
        onError: { target: 'startingAttempt' },
      },
    },
    // Only once the exercises are there, so a failed load never uses up an attempt.
    startingAttempt: {
      tags: ['loading'],
      invoke: {
        src: 'startAttempt',
        input: ({ context }) => ({ assignmentId: context.assignmentId }),
        onDone: {
          target: 'restoringLocal',
          actions: assign(({ context, event }) => withAttempt(context, event.output)),
        },
        onError: {
          target: 'attemptRefused',
          actions: assign({
            error: ({ event }) =>
              readApiError(event.error, solveTemplateMessages.attemptRefused, {
                useMessage: false,
              }),
          }),
        },
      },
    },
    // Answers typed offline before a reload wait in the browser: newer ones are sent again.
    restoringLocal: {
      tags: ['loading'],
      invoke: {
        src: 'readLocalAnswers',
        input: ({ context }) => ({ attemptId: context.attemptId ?? '' }),
        onDone: {
          target: 'solving',
          actions: assign(({ context, event }) => {
            const newer = event.output.filter(
              (local) => Date.parse(local.saved_at) > (context.savedAt[local.exercise_id] ?? 0),
            );
            return restoreAnswers(context, newer, { pending: true });
          }),
        },
        onError: { target: 'solving' },
      },
    },
    attemptRefused: {
      on: closeDialog,
    },
    solving: {
      type: 'parallel',
      on: closeDialog,
      states: {
        answering: {
          on: {
            'answer.change': {
              actions: assign(({ context, event }) => ({
                answers: context.answers.map((answers, index) =>
                  index === context.index ? withAnswer(answers, event.index, event.value) : answers,
                ),
                pending:
                  context.attemptId === null
                    ? context.pending
                    : { ...context.pending, [context.index]: context.now() + context.offsetMs },
              })),
            },
            'exercise.next': {
              guard: 'canGoNext',
              actions: assign({ index: ({ context }) => context.index + 1 }),
            },
            'exercise.previous': {
              guard: 'canGoBack',
              actions: assign({ index: ({ context }) => context.index - 1 }),
            },
            'template.finish': { guard: 'canFinish', target: '#solveTemplate.evaluating' },
          },
        },
        countdown: {
          initial: 'starting',
          states: {
            starting: {
              always: [{ guard: 'hasCountdown', target: 'ticking' }, { target: 'off' }],
            },
            ticking: {
              entry: 'syncCountdown',
              // The deadline, not a count of ticks: a throttled timer firing late still ends
              // the sitting at once.
              always: {
                guard: 'isTimeUp',
                target: '#solveTemplate.evaluating',
                actions: [
                  assign({ timeUp: true, secondsLeft: 0 }),
                  {
                    type: 'showToast',
                    params: { title: solveTemplateMessages.timeUp, variant: 'destructive' },
                  },
                ],
              },
              after: { nextSecond: { target: 'ticking', reenter: true } },
              on: { 'clock.wake': { target: 'ticking', reenter: true } },
            },
            off: {},
          },
        },
        saving: {
          initial: 'checking',
          states: {
            checking: {
              always: [
                { guard: and(['isSitting', 'hasPending']), target: 'sending' },
                { guard: 'isSitting', target: 'idle' },
                { target: 'off' },
              ],
            },
            off: {},
            idle: {
              on: { 'answer.change': 'waiting' },
            },
            waiting: {
              after: { saveDebounce: 'sending' },
              on: {
                'answer.change': { target: 'waiting', reenter: true },
                'answer.blur': 'sending',
                'page.hide': 'sending',
              },
            },
            sending: {
              entry: assign(({ context }) => ({
                inFlight: context.pending,
                saveStates: context.saveStates.map((state, index) =>
                  index in context.pending ? 'saving' : state,
                ),
              })),
              invoke: [
                {
                  // Kept in the browser first: a crash or a lost connection loses nothing.
                  src: 'keepLocalAnswers',
                  input: ({ context }) => ({
                    attemptId: context.attemptId ?? '',
                    answers: pendingAnswers(context, context.pending),
                  }),
                },
                {
                  src: 'saveAnswers',
                  input: ({ context }) => ({
                    assignmentId: context.assignmentId,
                    attemptId: context.attemptId ?? '',
                    answers: pendingAnswers(context, context.pending),
                  }),
                  onDone: {
                    target: 'acknowledged',
                    actions: assign(({ context, event }) => {
                      const pending = { ...context.pending };
                      const saveStates = [...context.saveStates];
                      for (const ack of event.output.answers) {
                        const index = context.exercises.findIndex(
                          (exercise) => exercise.id === ack.exercise_id,
                        );
                        // Typed again while this was on its way: that newer answer waits.
                        if (pending[index] !== context.inFlight[index]) continue;
                        delete pending[index];
                        saveStates[index] = ack.saved ? 'saved' : 'idle';
                      }
                      // The clock offset stays the one measured when the sitting opened.
                      return { pending, saveStates, inFlight: {} };
                    }),
                  },
                  onError: [
                    {
                      guard: ({ event }) => isRefusedForGood(event.error),
                      target: 'closed',
                      actions: [
                        assign({ inFlight: {} }),
                        {
                          type: 'logError',
                          params: ({ event }) => ({
                            message: 'Answers were not saved',
                            error: event.error,
                          }),
                        },
                      ],
                    },
                    {
                      target: 'offline',
                      actions: assign(({ context }) => ({
                        inFlight: {},
                        saveStates: context.saveStates.map((state, index) =>
                          index in context.pending ? 'offline' : state,
                        ),
                      })),
                    },
                  ],
                },
              ],
            },
            acknowledged: {
              invoke: {
                src: 'keepLocalAnswers',
                input: ({ context }) => ({
                  attemptId: context.attemptId ?? '',
                  answers: pendingAnswers(context, context.pending),
                }),
                onDone: [{ guard: 'hasPending', target: 'waiting' }, { target: 'idle' }],
                onError: [{ guard: 'hasPending', target: 'waiting' }, { target: 'idle' }],
              },
            },
            offline: {
              after: { saveRetry: 'sending' },
              on: {
                'answer.change': 'waiting',
                'network.online': 'sending',
                'clock.wake': 'sending',
                'page.hide': 'sending',
              },
            },
            // The server takes no more answers (finished elsewhere, or time is up).
            closed: {},
          },
        },
      },
    },
    evaluating: {
      tags: ['busy'],
      initial: 'next',
      states: {
        next: {
          always: [
            {
              guard: and(['allEvaluated', 'isAssignment']),
              target: '#solveTemplate.updatingAttempts',
            },
            { guard: 'allEvaluated', target: '#solveTemplate.finished' },
            { target: 'reviewing' },
          ],
        },
        reviewing: {
          invoke: {
            src: 'reviewAnswer',
            input: ({ context }) => {
              // `next` only comes here while this index holds an exercise.
              const exercise = context.exercises[context.evaluated] as Exercise;
              return toReviewRequest(exercise, context.answers[context.evaluated] ?? [], {
                inTemplate: true,
                assignmentId: context.assignmentId,
                attemptId: context.attemptId ?? undefined,
              });
            },
            onDone: {
              target: 'next',
              actions: assign(({ context, event }) => ({
                evaluated: context.evaluated + 1,
                scores: [...context.scores, event.output.score],
              })),
            },
            onError: {
              target: 'next',
              actions: assign(({ context }) => ({
                evaluated: context.evaluated + 1,
                error: solveTemplateMessages.someNotSubmitted,
              })),
            },
          },
        },
      },
    },
    updatingAttempts: {
      tags: ['busy'],
      invoke: {
        src: 'updateAttempts',
        input: ({ context }) => ({
          assignmentId: context.assignmentId,
          attemptId: context.attemptId,
        }),
        onDone: { target: 'forgettingLocal' },
        onError: {
          target: 'finished',
          actions: {
            type: 'logError',
            params: ({ event }) => ({ message: 'Failed to update attempts', error: event.error }),
          },
        },
      },
    },
    // Counted: the copy kept in the browser is no longer needed.
    forgettingLocal: {
      tags: ['busy'],
      invoke: {
        src: 'keepLocalAnswers',
        input: ({ context }) => ({ attemptId: context.attemptId ?? '', answers: [] }),
        onDone: { target: 'finished' },
        onError: { target: 'finished' },
      },
    },
    finished: {
      entry: [
        assign({ average: ({ context }) => average(context.scores) }),
        {
          type: 'showToast',
          params: ({ context }) =>
            context.error === null
              ? successToast(msg('solve.submitted'))
              : errorToast(msg('common.error'), context.error),
        },
      ],
      on: closeDialog,
    },
    closed: {
      type: 'final',
    },
  },
});
