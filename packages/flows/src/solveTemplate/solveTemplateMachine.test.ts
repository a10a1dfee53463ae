import { inEnglish } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { NO_MICROPHONE_ANSWER } from '../shared/answers';
import type {
  Attempt,
  Exercise,
  ResumedAttempt,
  ReviewRequest,
  ReviewResponse,
  SaveAnswersResponse,
  SavedAnswer,
  UploadedRecording,
} from '../shared/api';
import {
  listeningExercise,
  readingExercise,
  speakingExercise,
  writingExercise,
} from '../shared/fixtures';
import { deferred, fakeCall, settle } from '../shared/testing';
import type { Toast } from '../shared/toast';
import { type SpokenTake, takeKey } from './recordingUploaderMachine';
import { exercisePosition, forwardLabel, solveTitle } from './solveTemplateLabels';
import {
  type SolveTemplateInput,
  sittingSaveState,
  solveFromAssignment,
  solveFromTemplateCard,
  solveTemplateMachine,
} from './solveTemplateMachine';

const template = {
  id: 't0000000-0000-4000-8000-000000000001',
  template_name: 'Week 3',
  exercises_id_list: [writingExercise.id, readingExercise.id],
};
const byId = new Map<string, Exercise>(
  [writingExercise, readingExercise, listeningExercise, speakingExercise].map((exercise) => [
    exercise.id,
    exercise,
  ]),
);
const attempt: Attempt = {
  attempt_id: 'a0000000-0000-4000-8000-000000000009',
  started_at: '2026-11-21T09:00:00Z',
  deadline: '2026-11-21T09:15:00Z',
};
const assignment = {
  assignment_id: 'b0000000-0000-4000-8000-000000000001',
  attempts: 2,
  time_limit: 15,
};

interface Fakes {
  fetch?: (input: { id: string }) => Exercise | Promise<Exercise>;
  resume?: () => ResumedAttempt | Promise<ResumedAttempt>;
  start?: () => Attempt | Promise<Attempt>;
  save?: (input: SaveInput) => SaveAnswersResponse | Promise<SaveAnswersResponse>;
  /** The answers kept in the browser (IndexedDB in the app), per attempt. */
  local?: Map<string, SavedAnswer[]>;
  review?: (request: ReviewRequest) => ReviewResponse | Promise<ReviewResponse>;
  update?: () => unknown;
  /** The spoken answers kept in the browser, by item (`takeKey`). */
  keptTakes?: Map<string, SpokenTake>;
  /** POST /recordings; by default kept as `rec-<item>`. */
  upload?: (input: { take: SpokenTake }) => UploadedRecording | Promise<UploadedRecording>;
}

interface SaveInput {
  assignmentId: string;
  attemptId: string;
  answers: SavedAnswer[];
}

/** The server's answer to a save: every answer kept, at the server's time. */
const acknowledge = (serverNow: () => number) => (input: SaveInput) => ({
  answers: input.answers.map((answer) => ({
    exercise_id: answer.exercise_id,
    saved: true,
    saved_at: new Date(serverNow()).toISOString(),
  })),
  server_time: new Date(serverNow()).toISOString(),
});

