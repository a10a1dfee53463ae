import { inEnglish } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { UpdateProfileRequest, UserProfile } from '../shared/api';
import { studentProfile } from '../shared/fixtures';
import { deferred, fakeCall, settle } from '../shared/testing';
import type { Toast } from '../shared/toast';
import {
  type CompleteProfileEvent,
  completeProfileMachine,
  completeProfileSubmitLabel,
} from './completeProfileMachine';

const user = { id: studentProfile.id, email: studentProfile.email };

function start(
  respond: (input: {
    userId: string;
    profile: UpdateProfileRequest;
  }) => UserProfile | Promise<UserProfile> = () => studentProfile,
  currentUser: typeof user | null = user,
) {
  const toasts: Toast[] = [];
  const save = fakeCall(respond);
  const actor = createActor(
    completeProfileMachine.provide({
      actors: { saveProfile: save.logic },
      actions: { showToast: (_, toast) => toasts.push(toast) },
    }),
    { input: { user: currentUser, email: 'ana@school.org' } },
  ).start();
  return { actor, toasts, calls: save.calls };
}

function fillValid(actor: ReturnType<typeof start>['actor']) {
  const values = {
    username: '  ana ',
    first_name: ' Ana',
    last_name: 'Silva ',
    country: 'Portugal',
    phone_number: ' +351 912345678 ',
    role: 'student',
  } as const;
  for (const [field, value] of Object.entries(values)) {
    actor.send({ type: 'field.change', field: field as keyof typeof values, value });
  }
}

describe('complete-profile dialog', () => {
  it('prefills the read-only e-mail and lists every required message', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.values.email).toBe('ana@school.org');

    actor.send({ type: 'profile.submit' });

    expect(inEnglish(actor.getSnapshot().context.errors)).toEqual({
      username: 'Username is required',
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: undefined,
      country: 'Country is required',
      phone_number: 'Phone number is required',
      role: 'Role is required',
    });
  });

  it('counts a value of spaces as missing', () => {
    const { actor } = start();
    fillValid(actor);

    actor.send({ type: 'field.change', field: 'username', value: '   ' });
    actor.send({ type: 'profile.submit' });

    expect(inEnglish(actor.getSnapshot().context.errors.username)).toBe('Username is required');
  });

  it.each([
    [
      '4912345678',
      'Phone number must start with a "+" and country code (e.g., +49 rest_of_number)',
    ],
    ['+ 49 123456', 'You are missing the country code after the + symbol.'],
    ['+abc', 'You are missing the country code after the + symbol.'],
    ['+49 123', 'Please enter a valid phone number with country code (e.g., +49 123456789).'],
    ['+12345 6789', 'Please enter a valid phone number with country code (e.g., +49 123456789).'],
    [
      '+49  123456789',
      'Please enter a valid phone number with country code (e.g., +49 123456789).',
    ],
  ])('refuses the phone number %s', (phone, message) => {
    const { actor } = start();
    fillValid(actor);

    actor.send({ type: 'field.change', field: 'phone_number', value: phone });
    actor.send({ type: 'profile.submit' });

    expect(inEnglish(actor.getSnapshot().context.errors.phone_number)).toBe(message);
  });

  it.each(['+49 123456789', '+49123456789', '+1 5550', '+3519 12345678'])(
    'accepts the phone number %s',
    (phone) => {
      const { actor } = start();
      fillValid(actor);

      actor.send({ type: 'field.change', field: 'phone_number', value: phone });
      actor.send({ type: 'profile.submit' });

      expect(inEnglish(actor.getSnapshot().context.errors.phone_number)).toBeUndefined();
    },
  );

  it('saves the trimmed profile with an empty preferences object, reads "Completing..." meanwhile', async () => {
    const pending = deferred<UserProfile>();
    const { actor, calls, toasts } = start(() => pending.promise);
    fillValid(actor);

    actor.send({ type: 'profile.submit' });
    const busy = actor.getSnapshot().hasTag('busy');
    pending.resolve(studentProfile);
    await settle();

    expect(inEnglish(completeProfileSubmitLabel(busy))).toBe('Completing...');
    expect(calls).toEqual([
      {
        userId: studentProfile.id,
        profile: {
          username: 'ana',
          first_name: 'Ana',
          last_name: 'Silva',
          email: 'ana@school.org',
          country: 'Portugal',
          phone_number: '+351 912345678',
          role: 'student',
          preferences: {},
        },
      },
    ]);
    expect(inEnglish(toasts)).toEqual([
      {
        title: 'Profile completed successfully!',
        description: 'Your profile has been updated.',
        variant: 'default',
      },
    ]);
    expect(actor.getSnapshot().output).toMatchObject({ id: studentProfile.id, role: 'Student' });
  });

  it('cannot be dismissed: a close request leaves the dialog open', () => {
    const { actor } = start();

    actor.send({ type: 'dialog.close' } as unknown as CompleteProfileEvent);

    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('does not save twice while saving', async () => {
    const pending = deferred<UserProfile>();
    const { actor, calls } = start(() => pending.promise);
    fillValid(actor);

    actor.send({ type: 'profile.submit' });
    actor.send({ type: 'profile.submit' });
    await settle();

    expect(calls).toHaveLength(1);
    pending.resolve(studentProfile);
  });

  it('refuses to save without a signed-in user', async () => {
    const { actor, calls, toasts } = start(undefined, null);
    fillValid(actor);

    actor.send({ type: 'profile.submit' });
    await settle();

    expect(calls).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(inEnglish(toasts)).toEqual([
      { title: 'Error', description: 'No user authenticated', variant: 'destructive' },
    ]);
  });

  it.each([
    [{ detail: 'Username taken', errors: { username: 'Username taken' } }, 'Username taken'],
    [new Error('Network error'), 'Network error'],
    [{ status: 500 }, 'Failed to complete profile. Please try again.'],
  ])(
    'on failure toasts "Error" with the detail, else the message, else the fallback',
    async (error, description) => {
      const { actor, toasts } = start(() => Promise.reject(error));
      fillValid(actor);

      actor.send({ type: 'profile.submit' });
      await settle();

      expect(actor.getSnapshot().value).toBe('editing');
      expect(inEnglish(toasts)).toEqual([{ title: 'Error', description, variant: 'destructive' }]);
    },
  );

  it('shows the server field errors beside the fields', async () => {
    const { actor } = start(() =>
      Promise.reject({ detail: 'Invalid', errors: { username: 'Username taken' } }),
    );
    fillValid(actor);

    actor.send({ type: 'profile.submit' });
    await settle();

    expect(inEnglish(actor.getSnapshot().context.errors)).toEqual({ username: 'Username taken' });
  });
});
