import type { Engine, GeneratedExercise, GenerateRequest } from '@lingua/content';
import { unprocessable } from '../http/errors';

interface ZodLikeError {
  issues: { path: PropertyKey[]; message: string }[];
}

const isZodError = (error: unknown): error is ZodLikeError =>
  error instanceof Error &&
  error.name === 'ZodError' &&
  Array.isArray((error as Partial<ZodLikeError>).issues);

/** Asks the engine for an exercise; its own request checks become 422s naming the field. */
export async function generate(
  engine: Engine,
  request: GenerateRequest,
): Promise<GeneratedExercise> {
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
