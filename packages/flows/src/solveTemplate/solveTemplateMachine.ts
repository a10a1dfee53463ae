import { errorStatus, readApiError } from '@lingua/api/errors';
import { msg } from '@lingua/i18n';
import { and, assign, sendTo, setup } from 'xstate';
import { emptyAnswers, toReviewRequest, withAnswer } from '../shared/answers';
import type { Exercise } from '../shared/api';
import { errorToast, successToast, type Toast } from '../shared/toast';
import { withChildEffects } from './childEffects';
import { openSittingMachine } from './openSittingMachine';
import { recordingUploaderMachine } from './recordingUploaderMachine';
import { pendingAnswers, secondsLeftOf, serverNow, toNextSecond } from './sitting';
import { sittingSaverMachine } from './sittingSaverMachine';
import {
  average,
  currentComplete,
  exerciseIndexOf,
  fromSaver,
  hasCountdown,
  hasTakesOnTheirWay,
  initialContext,
  isLast,
  opened,
  recordedAnswer,
  type SolveTemplateContext,
  type SolveTemplateEvent,
  type SolveTemplateInput,
  solveTemplateMessages,
  typedAnswer,
} from './solveTemplateContext';
import { solveTemplateEffects } from './solveTemplateEffects';

export {
  isOnItsWay,
  type SpokenTake,
  type TakeState,
  takeKey,
  type WaitingTake,
} from './recordingUploaderMachine';
export { type SaveState, sittingSaveState, type WithServerTime } from './sitting';

export {
  type SolvableTemplate,
  type SolveTemplateContext,
  type SolveTemplateEvent,
  type SolveTemplateInput,
  solveFromAssignment,
  solveFromTemplateCard,
  solveTemplateMessages,
} from './solveTemplateContext';

const closeDialog = { 'dialog.close': { target: '#solveTemplate.closed' } } as const;

/**
 * The template solve dialog (learning-content.md section 4, "Template solve modal"): loads the
 * exercises one by one, navigates by index behind the completeness guard, then evaluates (one
 * review per exercise, the attempts update, the average). For an assignment it is a timed
 * sitting (issue 18): opened by `openSittingMachine`, counted down to the server's deadline
 * (recomputed on every tick and on wake, so a throttled hidden tab is never late), its answers
 * saved as typed by `sittingSaverMachine`.
 */
