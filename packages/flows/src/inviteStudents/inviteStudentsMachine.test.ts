import { inEnglish } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { deferred, fakeCall, settle } from '../shared/testing';
import type { Toast } from '../shared/toast';
import { inviteStudentsMachine, sendInvitationsLabel } from './inviteStudentsMachine';

const roomId = 'r0000000-0000-4000-8000-000000000001';

function start(
  resolve: (input: { emails: string[] }) => string[] | Promise<string[]> = ({ emails }) =>
    emails.map((_, index) => `user-${index + 1}`),
  addToRoom: (input: {
    roomId: string;
    userIds: string[];
  }) => { added: number } | Promise<{ added: number }> = ({ userIds }) => ({
    added: userIds.length,
  }),
) {
  const toasts: Toast[] = [];
  let successes = 0;
  const resolveIds = fakeCall(resolve);
  const addUsers = fakeCall(addToRoom);
  const actor = createActor(
    inviteStudentsMachine.provide({
      actors: { resolveUserIds: resolveIds.logic, addUsers: addUsers.logic },
      actions: {
        showToast: (_, toast) => toasts.push(toast),
        reportSuccess: () => {
          successes += 1;
        },
      },
    }),
    { input: { roomId, ownEmail: 'Teacher@School.org' } },
  ).start();
  const add = (value: string) => {
    actor.send({ type: 'draft.change', value });
    actor.send({ type: 'email.add' });
  };
  return {
    actor,
    toasts,
    add,
    successes: () => successes,
    calls: { resolve: resolveIds.calls, add: addUsers.calls },
  };
}

describe('invite students', () => {
  it('adds trimmed, lower-cased chips and clears the entry', () => {
    const { actor, add } = start();

    add('  Ana@School.ORG ');

    expect(actor.getSnapshot().context).toMatchObject({ emails: ['ana@school.org'], draft: '' });
    expect(inEnglish(sendInvitationsLabel(actor.getSnapshot().context.emails.length))).toBe(
      'Send Invitations (1)',
    );
  });

  it.each([
    ['   ', 'Please enter an email address'],
    ['ana@school', 'Please enter a valid email address'],
    [' teacher@school.org', 'You cannot add your own email'],
    ['ANA@school.org', 'This email is already added'],
  ])('refuses "%s" with "%s"', (value, message) => {
    const { actor, add } = start();
    add('ana@school.org');

    add(value);

    expect(actor.getSnapshot().context.emails).toEqual(['ana@school.org']);
    expect(inEnglish(actor.getSnapshot().context.error)).toBe(message);
  });

  it('clears the message as soon as the entry changes, and removes a chip', () => {
    const { actor, add } = start();
    add('ana@school.org');
    add('bad');

    actor.send({ type: 'draft.change', value: 'ben@school.org' });
    actor.send({ type: 'email.remove', email: 'ana@school.org' });

    expect(actor.getSnapshot().context).toMatchObject({ error: null, emails: [] });
  });

  it('asks for at least one address before sending', () => {
    const { actor, calls } = start();

    actor.send({ type: 'invitations.send' });

    expect(inEnglish(actor.getSnapshot().context.error)).toBe(
      'Please add at least one email address',
    );
    expect(calls.resolve).toHaveLength(0);
  });

  it('resolves the addresses to ids, adds them to the room and says how many', async () => {
    const { actor, add, calls, toasts, successes } = start();
    add('ana@school.org');
    add('ben@school.org');

    actor.send({ type: 'invitations.send' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();

    expect(calls.resolve).toEqual([{ emails: ['ana@school.org', 'ben@school.org'] }]);
    expect(calls.add).toEqual([{ roomId, userIds: ['user-1', 'user-2'] }]);
    expect(inEnglish(toasts)).toEqual([
      {
        title: 'Students Added!',
        description: 'Successfully added 2 student(s) to the room!',
        variant: 'default',
      },
    ]);
    expect(successes()).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('says "No Valid Users" when nobody matches, and adds nothing', async () => {
    const { actor, add, calls, toasts, successes } = start(() => []);
    add('nobody@school.org');

    actor.send({ type: 'invitations.send' });
    await settle();

    expect(inEnglish(toasts)).toEqual([
      {
        title: 'No Valid Users',
        description: 'No valid users found for the provided emails.',
        variant: 'destructive',
      },
    ]);
    expect(calls.add).toHaveLength(0);
    expect(successes()).toBe(0);
    expect(actor.getSnapshot().context.emails).toEqual(['nobody@school.org']);
  });

  it('says "Error adding students: {message}" when adding fails', async () => {
    const { actor, add, toasts } = start(undefined, () =>
      Promise.reject({ detail: 'Room not found' }),
    );
    add('ana@school.org');

    actor.send({ type: 'invitations.send' });
    await settle();

    expect(inEnglish(toasts)).toEqual([
      {
        title: 'Error',
        description: 'Error adding students: Room not found',
        variant: 'destructive',
      },
    ]);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('does not send twice or change the chips while sending', async () => {
    const pending = deferred<string[]>();
    const { actor, add, calls } = start(() => pending.promise);
    add('ana@school.org');

    actor.send({ type: 'invitations.send' });
    actor.send({ type: 'invitations.send' });
    actor.send({ type: 'email.remove', email: 'ana@school.org' });
    await settle();

    expect(calls.resolve).toHaveLength(1);
    expect(actor.getSnapshot().context.emails).toEqual(['ana@school.org']);
    pending.resolve([]);
  });
});
