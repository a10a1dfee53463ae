import * as contract from '@lingua/api/contract';
import { type Message, msg } from '@lingua/i18n';
import { assign, setup } from 'xstate';
import type { CreateTemplateRequest, Exercise, SpeakingCriterion, Template } from '../shared/api';
import { injectedPromise } from '../shared/injected';
import { errorToast, successToast, type Toast } from '../shared/toast';
import { isBlank } from '../shared/validators';

export type SelectedExercise = Pick<Exercise, 'id' | 'level' | 'language' | 'type'>;

export interface TemplateSelectionContext {
  selected: SelectedExercise[];
  name: string;
  /** What the teacher grades the template's spoken answers on; all five by default. */
  criteria: SpeakingCriterion[];
}

export type TemplateSelectionEvent =
  | { type: 'exercise.toggle'; exercise: SelectedExercise }
  | { type: 'selection.clear' }
  | { type: 'naming.start' }
  | { type: 'naming.cancel' }
  | { type: 'name.change'; value: string }
  | { type: 'criteria.change'; value: SpeakingCriterion[] }
  | { type: 'template.create' };

export const MIN_TEMPLATE_EXERCISES = contract.ExerciseIdList.minItems;

export const SPEAKING_CRITERIA: readonly SpeakingCriterion[] = contract.SpeakingCriterion.enum;

/** Only a template with a speaking exercise has spoken answers to grade on criteria. */
export const hasSpeaking = (selected: readonly SelectedExercise[]) =>
  selected.some((exercise) => exercise.type === 'Speaking');

/** The criteria group's error, or null: a rubric needs at least one criterion. */
export function criteriaProblem(context: TemplateSelectionContext): Message | null {
  return hasSpeaking(context.selected) && context.criteria.length === 0
    ? msg('templates.criteria.none')
    : null;
}

/** The selection bar's message, or null once a template can be made of the selection. */
export function selectionProblem(selected: readonly SelectedExercise[]): Message | null {
  if (selected.length < MIN_TEMPLATE_EXERCISES) {
    return msg('templates.selection.tooFew', { count: MIN_TEMPLATE_EXERCISES });
  }
  const [first] = selected;
  const mixed = selected.some(
    (exercise) => exercise.level !== first?.level || exercise.language !== first?.language,
  );
  return mixed ? msg('templates.selection.mixed') : null;
}

function toCreateTemplateRequest(context: TemplateSelectionContext): CreateTemplateRequest {
  const [first] = context.selected;
  // All five is the default: left out, each speaking exercise keeps its own criteria.
  const chosen =
    hasSpeaking(context.selected) && context.criteria.length < SPEAKING_CRITERIA.length
      ? { speaking_criteria: SPEAKING_CRITERIA.filter((id) => context.criteria.includes(id)) }
      : {};
  return {
    template_name: context.name.trim(),
    exercises_id_list: context.selected.map((exercise) => exercise.id),
    language: first?.language ?? 'English',
    template_level: first?.level ?? 'A1',
    ...chosen,
  };
}

const fresh = { name: '', criteria: [...SPEAKING_CRITERIA] };

/**
 * My Exercises' selection bar and the template it creates (learning-content.md sections 4
 * and 5): at least 2 exercises of one level and language, a name and, when a speaking exercise
 * is among them, at least one criterion to grade its spoken answers on (issue #33).
 */
export const templateSelectionMachine = setup({
  types: {
    context: {} as TemplateSelectionContext,
    events: {} as TemplateSelectionEvent,
  },
  actors: {
    createTemplate: injectedPromise<Template, CreateTemplateRequest>(
      'templateSelection.createTemplate',
    ),
  },
  actions: {
    showToast: (_, _toast: Toast) => {},
    /** Drops the local `my_templates` cache so the library shows the new template. */
    clearTemplatesCache: () => {},
  },
  guards: {
    isSelectionValid: ({ context }) => selectionProblem(context.selected) === null,
    isNamingValid: ({ context }) => !isBlank(context.name) && criteriaProblem(context) === null,
  },
}).createMachine({
  id: 'templateSelection',
  context: { selected: [], ...fresh },
  initial: 'selecting',
  states: {
    selecting: {
      on: {
        'exercise.toggle': {
          actions: assign({
            selected: ({ context, event }) =>
              context.selected.some((exercise) => exercise.id === event.exercise.id)
                ? context.selected.filter((exercise) => exercise.id !== event.exercise.id)
                : [...context.selected, event.exercise],
          }),
        },
        'selection.clear': { actions: assign({ selected: [] }) },
        'naming.start': { guard: 'isSelectionValid', target: 'naming' },
      },
    },
    // The name dialog is modal: the selection cannot change while it is open.
    naming: {
      on: {
        'name.change': { actions: assign({ name: ({ event }) => event.value }) },
        'criteria.change': { actions: assign({ criteria: ({ event }) => event.value }) },
        'naming.cancel': { target: 'selecting', actions: assign(fresh) },
        'template.create': { guard: 'isNamingValid', target: 'creating' },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        src: 'createTemplate',
        input: ({ context }) => toCreateTemplateRequest(context),
        onDone: {
          target: 'selecting',
          actions: [
            assign({ selected: [], ...fresh }),
            'clearTemplatesCache',
            {
              type: 'showToast',
              params: successToast(
                msg('templates.created.title'),
                msg('templates.created.description'),
              ),
            },
          ],
        },
        onError: {
          target: 'naming',
          actions: {
            type: 'showToast',
            params: errorToast(msg('common.error'), msg('templates.createFailed')),
          },
        },
      },
    },
  },
});
