import { inEnglish } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { CreateTemplateRequest, Template } from '../shared/api';
import { deferred, fakeCall, settle } from '../shared/testing';
import type { Toast } from '../shared/toast';
import {
  criteriaProblem,
  type SelectedExercise,
  selectionProblem,
  templateSelectionMachine,
} from './templateSelectionMachine';

const spanishA2 = (id: string, type: SelectedExercise['type'] = 'Writing'): SelectedExercise => ({
  id,
  level: 'A2',
  language: 'Spanish',
  type,
});
const allFive = ['range', 'accuracy', 'fluency', 'pronunciation', 'task_achievement'];
const template: Template = {
  id: 't1',
  template_name: 'Week 3',
  language: 'Spanish',
  template_level: 'A2',
  exercises_id_list: ['e1', 'e2'],
  created_at: '2026-11-21T09:00:00Z',
  user_id: 'u1',
};

function start(
  respond: (request: CreateTemplateRequest) => Template | Promise<Template> = () => template,
) {
  const toasts: Toast[] = [];
  let cacheClears = 0;
  const create = fakeCall(respond);
  const actor = createActor(
    templateSelectionMachine.provide({
      actors: { createTemplate: create.logic },
      actions: {
        showToast: (_, toast) => toasts.push(toast),
        clearTemplatesCache: () => {
          cacheClears += 1;
        },
      },
    }),
  ).start();
  const select = (...exercises: SelectedExercise[]) => {
    for (const exercise of exercises) actor.send({ type: 'exercise.toggle', exercise });
  };
  return { actor, toasts, select, calls: create.calls, cacheClears: () => cacheClears };
}