function start(input: SolveTemplateInput, fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  // The attempt fixture starts at 09:00 on the server while the simulated clock starts at 0.
  // Time that passes without any timer firing (a throttled hidden tab, a sleeping laptop).
  let unseen = 0;
  const localNow = () => clock.now() + unseen;
  const serverNow = () => Date.parse(attempt.started_at) + localNow();
  const local = fakes.local ?? new Map<string, SavedAnswer[]>();
  const toasts: Toast[] = [];
  const logged: string[] = [];
  const fetch = fakeCall(
    fakes.fetch ?? (({ id }: { id: string }) => byId.get(id) ?? Promise.reject(new Error('404'))),
  );
  const resume = fakeCall<ResumedAttempt, { assignmentId: string }>(
    fakes.resume ??
      (() => ({ attempt: null, answers: [], server_time: new Date(serverNow()).toISOString() })),
  );
  const startAttempt = fakeCall<Attempt, { assignmentId: string }>(fakes.start ?? (() => attempt));
  const save = fakeCall<SaveAnswersResponse, SaveInput>(fakes.save ?? acknowledge(serverNow));
  const readLocal = fakeCall<SavedAnswer[], { attemptId: string }>(
    ({ attemptId }) => local.get(attemptId) ?? [],
  );
  const keepLocal = fakeCall<void, { attemptId: string; answers: SavedAnswer[] }>(
    ({ attemptId, answers }) => {
      if (answers.length > 0) local.set(attemptId, answers);
      else local.delete(attemptId);
    },
  );
  const review = fakeCall(
    fakes.review ??
      ((request: ReviewRequest) => ({ score: 80, response: [], exercise_id: request.exercise_id })),
  );
  const update = fakeCall<unknown, { assignmentId: string; attemptId: string | null }>(
    fakes.update ?? (() => ({ user_attempts: 1, attempts: 2, status: 'Completed' })),
  );
  const keptTakes = fakes.keptTakes ?? new Map<string, SpokenTake>();
  const upload = fakeCall<UploadedRecording, { attemptId: string; take: SpokenTake }>(
    fakes.upload ?? (({ take }) => uploadedAs(`rec-${take.itemId}`, take)),
  );
  const actor = createActor(
    solveTemplateMachine.provide({
      actors: {
        fetchExercise: fetch.logic,
        resumeAttempt: resume.logic,
        startAttempt: startAttempt.logic,
        saveAnswers: save.logic,
        readLocalAnswers: readLocal.logic,
        keepLocalAnswers: keepLocal.logic,
        reviewAnswer: review.logic,
        updateAttempts: update.logic,
        readLocalRecordings: fakeCall((_: { attemptId: string }) => [...keptTakes.values()]).logic,
        keepLocalRecording: fakeCall(({ take }: { attemptId: string; take: SpokenTake }) => {
          keptTakes.set(takeKey(take), take);
        }).logic,
        forgetLocalRecording: fakeCall(
          (item: { attemptId: string; exerciseId: string; itemId: number }) => {
            keptTakes.delete(takeKey(item));
          },
        ).logic,
        uploadRecording: upload.logic,
      },
      actions: {
        showToast: (_, toast) => toasts.push(toast),
        logError: (_, { message }) => logged.push(message),
      },
    }),
    { input: { ...input, now: localNow }, clock },
  ).start();
  const answer = (...values: string[]) =>
    values.forEach((value, index) => {
      actor.send({ type: 'answer.change', index, value });
    });
  const secondsPass = (seconds: number) => {
    for (let second = 0; second < seconds; second += 1) clock.increment(1000);
  };
  const timePassesUnseen = (ms: number) => {
    unseen += ms;
  };
  return {
    actor,
    clock,
    local,
    keptTakes,
    serverNow,
    timePassesUnseen,
    toasts,
    logged,
    answer,
    secondsPass,
    calls: {
      fetch: fetch.calls,
      resume: resume.calls,
      save: save.calls,
      start: startAttempt.calls,
      review: review.calls,
      update: update.calls,
      upload: upload.calls,
    },
  };
}

/** The server's Recording for a take. */
const uploadedAs = (id: string, take: SpokenTake): UploadedRecording => ({
  id,
  attempt_id: attempt.attempt_id,
  exercise_id: take.exerciseId,
  item_id: take.itemId,
  mime_type: 'audio/webm',
  bytes: take.blob.size,
  duration_ms: take.durationMs,
  created_at: '2026-11-21T09:01:00Z',
});

/** A take of an item of the speaking exercise. */
const spoken = (itemId: number): SpokenTake => ({
  exerciseId: speakingExercise.id,
  itemId,
  blob: new Blob([`take ${itemId}`], { type: 'audio/webm' }),
  mimeType: 'audio/webm',
  durationMs: 5000,
});

/** Seconds left on the clock (ui's Countdown shows them as MM:SS). */
const countdown = (actor: ReturnType<typeof start>['actor']) =>
  actor.getSnapshot().context.secondsLeft;

