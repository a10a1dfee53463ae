import type { Message } from '@lingua/i18n';
import { inEnglish } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type {
  AssignmentDetails,
  CreateAssignmentRequest,
  RoomUser,
  SendMailsRequest,
} from '../shared/api';
import { deferred, fakeCall, settle } from '../shared/testing';
import type { Toast } from '../shared/toast';
import type { AssignmentForm } from './assignmentForm';
import { createAssignmentMachine } from './createAssignmentMachine';

const created: AssignmentDetails = {
  id: 'b0000000-0000-4000-8000-000000000001',
  assignment_text: 'Week 3 quiz',
  assignment_description: 'Ser y estar',
  template_id: 't0000000-0000-4000-8000-000000000001',
  room_id: 'r0000000-0000-4000-8000-000000000001',
  schedule: '2026-11-24T09:00:00.000Z',
  attempts: 2,
  time_limit: 15,
  shuffle_questions: false,
  shuffle_options: false,
  deal_versions: false,
  created_at: '2026-11-21T09:00:00Z',
};
const users: RoomUser[] = [
  { id: 'u1', first_name: 'Ana', last_name: 'Silva', email: 'ana@school.org' },
  { id: 'u2', first_name: 'Ben', last_name: 'Ross', email: 'ben@school.org' },
];

interface Fakes {
  create?: () => Partial<AssignmentDetails> | Promise<Partial<AssignmentDetails>>;
  users?: () => RoomUser[] | Promise<RoomUser[]>;
  mails?: () => unknown;
  assign?: () => unknown;
}

function start(fakes: Fakes = {}) {
  const toasts: Toast[] = [];
  const successes: Toast[] = [];
  const logged: string[] = [];
  const steps: (Message | null)[] = [];
  const create = fakeCall<Partial<AssignmentDetails>, CreateAssignmentRequest>(
    fakes.create ?? (() => created),
  );
  const roomUsers = fakeCall<RoomUser[], { roomId: string }>(fakes.users ?? (() => users));
  const mails = fakeCall<unknown, SendMailsRequest>(fakes.mails ?? (() => ({ queued: 2 })));
  const assignStudents = fakeCall<unknown, { assignmentId: string }>(
    fakes.assign ?? (() => ({ assigned: 2 })),
  );
  const actor = createActor(
    createAssignmentMachine.provide({
      actors: {
        createAssignment: create.logic,
        fetchRoomUsers: roomUsers.logic,
        sendMails: mails.logic,
        assignStudents: assignStudents.logic,
      },
      actions: {
        showToast: (_, toast) => toasts.push(toast),
        reportSuccess: (_, toast) => successes.push(toast),
        logError: (_, { message }) => logged.push(message),
      },
    }),
    { input: { appUrl: 'https://lingua.example' } },
  );
  actor.subscribe((snapshot) => {
    if (steps.at(-1) !== snapshot.context.statusText) steps.push(snapshot.context.statusText);
  });
  actor.start();
  const fill = (values: Partial<AssignmentForm>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'field.change', field: field as keyof AssignmentForm, value });
    }
  };
  const fillValid = () =>
    fill({
      assignment_text: 'Week 3 quiz',
      assignment_description: 'Ser y estar',
      template_id: created.template_id,
      room_id: created.room_id,
      date: '2026-11-24',
    });
  return {
    actor,
    toasts,
    successes,
    logged,
    steps,
    fill,
    fillValid,
    calls: {
      create: create.calls,
      users: roomUsers.calls,
      mails: mails.calls,
      assign: assignStudents.calls,
    },
  };
}

const failureToast = {
  title: 'Error',
  description: 'Failed to create and send assignment. Please try again.',
  variant: 'destructive',
};

