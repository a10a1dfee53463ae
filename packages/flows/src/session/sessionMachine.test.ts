import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, SimulatedClock } from 'xstate';
import { completeProfileMachine } from '../completeProfile/completeProfileMachine';
import type { SaveAnswersResponse, SavedAnswer, StoredUser, UserProfile } from '../shared/api';
import { loginResponse, studentProfile } from '../shared/fixtures';
import type { KeptSitting } from '../shared/keptAnswers';
import { fakeCall, settle } from '../shared/testing';
import { type SessionInput, sessionMachine } from './sessionMachine';

const storedUser: StoredUser = {
  id: studentProfile.id,
  email: studentProfile.email,
  first_name: 'Ana',
  last_name: 'Silva',
  username: 'ana',
  role: 'Student',
};
/** The user as the login knows them, before the profile arrives. */
const account: StoredUser = { id: studentProfile.id, email: studentProfile.email };

interface Fakes {
  exists?: () => Promise<boolean>;
  profile?: () => Promise<UserProfile>;
  revoke?: () => Promise<void>;
  /** What this browser keeps, per user id (another user's entries included). */
  kept?: Record<string, KeptSitting[]>;
  readKept?: () => Promise<KeptSitting[]>;
  save?: (sitting: KeptSitting) => SaveAnswersResponse | Promise<SaveAnswersResponse>;
}

/** The server's answer to a save: every answer acknowledged. */
const acknowledgeAll = (sitting: KeptSitting): SaveAnswersResponse => ({
  answers: sitting.answers.map((answer) => ({
    exercise_id: answer.exercise_id,
    saved: true,
    saved_at: answer.saved_at,
  })),
  server_time: '2026-11-27T09:01:00.000Z',
});

const refused = (status: number) => Promise.reject({ status, detail: 'refused' });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const never = () => new Promise<never>(() => {});

