import {
  type Engine,
  type GeneratedExercise,
  type GenerateRequest,
  GrammarUnavailable,
  noticeText,
} from '@lingua/content';
import type { Locale } from '@lingua/i18n';
import { unprocessable } from '../http/errors';

interface ZodLikeError {
  issues: { path: PropertyKey[]; message: string }[];
}

const isZodError = (error: unknown): error is ZodLikeError =>
  error instanceof Error &&
  error.name === 'ZodError' &&
  Array.isArray((error as Partial<ZodLikeError>).issues);

/**
 * Asks the engine for an exercise; its own request checks become 422s naming the field, and so
 * does grammar the offline engine cannot write (worded in the caller's language): no exercise on
 * another point is made in its place.
 */
export async function generate(
  engine: Engine,
  request: GenerateRequest,
  locale: Locale = 'en',
): Promise<GeneratedExercise> {
  try {
    return await engine.generate(request);
  } catch (error) {
    if (error instanceof GrammarUnavailable) {
      const text = noticeText(error.notices, locale);
      throw unprocessable({ user_input: text }, text);
    }
    if (!isZodError(error)) throw error;
    throw unprocessable(
      Object.fromEntries(
        error.issues.map((issue) => [issue.path.map(String).join('.') || 'body', issue.message]),
      ),
    );
  }
}
