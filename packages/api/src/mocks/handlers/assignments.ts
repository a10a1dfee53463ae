import type { components } from '../../generated/schema';
import { forbidden, http, notFound, problem, readBody, readChanges, signedIn } from '../http';
import type { MockStore } from '../store';

type Schemas = components['schemas'];

const GRACE_MS = 60_000;

export function assignmentsHandlers(store: MockStore) {
  /** The assignment if the caller teaches its room, else the server's 404/403 answer. */
  function ownAssignment(assignmentId: string, callerId: string) {
    const assignment = store.assignment(assignmentId);
    if (!assignment) return notFound('Assignment');
    return store.room(assignment.room_id)?.teacher_id === callerId
      ? assignment
      : forbidden('Only the room’s teacher can do this');
  }

  /** The assignment if the caller holds it, else the server's 404/403 answer. */
  function heldAssignment(assignmentId: string, callerId: string) {
    const assignment = store.assignment(assignmentId);
    if (!assignment) return notFound('Assignment');
    const progress = store.progressOf(assignment.id, callerId);
    return progress ? { assignment, progress } : forbidden('This assignment is not yours');
  }

  /** The caller's open attempt (not finished, deadline plus grace not passed). */
  function openAttempt(assignmentId: string, callerId: string) {
    return store.attempts.find(
      (a) =>
        a.assignment_id === assignmentId &&
        a.user_id === callerId &&
        !a.closed &&
        Date.parse(a.deadline) + GRACE_MS >= store.now(),
    );
  }

  const attemptOf = ({ attempt_id, started_at, deadline }: Schemas['Attempt']) => ({
    attempt_id,
    started_at,
    deadline,
  });

  return [
    http.post('/assignments/create_assignment', async ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const body = await readBody(request, [
        'assignment_text',
        'assignment_description',
        'template_id',
        'room_id',
        'schedule',
        'attempts',
        'time_limit',
      ]);
      if (body instanceof Response) return body;
      const room = store.room(body.room_id);
      const template = store.template(body.template_id);
      if (!room) return notFound('Room');
      if (!template) return notFound('Template');
      if (room.teacher_id !== caller.id || template.user_id !== caller.id) return forbidden();
      if (!(Date.parse(body.schedule) > store.now())) {
        return problem(422, 'The schedule must be in the future', {
          schedule: 'Please select a date and time in the future',
        });
      }
      const assignment = { id: store.newId(), ...body, created_at: store.nowIso() };
      store.db.assignments.push(assignment);
      return response(201).json(assignment);
    }),

    http.get('/assignments/users_assignments_list', ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      return response(200).json({ assignments: store.assignmentsOfTeacher(caller.id) });
    }),

    http.get('/assignments/assignments_completion_list', ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      return response(200).json({ assignments_completion: store.assignmentsOfStudent(caller.id) });
    }),

    http.patch('/assignments/update_assignment/{id}', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const assignment = ownAssignment(params.id, caller.id);
      if (assignment instanceof Response) return assignment;
      const body = await readChanges(request);
      if (body instanceof Response) return body;
      Object.assign(assignment, body);
      return response(200).json(assignment);
    }),

    http.delete('/assignments/delete/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const assignment = ownAssignment(params.id, caller.id);
      if (assignment instanceof Response) return assignment;
      store.db.assignments = store.db.assignments.filter((a) => a.id !== assignment.id);
      store.db.progress = store.db.progress.filter((p) => p.assignment_id !== assignment.id);
      return response(204).empty();
    }),

    http.post('/assignments/assign_assignment_students', ({ request, query, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const assignmentId = query.get('assignment_id');
      if (!assignmentId) {
        return problem(422, 'Some fields are missing', { assignment_id: 'This field is required' });
      }
      const assignment = ownAssignment(assignmentId, caller.id);
      if (assignment instanceof Response) return assignment;
      return response(200).json({ assigned: store.assignToMembers(assignment) });
    }),

    http.post('/assignments/start_attempt/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const held = heldAssignment(params.id, caller.id);
      if (held instanceof Response) return held;
      const { assignment, progress } = held;
      const open = openAttempt(assignment.id, caller.id);
      if (open) return response(200).json(attemptOf(open));
      if (Date.parse(assignment.schedule) < store.now()) {
        return problem(409, 'This assignment has expired');
      }
      if (progress.user_attempts >= assignment.attempts) {
        return problem(409, 'You have used all your attempts');
      }
      const started = store.now();
      const attempt = {
        attempt_id: store.newId(),
        started_at: new Date(started).toISOString(),
        deadline: new Date(started + assignment.time_limit * 60_000).toISOString(),
      };
      store.attempts.push({
        ...attempt,
        assignment_id: assignment.id,
        user_id: caller.id,
        closed: false,
        answers: [],
      });
      return response(201).json(attempt);
    }),

    http.get('/assignments/resume_attempt/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const held = heldAssignment(params.id, caller.id);
      if (held instanceof Response) return held;
      const open = openAttempt(held.assignment.id, caller.id);
      return response(200).json({
        attempt: open ? attemptOf(open) : null,
        answers: open?.answers ?? [],
        server_time: store.nowIso(),
      });
    }),

    http.put('/assignments/save_answers/{id}', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      if (!store.assignment(params.id)) return notFound('Assignment');
      const body = await readBody(request, ['attempt_id', 'answers']);
      if (body instanceof Response) return body;
      const held = heldAssignment(params.id, caller.id);
      if (held instanceof Response) return held;
      const attempt = store.attempts.find(
        (a) =>
          a.attempt_id === body.attempt_id &&
          a.user_id === caller.id &&
          a.assignment_id === held.assignment.id,
      );
      if (!attempt) return notFound('Attempt');
      if (attempt.closed) return problem(409, 'This attempt is already finished');
      if (Date.parse(attempt.deadline) + GRACE_MS < store.now()) {
        return problem(409, 'Time is up for this attempt');
      }
      const acknowledged = body.answers.map((answer) => {
        const kept = attempt.answers.find((a) => a.exercise_id === answer.exercise_id);
        if (!kept) attempt.answers.push(answer);
        else if (Date.parse(kept.saved_at) <= Date.parse(answer.saved_at))
          Object.assign(kept, answer);
        return { exercise_id: answer.exercise_id, saved: true, saved_at: store.nowIso() };
      });
      return response(200).json({ answers: acknowledged, server_time: store.nowIso() });
    }),

    http.put('/assignments/update_attempts/{id}', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const held = heldAssignment(params.id, caller.id);
      if (held instanceof Response) return held;
      const { assignment, progress } = held;
      const text = await request.text();
      let attemptId: string | undefined;
      try {
        attemptId = text ? (JSON.parse(text) as { attempt_id?: string }).attempt_id : undefined;
      } catch {
        return problem(400, 'The request body is not valid JSON');
      }
      const attempt = attemptId
        ? store.attempts.find((a) => a.attempt_id === attemptId && a.user_id === caller.id)
        : undefined;
      if (attemptId && !attempt) return notFound('Attempt');
      if (!attempt?.closed) {
        if (progress.user_attempts >= assignment.attempts) {
          return problem(409, 'You have used all your attempts');
        }
        progress.user_attempts += 1;
        if (attempt) {
          attempt.closed = true;
          const minutes =
            (Math.min(store.now(), Date.parse(attempt.deadline) + GRACE_MS) -
              Date.parse(attempt.started_at)) /
            60_000;
          progress.minutes.push(Math.round(minutes * 100) / 100);
        }
      }
      return response(200).json({
        user_attempts: progress.user_attempts,
        attempts: assignment.attempts,
        status: 'Completed',
      });
    }),

    http.get('/assignments/assignment_score/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const held = heldAssignment(params.id, caller.id);
      if (held instanceof Response) return held;
      const view = store.studentAssignmentView(held.assignment, caller.id);
      return response(200).json({
        average_score: view.average_score,
        timestamp: view.score_timestamp,
      });
    }),
  ];
}