describe('template selection', () => {
  it('asks for at least 2 exercises', () => {
    const { actor, select } = start();

    select(spanishA2('e1'));
    actor.send({ type: 'naming.start' });

    expect(inEnglish(selectionProblem(actor.getSnapshot().context.selected))).toBe(
      'Please select at least 2 exercises to create a template.',
    );
    expect(actor.getSnapshot().value).toBe('selecting');
  });

  it.each([
    [{ id: 'e2', level: 'B1', language: 'Spanish', type: 'Writing' }],
    [{ id: 'e2', level: 'A2', language: 'French', type: 'Writing' }],
  ] as const)('asks for one level and language when mixing %o', (other) => {
    const { actor, select } = start();

    select(spanishA2('e1'), other);
    actor.send({ type: 'naming.start' });

    expect(inEnglish(selectionProblem(actor.getSnapshot().context.selected))).toBe(
      'Please select exercises that have the same level and language to create a template.',
    );
    expect(actor.getSnapshot().value).toBe('selecting');
  });

  it('toggles an exercise off again and clears the selection', () => {
    const { actor, select } = start();

    select(spanishA2('e1'), spanishA2('e2'), spanishA2('e1'));
    expect(actor.getSnapshot().context.selected.map((exercise) => exercise.id)).toEqual(['e2']);

    actor.send({ type: 'selection.clear' });
    expect(actor.getSnapshot().context.selected).toEqual([]);
  });

  it('needs a name that is not blank after trimming', () => {
    const { actor, select, calls } = start();
    select(spanishA2('e1'), spanishA2('e2'));
    actor.send({ type: 'naming.start' });

    actor.send({ type: 'name.change', value: '   ' });
    actor.send({ type: 'template.create' });

    expect(actor.getSnapshot().value).toBe('naming');
    expect(calls).toHaveLength(0);
  });

  it('creates the template, clears the selection and the my_templates cache', async () => {
    const { actor, select, calls, toasts, cacheClears } = start();
    select(spanishA2('e1'), spanishA2('e2'));
    actor.send({ type: 'naming.start' });
    actor.send({ type: 'name.change', value: '  Week 3 ' });

    actor.send({ type: 'template.create' });
    actor.send({ type: 'template.create' });
    await settle();

    expect(calls).toEqual([
      {
        template_name: 'Week 3',
        exercises_id_list: ['e1', 'e2'],
        language: 'Spanish',
        template_level: 'A2',
      },
    ]);
    expect(actor.getSnapshot().value).toBe('selecting');
    expect(actor.getSnapshot().context).toEqual({ selected: [], name: '', criteria: allFive });
    expect(cacheClears()).toBe(1);
    expect(inEnglish(toasts)).toEqual([
      { title: 'Success!', description: 'Template created successfully.', variant: 'default' },
    ]);
  });

  it('keeps the dialog and the selection with "Failed to create template." on failure', async () => {
    const { actor, select, toasts, cacheClears } = start(() => Promise.reject(new Error('500')));
    select(spanishA2('e1'), spanishA2('e2'));
    actor.send({ type: 'naming.start' });
    actor.send({ type: 'name.change', value: 'Week 3' });

    actor.send({ type: 'template.create' });
    await settle();

    expect(actor.getSnapshot().value).toBe('naming');
    expect(actor.getSnapshot().context.selected).toHaveLength(2);
    expect(cacheClears()).toBe(0);
    expect(inEnglish(toasts)).toEqual([
      { title: 'Error', description: 'Failed to create template.', variant: 'destructive' },
    ]);
  });

  it('does not change the selection while the name dialog is open or the template is created', async () => {
    const pending = deferred<Template>();
    const { actor, select } = start(() => pending.promise);
    select(spanishA2('e1'), spanishA2('e2'));
    actor.send({ type: 'naming.start' });
    select(spanishA2('e3'));
    actor.send({ type: 'name.change', value: 'Week 3' });
    actor.send({ type: 'template.create' });

    select(spanishA2('e1'));

    expect(actor.getSnapshot().context.selected).toHaveLength(2);
    pending.resolve(template);
    await settle();
  });

  describe('speaking criteria (issue #33)', () => {
    function naming(...exercises: SelectedExercise[]) {
      const started = start();
      started.select(...exercises);
      started.actor.send({ type: 'naming.start' });
      started.actor.send({ type: 'name.change', value: 'Week 3' });
      return started;
    }

    it('leaves them out with all five chosen: each speaking exercise keeps its own', async () => {
      const { actor, calls } = naming(spanishA2('e1', 'Speaking'), spanishA2('e2'));
      expect(actor.getSnapshot().context.criteria).toEqual(allFive);

      actor.send({ type: 'template.create' });
      await settle();

      expect(calls[0]).not.toHaveProperty('speaking_criteria');
    });

    it('sends the criteria the teacher kept, in the rubric order', async () => {
      const { actor, calls } = naming(spanishA2('e1', 'Speaking'), spanishA2('e2'));

      actor.send({ type: 'criteria.change', value: ['fluency', 'range'] });
      actor.send({ type: 'template.create' });
      await settle();

      expect(calls[0]?.speaking_criteria).toEqual(['range', 'fluency']);
    });

    it('will not create the template with no criterion, and says why', () => {
      const { actor, calls } = naming(spanishA2('e1', 'Speaking'), spanishA2('e2'));

      actor.send({ type: 'criteria.change', value: [] });
      actor.send({ type: 'template.create' });

      expect(actor.getSnapshot().value).toBe('naming');
      expect(calls).toHaveLength(0);
      expect(inEnglish(criteriaProblem(actor.getSnapshot().context))).toBe(
        'Choose at least one criterion to grade the spoken answers on.',
      );
    });

    it('asks nothing of a template without a speaking exercise', async () => {
      const { actor, calls } = naming(spanishA2('e1'), spanishA2('e2'));

      expect(criteriaProblem(actor.getSnapshot().context)).toBeNull();
      actor.send({ type: 'template.create' });
      await settle();

      expect(calls[0]).not.toHaveProperty('speaking_criteria');
    });

    it('puts all five back when the dialog is cancelled', () => {
      const { actor } = naming(spanishA2('e1', 'Speaking'), spanishA2('e2'));

      actor.send({ type: 'criteria.change', value: ['accuracy'] });
      actor.send({ type: 'naming.cancel' });

      expect(actor.getSnapshot().context.criteria).toEqual(allFive);
    });
  });
});
