import { serverMessage } from '@lingua/i18n/server';
import type { Queryable } from '../db/db';
import { conflict, forbidden, notFound } from '../http/errors';
import type { AuthUser } from '../http/route';
import {
  type ExerciseAccess,
  type ExerciseRow,
  exerciseAccess,
  isInTemplate,
  teachesUser,
} from './queries';

const NOT_SHARED = serverMessage('error.exercises.notShared');

/** People see their own work and, as teachers, the work of the students in their rooms. */
export async function mayReadWorkOf(
  db: Queryable,
  viewer: AuthUser,
  userId: string,
): Promise<boolean> {
  return userId === viewer.id || teachesUser(db, viewer.id, userId);
}

async function requireExercise(
  db: Queryable,
  exerciseId: string,
  user: AuthUser,
): Promise<ExerciseAccess> {
  const found = await exerciseAccess(db, exerciseId, user.id);
  if (!found) throw notFound(serverMessage('error.exercises.notFound'));
  return found;
}

/** Only the owner changes, hides or deletes an exercise. */
export async function requireOwnExercise(
  db: Queryable,
  exerciseId: string,
  user: AuthUser,
): Promise<ExerciseRow> {
  const found = await requireExercise(db, exerciseId, user);
  if (!found.isOwner) throw forbidden(serverMessage('error.exercises.ownerOnly'));
  return found.row;
}

/** The owner, and whoever reaches it through a shared template or an assignment, may read it. */
export async function requireReadableExercise(
  db: Queryable,
  exerciseId: string,
  user: AuthUser,
): Promise<ExerciseRow> {
  const found = await requireExercise(db, exerciseId, user);
  if (!found.isOwner && !found.viaShare && !found.viaAssignment) throw forbidden(NOT_SHARED);
  return found.row;
}

/** The shared view: the owner or the recipient of a live template share. */
export async function requireSharedExercise(
  db: Queryable,
  exerciseId: string,
  user: AuthUser,
): Promise<ExerciseRow> {
  const found = await requireExercise(db, exerciseId, user);
  if (!found.viaShare && !found.isOwner) throw forbidden(NOT_SHARED);
  return found.row;
}

/** A template's exercise cannot be deleted, only hidden: the template would lose it. */
export async function requireDeletable(db: Queryable, exerciseId: string): Promise<void> {
  if (await isInTemplate(db, exerciseId))
    throw conflict(serverMessage('error.exercises.inTemplate'));
}
