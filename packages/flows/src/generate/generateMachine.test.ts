import type { Text } from '@lingua/i18n';
import { inEnglish } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Exercise, ExerciseResults } from '../shared/api';
import { readingExercise, writingExercise } from '../shared/fixtures';
import { deferred, fakeCall, settle } from '../shared/testing';
import type { Toast } from '../shared/toast';
import type { GenerateRequest } from './generateForm';
import { generatingLabel } from './generateForm';
import { generateMachine } from './generateMachine';

interface Fakes {
  generate?: (request: GenerateRequest) => Exercise | Promise<Exercise>;
  remove?: () => void | Promise<void>;
  update?: () => void | Promise<void>;
  fetch?: () => Exercise | Promise<Exercise>;
}

function start(fakes: Fakes = {}) {
  const toasts: Toast[] = [];
  const alerts: Text[] = [];
  let refreshes = 0;
  const generate = fakeCall(fakes.generate ?? (() => writingExercise));
  const remove = fakeCall<void, { id: string }>(fakes.remove ?? (() => {}));
  const update = fakeCall<void, { id: string; results: ExerciseResults }>(
    fakes.update ?? (() => {}),
  );
  const fetch = fakeCall<Exercise, { id: string }>(fakes.fetch ?? (() => writingExercise));
  const actor = createActor(
    generateMachine.provide({
      actors: {
        generateExercise: generate.logic,
        deleteExercise: remove.logic,
        updateExercise: update.logic,
        fetchExercise: fetch.logic,
      },
      actions: {
        showToast: (_, toast) => toasts.push(toast),
        alert: (_, message) => alerts.push(message),
        refreshMyExercises: () => {
          refreshes += 1;
        },
      },
    }),
  ).start();
  return {
    actor,
    toasts,
    alerts,
    calls: {
      generate: generate.calls,
      remove: remove.calls,
      update: update.calls,
      fetch: fetch.calls,
    },
    refreshes: () => refreshes,
  };
}

type Actor = ReturnType<typeof start>['actor'];

function fillRequired(actor: Actor) {
  actor.send({ type: 'field.change', field: 'user_input', value: '  ser y estar ' });
  actor.send({ type: 'field.change', field: 'language', value: 'Spanish' });
  actor.send({ type: 'field.change', field: 'level', value: 'A2' });
}

async function toPreview(fakes: Fakes = {}) {
  const started = start(fakes);
  fillRequired(started.actor);
  started.actor.send({ type: 'generate.submit' });
  await settle();
  return started;
}

