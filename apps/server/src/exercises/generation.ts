import type { Engine, GeneratedExercise, GenerateRequest } from '@lingua/content';
import type { Deps } from '../deps';
import { unprocessable } from '../http/errors';
import { type RouteDefinition, route } from '../http/route';
import { insertExercise, toExercise } from './queries';

interface ZodLikeError {
  issues: { path: PropertyKey[]; message: string }[];
}

const isZodError = (error: unknown): error is ZodLikeError =>
  error instanceof Error &&
  error.name === 'ZodError' &&
  Array.isArray((error as Partial<ZodLikeError>).issues);

/** Asks the engine for an exercise; its own request checks become 422s naming the field. */
async function generate(engine: Engine, request: GenerateRequest): Promise<GeneratedExercise> {
  try {
    return await engine.generate(request);
  } catch (error) {
    if (!isZodError(error)) throw error;
    throw unprocessable(
      Object.fromEntries(
        error.issues.map((issue) => [issue.path.map(String).join('.') || 'body', issue.message]),
      ),
    );
  }
}

export function generationRoutes({ db, engine }: Deps): RouteDefinition[] {
  const store = async (userId: string, exercise: GeneratedExercise) => {
    const row = await insertExercise(db, userId, exercise);
    // What the engine says about the exercise goes to the teacher once, not into the database.
    const notice = exercise.notice ? { notice: exercise.notice } : {};
    const verification = exercise.verification ? { verification: exercise.verification } : {};
    return {
      status: 201 as const,
      body: { data: [toExercise(row, userId)], type: row.type, ...notice, ...verification },
    };
  };

  return [
    route('post', '/exercises/writing', async ({ user, body }) =>
      store(user.id, await generate(engine, { type: 'Writing', ...body })),
    ),
    route('post', '/exercises/reading', async ({ user, body }) =>
      store(user.id, await generate(engine, { type: 'Reading', ...body })),
    ),
    route('post', '/exercises/listening', async ({ user, body }) =>
      store(user.id, await generate(engine, { type: 'Listening', ...body })),
    ),
  ];
}
