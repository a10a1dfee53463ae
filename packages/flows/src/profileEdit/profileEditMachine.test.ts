import { inEnglish } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { UpdateProfileRequest, UserProfile } from '../shared/api';
import { studentProfile } from '../shared/fixtures';
import { deferred, fakeCall, settle } from '../shared/testing';
import type { Toast } from '../shared/toast';
import { changesEmail, profileEditMachine } from './profileEditMachine';

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

/** The profile loads, then every reload answers with `reload`. */
function loadedThen(reload: () => Promise<UserProfile>) {
  let fetches = 0;
  return () => (fetches++ === 0 ? studentProfile : reload());
}

describe('profile page', () => {
  it('loads the profile into view mode', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);

    await settle();

    expect(actor.getSnapshot().matches('viewing')).toBe(true);
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
    expect(actor.getSnapshot().matches('viewing')).toBe(true);
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

    expect(actor.getSnapshot().matches('viewing')).toBe(true);
    expect(calls.fetch).toHaveLength(2);
    expect(calls.update).toHaveLength(0);
    expect(actor.getSnapshot().context.profile?.first_name).toBe('Ana');
  });

  it('opens Edit Profile at once while the page reloads after Cancel', async () => {
    const reload = deferred<UserProfile>();
    const { actor } = start({ fetch: loadedThen(() => reload.promise) });
    await settle();
    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'profile.cancel' });

    actor.send({ type: 'profile.edit' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.draft.first_name).toBe('Ana');
    // The reload answering late does not pull the form away.
    reload.resolve({ ...studentProfile, first_name: 'Later' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('keeps showing the saved profile when the reload after Save fails', async () => {
    const { actor, toasts } = start({
      fetch: loadedThen(() => Promise.reject(new Error('502'))),
      update: (request) => ({ ...studentProfile, first_name: request.first_name ?? '' }),
    });
    await settle();
    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'field.change', field: 'first_name', value: 'Anna' });
    actor.send({ type: 'profile.save' });
    await settle();

    expect(actor.getSnapshot().matches('viewing')).toBe(true);
    expect(actor.getSnapshot().context.profile?.first_name).toBe('Anna');
    expect(inEnglish(toasts)).toEqual([{ title: 'Profile Updated', variant: 'default' }]);
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
  describe('a new e-mail address (issue 30)', () => {
    async function editEmail(fakes: Parameters<typeof start>[0] = {}) {
      const started = start(fakes);
      await settle();
      started.actor.send({ type: 'profile.edit' });
      started.actor.send({ type: 'field.change', field: 'email', value: ' New@School.org ' });
      return started;
    }

    it('asks for the current password, and does not save without it', async () => {
      const { actor, calls } = await editEmail();
      expect(changesEmail(actor.getSnapshot().context)).toBe(true);

      actor.send({ type: 'profile.save' });

      expect(actor.getSnapshot().value).toBe('editing');
      expect(inEnglish(actor.getSnapshot().context.errors.current_password)).toBe(
        'Enter your current password to change your e-mail address',
      );
      expect(calls.update).toHaveLength(0);
    });

    it('asks no password once the address is the saved one again (in any case)', async () => {
      const { actor, calls } = await editEmail();
      actor.send({ type: 'field.change', field: 'email', value: 'ANA@school.org' });
      expect(changesEmail(actor.getSnapshot().context)).toBe(false);

      actor.send({ type: 'profile.save' });
      await settle();

      expect(calls.update).toHaveLength(1);
      expect(calls.update[0]).not.toHaveProperty('current_password');
    });

    it('sends the password as typed and says the address stays the old one until the link is opened', async () => {
      const { actor, calls, toasts } = await editEmail({
        update: () => ({ ...studentProfile, pending_email: 'new@school.org' }),
      });
      actor.send({ type: 'field.change', field: 'current_password', value: ' secret pass ' });

      actor.send({ type: 'profile.save' });
      await settle();

      expect(calls.update[0]).toMatchObject({
        email: 'New@School.org',
        current_password: ' secret pass ',
      });
      expect(inEnglish(toasts)).toEqual([
        {
          title: 'Profile Updated',
          description:
            'Your e-mail address stays ana@school.org until you open the link we sent to new@school.org.',
          variant: 'default',
        },
      ]);
      expect(actor.getSnapshot().matches('viewing')).toBe(true);
      expect(actor.getSnapshot().context.currentPassword).toBe('');
    });

    it('shows a wrong password (403) at the password field', async () => {
      const { actor } = await editEmail({
        update: () => Promise.reject({ detail: 'Wrong password', status: 403 }),
      });
      actor.send({ type: 'field.change', field: 'current_password', value: 'nope' });

      actor.send({ type: 'profile.save' });
      await settle();

      expect(actor.getSnapshot().value).toBe('editing');
      expect(inEnglish(actor.getSnapshot().context.errors)).toEqual({
        current_password: 'That is not your current password. Enter the password you sign in with.',
      });

      actor.send({ type: 'field.change', field: 'current_password', value: 'again' });
      expect(actor.getSnapshot().context.errors.current_password).toBeUndefined();
    });

    it("shows the server's 422 on the password at its field", async () => {
      const { actor } = await editEmail({
        update: () =>
          Promise.reject({
            detail: 'Invalid',
            status: 422,
            errors: { current_password: 'Enter your current password' },
          }),
      });
      actor.send({ type: 'field.change', field: 'current_password', value: 'x' });

      actor.send({ type: 'profile.save' });
      await settle();

      expect(actor.getSnapshot().context.errors.current_password).toBe(
        'Enter your current password',
      );
    });

    it("toasts the server's words when address changes are limited (429)", async () => {
      const { actor, toasts } = await editEmail({
        update: () => Promise.reject({ detail: 'Too many changes. Try again later.', status: 429 }),
      });
      actor.send({ type: 'field.change', field: 'current_password', value: 'x' });

      actor.send({ type: 'profile.save' });
      await settle();

      expect(inEnglish(toasts)).toEqual([
        {
          title: 'Error',
          description: 'Too many changes. Try again later.',
          variant: 'destructive',
        },
      ]);
    });
  });

  describe('a class account (issue 31)', () => {
    const pupil: UserProfile = {
      ...studentProfile,
      username: 'anas42',
      email: 'anas42@class.invalid',
      country: null,
      phone_number: null,
      class_account: true,
    };

    it('saves without a phone, a country or an address, sending its placeholder unchanged', async () => {
      const { actor, calls } = start({ fetch: () => pupil, update: () => pupil });
      await settle();
      actor.send({ type: 'profile.edit' });
      expect(actor.getSnapshot().context.draft.email).toBe('');
      actor.send({ type: 'profile.save' });
      await settle();
      expect(calls.update).toEqual([
        {
          username: 'anas42',
          first_name: 'Ana',
          last_name: 'Silva',
          email: 'anas42@class.invalid',
        },
      ]);
    });

    it('checks an address typed in, and asks for the password to add it', async () => {
      const { actor, calls } = start({ fetch: () => pupil });
      await settle();
      actor.send({ type: 'profile.edit' });
      actor.send({ type: 'field.change', field: 'email', value: 'not-an-address' });
      actor.send({ type: 'profile.save' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.errors.email).toBeDefined();
      actor.send({ type: 'field.change', field: 'email', value: 'ana@family.example' });
      actor.send({ type: 'profile.save' });
      expect(actor.getSnapshot().context.errors.current_password).toBeDefined();
      expect(calls.update).toEqual([]);
    });
  });
});
