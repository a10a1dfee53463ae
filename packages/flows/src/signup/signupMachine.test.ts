import { inEnglish } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import { startForm } from '../form/startForm';
import { settle } from '../shared/testing';
import { signupMachine } from './signupMachine';

describe('signup form', () => {
  const valid = { email: 'ana@school.org', password: 'Secret123', confirmPassword: 'Secret123' };

  it.each(['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere'])(
    'refuses the password %s with the policy message',
    (password) => {
      const { actor, fill } = startForm(signupMachine, () => ({}));

      fill({ ...valid, password, confirmPassword: password });
      actor.send({ type: 'form.submit' });

      expect(inEnglish(actor.getSnapshot().context.errors.password)).toBe(
        'Password must be at least 8 characters and include at least one uppercase letter, one lowercase letter, and one number.',
      );
    },
  );

  it('asks for the confirmation, then for a matching one', () => {
    const { actor, fill } = startForm(signupMachine, () => ({}));
    fill({ email: valid.email, password: valid.password });

    actor.send({ type: 'form.submit' });
    expect(inEnglish(actor.getSnapshot().context.errors.confirmPassword)).toBe(
      'Please confirm your password',
    );

    fill({ confirmPassword: 'Secret124' });
    expect(inEnglish(actor.getSnapshot().context.errors.confirmPassword)).toBe(
      'Passwords do not match',
    );
  });

  it('toasts the account message and reports success (the page redirects to /login)', async () => {
    const { actor, fill, toasts, successes } = startForm(signupMachine, () => ({ id: 'u1' }));

    fill(valid);
    actor.send({ type: 'form.submit' });
    await settle();

    expect(inEnglish(toasts[0]?.title)).toBe(
      'Account created successfully! Please check your email to verify your account.',
    );
    expect(successes).toHaveLength(1);
  });

  it.each([
    [{ detail: 'Email already registered' }, 'Email already registered'],
    [new Error('fetch failed'), 'Signup failed. Please try again.'],
  ])('toasts "Signup failed" with the detail, else the fallback', async (error, description) => {
    const { actor, fill, toasts, successes } = startForm(signupMachine, () =>
      Promise.reject(error),
    );

    fill(valid);
    actor.send({ type: 'form.submit' });
    await settle();

    expect(inEnglish(toasts)).toEqual([
      { title: 'Signup failed', description, variant: 'destructive' },
    ]);
    expect(successes).toHaveLength(0);
  });
});
