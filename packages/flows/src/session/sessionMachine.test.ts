import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import { completeProfileMachine } from '../completeProfile/completeProfileMachine';
import type { StoredUser, UserProfile } from '../shared/api';
import { loginResponse, studentProfile } from '../shared/fixtures';
import { settle } from '../shared/testing';
import { type SessionInput, sessionMachine } from './sessionMachine';

const storedUser: StoredUser = {
  id: studentProfile.id,
  email: studentProfile.email,
  first_name: 'Ana',
  last_name: 'Silva',
  username: 'ana',
  role: 'Student',
};

interface Fakes {
  exists?: () => Promise<boolean>;
  profile?: () => Promise<UserProfile>;
  revoke?: () => Promise<void>;
}

function start(input: Partial<SessionInput> = {}, fakes: Fakes = {}) {
  const effects: string[] = [];
  const stored: StoredUser[] = [];
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        checkProfileExists: fromPromise(fakes.exists ?? (async () => true)),
        fetchProfile: fromPromise(fakes.profile ?? (async () => studentProfile)),
        revokeSession: fromPromise(fakes.revoke ?? (async () => {})),
        completeProfile: completeProfileMachine.provide({
          actors: { saveProfile: fromPromise(async () => studentProfile) },
        }),
      },
      actions: {
        storeTokens: (_, tokens) => effects.push(`storeTokens ${tokens.refresh_token}`),
        storeUser: (_, user) => stored.push(user),
        rememberEmail: (_, email) => effects.push(`rememberEmail ${email}`),
        forgetEmail: () => effects.push('forgetEmail'),
        clearStorage: () => effects.push('clearStorage'),
        clearCaches: () => effects.push('clearCaches'),
        navigate: (_, to) => effects.push(`navigate ${to}`),
      },
    }),
    {
      input: { storedUser: null, hasStoredToken: false, rememberedEmail: null, ...input },
    },
  ).start();
  return { actor, effects, stored };
}

function completeProfile(child: AnyActorRef) {
  const values = {
    username: 'ana',
    first_name: 'Ana',
    last_name: 'Silva',
    country: 'Portugal',
    phone_number: '+351 912345678',
    role: 'student',
  };
  for (const [field, value] of Object.entries(values)) {
    child.send({ type: 'field.change', field, value });
  }
  child.send({ type: 'profile.submit' });
}

describe('session', () => {
  it('starts anonymous when nothing is stored', () => {
    const { actor } = start();

    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(false);
  });

  it('does not restore a stored user without a token', () => {
    const { actor } = start({ storedUser, hasStoredToken: false });

    expect(actor.getSnapshot().value).toBe('anonymous');
  });

  it('restores a stored user and token, loading until the profile check answers', async () => {
    const { actor } = start({ storedUser, hasStoredToken: true });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);

    await settle();

    expect(actor.getSnapshot().value).toEqual({ signedIn: 'authenticated' });
    expect(actor.getSnapshot().context.user).toEqual(storedUser);
  });

  it('opens the profile dialog when the restored user has no profile', async () => {
    const { actor } = start({ storedUser, hasStoredToken: true }, { exists: async () => false });

    await settle();

    expect(actor.getSnapshot().hasTag('needsProfile')).toBe(true);
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(true);
  });

  it('counts a failed existence check as "no profile"', async () => {
    const { actor } = start(
      { storedUser, hasStoredToken: true },
      { exists: () => Promise.reject(new Error('500')) },
    );

    await settle();

    expect(actor.getSnapshot().hasTag('needsProfile')).toBe(true);
  });

  it('on login stores the tokens, remembers the e-mail, clears caches and stores the profiled user', async () => {
    const { actor, effects, stored } = start();

    actor.send({ type: 'session.loggedIn', login: loginResponse });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();

    expect(effects).toEqual([
      'storeTokens refresh-1',
      'rememberEmail ana@school.org',
      'clearCaches',
    ]);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'authenticated' });
    expect(stored).toEqual([storedUser]);
  });

  it('keeps a logged-in user without a role when the role fetch fails', async () => {
    const { actor, stored } = start({}, { profile: () => Promise.reject(new Error('503')) });

    actor.send({ type: 'session.loggedIn', login: loginResponse });
    await settle();

    expect(actor.getSnapshot().hasTag('authenticated')).toBe(true);
    expect(stored).toEqual([{ id: studentProfile.id, email: studentProfile.email }]);
  });

  it('opens the dialog with the login e-mail when no profile exists, then completes it', async () => {
    const { actor, effects, stored } = start({}, { exists: async () => false });
    actor.send({ type: 'session.loggedIn', login: loginResponse });
    await settle();
    const dialog: AnyActorRef | undefined = actor.getSnapshot().children.completeProfile;
    expect(dialog?.getSnapshot().context.values.email).toBe('ana@school.org');

    if (dialog) completeProfile(dialog);
    await settle();

    expect(actor.getSnapshot().value).toEqual({ signedIn: 'authenticated' });
    expect(actor.getSnapshot().hasTag('needsProfile')).toBe(false);
    expect(stored).toEqual([storedUser]);
    expect(effects).toContain('forgetEmail');
    expect(actor.getSnapshot().context.rememberedEmail).toBeNull();
  });

  it('keeps the dialog open when asked to close it', async () => {
    const { actor } = start({ storedUser, hasStoredToken: true }, { exists: async () => false });
    await settle();

    actor.getSnapshot().children.completeProfile?.send({ type: 'dialog.close' });
    actor.send({ type: 'dialog.close' } as never);

    expect(actor.getSnapshot().hasTag('needsProfile')).toBe(true);
  });

  it('logs out: revokes, clears all storage and goes to /login', async () => {
    const { actor, effects } = start({ storedUser, hasStoredToken: true });
    await settle();

    actor.send({ type: 'session.logout' });
    await settle();

    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(effects).toEqual(['clearStorage', 'navigate /login']);
  });

  it('logs out locally even when the server cannot be reached', async () => {
    const { actor, effects } = start(
      { storedUser, hasStoredToken: true },
      { revoke: () => Promise.reject(new Error('offline')) },
    );
    await settle();

    actor.send({ type: 'session.logout' });
    await settle();

    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(effects).toEqual(['clearStorage', 'navigate /login']);
  });

  it('ends the session when the api client reports it expired', async () => {
    const { actor, effects } = start({ storedUser, hasStoredToken: true });
    await settle();

    actor.send({ type: 'session.expired' });

    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(effects).toEqual(['clearStorage', 'navigate /login']);
  });

  it('ignores a logout while anonymous and a second login while signed in', async () => {
    const { actor, effects } = start({ storedUser, hasStoredToken: true });
    await settle();

    actor.send({ type: 'session.loggedIn', login: loginResponse });
    expect(effects).toEqual([]);

    const anonymous = start();
    anonymous.actor.send({ type: 'session.logout' });
    expect(anonymous.effects).toEqual([]);
  });

  it('keeps the saved profile as the session user, so the sidebar shows the new name', async () => {
    const { actor, stored } = start({ storedUser, hasStoredToken: true });
    await settle();

    actor.send({
      type: 'session.profileSaved',
      profile: { ...studentProfile, first_name: 'Ana Maria', username: 'anamaria' },
    });

    expect(actor.getSnapshot().context.user).toMatchObject({
      first_name: 'Ana Maria',
      username: 'anamaria',
    });
    expect(stored.at(-1)).toMatchObject({ first_name: 'Ana Maria', username: 'anamaria' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'authenticated' });
  });
});
