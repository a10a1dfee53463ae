import { inEnglish } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { isPassing } from '../shared/answers';
import type { Exercise, ReviewRequest, ReviewResponse } from '../shared/api';
import { listeningExercise, readingExercise, writingExercise } from '../shared/fixtures';
import { deferred, fakeCall, settle } from '../shared/testing';
import type { Toast } from '../shared/toast';
import { type AudioEvent, audioToggleLabel, solveExerciseMachine } from './solveExerciseMachine';

function reviewOf(score: number): ReviewResponse {
  return {
    score,
    exercise_id: writingExercise.id,
    response: [
      { id: 1, is_correct: true, feedback: 'Correct', tip: '' },
      { id: 2, is_correct: false, feedback: 'Use "comes"', tip: 'Second person singular' },
    ],
  };
}

function start(
  exercise: Exercise,
  respond: (request: ReviewRequest) => ReviewResponse | Promise<ReviewResponse> = () =>
    reviewOf(80),
) {
  const toasts: Toast[] = [];
  const audio = {
    started: 0,
    stopped: 0,
    sendBack: undefined as ((event: AudioEvent) => void) | undefined,
  };
  const review = fakeCall(respond);
  const actor = createActor(
    solveExerciseMachine.provide({
      actors: {
        reviewAnswer: review.logic,
        playAudio: fromCallback<AudioEvent, { audioBase64: string }>(({ sendBack }) => {
          audio.started += 1;
          audio.sendBack = sendBack;
          return () => {
            audio.stopped += 1;
          };
        }),
      },
      actions: { showToast: (_, toast) => toasts.push(toast) },
    }),
    { input: { exercise } },
  ).start();
  const answerAll = (...answers: string[]) =>
    answers.forEach((value, index) => {
      actor.send({ type: 'answer.change', index, value });
    });
  return { actor, toasts, audio, calls: review.calls, answerAll };
}

describe('solve one exercise', () => {
  it('does not submit until every prompt has a non-blank answer', () => {
    const { actor, calls, answerAll } = start(writingExercise);

    answerAll('hablo', '   ');
    actor.send({ type: 'answers.submit' });

    expect(actor.getSnapshot().matches('solving')).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('sends a writing answer with the description and 1-based items', async () => {
    const { actor, calls, answerAll } = start(writingExercise);

    answerAll('hablo', 'comes');
    actor.send({ type: 'answers.submit' });
    await settle();

    expect(calls).toEqual([
      {
        exercise_id: writingExercise.id,
        type: 'Writing',
        language: 'Spanish',
        user_answer: {
          Description: 'Conjugate the verb.',
          Exercises: [
            { id: 1, question: 'Yo (hablar) ...', answer: 'hablo' },
            { id: 2, question: 'Tú (comer) ...', answer: 'comes' },
          ],
        },
      },
    ]);
  });

  it('sends a reading answer with the paragraph and the questions', async () => {
    const { actor, calls, answerAll } = start(readingExercise);

    answerAll('fruta', 'en el mercado');
    actor.send({ type: 'answers.submit' });
    await settle();

    expect(calls[0]?.user_answer).toEqual({
      paragraph: 'María compra fruta en el mercado.',
      Questions: [
        { id: 1, question: '¿Qué compra María?', user_answer: 'fruta' },
        { id: 2, question: '¿Dónde está?', user_answer: 'en el mercado' },
      ],
    });
  });

  it('shows the review with score and per-question results and toasts the score', async () => {
    const { actor, toasts, answerAll } = start(writingExercise, () => reviewOf(66.666));

    answerAll('hablo', 'come');
    actor.send({ type: 'answers.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();

    const { review } = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe('review');
    expect(review?.response.map((item) => item.is_correct)).toEqual([true, false]);
    expect(inEnglish(toasts)).toEqual([
      { title: 'Exercise Reviewed!', description: 'Your score: 66.67%', variant: 'default' },
    ]);
  });

  it('passes at 70 and fails below', () => {
    expect([isPassing(70), isPassing(69.99), isPassing(100)]).toEqual([true, false, true]);
  });

  it('keeps the answers and says so when the submission fails', async () => {
    const { actor, toasts, answerAll } = start(writingExercise, () =>
      Promise.reject(new Error('500')),
    );

    answerAll('hablo', 'comes');
    actor.send({ type: 'answers.submit' });
    await settle();

    expect(actor.getSnapshot().matches('solving')).toBe(true);
    expect(actor.getSnapshot().context.answers).toEqual(['hablo', 'comes']);
    expect(inEnglish(toasts)).toEqual([
      {
        title: 'Error',
        description: 'Failed to submit answer. Please try again.',
        variant: 'destructive',
      },
    ]);
  });

  it('does not submit twice or close while submitting', async () => {
    const pending = deferred<ReviewResponse>();
    const { actor, calls, answerAll } = start(writingExercise, () => pending.promise);
    answerAll('hablo', 'comes');

    actor.send({ type: 'answers.submit' });
    actor.send({ type: 'answers.submit' });
    actor.send({ type: 'dialog.close' });
    await settle();

    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('submitting');
    pending.resolve(reviewOf(90));
  });

  it('close from the review resets the answers and the review', async () => {
    const { actor, answerAll } = start(writingExercise);
    answerAll('hablo', 'comes');
    actor.send({ type: 'answers.submit' });
    await settle();

    actor.send({ type: 'dialog.close' });

    expect(actor.getSnapshot().matches('solving')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ answers: ['', ''], review: null });
  });

  it('toggles the audio between Play and Stop and stops it on close', () => {
    const { actor, audio } = start(listeningExercise);
    const playing = () => actor.getSnapshot().matches({ solving: { audio: 'playing' } });

    actor.send({ type: 'audio.toggle' });
    expect(inEnglish(audioToggleLabel(playing()))).toBe('Stop Audio');
    actor.send({ type: 'audio.toggle' });
    expect(inEnglish(audioToggleLabel(playing()))).toBe('Play Audio');
    actor.send({ type: 'audio.toggle' });
    actor.send({ type: 'dialog.close' });

    expect(audio).toMatchObject({ started: 2, stopped: 2 });
    expect(playing()).toBe(false);
  });

  it('stops the audio when the answers are submitted', async () => {
    const { actor, audio, answerAll } = start(listeningExercise);
    actor.send({ type: 'audio.toggle' });

    answerAll('a las nueve');
    actor.send({ type: 'answers.submit' });

    expect(audio.stopped).toBe(1);
    await settle();
  });

  it('returns to "Play Audio" when the playback ends, and says "Failed to play audio" on failure', () => {
    const { actor, audio, toasts } = start(listeningExercise);

    actor.send({ type: 'audio.toggle' });
    audio.sendBack?.({ type: 'audio.ended' });
    expect(actor.getSnapshot().matches({ solving: { audio: 'stopped' } })).toBe(true);

    actor.send({ type: 'audio.toggle' });
    audio.sendBack?.({ type: 'audio.failed' });
    expect(actor.getSnapshot().matches({ solving: { audio: 'stopped' } })).toBe(true);
    expect(inEnglish(toasts)).toEqual([
      { title: 'Error', description: 'Failed to play audio', variant: 'destructive' },
    ]);
  });

  it('does not play an exercise without audio', () => {
    const { actor, audio } = start(readingExercise);

    actor.send({ type: 'audio.toggle' });

    expect(audio.started).toBe(0);
  });
});
