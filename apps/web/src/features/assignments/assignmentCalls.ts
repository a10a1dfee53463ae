import type { ApiClient, components } from '@lingua/api';
import { request } from '../../app/request';

type Schemas = components['schemas'];

/** The server's clock from a response's Date header (undefined when it sends none). */
function serverTimeOf(response: Response): string | undefined {
  const date = Date.parse(response.headers.get('Date') ?? '');
  return Number.isNaN(date) ? undefined : new Date(date).toISOString();
}

/** The assignments calls, rejecting with the contract's error body (`ApiFailure`). */
export function assignmentCalls(api: ApiClient) {
  const path = (id: string) => ({ params: { path: { id } } });
  return {
    resumeAttempt: (assignmentId: string) =>
      request(api.GET('/assignments/resume_attempt/{id}', path(assignmentId))),
    /** The attempt with the server's clock, so the countdown does not trust the device's. */
    async startAttempt(assignmentId: string) {
      const pending = api.POST('/assignments/start_attempt/{id}', path(assignmentId));
      const attempt = await request(pending);
      const serverTime = serverTimeOf((await pending).response);
      return serverTime ? { ...attempt, server_time: serverTime } : attempt;
    },
    saveAnswers: (assignmentId: string, body: Schemas['SaveAnswersRequest']) =>
      request(
        api.PUT('/assignments/save_answers/{id}', {
          ...path(assignmentId),
          body,
          // Sent even when the page is being left (pagehide).
          keepalive: true,
        }),
      ),
    updateAttempts: (assignmentId: string, attemptId: string | null) =>
      request(
        api.PUT('/assignments/update_attempts/{id}', {
          ...path(assignmentId),
          body: attemptId ? { attempt_id: attemptId } : {},
        }),
      ),
    create: (body: Schemas['CreateAssignmentRequest']) =>
      request(api.POST('/assignments/create_assignment', { body })),
    sendMails: (body: Schemas['SendMailsRequest']) =>
      request(api.POST('/mailer/send_mails', { body })),
    assignStudents: (assignmentId: string) =>
      request(
        api.POST('/assignments/assign_assignment_students', {
          params: { query: { assignment_id: assignmentId } },
        }),
      ),
  };
}
