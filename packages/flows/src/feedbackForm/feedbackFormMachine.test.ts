import { inEnglish } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { FeedbackRequest } from '../shared/api';
import { deferred, fakeCall, settle } from '../shared/testing';
import type { Toast } from '../shared/toast';
import { feedbackFormMachine } from './feedbackFormMachine';

function start(respond: (request: FeedbackRequest) => unknown = () => ({ id: 'f1' })) {
  const toasts: Toast[] = [];
  const submit = fakeCall(respond);
  const actor = createActor(
    feedbackFormMachine.provide({
      actors: { submitFeedback: submit.logic },
      actions: { showToast: (_, toast) => toasts.push(toast) },
    }),
  ).start();
  return { actor, toasts, calls: submit.calls };
}

const missing = {
  title: 'Missing Information',
  description: 'Please fill in all fields before submitting.',
  variant: 'destructive',
};

describe('feedback form', () => {
  it('needs a category', () => {
    const { actor, toasts, calls } = start();

    actor.send({ type: 'text.change', value: 'Great app' });
    actor.send({ type: 'feedback.submit' });

    expect(inEnglish(toasts)).toEqual([missing]);
    expect(calls).toHaveLength(0);
  });

  it('needs text that is not blank', () => {
    const { actor, toasts } = start();

    actor.send({ type: 'category.change', value: 'bug' });
    actor.send({ type: 'text.change', value: '   ' });
    actor.send({ type: 'feedback.submit' });

    expect(inEnglish(toasts)).toEqual([missing]);
  });

  it('caps the text at 1000 characters', () => {
    const { actor } = start();

    actor.send({ type: 'text.change', value: 'x'.repeat(1200) });

    expect(actor.getSnapshot().context.feedback_text).toHaveLength(1000);
  });

  it('submits, thanks the user and empties the form', async () => {
    const { actor, toasts, calls } = start();
    actor.send({ type: 'category.change', value: 'feature' });
    actor.send({ type: 'text.change', value: ' Dark mode please ' });

    actor.send({ type: 'feedback.submit' });
    actor.send({ type: 'feedback.submit' });
    await settle();

    expect(calls).toEqual([{ feedback_type: 'feature', feedback_text: 'Dark mode please' }]);
    expect(inEnglish(toasts)).toEqual([
      {
        title: 'Feedback Submitted',
        description: "Thank you for your feedback! We'll review it soon.",
        variant: 'default',
      },
    ]);
    expect(actor.getSnapshot().context).toEqual({ feedback_type: '', feedback_text: '' });
  });

  it('keeps the text and says so when the submission fails', async () => {
    const { actor, toasts } = start(() => Promise.reject(new Error('500')));
    actor.send({ type: 'category.change', value: 'bug' });
    actor.send({ type: 'text.change', value: 'Crash on save' });

    actor.send({ type: 'feedback.submit' });
    await settle();

    expect(actor.getSnapshot().context.feedback_text).toBe('Crash on save');
    expect(inEnglish(toasts)).toEqual([
      {
        title: 'Error',
        description: 'Failed to submit feedback. Please try again.',
        variant: 'destructive',
      },
    ]);
  });

  it('does not take edits while submitting', async () => {
    const pending = deferred<unknown>();
    const { actor } = start(() => pending.promise);
    actor.send({ type: 'category.change', value: 'bug' });
    actor.send({ type: 'text.change', value: 'Crash on save' });

    actor.send({ type: 'feedback.submit' });
    actor.send({ type: 'text.change', value: 'Other' });

    expect(actor.getSnapshot().context.feedback_text).toBe('Crash on save');
    pending.resolve({});
    await settle();
  });
});