describe('solve a template', () => {
  it('fetches the exercises one by one, in order', async () => {
    const first = deferred<Exercise>();
    const { actor, calls } = start(solveFromTemplateCard(template), {
      fetch: ({ id }) => (id === writingExercise.id ? first.promise : readingExercise),
    });
    await settle();
    expect(calls.fetch).toEqual([{ id: writingExercise.id }]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);

    first.resolve(writingExercise);
    await settle();

    expect(calls.fetch).toEqual([{ id: writingExercise.id }, { id: readingExercise.id }]);
    expect(actor.getSnapshot().context.exercises).toEqual([writingExercise, readingExercise]);
    expect(actor.getSnapshot().matches('solving')).toBe(true);
  });

  it('says "Some exercises could not be loaded. Please contact support." when one fails', async () => {
    const { actor } = start(
      solveFromTemplateCard({ ...template, exercises_id_list: [writingExercise.id, 'missing'] }),
    );
    await settle();

    expect(actor.getSnapshot().value).toBe('incomplete');
    expect(inEnglish(actor.getSnapshot().context.error)).toBe(
      'Some exercises could not be loaded. Please contact support.',
    );
  });

  it('says "Could not load exercises. Please try again." when none loads, and can retry', async () => {
    let available = false;
    const { actor } = start(solveFromTemplateCard(template), {
      fetch: ({ id }) => {
        const exercise = byId.get(id);
        return available && exercise ? exercise : Promise.reject(new Error('offline'));
      },
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(inEnglish(actor.getSnapshot().context.error)).toBe(
      'Could not load exercises. Please try again.',
    );

    available = true;
    actor.send({ type: 'load.retry' });
    await settle();

    expect(actor.getSnapshot().matches('solving')).toBe(true);
    expect(inEnglish(actor.getSnapshot().context.error)).toBeNull();
  });

  it('from a template card: 3 attempts, 30 minutes, no assignment, no attempt, no countdown', async () => {
    const input = solveFromTemplateCard(template);
    const { actor, calls, secondsPass } = start(input);
    await settle();

    secondsPass(31 * 60);

    expect(input).toMatchObject({ attempts: 3, timeLimit: 30, assignmentId: '' });
    expect(calls.start).toHaveLength(0);
    expect(actor.getSnapshot().context.secondsLeft).toBeNull();
    expect(actor.getSnapshot().matches('solving')).toBe(true);
  });

  it('shows the title, the position and Next, and has no Previous on the first exercise', async () => {
    const { actor } = start(solveFromTemplateCard(template));
    await settle();
    const { context } = actor.getSnapshot();

    actor.send({ type: 'exercise.previous' });

    expect(inEnglish(solveTitle(context.template.template_name))).toBe('Solving: Week 3');
    expect(
      inEnglish(exercisePosition(actor.getSnapshot().context.index, context.exercises.length)),
    ).toBe('Exercise 1 of 2');
    expect(inEnglish(forwardLabel(false, false))).toBe('Next');
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('refuses Next while a writing answer is blank after trimming', async () => {
    const { actor, answer } = start(solveFromTemplateCard(template));
    await settle();

    answer('hablo', '   ');
    actor.send({ type: 'exercise.next' });
    expect(actor.getSnapshot().context.index).toBe(0);

    answer('hablo', 'comes');
    actor.send({ type: 'exercise.next' });
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('refuses Finish until every question of the last exercise is answered, and goes back with Previous', async () => {
    const { actor, answer } = start(solveFromTemplateCard(template));
    await settle();
    answer('hablo', 'comes');
    actor.send({ type: 'exercise.next' });

    answer('fruta');
    actor.send({ type: 'template.finish' });
    expect(actor.getSnapshot().matches('solving')).toBe(true);
    expect(inEnglish(forwardLabel(true, false))).toBe('Finish & Evaluate');

    actor.send({ type: 'exercise.previous' });
    expect(actor.getSnapshot().context.index).toBe(0);
    expect(actor.getSnapshot().context.answers[0]).toEqual(['hablo', 'comes']);
  });

  it('does not Finish from an exercise that is not the last', async () => {
    const { actor, answer } = start(solveFromTemplateCard(template));
    await settle();

    answer('hablo', 'comes');
    actor.send({ type: 'template.finish' });

    expect(actor.getSnapshot().matches('solving')).toBe(true);
  });

  it('for an assignment starts an attempt, evaluates each exercise with it, updates attempts and shows the average', async () => {
    const scores = new Map([
      [writingExercise.id, 100],
      [readingExercise.id, 50],
    ]);
    const { actor, answer, calls, toasts } = start(solveFromAssignment(template, assignment), {
      review: (request) => ({
        score: scores.get(request.exercise_id) ?? 0,
        response: [],
        exercise_id: request.exercise_id,
      }),
    });
    await settle();
    expect(calls.start).toEqual([{ assignmentId: assignment.assignment_id }]);
    answer('hablo', 'comes');
    actor.send({ type: 'exercise.next' });
    answer('fruta', 'mercado');

    actor.send({ type: 'template.finish' });
    actor.send({ type: 'template.finish' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(inEnglish(forwardLabel(true, actor.getSnapshot().hasTag('busy')))).toBe('Evaluate...');
    await settle();

    expect(calls.review).toEqual([
      {
        exercise_id: writingExercise.id,
        type: 'Writing',
        language: 'Spanish',
        user_answer: {
          Exercises: [
            { id: 1, question: 'Yo (hablar) ...', answer: 'hablo' },
            { id: 2, question: 'Tú (comer) ...', answer: 'comes' },
          ],
        },
        assignment_id: assignment.assignment_id,
        attempt_id: attempt.attempt_id,
      },
      expect.objectContaining({ exercise_id: readingExercise.id, attempt_id: attempt.attempt_id }),
    ]);
    expect(calls.update).toEqual([
      { assignmentId: assignment.assignment_id, attemptId: attempt.attempt_id },
    ]);
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().context.average).toBe(75);
    expect(inEnglish(toasts)).toEqual([{ title: 'Template Submitted!', variant: 'default' }]);
  });

  it('shows the exercises and items in the order dealt to the sitting, answers kept by item id', async () => {
    const dealtAttempt: Attempt = {
      ...attempt,
      order: [
        {
          exercise_id: readingExercise.id,
          items: [
            { id: 1, prompt: '¿Qué compra María?' },
            { id: 2, prompt: '¿Dónde está?' },
          ],
        },
        {
          exercise_id: writingExercise.id,
          items: [
            { id: 2, prompt: 'Tú (comer) ...' },
            { id: 1, prompt: 'Yo (hablar) ...' },
          ],
        },
      ],
    };
    const { actor, answer, calls } = start(solveFromAssignment(template, assignment), {
      start: () => dealtAttempt,
    });
    await settle();
    const { context } = actor.getSnapshot();
    expect(context.exercises.map((exercise) => exercise.id)).toEqual([
      readingExercise.id,
      writingExercise.id,
    ]);
    expect(context.dealt[writingExercise.id]?.map((item) => item.id)).toEqual([2, 1]);
    answer('fruta', 'mercado');
    actor.send({ type: 'exercise.next' });
    // The screen shows item 2 first; its field still answers item 2 (index = id - 1).
    actor.send({ type: 'answer.change', index: 1, value: 'comes' });
    actor.send({ type: 'answer.change', index: 0, value: 'hablo' });
    actor.send({ type: 'template.finish' });
    await settle();

    expect(calls.review.map((request) => request.exercise_id)).toEqual([
      readingExercise.id,
      writingExercise.id,
    ]);
    expect(calls.review[1]?.user_answer).toEqual({
      Exercises: [
        { id: 1, question: 'Yo (hablar) ...', answer: 'hablo' },
        { id: 2, question: 'Tú (comer) ...', answer: 'comes' },
      ],
    });
  });

  it('only logs a failed attempts update', async () => {
    const { actor, answer, logged, toasts } = start(solveFromAssignment(template, assignment), {
      update: () => Promise.reject(new Error('409')),
    });
    await settle();
    answer('hablo', 'comes');
    actor.send({ type: 'exercise.next' });
    answer('fruta', 'mercado');

    actor.send({ type: 'template.finish' });
    await settle();

    expect(actor.getSnapshot().value).toBe('finished');
    expect(logged).toEqual(['Failed to update attempts']);
    expect(inEnglish(toasts)).toEqual([{ title: 'Template Submitted!', variant: 'default' }]);
  });

  it('says "Failed to submit some answers." and averages the reviewed ones', async () => {
    const { actor, answer, toasts } = start(solveFromTemplateCard(template), {
      review: (request) =>
        request.type === 'Reading'
          ? Promise.reject({ detail: 'Internal server error', status: 500 })
          : { score: 90, response: [], exercise_id: request.exercise_id },
    });
    await settle();
    answer('hablo', 'comes');
    actor.send({ type: 'exercise.next' });
    answer('fruta', 'mercado');

    actor.send({ type: 'template.finish' });
    await settle();

    const { average, error } = actor.getSnapshot().context;
    expect({ average, error: inEnglish(error) }).toEqual({
      average: 90,
      error: 'Failed to submit some answers.',
    });
    expect(inEnglish(toasts)).toEqual([
      { title: 'Error', description: 'Failed to submit some answers.', variant: 'destructive' },
    ]);
  });

  it("gives the server's reason when it refuses a practice review", async () => {
    const refusal =
      'This exercise is part of an assignment that is still open in your room. You can practise it once the assignment is over.';
    const { actor, answer, toasts } = start(solveFromTemplateCard(template), {
      review: () => Promise.reject({ detail: refusal, status: 409 }),
    });
    await settle();
    answer('?', '?');
    actor.send({ type: 'exercise.next' });
    answer('?', '?');

    actor.send({ type: 'template.finish' });
    await settle();

    expect(inEnglish(actor.getSnapshot().context.error)).toBe(refusal);
    expect(inEnglish(toasts)).toEqual([
      { title: 'Error', description: refusal, variant: 'destructive' },
    ]);
  });

  it('tells why an assignment attempt was refused', async () => {
    const { actor } = start(solveFromAssignment(template, assignment), {
      start: () => Promise.reject({ status: 409, detail: 'No attempts left' }),
    });
    await settle();

    expect(actor.getSnapshot().value).toBe('attemptRefused');
    expect(inEnglish(actor.getSnapshot().context.error)).toBe('No attempts left');
  });

  it('counts 15 minutes down each second', async () => {
    const { actor, secondsPass } = start(solveFromAssignment(template, assignment));
    await settle();
    expect(countdown(actor)).toBe(15 * 60);

    secondsPass(1);
    expect(countdown(actor)).toBe(15 * 60 - 1);

    secondsPass(60 * 14 + 58);
    expect(countdown(actor)).toBe(1);
    expect(actor.getSnapshot().matches('solving')).toBe(true);
  });

  it('keeps counting while the student moves between exercises', async () => {
    const { actor, answer, secondsPass } = start(solveFromAssignment(template, assignment));
    await settle();
    secondsPass(30);

    answer('hablo', 'comes');
    actor.send({ type: 'exercise.next' });
    secondsPass(30);

    expect(countdown(actor)).toBe(14 * 60);
  });

  it('at zero sets time-up, disables the inputs and submits the answers as they are', async () => {
    const { actor, answer, calls, toasts, secondsPass } = start(
      solveFromAssignment(template, assignment),
    );
    await settle();
    answer('hablo');

    secondsPass(15 * 60);
    const atZero = actor.getSnapshot();
    actor.send({ type: 'answer.change', index: 1, value: 'too late' });
    await settle();

    expect(atZero.context).toMatchObject({ timeUp: true, secondsLeft: 0 });
    expect(atZero.matches('solving')).toBe(false);
    expect(inEnglish(toasts[0])).toEqual({
      title: 'Time is up! Answers have been submitted automatically.',
      variant: 'destructive',
    });
    expect(calls.review.map((request) => request.user_answer)).toEqual([
      {
        Exercises: [
          { id: 1, question: 'Yo (hablar) ...', answer: 'hablo' },
          { id: 2, question: 'Tú (comer) ...', answer: '' },
        ],
      },
      {
        paragraph: 'María compra fruta en el mercado.',
        Questions: [
          { id: 1, question: '¿Qué compra María?', user_answer: '' },
          { id: 2, question: '¿Dónde está?', user_answer: '' },
        ],
      },
    ]);
    expect(calls.update).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('finished');
  });

  it('stops the countdown once the student finishes early', async () => {
    const review = deferred<ReviewResponse>();
    const { actor, answer, calls, secondsPass } = start(solveFromAssignment(template, assignment), {
      review: () => review.promise,
    });
    await settle();
    answer('hablo', 'comes');
    actor.send({ type: 'exercise.next' });
    answer('fruta', 'mercado');
    actor.send({ type: 'template.finish' });

    secondsPass(15 * 60);

    expect(actor.getSnapshot().context.timeUp).toBe(false);
    expect(calls.review).toHaveLength(1);
    review.resolve({ score: 70, response: [], exercise_id: writingExercise.id });
  });

  it('closes while solving but not while evaluating', async () => {
    const review = deferred<ReviewResponse>();
    const solving = start(solveFromTemplateCard(template));
    const evaluating = start(solveFromTemplateCard(template), { review: () => review.promise });
    await settle();
    evaluating.answer('hablo', 'comes');
    evaluating.actor.send({ type: 'exercise.next' });
    evaluating.answer('fruta', 'mercado');
    evaluating.actor.send({ type: 'template.finish' });

    solving.actor.send({ type: 'dialog.close' });
    evaluating.actor.send({ type: 'dialog.close' });

    expect(solving.actor.getSnapshot().status).toBe('done');
    expect(evaluating.actor.getSnapshot().matches('evaluating')).toBe(true);
    review.resolve({ score: 70, response: [], exercise_id: writingExercise.id });
  });
});

describe('a timed sitting', () => {
  const sitting = solveFromAssignment(template, assignment);
  const writingAnswer = (first: string, second = '') => ({
    Exercises: [
      { id: 1, question: 'Yo (hablar) ...', answer: first },
      { id: 2, question: 'Tú (comer) ...', answer: second },
    ],
  });

  it('counts down to the server deadline with the server clock, not the local one', async () => {
    // The server is 2 minutes ahead of this computer and the attempt ends 10 minutes from its now.
    const serverTime = Date.parse('2026-11-21T09:05:00Z');
    const { actor, calls } = start(sitting, {
      resume: () => ({
        attempt: { ...attempt, deadline: new Date(serverTime + 10 * 60_000).toISOString() },
        answers: [],
        server_time: new Date(serverTime).toISOString(),
      }),
    });
    await settle();

    expect(countdown(actor)).toBe(10 * 60);
    expect(calls.start).toEqual([]);
  });

  it('submits at the deadline when a throttled timer fires late', async () => {
    const { actor, clock, calls, toasts, timePassesUnseen } = start(sitting);
    await settle();
    // Hidden for 20 minutes: the next tick arrives long after the deadline.
    timePassesUnseen(20 * 60_000);
    clock.increment(1000);
    await settle();

    expect(inEnglish(toasts[0])).toEqual({
      title: 'Time is up! Answers have been submitted automatically.',
      variant: 'destructive',
    });
    expect(calls.review).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('finished');
  });

  it('submits as soon as the page wakes after the deadline, without waiting for a tick', async () => {
    const { actor, timePassesUnseen } = start(sitting);
    await settle();
    timePassesUnseen(15 * 60_000 + 200);

    actor.send({ type: 'clock.wake' });

    expect(actor.getSnapshot().context.timeUp).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('recomputes the time left when the page wakes', async () => {
    const { actor, timePassesUnseen } = start(sitting);
    await settle();
    timePassesUnseen(5 * 60_000);

    actor.send({ type: 'clock.wake' });

    expect(countdown(actor)).toBe(10 * 60);
  });

  it('saves an answer shortly after the last keystroke, with the server time it was typed', async () => {
    const { actor, answer, calls, clock, serverNow } = start(sitting);
    await settle();
    answer('hab');
    clock.increment(500);
    answer('hablo');
    const typedAt = serverNow();
    clock.increment(700);
    await settle();
    expect(calls.save).toEqual([]);
    expect(sittingSaveState(actor.getSnapshot().context)).toBe('saving');

    clock.increment(100);
    await settle();

    expect(calls.save).toEqual([
      {
        assignmentId: assignment.assignment_id,
        attemptId: attempt.attempt_id,
        answers: [
          {
            exercise_id: writingExercise.id,
            user_answer: writingAnswer('hablo'),
            saved_at: new Date(typedAt).toISOString(),
          },
        ],
      },
    ]);
    expect(actor.getSnapshot().context.saveStates).toEqual(['saved', 'idle']);
    expect(sittingSaveState(actor.getSnapshot().context)).toBe('saved');
  });

  it('saves at once on blur and when the page is hidden', async () => {
    const { actor, answer, calls } = start(sitting);
    await settle();
    answer('hablo');
    actor.send({ type: 'answer.blur' });
    await settle();
    answer('hablo', 'como');
    actor.send({ type: 'page.hide' });
    await settle();

    expect(calls.save.map((call) => call.answers[0]?.user_answer)).toEqual([
      writingAnswer('hablo'),
      writingAnswer('hablo', 'como'),
    ]);
  });

  it('keeps answers in the browser while offline and sends them when the connection returns', async () => {
    let online = false;
    const { actor, answer, calls, local } = start(sitting, {
      save: (input) =>
        online ? acknowledgeAll(input) : Promise.reject(new TypeError('Failed to fetch')),
    });
    await settle();
    answer('hablo', 'como');
    actor.send({ type: 'answer.blur' });
    await settle();

    expect(sittingSaveState(actor.getSnapshot().context)).toBe('offline');
    expect(actor.getSnapshot().context.saveStates[0]).toBe('offline');
    expect(local.get(attempt.attempt_id)?.map((kept) => kept.user_answer)).toEqual([
      writingAnswer('hablo', 'como'),
    ]);

    online = true;
    actor.send({ type: 'network.online' });
    await settle();

    expect(calls.save).toHaveLength(2);
    expect(sittingSaveState(actor.getSnapshot().context)).toBe('saved');
    expect(local.has(attempt.attempt_id)).toBe(false);
  });

  it('tries again on its own while offline', async () => {
    let online = false;
    const { actor, answer, calls, clock } = start(sitting, {
      save: (input) =>
        online ? acknowledgeAll(input) : Promise.reject(new TypeError('Failed to fetch')),
    });
    await settle();
    answer('hablo');
    actor.send({ type: 'answer.blur' });
    await settle();
    online = true;

    clock.increment(10_000);
    await settle();

    expect(calls.save).toHaveLength(2);
    expect(sittingSaveState(actor.getSnapshot().context)).toBe('saved');
  });

  it('resumes the open attempt with its saved answers and never starts another', async () => {
    const { actor, calls } = start(sitting, {
      resume: () => ({
        attempt,
        answers: [
          {
            exercise_id: writingExercise.id,
            user_answer: writingAnswer('hablo', 'comes'),
            saved_at: '2026-11-21T09:01:00Z',
          },
        ],
        server_time: '2026-11-21T09:06:00Z',
      }),
    });
    await settle();

    expect(calls.start).toEqual([]);
    expect(actor.getSnapshot().context.answers[0]).toEqual(['hablo', 'comes']);
    expect(countdown(actor)).toBe(9 * 60);
    expect(actor.getSnapshot().can({ type: 'exercise.next' })).toBe(true);
  });

  it('after a reload sends the answers typed offline that the server does not hold', async () => {
    const local = new Map<string, SavedAnswer[]>([
      [
        attempt.attempt_id,
        [
          {
            exercise_id: writingExercise.id,
            user_answer: writingAnswer('hablo', 'como'),
            saved_at: '2026-11-21T09:02:00Z',
          },
          {
            exercise_id: readingExercise.id,
            user_answer: {
              Questions: [{ id: 1, question: '¿Qué compra María?', user_answer: 'x' }],
            },
            saved_at: '2026-11-21T09:00:30Z',
          },
        ],
      ],
    ]);
    const { actor, calls } = start(sitting, {
      local,
      resume: () => ({
        attempt,
        answers: [
          {
            exercise_id: writingExercise.id,
            user_answer: writingAnswer('hablo', ''),
            saved_at: '2026-11-21T09:01:00Z',
          },
          {
            exercise_id: readingExercise.id,
            user_answer: {
              Questions: [{ id: 1, question: '¿Qué compra María?', user_answer: 'fruta' }],
            },
            saved_at: '2026-11-21T09:01:30Z',
          },
        ],
        server_time: '2026-11-21T09:03:00Z',
      }),
    });
    await settle();

    // The browser's writing answer is newer; the server's reading answer is.
    expect(actor.getSnapshot().context.answers).toEqual([
      ['hablo', 'como'],
      ['fruta', ''],
    ]);
    expect(calls.save.map((call) => call.answers.map((a) => a.exercise_id))).toEqual([
      [writingExercise.id],
    ]);
  });

  it('stops saving once the server takes no more answers', async () => {
    const { actor, answer, calls, clock, logged } = start(sitting, {
      save: () => Promise.reject({ status: 409, detail: 'This attempt is already finished' }),
    });
    await settle();
    answer('hablo');
    actor.send({ type: 'answer.blur' });
    await settle();
    answer('hablo', 'como');
    clock.increment(30_000);
    await settle();

    expect(calls.save).toHaveLength(1);
    expect(logged).toEqual(['Answers were not saved']);
  });

  it('forgets the copy kept in the browser once the sitting is counted', async () => {
    const { actor, answer, local } = start(sitting, {
      save: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await settle();
    answer('hablo', 'comes');
    actor.send({ type: 'answer.blur' });
    await settle();
    expect(local.size).toBe(1);
    actor.send({ type: 'exercise.next' });
    answer('fruta', 'mercado');

    actor.send({ type: 'template.finish' });
    await settle();

    expect(actor.getSnapshot().value).toBe('finished');
    expect(local.size).toBe(0);
  });

  it('never saves a template solved outside an assignment', async () => {
    const { actor, answer, calls, clock } = start(solveFromTemplateCard(template));
    await settle();
    answer('hablo');
    actor.send({ type: 'answer.blur' });
    clock.increment(5000);
    await settle();

    expect(calls.save).toEqual([]);
    expect(calls.resume).toEqual([]);
    expect(sittingSaveState(actor.getSnapshot().context)).toBe('idle');
  });
});

function acknowledgeAll(input: SaveInput): SaveAnswersResponse {
  return acknowledge(() => Date.parse('2026-11-21T09:01:00Z'))(input);
}

describe('spoken answers in a timed sitting', () => {
  const speakingSitting = solveFromAssignment(
    { ...template, exercises_id_list: [speakingExercise.id, writingExercise.id] },
    assignment,
  );
  const spokenAnswers = (snapshot: { context: { answers: string[][] } }) =>
    snapshot.context.answers[0];
  const savedSpoken = (calls: { save: SaveInput[] }) =>
    calls.save.flatMap((call) =>
      call.answers
        .filter((answer) => answer.exercise_id === speakingExercise.id)
        .map((answer) => answer.user_answer.Questions?.map((item) => item.user_answer)),
    );

  it('uploads a recording when the student stops, and saves its id as the item’s answer at once', async () => {
    const { actor, calls } = start(speakingSitting);
    await settle();
    actor.send({ type: 'recording.captured', take: spoken(1) });
    await settle();

    expect(calls.upload.map((call) => [call.attemptId, call.take.itemId])).toEqual([
      [attempt.attempt_id, 1],
    ]);
    expect(spokenAnswers(actor.getSnapshot())).toEqual(['rec-1', '']);
    expect(savedSpoken(calls)).toEqual([['rec-1', '']]);
    expect(sittingSaveState(actor.getSnapshot().context)).toBe('saved');
  });

  it('offline keeps the recording in the browser, lets the student go on, and uploads it when back online', async () => {
    let online = false;
    const { actor, calls, clock, keptTakes } = start(speakingSitting, {
      upload: ({ take }) =>
        online ? uploadedAs(`rec-${take.itemId}`, take) : Promise.reject(new TypeError('offline')),
    });
    await settle();
    actor.send({ type: 'recording.captured', take: spoken(1) });
    actor.send({ type: 'recording.captured', take: spoken(2) });
    await settle();

    expect(sittingSaveState(actor.getSnapshot().context)).toBe('offline');
    expect([...keptTakes.keys()]).toEqual([
      takeKey({ exerciseId: speakingExercise.id, itemId: 1 }),
      takeKey({ exerciseId: speakingExercise.id, itemId: 2 }),
    ]);
    expect(actor.getSnapshot().can({ type: 'exercise.next' })).toBe(true);

    online = true;
    actor.send({ type: 'network.online' });
    for (const _ of [1, 2, 3, 4]) await settle();

    expect(spokenAnswers(actor.getSnapshot())).toEqual(['rec-1', 'rec-2']);
    expect(keptTakes.size).toBe(0);
    // The second id came while the first was being saved: it follows that save.
    clock.increment(1000);
    await settle();
    expect(savedSpoken(calls).at(-1)).toEqual(['rec-1', 'rec-2']);
  });

  it('does not finish while a recording is still on its way (it would be graded as missing)', async () => {
    let online = false;
    const { actor, calls } = start(
      solveFromAssignment({ ...template, exercises_id_list: [speakingExercise.id] }, assignment),
      {
        upload: ({ take }) =>
          online ? uploadedAs(`rec-${take.itemId}`, take) : Promise.reject(new TypeError('x')),
      },
    );
    await settle();
    actor.send({ type: 'recording.captured', take: spoken(1) });
    actor.send({ type: 'recording.captured', take: spoken(2) });
    await settle();
    actor.send({ type: 'template.finish' });

    expect(actor.getSnapshot().matches('solving')).toBe(true);
    expect(calls.review).toEqual([]);

    online = true;
    actor.send({ type: 'network.online' });
    await settle();
    await settle();
    actor.send({ type: 'template.finish' });
    await settle();

    expect(
      calls.review.map((request) => request.user_answer.Questions?.map((q) => q.user_answer)),
    ).toEqual([['rec-1', 'rec-2']]);
  });

  it('after a reload shows the recording the server holds and uploads the one kept in the browser', async () => {
    const keptTakes = new Map([[takeKey(spoken(2)), spoken(2)]]);
    const { actor, calls } = start(speakingSitting, {
      keptTakes,
      resume: () => ({
        attempt,
        answers: [
          {
            exercise_id: speakingExercise.id,
            user_answer: {
              Questions: [
                { id: 1, question: '¿Dónde estuviste?', user_answer: 'rec-1' },
                { id: 2, question: '¿Qué te gustó más?', user_answer: '' },
              ],
            },
            saved_at: '2026-11-21T09:01:00Z',
          },
        ],
        server_time: '2026-11-21T09:03:00Z',
      }),
    });
    await settle();
    await settle();

    expect(calls.upload.map((call) => call.take.itemId)).toEqual([2]);
    expect(spokenAnswers(actor.getSnapshot())).toEqual(['rec-1', 'rec-2']);
    expect(keptTakes.size).toBe(0);
  });

  it('an item the student could not record is answered “no_microphone”, so the sitting goes on and the teacher is told', async () => {
    const { actor, calls } = start(speakingSitting);
    await settle();
    actor.send({ type: 'answer.change', index: 0, value: NO_MICROPHONE_ANSWER });
    actor.send({ type: 'answer.change', index: 1, value: NO_MICROPHONE_ANSWER });
    actor.send({ type: 'answer.blur' });
    await settle();

    expect(savedSpoken(calls)).toEqual([['no_microphone', 'no_microphone']]);
    expect(actor.getSnapshot().can({ type: 'exercise.next' })).toBe(true);
  });
});
