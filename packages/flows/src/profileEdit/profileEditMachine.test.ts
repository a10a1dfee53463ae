import { inEnglish } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { UpdateProfileRequest, UserProfile } from '../shared/api';
import { studentProfile } from '../shared/fixtures';
import { deferred, fakeCall, settle } from '../shared/testing';
import type { Toast } from '../shared/toast';
import { profileEditMachine } from './profileEditMachine';

function start(
  fakes: {
    fetch?: () => UserProfile | Promise<UserProfile>;
    update?: (request: UpdateProfileRequest) => UserProfile | Promise<UserProfile>;
  } = {},
) {
  const toasts: Toast[] = [];
  const fetch = fakeCall<UserProfile, void>(fakes.fetch ?? (() => studentProfile));
  const update = fakeCall(fakes.update ?? (() => studentProfile));
  const actor = createActor(
    profileEditMachine.provide({
      actors: { fetchProfile: fetch.logic, updateProfile: update.logic },
      actions: { showToast: (_, toast) => toasts.push(toast) },
    }),
  ).start();
  return { actor, toasts, calls: { fetch: fetch.calls, update: update.calls } };
}

describe('profile page', () => {
  it('loads the profile into view mode', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);

    await settle();

    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.profile).toEqual(studentProfile);
  });

  it('shows "Profile Not Found" and toasts the load failure', async () => {
    const { actor, toasts } = start({ fetch: () => Promise.reject(new Error('500')) });

    await settle();

    expect(actor.getSnapshot().value).toBe('notFound');
    expect(inEnglish(toasts)).toEqual([
      {
        title: 'Error',
        description: 'Failed to load profile data. Please try again.',
        variant: 'destructive',
      },
    ]);
  });

  it('Edit Profile fills the fields; Save sends them trimmed, toasts and refetches into view mode', async () => {
    const { actor, calls, toasts } = start();
    await settle();

    actor.send({ type: 'profile.edit' });
    expect(actor.getSnapshot().context.draft.first_name).toBe('Ana');
    actor.send({ type: 'field.change', field: 'first_name', value: ' Anna ' });
    actor.send({ type: 'profile.save' });
    await settle();

    expect(calls.update).toEqual([
      {
        username: 'ana',
        first_name: 'Anna',
        last_name: 'Silva',
        email: 'ana@school.org',
        country: 'PT',
        phone_number: '+351 912345678',
      },
    ]);
    expect(inEnglish(toasts)).toEqual([{ title: 'Profile Updated', variant: 'default' }]);
    expect(calls.fetch).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('viewing');
  });

  it('does not save a profile that breaks the rules', async () => {
    const { actor, calls } = start();
    await settle();
    actor.send({ type: 'profile.edit' });

    actor.send({ type: 'field.change', field: 'phone_number', value: '0049 1234' });
    actor.send({ type: 'profile.save' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(inEnglish(actor.getSnapshot().context.errors.phone_number)).toBe(
      'Phone number must start with a "+" and country code (e.g., +49 rest_of_number)',
    );
    expect(calls.update).toHaveLength(0);
  });

  it('Cancel returns to view mode and reloads, dropping the edits', async () => {
    const { actor, calls } = start();
    await settle();
    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'field.change', field: 'first_name', value: 'Changed' });

    actor.send({ type: 'profile.cancel' });
    await settle();

    expect(actor.getSnapshot().value).toBe('viewing');
    expect(calls.fetch).toHaveLength(2);
    expect(calls.update).toHaveLength(0);
    expect(actor.getSnapshot().context.profile?.first_name).toBe('Ana');
  });

  it('stays in edit mode with "Failed to update profile. Please try again." and the field errors', async () => {
    const { actor, toasts } = start({
      update: () => Promise.reject({ detail: 'Invalid', errors: { username: 'Username taken' } }),
    });
    await settle();
    actor.send({ type: 'profile.edit' });

    actor.send({ type: 'profile.save' });
    await settle();

    expect(actor.getSnapshot().value).toBe('editing');
    expect(inEnglish(actor.getSnapshot().context.errors)).toEqual({ username: 'Username taken' });
    expect(inEnglish(toasts)).toEqual([
      {
        title: 'Error',
        description: 'Failed to update profile. Please try again.',
        variant: 'destructive',
      },
    ]);
  });

  it('does not save twice, nor save from view mode', async () => {
    const pending = deferred<UserProfile>();
    const { actor, calls } = start({ update: () => pending.promise });
    await settle();
    actor.send({ type: 'profile.save' });
    expect(calls.update).toHaveLength(0);

    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'profile.save' });
    actor.send({ type: 'profile.save' });
    await settle();

    expect(calls.update).toHaveLength(1);
    pending.resolve(studentProfile);
  });
});
