import { type Message, msg } from '@lingua/i18n';
import { assign, fromCallback, setup } from 'xstate';
import {
  emptyAnswers,
  formatScore,
  isFullyAnswered,
  toReviewRequest,
  withAnswer,
} from '../shared/answers';
import type { Exercise, ReviewRequest, ReviewResponse } from '../shared/api';
import { injectedPromise } from '../shared/injected';
import { errorToast, successToast, type Toast } from '../shared/toast';

export interface SolveExerciseInput {
  exercise: Exercise;
}

export interface SolveExerciseContext {
  exercise: Exercise;
  /** One answer per prompt, by index. */
  answers: string[];
  review: ReviewResponse | null;
}

export type AudioEvent = { type: 'audio.ended' } | { type: 'audio.failed' };

export type SolveExerciseEvent =
  | { type: 'answer.change'; index: number; value: string }
  | { type: 'answers.submit' }
  | { type: 'audio.toggle' }
  | AudioEvent
  | { type: 'dialog.close' };

const audioFailure = errorToast(msg('common.error'), msg('exercises.solve.audioFailed'));

/**
 * The single-exercise solve dialog: solving -> submitting -> review. Close resets the answers;
 * leaving `solving` stops the audio because the `playAudio` actor's cleanup runs.
 */
export const solveExerciseMachine = setup({
  types: {
    input: {} as SolveExerciseInput,
    context: {} as SolveExerciseContext,
    events: {} as SolveExerciseEvent,
  },
  actors: {
    reviewAnswer: injectedPromise<ReviewResponse, ReviewRequest>('solveExercise.reviewAnswer'),
    /**
     * Plays the listening audio; sends `audio.ended` or `audio.failed`. Its cleanup must stop
     * the playback: it runs on Stop, on close and on submit.
     */
    playAudio: fromCallback<AudioEvent, { audioBase64: string }>(({ sendBack }) => {
      sendBack({ type: 'audio.failed' });
    }),
  },
  actions: {
    showToast: (_, _toast: Toast) => {},
    resetAnswers: assign(({ context }) => ({
      answers: emptyAnswers(context.exercise),
      review: null,
    })),
  },
  guards: {
    isFullyAnswered: ({ context }) => isFullyAnswered(context.exercise, context.answers),
    hasAudio: ({ context }) => Boolean(context.exercise.results.audio_base64),
  },
}).createMachine({
  id: 'solveExercise',
  context: ({ input }) => ({
    exercise: input.exercise,
    answers: emptyAnswers(input.exercise),
    review: null,
  }),
  initial: 'solving',
  states: {
    solving: {
      type: 'parallel',
      on: {
        'dialog.close': { target: 'solving', reenter: true, actions: 'resetAnswers' },
      },
      states: {
        answering: {
          on: {
            'answer.change': {
              actions: assign({
                answers: ({ context, event }) =>
                  withAnswer(context.answers, event.index, event.value),
              }),
            },
            'answers.submit': { guard: 'isFullyAnswered', target: '#solveExercise.submitting' },
          },
        },
        audio: {
          initial: 'stopped',
          states: {
            stopped: {
              on: { 'audio.toggle': { guard: 'hasAudio', target: 'playing' } },
            },
            playing: {
              invoke: {
                src: 'playAudio',
                input: ({ context }) => ({
                  audioBase64: context.exercise.results.audio_base64 ?? '',
                }),
                onError: {
                  target: 'stopped',
                  actions: { type: 'showToast', params: audioFailure },
                },
              },
              on: {
                'audio.toggle': { target: 'stopped' },
                'audio.ended': { target: 'stopped' },
                'audio.failed': {
                  target: 'stopped',
                  actions: { type: 'showToast', params: audioFailure },
                },
              },
            },
          },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'reviewAnswer',
        input: ({ context }) => toReviewRequest(context.exercise, context.answers),
        onDone: {
          target: 'review',
          actions: [
            assign({ review: ({ event }) => event.output }),
            {
              type: 'showToast',
              params: ({ event }) =>
                successToast(
                  msg('exercises.solve.reviewed'),
                  msg('exercises.solve.yourScore', {
                    score: Number(formatScore(event.output.score)),
                  }),
                ),
            },
          ],
        },
        onError: {
          target: 'solving',
          actions: {
            type: 'showToast',
            params: errorToast(msg('common.error'), msg('exercises.solve.submitFailed')),
          },
        },
      },
    },
    review: {
      on: {
        'dialog.close': { target: 'solving', actions: 'resetAnswers' },
      },
    },
  },
});

/** The listening playback button. */
export function audioToggleLabel(playing: boolean): Message {
  return msg(playing ? 'exercises.solve.stopAudio' : 'exercises.solve.playAudio');
}