function start(input: Partial<SessionInput> = {}, fakes: Fakes = {}) {
  const effects: string[] = [];
  const stored: StoredUser[] = [];
  const clock = new SimulatedClock();
  const kept: Record<string, KeptSitting[]> = structuredClone(fakes.kept ?? {});
  const readKept = fakeCall<KeptSitting[], { userId: string }>(
    fakes.readKept ?? (({ userId }) => structuredClone(kept[userId] ?? [])),
  );
  const save = fakeCall<SaveAnswersResponse, KeptSitting>(fakes.save ?? acknowledgeAll);
  const keep = fakeCall<void, { userId: string; sitting: KeptSitting }>(({ userId, sitting }) => {
    const others = (kept[userId] ?? []).filter((k) => k.attemptId !== sitting.attemptId);
    kept[userId] = sitting.answers.length > 0 ? [...others, sitting] : others;
  });
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        checkProfileExists: fromPromise(fakes.exists ?? (async () => true)),
        fetchProfile: fromPromise(fakes.profile ?? (async () => studentProfile)),
        revokeSession: fromPromise(fakes.revoke ?? (async () => {})),
        readKeptAnswers: readKept.logic,
        saveKeptAnswers: save.logic,
        keepAnswers: keep.logic,
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
      clock,
    },
  ).start();
  return { actor, effects, stored, clock, kept, readKept, save, keep };
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
    // The account at once (a reload keeps the session), the profiled user once it arrives.
    expect(stored).toEqual([account, storedUser]);
  });

  it('fetches the role of a user restored before it arrived (a reload just after login)', async () => {
    const { actor, stored } = start({
      storedUser: account,
      hasStoredToken: true,
    });

    await settle();

    expect(actor.getSnapshot().value).toEqual({ signedIn: 'authenticated' });
    expect(actor.getSnapshot().context.user?.role).toBe('Student');
    expect(stored).toEqual([storedUser]);
  });

  it('keeps a logged-in user without a role when the role fetch fails', async () => {
    const { actor, stored } = start({}, { profile: () => Promise.reject(new Error('503')) });

    actor.send({ type: 'session.loggedIn', login: loginResponse });
    await settle();

    expect(actor.getSnapshot().hasTag('authenticated')).toBe(true);
    expect(stored).toEqual([account, account]);
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
    expect(stored).toEqual([account, storedUser]);
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
    expect(effects).toEqual(['clearCaches', 'clearStorage', 'navigate /login']);
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
    expect(effects).toEqual(['clearCaches', 'clearStorage', 'navigate /login']);
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

const answer = (exerciseId: string, text: string): SavedAnswer => ({
  exercise_id: exerciseId,
  user_answer: { Questions: [{ id: 1, question: 'Q1', user_answer: text }] },
  saved_at: '2026-11-27T09:00:00.000Z',
});

const sittingA: KeptSitting = {
  assignmentId: 'assignment-a',
  attemptId: 'attempt-a',
  answers: [answer('exercise-1', 'hablo'), answer('exercise-2', 'comes')],
};
const sittingB: KeptSitting = {
  assignmentId: 'assignment-b',
  attemptId: 'attempt-b',
  answers: [answer('exercise-3', 'vivimos')],
};
const otherPupil = 'other-pupil';
const otherSitting: KeptSitting = {
  assignmentId: 'assignment-c',
  attemptId: 'attempt-c',
  answers: [answer('exercise-4', 'not yours')],
};

/** Signed in as the stored student, with what this browser keeps. */
async function signedIn(fakes: Fakes = {}) {
  const session = start({ storedUser, hasStoredToken: true }, fakes);
  await settle();
  return session;
}

describe('logout with sitting answers kept unsent in this browser', () => {
  it('sends them with the sitting save, forgets them once acknowledged, then logs out', async () => {
    const { actor, effects, save, keep, kept, readKept } = await signedIn({
      kept: { [storedUser.id]: [sittingA, sittingB], [otherPupil]: [otherSitting] },
    });

    actor.send({ type: 'session.logout' });
    await settle();

    expect(readKept.calls).toEqual([{ userId: storedUser.id }]);
    expect(save.calls).toEqual([sittingA, sittingB]);
    expect(keep.calls).toEqual([
      { userId: storedUser.id, sitting: { ...sittingA, answers: [] } },
      { userId: storedUser.id, sitting: { ...sittingB, answers: [] } },
    ]);
    expect(kept[storedUser.id]).toEqual([]);
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(effects).toEqual(['clearCaches', 'clearStorage', 'navigate /login']);
  });

  it("never sends or forgets another user's kept answers", async () => {
    const { actor, save, kept } = await signedIn({ kept: { [otherPupil]: [otherSitting] } });

    actor.send({ type: 'session.logout' });
    await settle();

    expect(save.calls).toEqual([]);
    expect(kept[otherPupil]).toEqual([otherSitting]);
    expect(actor.getSnapshot().value).toBe('anonymous');
  });

  it('keeps the app on screen while sending, and says "sending" only when it takes time', async () => {
    let answer!: (response: SaveAnswersResponse) => void;
    const { actor, clock } = await signedIn({
      kept: { [storedUser.id]: [sittingA] },
      save: () => new Promise((resolve) => (answer = resolve)),
    });

    actor.send({ type: 'session.logout' });
    await settle();
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().hasTag('sendingAnswers')).toBe(false);

    clock.increment(400);
    expect(actor.getSnapshot().hasTag('sendingAnswers')).toBe(true);

    answer(acknowledgeAll(sittingA));
    await settle();
    expect(actor.getSnapshot().value).toBe('anonymous');
  });

  it('asks when some cannot be sent (offline): how many; they stay kept', async () => {
    const { actor, effects, keep, kept } = await signedIn({
      kept: { [storedUser.id]: [sittingA, sittingB] },
      save: offline,
    });

    actor.send({ type: 'session.logout' });
    await settle();

    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('unsentAnswers')).toBe(true);
    expect(snapshot.hasTag('authenticated')).toBe(true);
    expect(snapshot.context.unsentAnswers).toBe(3);
    expect(keep.calls).toEqual([]);
    expect(kept[storedUser.id]).toEqual([sittingA, sittingB]);
    expect(effects).toEqual([]);
  });

  it('"Stay signed in" goes back to the app as it was, and a later logout tries again', async () => {
    let online = false;
    const { actor, effects, save } = await signedIn({
      kept: { [storedUser.id]: [sittingA] },
      save: (sitting) => (online ? acknowledgeAll(sitting) : offline()),
    });
    actor.send({ type: 'session.logout' });
    await settle();

    actor.send({ type: 'logout.stay' });

    expect(actor.getSnapshot().value).toEqual({ signedIn: 'authenticated' });
    expect(actor.getSnapshot().context.user).toEqual(storedUser);
    expect(actor.getSnapshot().context.unsentAnswers).toBe(0);
    expect(effects).toEqual([]);

    online = true;
    actor.send({ type: 'session.logout' });
    await settle();

    expect(save.calls).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('anonymous');
  });

  it('"Log out anyway" logs out and leaves the answers kept for the next sign-in here', async () => {
    const { actor, effects, kept } = await signedIn({
      kept: { [storedUser.id]: [sittingA] },
      save: () => refused(503),
    });
    actor.send({ type: 'session.logout' });
    await settle();
    expect(actor.getSnapshot().context.unsentAnswers).toBe(2);

    actor.send({ type: 'logout.confirm' });
    await settle();

    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(effects).toEqual(['clearCaches', 'clearStorage', 'navigate /login']);
    expect(kept[storedUser.id]).toEqual([sittingA]);
    expect(actor.getSnapshot().context.unsentAnswers).toBe(0);
  });

  it.each([403, 404, 409])(
    'forgets answers the server refuses for good (%i) and does not count them as unsent',
    async (status) => {
      const { actor, kept } = await signedIn({
        kept: { [storedUser.id]: [sittingA, sittingB] },
        save: (sitting) => (sitting.attemptId === sittingA.attemptId ? refused(status) : offline()),
      });

      actor.send({ type: 'session.logout' });
      await settle();

      expect(actor.getSnapshot().context.unsentAnswers).toBe(1);
      expect(kept[storedUser.id]).toEqual([sittingB]);
    },
  );

  it('logs out without asking when every kept answer was refused for good', async () => {
    const { actor, kept } = await signedIn({
      kept: { [storedUser.id]: [sittingA] },
      save: () => refused(409),
    });

    actor.send({ type: 'session.logout' });
    await settle();

    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(kept[storedUser.id]).toEqual([]);
  });

  it('keeps and counts only the answers the server did not acknowledge', async () => {
    const { actor, kept } = await signedIn({
      kept: { [storedUser.id]: [sittingA] },
      save: () => ({
        answers: [{ exercise_id: 'exercise-1', saved: false, saved_at: '2026-11-27T09:01:00Z' }],
        server_time: '2026-11-27T09:01:00.000Z',
      }),
    });

    actor.send({ type: 'session.logout' });
    await settle();

    expect(actor.getSnapshot().context.unsentAnswers).toBe(1);
    expect(kept[storedUser.id]).toEqual([{ ...sittingA, answers: [sittingA.answers[1]] }]);
  });

  it('stops waiting for a server that does not answer after 15 seconds and asks', async () => {
    const { actor, clock } = await signedIn({
      kept: { [storedUser.id]: [sittingA, sittingB] },
      save: never,
    });
    actor.send({ type: 'session.logout' });
    await settle();

    clock.increment(14_999);
    expect(actor.getSnapshot().hasTag('sendingAnswers')).toBe(true);
    clock.increment(1);

    expect(actor.getSnapshot().hasTag('unsentAnswers')).toBe(true);
    expect(actor.getSnapshot().context.unsentAnswers).toBe(3);
  });

  it('logs out as before when the kept answers cannot be read', async () => {
    const { actor, save } = await signedIn({ readKept: () => Promise.reject(new Error('idb')) });

    actor.send({ type: 'session.logout' });
    await settle();

    expect(save.calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe('anonymous');
  });

  it('ends the session when it expires while the answers are being sent', async () => {
    const { actor, effects } = await signedIn({
      kept: { [storedUser.id]: [sittingA] },
      save: never,
    });
    actor.send({ type: 'session.logout' });
    await settle();

    actor.send({ type: 'session.expired' });

    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(effects).toEqual(['clearStorage', 'navigate /login']);
  });
});
