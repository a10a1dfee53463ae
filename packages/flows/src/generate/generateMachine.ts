import { errorMessage } from '@lingua/api/errors';
import { type Message, msg, type Text } from '@lingua/i18n';
import { assertEvent, assign, setup } from 'xstate';
import type { Exercise, ExerciseResults, ExerciseType } from '../shared/api';

import { injectedPromise } from '../shared/injected';
import { errorToast, successToast, type Toast } from '../shared/toast';
import {
  clampTyped,
  emptyGenerateForm,
  type GenerateForm,
  type GenerateRequest,
  generationErrorMessage,
  hasRequiredFields,
  isNumberField,
  toGenerateRequest,
} from './generateForm';

/** The editor's "Error saving exercise: {detail}" (the detail is the server's, in the reader's language). */
export function savingErrorMessage(detail: string | undefined): Message {
  return detail
    ? msg('exercises.editor.saveFailed', { detail })
    : msg('exercises.editor.saveFailedUnknown');
}

export interface GenerateContext {
  exerciseType: ExerciseType;
  form: GenerateForm;
  /** The generated exercise shown in the preview (and the editor). */
  exercise: Exercise | null;
}

export type GenerateEvent =
  | { type: 'exerciseType.select'; exerciseType: ExerciseType }
  | { type: 'field.change'; field: keyof GenerateForm; value: string }
  | { type: 'generate.submit' }
  | { type: 'preview.accept' }
  | { type: 'preview.cancel' }
  | { type: 'preview.edit' }
  | { type: 'editor.save'; results: ExerciseResults }
  | { type: 'editor.close' };

/**
 * The Generate screen (learning-content.md section 4, Generation): idle -> submitting ->
 * preview -> accept / cancel (delete) / edit -> saving -> refetch -> preview.
 */
export const generateMachine = setup({
  types: {
    context: {} as GenerateContext,
    events: {} as GenerateEvent,
  },
  actors: {
    /** POST /exercises/{writing|reading|listening|speaking}; answers `data[0]`. */
    generateExercise: injectedPromise<Exercise, GenerateRequest>('generate.generateExercise'),
    deleteExercise: injectedPromise<void, { id: string }>('generate.deleteExercise'),
    updateExercise: injectedPromise<void, { id: string; results: ExerciseResults }>(
      'generate.updateExercise',
    ),
    fetchExercise: injectedPromise<Exercise, { id: string }>('generate.fetchExercise'),
  },
  actions: {
    showToast: (_, _toast: Toast) => {},
    /** The spec's editor reports a failed save with a browser alert. */
    alert: (_, _message: Text) => {},
    /** Drops the local `my_exercises` cache and refetches the list. */
    refreshMyExercises: () => {},
    logError: (_, _failure: { message: string; error: unknown }) => {},
  },
  guards: {
    hasRequiredFields: ({ context }) => hasRequiredFields(context.form),
  },
}).createMachine({
  id: 'generate',
  context: { exerciseType: 'Writing', form: emptyGenerateForm, exercise: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'exerciseType.select': {
          actions: assign({ exerciseType: ({ event }) => event.exerciseType }),
        },
        'field.change': {
          actions: assign({
            form: ({ context, event }) => ({
              ...context.form,
              [event.field]: isNumberField(event.field)
                ? clampTyped(event.field, event.value)
                : event.value,
            }),
          }),
        },
        'generate.submit': [
          { guard: 'hasRequiredFields', target: 'submitting' },
          {
            actions: {
              type: 'showToast',
              params: errorToast(
                msg('exercises.generate.missingTitle'),
                msg('exercises.generate.missingDescription'),
              ),
            },
          },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'generateExercise',
        input: ({ context }) => toGenerateRequest(context.exerciseType, context.form),
        onDone: {
          target: 'preview',
          actions: [
            assign({ exercise: ({ event }) => event.output }),
            { type: 'showToast', params: successToast(msg('exercises.generate.generated')) },
          ],
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'showToast',
            params: ({ event }) =>
              errorToast(msg('common.error'), generationErrorMessage(event.error)),
          },
        },
      },
    },
    preview: {
      on: {
        'preview.accept': {
          target: 'idle',
          actions: ['refreshMyExercises', assign({ exercise: null })],
        },
        'preview.cancel': { target: 'cancelling' },
        'preview.edit': { target: 'editing' },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        src: 'deleteExercise',
        input: ({ context }) => ({ id: context.exercise?.id ?? '' }),
        onDone: {
          target: 'idle',
          actions: ['refreshMyExercises', assign({ exercise: null })],
        },
        onError: {
          target: 'idle',
          actions: [
            {
              type: 'showToast',
              params: errorToast(msg('common.error'), msg('exercises.my.deleteFailed')),
            },
            'refreshMyExercises',
            assign({ exercise: null }),
          ],
        },
      },
    },
    editing: {
      on: {
        'editor.save': { target: 'saving' },
        'editor.close': { target: 'preview' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'updateExercise',
        input: ({ context, event }) => {
          assertEvent(event, 'editor.save');
          return { id: context.exercise?.id ?? '', results: event.results };
        },
        onDone: { target: 'refetching' },
        onError: {
          target: 'editing',
          actions: {
            type: 'alert',
            params: ({ event }) => savingErrorMessage(errorMessage(event.error)),
          },
        },
      },
    },
    refetching: {
      tags: ['busy'],
      invoke: {
        src: 'fetchExercise',
        input: ({ context }) => ({ id: context.exercise?.id ?? '' }),
        onDone: {
          target: 'preview',
          actions: assign({ exercise: ({ event }) => event.output }),
        },
        // The save went through; the preview shows the last copy it has.
        onError: {
          target: 'preview',
          actions: {
            type: 'logError',
            params: ({ event }) => ({
              message: 'Failed to refetch the exercise',
              error: event.error,
            }),
          },
        },
      },
    },
  },
});
