import { inEnglish } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import { startForm } from '../form/startForm';
import { loginResponse } from '../shared/fixtures';
import { deferred, settle } from '../shared/testing';
import { loginMachine } from './loginMachine';

describe('login form', () => {
  it('shows both required messages and does not call the server when submitted empty', () => {
    const { actor, calls } = startForm(loginMachine, () => loginResponse);

    actor.send({ type: 'form.submit' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(inEnglish(actor.getSnapshot().context.errors)).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(calls).toHaveLength(0);
  });

  it('names its fields, so a mistyped one is a type error', () => {
    const { actor, fill } = startForm(loginMachine, () => loginResponse);

    // @ts-expect-error the login form has no field `emial`
    actor.send({ type: 'field.change', field: 'emial', value: 'ana@school.org' });
    // @ts-expect-error the same through the test helper
    fill({ emial: 'ana@school.org' });

    expect(actor.getSnapshot().context.values.email).toBe('');
  });

  it('rejects an address without the simple pattern', () => {
    const { actor, fill } = startForm(loginMachine, () => loginResponse);

    fill({ email: 'ana@school', password: 'x' });
    actor.send({ type: 'form.submit' });

    expect(inEnglish(actor.getSnapshot().context.errors.email)).toBe(
      'Please enter a valid email address',
    );
  });

  it('takes a class account’s username in the e-mail field, and refuses a name no account can have', () => {
    const { actor, fill } = startForm(loginMachine, () => loginResponse);

    fill({ email: 'lucar27', password: 'sol-gato-mesa' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({});

    const other = startForm(loginMachine, () => loginResponse);
    other.fill({ email: 'luca r', password: 'x' });
    other.actor.send({ type: 'form.submit' });
    expect(inEnglish(other.actor.getSnapshot().context.errors.email)).toBe(
      'Please enter a valid email address',
    );
  });

  it('re-runs the rules on change once submitted, so a fixed field loses its message', () => {
    const { actor, fill } = startForm(loginMachine, () => loginResponse);
    actor.send({ type: 'form.submit' });

    fill({ email: 'ana@school.org' });

    expect(inEnglish(actor.getSnapshot().context.errors)).toEqual({
      password: 'Password is required',
    });
  });

  it('submits the values, toasts the welcome and hands the tokens on', async () => {
    const { actor, fill, calls, toasts, successes } = startForm(loginMachine, () => loginResponse);

    fill({ email: 'ana@school.org', password: 'Secret123' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();

    expect(calls).toEqual([{ email: 'ana@school.org', password: 'Secret123' }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(inEnglish(toasts)).toEqual([
      { title: 'Login successful! Welcome back!', variant: 'default' },
    ]);
    expect(successes).toEqual([loginResponse]);
  });

  it('does not submit twice while the first call is running', async () => {
    const pending = deferred<typeof loginResponse>();
    const { actor, fill, calls } = startForm(loginMachine, () => pending.promise);
    fill({ email: 'ana@school.org', password: 'Secret123' });

    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    await settle();

    expect(calls).toHaveLength(1);
    pending.resolve(loginResponse);
  });

  it.each([
    [{ detail: 'Invalid credentials' }, 'Invalid credentials'],
    [new Error('Network down'), 'Network down'],
    [{}, 'Login failed. Please try again.'],
  ])(
    'toasts "Login failed" with the detail, else the message, else the fallback',
    async (error, description) => {
      const { actor, fill, toasts } = startForm(loginMachine, () => Promise.reject(error));
      fill({ email: 'ana@school.org', password: 'Secret123' });

      actor.send({ type: 'form.submit' });
      await settle();

      expect(actor.getSnapshot().value).toBe('editing');
      expect(inEnglish(toasts)).toEqual([
        { title: 'Login failed', description, variant: 'destructive' },
      ]);
    },
  );

  it('shows the server field errors inline', async () => {
    const { actor, fill } = startForm(loginMachine, () =>
      Promise.reject({ detail: 'Validation failed', errors: { email: 'Unknown account' } }),
    );
    fill({ email: 'ana@school.org', password: 'Secret123' });

    actor.send({ type: 'form.submit' });
    await settle();

    expect(inEnglish(actor.getSnapshot().context.errors)).toEqual({ email: 'Unknown account' });
  });
});
