import { serverMessage } from '@lingua/i18n/server';
import type { Deps } from '../deps';
import { callerLocale } from '../http/callerLocale';
import { HttpError } from '../http/errors';
import { type RouteDefinition, route } from '../http/route';
import { tutorEvents } from './mappers';
import { recentReplies, saveReply } from './queries';
import { chargeTutorBudget, requireStudentTurn, requireTutor, trustedConversation } from './rules';

/**
 * The AI tutor: the conversation goes to the LLM and its reply streams back as server-sent
 * events. Without an LLM the chat page stays the specs' local stub (capabilities say so).
 */
export function chatRoutes({ db, log, engine, limits, config }: Deps): RouteDefinition[] {
  return [
    route('post', '/chat/messages', async ({ body, user, reply, request }) => {
      const tutor = requireTutor(engine);
      requireStudentTurn(body.messages);
      await chargeTutorBudget(db, user.id, limits.chatPerUser, config.budgets);

      const stop = new AbortController();
      // The student left (closed the page, sent another message): stop paying for the reply.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) stop.abort();
      });
      const messages = trustedConversation(body.messages, await recentReplies(db, user.id));
      const pieces = tutor({ language: body.language, messages }, stop.signal);
      // Wait for the first words before answering 200, so a model that is down gets a clear
      // 503 instead of a stream that breaks at once.
      let first: IteratorResult<string>;
      try {
        first = await pieces.next();
      } catch (error) {
        log.warn({ err: error }, 'tutor chat: the LLM did not answer');
        throw new HttpError(503, serverMessage('error.chat.noAnswer'));
      }
      // What the tutor wrote (all of it, or what it got to) is kept for the next turns.
      const keep = (reply: string) => saveReply(db, user.id, reply);
      return {
        status: 200,
        events: tutorEvents(first, pieces, log, callerLocale(request), keep),
      };
    }),
  ];
}
