import { readApiError } from '@lingua/api/errors';
import { and, assign, setup } from 'xstate';
import { emptyAnswers, isFullyAnswered, toReviewRequest, withAnswer } from '../shared/answers';
import type {
  Assignment,
  Attempt,
  Exercise,
  ReviewRequest,
  ReviewResponse,
  Template,
} from '../shared/api';
import { injectedPromise } from '../shared/injected';
import { errorToast, successToast, type Toast } from '../shared/toast';

export type SolvableTemplate = Pick<Template, 'id' | 'template_name' | 'exercises_id_list'>;

export interface SolveTemplateInput {
  template: SolvableTemplate;
  attempts: number;
  /** Minutes. */
  timeLimit: number;
  /** Empty when the template is solved outside an assignment (no countdown, no attempts). */
  assignmentId: string;
}

export const solveTemplateMessages = {
  someNotLoaded: 'Some exercises could not be loaded. Please contact support.',
  notLoaded: 'Could not load exercises. Please try again.',
  someNotSubmitted: 'Failed to submit some answers.',
  timeUp: 'Time is up! Answers have been submitted automatically.',
  attemptRefused: 'Could not start this assignment. Please try again.',
} as const;

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
  /** Null without a countdown. */
  secondsLeft: number | null;
  timeUp: boolean;
  /** Exercises evaluated so far, and the scores of those the server reviewed. */
  evaluated: number;
  scores: number[];
  average: number | null;
  error: string | null;
}

export type SolveTemplateEvent =
  | { type: 'answer.change'; index: number; value: string }
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

function hasCountdown(input: SolveTemplateInput): boolean {
  return input.assignmentId !== '' && input.timeLimit > 0;
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
 * fetched one by one, navigation by index behind the completeness guard, for an assignment a
 * start-attempt call and a countdown ticking on the actor's clock, then one review per exercise,
 * the attempts update and the average.
 */
export const solveTemplateMachine = setup({
  types: {
    input: {} as SolveTemplateInput,
    context: {} as SolveTemplateContext,
    events: {} as SolveTemplateEvent,
  },
  actors: {
    fetchExercise: injectedPromise<Exercise, { id: string }>('solveTemplate.fetchExercise'),
    /** POST /assignments/start_attempt/{id}. */
    startAttempt: injectedPromise<Attempt, { assignmentId: string }>('solveTemplate.startAttempt'),
    reviewAnswer: injectedPromise<ReviewResponse, ReviewRequest>('solveTemplate.reviewAnswer'),
    /** PUT /assignments/update_attempts/{id}. */
    updateAttempts: injectedPromise<unknown, { assignmentId: string; attemptId: string | null }>(
      'solveTemplate.updateAttempts',
    ),
  },
  actions: {
    showToast: (_, _toast: Toast) => {},
    logError: (_, _failure: { message: string; error: unknown }) => {},
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, (context.secondsLeft ?? 0) - 1) }),
  },
  guards: {
    allRequested: ({ context }) => context.requested >= context.template.exercises_id_list.length,
    nothingLoaded: ({ context }) => context.exercises.length === 0,
    someNotLoaded: ({ context }) => context.failedLoads > 0,
    isAssignment: ({ context }) => context.assignmentId !== '',
    hasCountdown: ({ context }) => hasCountdown(context),
    isLastSecond: ({ context }) => (context.secondsLeft ?? 0) <= 1,
    canGoNext: ({ context }) => !isLast(context) && currentComplete(context),
    canGoBack: ({ context }) => context.index > 0,
    canFinish: ({ context }) => isLast(context) && currentComplete(context),
    allEvaluated: ({ context }) => context.evaluated >= context.exercises.length,
  },
  delays: {
    oneSecond: 1000,
  },
}).createMachine({
  id: 'solveTemplate',
  context: ({ input }) => ({
    ...input,
    exercises: [],
    requested: 0,
    failedLoads: 0,
    index: 0,
    answers: [],
    attemptId: null,
    secondsLeft: hasCountdown(input) ? input.timeLimit * 60 : null,
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
        { guard: 'isAssignment', target: 'startingAttempt' },
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
    // Only once the exercises are there, so a failed load never uses up an attempt.
    startingAttempt: {
      tags: ['loading'],
      invoke: {
        src: 'startAttempt',
        input: ({ context }) => ({ assignmentId: context.assignmentId }),
        onDone: {
          target: 'solving',
          actions: assign({ attemptId: ({ event }) => event.output.attempt_id }),
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
              actions: assign({
                answers: ({ context, event }) =>
                  context.answers.map((answers, index) =>
                    index === context.index
                      ? withAnswer(answers, event.index, event.value)
                      : answers,
                  ),
              }),
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
              after: {
                oneSecond: [
                  {
                    guard: 'isLastSecond',
                    target: '#solveTemplate.evaluating',
                    actions: [
                      'tick',
                      assign({ timeUp: true }),
                      {
                        type: 'showToast',
                        params: { title: solveTemplateMessages.timeUp, variant: 'destructive' },
                      },
                    ],
                  },
                  { target: 'ticking', reenter: true, actions: 'tick' },
                ],
              },
            },
            off: {},
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
        onDone: { target: 'finished' },
        onError: {
          target: 'finished',
          actions: {
            type: 'logError',
            params: ({ event }) => ({ message: 'Failed to update attempts', error: event.error }),
          },
        },
      },
    },
    finished: {
      entry: [
        assign({ average: ({ context }) => average(context.scores) }),
        {
          type: 'showToast',
          params: ({ context }) =>
            context.error === null
              ? successToast('Template Submitted!')
              : errorToast('Error', context.error),
        },
      ],
      on: closeDialog,
    },
    closed: {
      type: 'final',
    },
  },
});
