import type { Deps } from '../deps';
import { HttpError, unprocessable } from '../http/errors';
import { hitRateLimit } from '../http/rateLimit';
import { type RouteDefinition, route } from '../http/route';
import { tutorEvents } from './events';

/**
 * The AI tutor: the conversation goes to the LLM and its reply streams back as server-sent
 * events. Without an LLM the chat page stays the specs' local stub (capabilities say so).
 */
export function chatRoutes({ db, log, engine, limits }: Deps): RouteDefinition[] {
  return [
    route('post', '/chat/messages', async ({ body, user, reply }) => {
      const { tutor } = engine;
      if (!tutor) throw new HttpError(503, 'The AI tutor is not available on this server');
      if (body.messages.at(-1)?.role !== 'user') {
        throw unprocessable({ messages: 'The conversation must end with your message' });
      }
      // Each message costs a model call: a per-user budget keeps one account from running up
      // the school's bill.
      await hitRateLimit(db, `chat:user:${user.id}`, limits.chatPerUser);

      const stop = new AbortController();
      // The student left (closed the page, sent another message): stop paying for the reply.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) stop.abort();
      });
      const pieces = tutor({ language: body.language, messages: body.messages }, stop.signal);
      // Wait for the first words before answering 200, so a model that is down gets a clear
      // 503 instead of a stream that breaks at once.
      let first: IteratorResult<string>;
      try {
        first = await pieces.next();
      } catch (error) {
        log.warn({ err: error }, 'tutor chat: the LLM did not answer');
        throw new HttpError(503, 'The AI tutor did not answer. Please try again in a moment.');
      }
      return { status: 200, events: tutorEvents(first, pieces, log) };
    }),
  ];
}
