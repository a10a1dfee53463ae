import { iso, isoOrNull } from '../shared/time';
import type { DealtOrder } from './deal';
import type {
  AssignmentListRow,
  AssignmentRow,
  SavedAnswerRow,
  StudentAssignmentRow,
} from './queries';
import type { Sitting } from './rules';

export const toAssignmentDetails = (row: AssignmentRow) => ({
  id: row.id,
  assignment_text: row.assignment_text,
  assignment_description: row.assignment_description,
  template_id: row.template_id,
  room_id: row.room_id,
  schedule: iso(row.schedule),
  attempts: row.attempts,
  time_limit: row.time_limit,
  shuffle_questions: row.shuffle_questions,
  shuffle_options: row.shuffle_options,
  deal_versions: row.deal_versions,
  created_at: iso(row.created_at),
});

export const toListed = (row: AssignmentListRow) => ({
  assignment_id: row.id,
  assignment_text: row.assignment_text,
  assignment_description: row.assignment_description,
  schedule: iso(row.schedule),
  room_id: row.room_id,
  template_id: row.template_id,
  attempts: row.attempts,
  time_limit: row.time_limit,
  shuffle_questions: row.shuffle_questions,
  shuffle_options: row.shuffle_options,
  deal_versions: row.deal_versions,
  status: row.completed ? ('Completed' as const) : ('Pending' as const),
  user_attempts: row.user_attempts,
  average_score: row.average_score,
  score_timestamp: isoOrNull(row.score_timestamp),
});

/** A student's listed assignment, with the terms they sit it under. */
export const toStudentListed = (row: StudentAssignmentRow) => ({
  ...toListed(row),
  effective_time_limit: row.terms.time_limit,
  effective_attempts: row.terms.attempts,
  effective_schedule: iso(row.terms.schedule),
});

/**
 * A sitting as its student reads it, with the order dealt to it when the assignment shuffles or
 * deals versions.
 */
export const toAttempt = (sitting: Sitting, order: DealtOrder | undefined) => ({
  attempt_id: sitting.id,
  started_at: iso(sitting.started_at),
  deadline: iso(sitting.deadline),
  ...(order ? { order } : {}),
});

export const toSavedAnswer = (row: SavedAnswerRow) => ({
  exercise_id: row.exercise_id,
  user_answer: row.user_answer,
  saved_at: iso(row.client_saved_at),
});

/** The caller's progress: finished sittings, and Completed once one is finished. */
export const toAttemptsStatus = (allowed: number, finished: number) => ({
  user_attempts: finished,
  attempts: allowed,
  status: finished > 0 ? ('Completed' as const) : ('Pending' as const),
});