describe('generate', () => {
  it.each(['user_input', 'language', 'level'] as const)(
    'asks for the missing %s with "Missing Information" and does not call the server',
    (missing) => {
      const { actor, toasts, calls } = start();
      fillRequired(actor);
      actor.send({
        type: 'field.change',
        field: missing,
        value: missing === 'user_input' ? '  ' : '',
      });

      actor.send({ type: 'generate.submit' });

      expect(actor.getSnapshot().value).toBe('idle');
      expect(calls.generate).toHaveLength(0);
      expect(inEnglish(toasts)).toEqual([
        {
          title: 'Missing Information',
          description: 'Please fill in all required fields.',
          variant: 'destructive',
        },
      ]);
    },
  );

  it.each([
    ['quantity', '25', '10'],
    ['quantity', '0', '1'],
    ['questions_quantity', '11', '10'],
    ['quantity_words', '301', '300'],
    ['quantity_words', '-4', '1'],
    ['quantity_words', '', ''],
  ] as const)('clamps %s typed as "%s" to "%s"', (field, typed, shown) => {
    const { actor } = start();

    actor.send({ type: 'field.change', field, value: typed });

    expect(actor.getSnapshot().context.form[field]).toBe(shown);
  });

  it('starts with the defaults 1, 5 and 150', () => {
    const { form } = start().actor.getSnapshot().context;

    expect([form.quantity, form.questions_quantity, form.quantity_words]).toEqual([
      '1',
      '5',
      '150',
    ]);
  });

  it('sends a writing request, blank quantity falling back to 1, with the chosen variation', async () => {
    const { actor, calls } = start();
    fillRequired(actor);
    actor.send({ type: 'field.change', field: 'quantity', value: '' });
    actor.send({ type: 'field.change', field: 'variation', value: 'Translations' });

    actor.send({ type: 'generate.submit' });
    await settle();

    expect(calls.generate).toEqual([
      {
        type: 'Writing',
        body: {
          user_input: 'ser y estar',
          language: 'Spanish',
          level: 'A2',
          quantity: 1,
          variation: 'Translations',
          instruction_language: 'English',
        },
      },
    ]);
  });

  it("sends the teacher's chosen language for Translations, and none for a variation without them", async () => {
    const { actor, calls } = start();
    fillRequired(actor);
    actor.send({ type: 'field.change', field: 'instruction_language', value: 'German' });

    actor.send({ type: 'generate.submit' });
    await settle();
    actor.send({ type: 'preview.accept' });
    actor.send({ type: 'field.change', field: 'variation', value: 'Fill in the Blanks' });
    actor.send({ type: 'generate.submit' });
    await settle();

    expect(calls.generate.map(({ body }) => body)).toEqual([
      {
        user_input: 'ser y estar',
        language: 'Spanish',
        level: 'A2',
        quantity: 1,
        instruction_language: 'German',
      },
      {
        user_input: 'ser y estar',
        language: 'Spanish',
        level: 'A2',
        quantity: 1,
        variation: 'Fill in the Blanks',
      },
    ]);
  });

  it('sends a reading request with blank numbers falling back to 5 questions and 150 words', async () => {
    const { actor, calls } = start({ generate: () => readingExercise });
    actor.send({ type: 'exerciseType.select', exerciseType: 'Reading' });
    fillRequired(actor);
    actor.send({ type: 'field.change', field: 'questions_quantity', value: '' });
    actor.send({ type: 'field.change', field: 'quantity_words', value: '' });

    actor.send({ type: 'generate.submit' });
    await settle();

    expect(calls.generate[0]).toEqual({
      type: 'Reading',
      body: {
        user_input: 'ser y estar',
        language: 'Spanish',
        level: 'A2',
        questions_quantity: 5,
        quantity_words: 150,
      },
    });
  });

  it('sends a listening request with only the question count', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'exerciseType.select', exerciseType: 'Listening' });
    fillRequired(actor);
    actor.send({ type: 'field.change', field: 'questions_quantity', value: '3' });

    actor.send({ type: 'generate.submit' });
    await settle();

    expect(calls.generate[0]?.body).toEqual({
      user_input: 'ser y estar',
      language: 'Spanish',
      level: 'A2',
      questions_quantity: 3,
    });
  });

  it('sends a speaking request with the chosen task kind and no counts', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'exerciseType.select', exerciseType: 'Speaking' });
    fillRequired(actor);
    actor.send({ type: 'field.change', field: 'speaking_task', value: 'retell' });

    actor.send({ type: 'generate.submit' });
    await settle();

    expect(calls.generate[0]).toEqual({
      type: 'Speaking',
      body: {
        user_input: 'ser y estar',
        language: 'Spanish',
        level: 'A2',
        speaking_task: 'retell',
      },
    });
  });

  it('reads aloud unless another speaking task is chosen', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'exerciseType.select', exerciseType: 'Speaking' });
    fillRequired(actor);

    actor.send({ type: 'generate.submit' });
    await settle();

    expect(calls.generate[0]?.body).toMatchObject({ speaking_task: 'read_aloud' });
  });

  it('is busy with "Generating Writing Exercises..." and ignores a second submit', async () => {
    const pending = deferred<Exercise>();
    const { actor, calls } = start({ generate: () => pending.promise });
    fillRequired(actor);

    actor.send({ type: 'generate.submit' });
    actor.send({ type: 'generate.submit' });
    await settle();

    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(inEnglish(generatingLabel(actor.getSnapshot().context.exerciseType))).toBe(
      'Generating Writing Exercises...',
    );
    expect(calls.generate).toHaveLength(1);
    pending.resolve(writingExercise);
  });

  it('opens the preview with the generated exercise and "Exercise Generated!"', async () => {
    const { actor, toasts } = await toPreview();

    expect(actor.getSnapshot().value).toBe('preview');
    expect(actor.getSnapshot().context.exercise).toEqual(writingExercise);
    expect(inEnglish(toasts)).toEqual([{ title: 'Exercise Generated!', variant: 'default' }]);
  });

  it.each([
    [{ status: 401, detail: 'Not authenticated' }, 'Please log in again to generate exercises.'],
    [
      new Error('Request failed with 429'),
      'Too many requests. Please wait a moment before trying again.',
    ],
    [new Error('HTTP 500'), 'Server error. Please try again later.'],
    [new Error('offline'), 'Failed to generate exercise. Please try again.'],
  ])('maps the failure %o to its message', async (error, description) => {
    const { actor, toasts } = await toPreview({ generate: () => Promise.reject(error) });

    expect(actor.getSnapshot().value).toBe('idle');
    expect(inEnglish(toasts)).toEqual([{ title: 'Error', description, variant: 'destructive' }]);
  });

  it('accept keeps the exercise, clears the cache and refreshes the list', async () => {
    const { actor, calls, refreshes } = await toPreview();

    actor.send({ type: 'preview.accept' });

    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls.remove).toHaveLength(0);
    expect(refreshes()).toBe(1);
  });

  it('cancel deletes the exercise on the server and clears the cache', async () => {
    const { actor, calls, refreshes } = await toPreview();

    actor.send({ type: 'preview.cancel' });
    await settle();

    expect(calls.remove).toEqual([{ id: writingExercise.id }]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.exercise).toBeNull();
    expect(refreshes()).toBe(1);
  });

  it('says "Failed to delete the exercise." when the cancel cannot delete', async () => {
    const { actor, toasts } = await toPreview({ remove: () => Promise.reject(new Error('500')) });

    actor.send({ type: 'preview.cancel' });
    await settle();

    expect(inEnglish(toasts.at(-1))).toEqual({
      title: 'Error',
      description: 'Failed to delete the exercise.',
      variant: 'destructive',
    });
  });

  it('edit -> save refetches the exercise and returns to the preview', async () => {
    const edited = { ...writingExercise, results: { ...writingExercise.results, Title: 'Edited' } };
    const { actor, calls } = await toPreview({ fetch: () => edited });
    actor.send({ type: 'preview.edit' });
    expect(actor.getSnapshot().value).toBe('editing');

    actor.send({ type: 'editor.save', results: edited.results });
    await settle();

    expect(calls.update).toEqual([{ id: writingExercise.id, results: edited.results }]);
    expect(calls.fetch).toEqual([{ id: writingExercise.id }]);
    expect(actor.getSnapshot().value).toBe('preview');
    expect(actor.getSnapshot().context.exercise?.results.Title).toBe('Edited');
  });

  it('alerts "Error saving exercise: {message}" and stays in the editor when saving fails', async () => {
    const { actor, alerts, calls } = await toPreview({
      update: () => Promise.reject(new Error('Title too long')),
    });
    actor.send({ type: 'preview.edit' });

    actor.send({ type: 'editor.save', results: writingExercise.results });
    await settle();

    expect(inEnglish(alerts)).toEqual(['Error saving exercise: Title too long']);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls.fetch).toHaveLength(0);
  });

  it('does not accept or cancel from the editor', async () => {
    const { actor, calls } = await toPreview();
    actor.send({ type: 'preview.edit' });

    actor.send({ type: 'preview.accept' });
    actor.send({ type: 'preview.cancel' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls.remove).toHaveLength(0);
  });
});
