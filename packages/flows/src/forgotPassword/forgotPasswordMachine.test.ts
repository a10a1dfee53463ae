import { inEnglish } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import { startForm } from '../form/startForm';
import { settle } from '../shared/testing';
import { forgotPasswordMachine } from './forgotPasswordMachine';

describe('forgot-password form', () => {
  it('requires an e-mail', () => {
    const { actor } = startForm(forgotPasswordMachine, () => ({}));

    actor.send({ type: 'form.submit' });

    expect(inEnglish(actor.getSnapshot().context.errors.email)).toBe('Email is required');
  });

  it('ends in the confirmation state with "Reset email sent!"', async () => {
    const { actor, fill, toasts } = startForm(forgotPasswordMachine, () => ({ message: 'queued' }));

    fill({ email: 'ana@school.org' });
    actor.send({ type: 'form.submit' });
    await settle();

    expect(actor.getSnapshot().value).toBe('submitted');
    expect(inEnglish(toasts)).toEqual([{ title: 'Reset email sent!', variant: 'default' }]);
  });

  it.each([
    [{ detail: 'Too many requests' }, 'Too many requests'],
    [new Error('offline'), 'Failed to send reset email. Please try again.'],
  ])('toasts "Error" with the detail, else the fallback', async (error, description) => {
    const { actor, fill, toasts } = startForm(forgotPasswordMachine, () => Promise.reject(error));

    fill({ email: 'ana@school.org' });
    actor.send({ type: 'form.submit' });
    await settle();

    expect(inEnglish(toasts)).toEqual([{ title: 'Error', description, variant: 'destructive' }]);
  });
});
