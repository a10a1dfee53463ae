import { serverMessage } from '@lingua/i18n/server';
import { notFound } from '../http/errors';

/**
 * Everyone manages only their own feedback: the queries see the caller's alone, and another
 * user's feedback is answered as not found, like a missing one.
 */
export function requireOwnFeedback<T>(found: T | undefined): T {
  if (found === undefined) throw notFound(serverMessage('error.feedback.notFound'));
  return found;
}