describe('create assignment', () => {
  it('starts with attempts 2, time limit 15 and 09:00', () => {
    const { values } = start().actor.getSnapshot().context;

    expect(values).toMatchObject({ attempts: '2', time_limit: '15', time: '09:00' });
  });

  it('shows the message of every field on submit and calls nothing', () => {
    const { actor, fill, calls } = start();
    fill({ time: '', attempts: '0', time_limit: '1.5' });

    actor.send({ type: 'form.submit' });

    expect(inEnglish(actor.getSnapshot().context.errors)).toEqual({
      assignment_text: 'Assignment title is required',
      assignment_description: 'Description is required',
      template_id: 'Please select a template',
      room_id: 'Please select a room',
      schedule: 'Please select a date and time',
      time: 'Please select a time',
      time_limit: 'Must be at least 1',
      attempts: 'Must be at least 1',
    });
    expect(calls.create).toHaveLength(0);
  });

  it('shows no message before the first submit, then re-runs the rules on change', () => {
    const { actor, fill } = start();
    fill({ assignment_text: '' });
    expect(inEnglish(actor.getSnapshot().context.errors)).toEqual({});

    actor.send({ type: 'form.submit' });
    fill({ assignment_text: 'Quiz' });

    expect(actor.getSnapshot().context.errors.assignment_text).toBeUndefined();
    expect(inEnglish(actor.getSnapshot().context.errors.room_id)).toBe('Please select a room');
  });

  it('runs the four steps in order, then toasts, calls back and resets the form', async () => {
    const { actor, fillValid, calls, steps, toasts, successes } = start();
    fillValid();

    actor.send({ type: 'form.submit' });
    await settle();

    expect(inEnglish(steps)).toEqual([
      null,
      'Creating assignment...',
      'Getting room users...',
      'Sending emails...',
      'Assigning to students...',
      null,
    ]);
    expect(calls.create).toEqual([
      {
        assignment_text: 'Week 3 quiz',
        assignment_description: 'Ser y estar',
        template_id: created.template_id,
        room_id: created.room_id,
        schedule: new Date(2026, 10, 24, 9, 0).toISOString(),
        attempts: 2,
        time_limit: 15,
      },
    ]);
    expect(calls.users).toEqual([{ roomId: created.room_id }]);
    expect(calls.mails).toEqual([
      {
        template_id: 1,
        url: 'https://lingua.example',
        list_users: users,
        room_id: created.room_id,
        assignment_id: created.id,
      },
    ]);
    expect(calls.assign).toEqual([{ assignmentId: created.id }]);
    const success = {
      title: 'Assignment Created and Sent Successfully!',
      description: 'Scheduled for Nov 24, 2026 at 9:00 AM, sent to 2 users.',
      variant: 'default',
    };
    expect(inEnglish(toasts)).toEqual([success]);
    expect(inEnglish(successes)).toEqual([success]);
    expect(actor.getSnapshot().context.values.assignment_text).toBe('');
  });

  it('sends the shuffle and version settings turned on, and forgets them once created', async () => {
    const { actor, fillValid, calls } = start();
    fillValid();
    actor.send({ type: 'setting.change', setting: 'shuffle_questions', value: true });
    actor.send({ type: 'setting.change', setting: 'deal_versions', value: true });
    actor.send({ type: 'setting.change', setting: 'shuffle_options', value: true });
    actor.send({ type: 'setting.change', setting: 'shuffle_options', value: false });

    actor.send({ type: 'form.submit' });
    await settle();

    expect(calls.create[0]).toMatchObject({ shuffle_questions: true, deal_versions: true });
    expect(calls.create[0]).not.toHaveProperty('shuffle_options');
    expect(actor.getSnapshot().context.settings).toEqual({
      shuffle_questions: false,
      shuffle_options: false,
      deal_versions: false,
    });
  });

  it('says "1 user" for a room of one, with an afternoon time', async () => {
    const { actor, fillValid, fill, toasts } = start({ users: () => users.slice(0, 1) });
    fillValid();
    fill({ time: '14:05' });

    actor.send({ type: 'form.submit' });
    await settle();

    expect(inEnglish(toasts[0]?.description)).toBe(
      'Scheduled for Nov 24, 2026 at 2:05 PM, sent to 1 user.',
    );
  });

  it('stops with a warning when the room has no users, keeping the assignment and the form', async () => {
    const { actor, fillValid, calls, toasts, successes, steps } = start({ users: () => [] });
    fillValid();

    actor.send({ type: 'form.submit' });
    await settle();

    expect(inEnglish(toasts)).toEqual([
      {
        title: 'Warning',
        description: 'Assignment created but no users found in the room.',
        variant: 'destructive',
      },
    ]);
    expect(calls.mails).toHaveLength(0);
    expect(calls.assign).toHaveLength(0);
    expect(successes).toHaveLength(0);
    expect(steps.at(-1)).toBeNull();
    expect(actor.getSnapshot().context.values.assignment_text).toBe('Week 3 quiz');
  });

  it('fails with "Failed to get assignment ID from response" when the answer has no id', async () => {
    const { actor, fillValid, calls, toasts, logged, steps } = start({ create: () => ({}) });
    fillValid();

    actor.send({ type: 'form.submit' });
    await settle();

    expect(logged).toEqual(['Failed to get assignment ID from response']);
    expect(inEnglish(toasts)).toEqual([failureToast]);
    expect(calls.users).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(steps.at(-1)).toBeNull();
  });

  it.each([
    ['create', { create: () => Promise.reject(new Error('422')) }],
    ['room users', { users: () => Promise.reject(new Error('500')) }],
    ['e-mails', { mails: () => Promise.reject(new Error('403')) }],
    ['assign', { assign: () => Promise.reject(new Error('500')) }],
  ] as const)('ends submitting with the error toast when the %s step fails', async (_, fakes) => {
    const { actor, fillValid, toasts, successes, steps } = start(fakes);
    fillValid();

    actor.send({ type: 'form.submit' });
    await settle();

    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(inEnglish(toasts)).toEqual([failureToast]);
    expect(successes).toHaveLength(0);
    expect(steps.at(-1)).toBeNull();
  });

  it('ignores changes and a second submit while submitting', async () => {
    const pending = deferred<Partial<AssignmentDetails>>();
    const { actor, fillValid, fill, calls } = start({ create: () => pending.promise });
    fillValid();

    actor.send({ type: 'form.submit' });
    fill({ assignment_text: 'Changed' });
    actor.send({ type: 'form.submit' });
    await settle();

    expect(calls.create).toHaveLength(1);
    expect(actor.getSnapshot().context.values.assignment_text).toBe('Week 3 quiz');
    pending.resolve(created);
  });
});
