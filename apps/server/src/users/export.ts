import type { Queryable } from '../db/db';
import { toExercise } from '../exercises/mappers';
import { toFeedback } from '../feedback/mappers';
import type { Schemas } from '../shared/schemas';
import { iso, isoOrNull } from '../shared/time';
import { toTemplate } from '../templates/mappers';
import { toProfile } from './profile';
import {
  accommodationsOf,
  answersOfUser,
  correctionsOf,
  exercisesOfUser,
  extensionsOf,
  feedbackOfUser,
  flagsOf,
  membershipsOf,
  recordingsOfUser,
  savedAnswersOfUser,
  sharesOf,
  sittingsOfUser,
  templatesOfUser,
  type UserRow,
} from './queries';

/** Everything stored about one user, as the Export Data button downloads it. */
export async function exportUserData(db: Queryable, user: UserRow): Promise<Schemas['UserExport']> {
  const [exercises, templates, sittings, answers, feedback, rooms, shares] = await Promise.all([
    exercisesOfUser(db, user.id),
    templatesOfUser(db, user.id),
    sittingsOfUser(db, user.id),
    answersOfUser(db, user.id),
    feedbackOfUser(db, user.id),
    membershipsOf(db, user.id),
    sharesOf(db, user.id),
  ]);
  // What the user's teachers decided about them: extra time, later deadlines, corrections.
  const [accommodations, extensions, flags, corrections, savedAnswers, recordings] =
    await Promise.all([
      accommodationsOf(db, user.id),
      extensionsOf(db, user.id),
      flagsOf(db, user.id),
      correctionsOf(db, user.id),
      savedAnswersOfUser(db, user.id),
      recordingsOfUser(db, user.id),
    ]);
  return {
    exported_at: new Date().toISOString(),
    profile: toProfile(user),
    exercises: exercises.map((row) => toExercise(row, user.id)),
    templates: templates.map(toTemplate),
    attempts: sittings.map((row) => ({
      id: row.id,
      assignment_id: row.assignment_id,
      started_at: iso(row.started_at),
      finished_at: isoOrNull(row.submitted_at),
      score: row.score,
      excused: row.excused,
    })),
    saved_answers: savedAnswers.map((row) => ({
      attempt_id: row.attempt_id,
      exercise_id: row.exercise_id,
      user_answer: row.user_answer,
      saved_at: iso(row.client_saved_at),
    })),
    answers: answers.map((row) => ({
      exercise_id: row.exercise_id,
      user_answer: row.answers,
      score: row.score,
      response: row.results,
      submitted_at: iso(row.submitted_at),
      assignment_id: row.assignment_id,
    })),
    feedback: feedback.map(toFeedback),
    rooms: rooms.map((row) => ({ ...row, since: iso(row.since) })),
    shares: shares.map((row) => ({ ...row, shared_at: iso(row.shared_at) })),
    accommodations: accommodations.map((row) => ({
      ...row,
      time_multiplier: row.time_multiplier as Schemas['TimeMultiplier'],
    })),
    extensions: extensions.map((row) => ({ ...row, schedule: iso(row.schedule) })),
    flags: flags.map((row) => ({ ...row, flagged_at: iso(row.flagged_at) })),
    // The audio itself would make the file hundreds of megabytes: each says where it plays.
    recordings: recordings.map((row) => ({
      ...row,
      created_at: iso(row.created_at),
      url: `/api/recordings/${row.id}`,
    })),
    corrections: corrections.map((row) => ({
      ...row,
      from_credit: row.from_credit as Schemas['Credit'],
      to_credit: row.to_credit as Schemas['Credit'],
      corrected_at: iso(row.corrected_at),
    })),
  };
}
