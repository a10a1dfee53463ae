import { inEnglish } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import { startForm } from '../form/startForm';
import { settle } from '../shared/testing';
import { resetPasswordMachine } from './resetPasswordMachine';

describe('reset-password form', () => {
  it('applies the password policy and the confirmation rule', () => {
    const { actor, fill } = startForm(resetPasswordMachine, () => ({}));

    fill({ newPassword: 'weak', confirmPassword: 'other' });
    actor.send({ type: 'form.submit' });

    expect(inEnglish(actor.getSnapshot().context.errors)).toEqual({
      newPassword:
        'Password must be at least 8 characters and include at least one uppercase letter, one lowercase letter, and one number.',
      confirmPassword: 'Passwords do not match',
    });
  });

  it.each([
    [{ detail: 'Reset link expired' }, 'Reset link expired'],
    [new Error('offline'), 'Failed to reset password'],
  ])('shows the detail, else "Failed to reset password"', async (error, description) => {
    const { actor, fill, toasts } = startForm(resetPasswordMachine, () => Promise.reject(error));

    fill({ newPassword: 'Secret123', confirmPassword: 'Secret123' });
    actor.send({ type: 'form.submit' });
    await settle();

    expect(inEnglish(toasts)).toEqual([{ title: 'Error', description, variant: 'destructive' }]);
  });
});