const machine = setup({
  types: {
    input: {} as SolveTemplateInput,
    context: {} as SolveTemplateContext,
    events: {} as SolveTemplateEvent,
  },
  actors: {
    ...solveTemplateEffects,
    /** Child machines, with the effects (see `withChildEffects`). */
    openSitting: openSittingMachine,
    saveSitting: sittingSaverMachine,
    uploadRecordings: recordingUploaderMachine,
  },
  actions: {
    showToast: (_, _toast: Toast) => {},
    logError: (_, _failure: { message: string; error: unknown }) => {},
    syncCountdown: assign({ secondsLeft: ({ context }) => secondsLeftOf(context) }),
    /** What the saver hears as it is: a blur, the page hidden, the network back, a wake. */
    forwardToSaver: sendTo('saver', ({ event }) => event),
    forwardToUploader: sendTo('uploader', ({ event }) => event),
  },
  guards: {
    allRequested: ({ context }) => context.requested >= context.template.exercises_id_list.length,
    nothingLoaded: ({ context }) => context.exercises.length === 0,
    someNotLoaded: ({ context }) => context.failedLoads > 0,
    isAssignment: ({ context }) => context.assignmentId !== '',
    hasCountdown: ({ context }) => hasCountdown(context),
    isTimeUp: ({ context }) => hasCountdown(context) && secondsLeftOf(context) <= 0,
    isSitting: ({ context }) => context.attemptId !== null,
    canGoNext: ({ context }) => !isLast(context) && currentComplete(context),
    canGoBack: ({ context }) => context.index > 0,
    // A spoken answer still on its way would be graded as missing.
    canFinish: ({ context }) =>
      isLast(context) && currentComplete(context) && !hasTakesOnTheirWay(context),
    allEvaluated: ({ context }) => context.evaluated >= context.exercises.length,
  },
  delays: {
    /** To the next whole second of the countdown, so it turns with the server's clock. */
    nextSecond: ({ context }) => toNextSecond(context),
  },
}).createMachine({
  id: 'solveTemplate',
  context: ({ input }) => initialContext(input),
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
        { guard: 'isAssignment', target: 'openingSitting' },
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
    // Resumed (else started) with the answers saved on the server and, newer, in the browser.
    openingSitting: {
      tags: ['loading'],
      invoke: {
        src: 'openSitting',
        input: ({ context }) => ({ assignmentId: context.assignmentId }),
        onDone: [
          {
            guard: ({ event }) => event.output.attempt === null,
            target: 'attemptRefused',
            actions: assign({
              error: ({ event }) =>
                readApiError(event.output.refusal, solveTemplateMessages.attemptRefused, {
                  useMessage: false,
                }),
            }),
          },
          {
            target: 'solving',
            actions: assign(({ context, event }) => opened(context, event.output)),
          },
        ],
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
                    : { ...context.pending, [context.index]: serverNow(context) },
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
        // The saver, a child machine: it hears what is typed and tells how each answer stands.
        saving: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'isSitting', target: 'on' }, { target: 'off' }] },
            off: {},
            on: {
              invoke: {
                id: 'saver',
                src: 'saveSitting',
                input: ({ context }) => ({
                  assignmentId: context.assignmentId,
                  attemptId: context.attemptId ?? '',
                  pending: pendingAnswers(context, context.pending),
                }),
              },
              on: {
                'answer.change': {
                  actions: sendTo('saver', ({ context }) => typedAnswer(context)),
                },
                'answer.blur': { actions: 'forwardToSaver' },
                'page.hide': { actions: 'forwardToSaver' },
                'network.online': { actions: 'forwardToSaver' },
                'clock.wake': { actions: 'forwardToSaver' },
                'saver.changed': {
                  actions: assign(({ context, event }) => fromSaver(context, event)),
                },
                'saver.refused': {
                  actions: {
                    type: 'logError',
                    params: ({ event }) => ({
                      message: 'Answers were not saved',
                      error: event.error,
                    }),
                  },
                },
              },
            },
          },
        },
        // The uploader, a child machine: it sends each spoken answer as soon as it is recorded.
        recording: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'isSitting', target: 'on' }, { target: 'off' }] },
            off: {},
            on: {
              invoke: {
                id: 'uploader',
                src: 'uploadRecordings',
                input: ({ context }) => ({ attemptId: context.attemptId ?? '' }),
              },
              on: {
                'recording.captured': { actions: 'forwardToUploader' },
                'network.online': { actions: 'forwardToUploader' },
                'clock.wake': { actions: 'forwardToUploader' },
                'uploader.changed': { actions: assign({ takes: ({ event }) => event.waiting }) },
                // The recording's id is the item's answer: saved at once, like a blurred field.
                'uploader.uploaded': {
                  actions: [
                    assign(({ context, event }) => recordedAnswer(context, event)),
                    sendTo('saver', ({ context, event }) =>
                      typedAnswer(context, exerciseIndexOf(context, event.exerciseId)),
                    ),
                    sendTo('saver', { type: 'answer.blur' }),
                  ],
                },
              },
            },
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
              // A refusal says why in the reader's language (practice while an assignment of the
              // exercise is open); any other failure keeps the spec's words.
              actions: assign(({ context, event }) => ({
                evaluated: context.evaluated + 1,
                error:
                  (errorStatus(event.error) ?? 500) < 500
                    ? readApiError(event.error, solveTemplateMessages.someNotSubmitted, {
                        useMessage: false,
                      })
                    : solveTemplateMessages.someNotSubmitted,
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

export const solveTemplateMachine = withChildEffects(machine, {
  openSitting: [openSittingMachine, ['resumeAttempt', 'startAttempt', 'readLocalAnswers']],
  saveSitting: [sittingSaverMachine, ['saveAnswers', 'keepLocalAnswers']],
  uploadRecordings: [
    recordingUploaderMachine,
    ['readLocalRecordings', 'keepLocalRecording', 'forgetLocalRecording', 'uploadRecording'],
  ],
});
