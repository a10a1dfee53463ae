import type { Locale } from '@lingua/i18n';
import { serverText } from '@lingua/i18n/server';
import type { FastifyBaseLogger } from 'fastify';

const event = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;

/**
 * The reply as the contract's server-sent events: `{"delta"}` pieces, then `[DONE]`. A model
 * that breaks off mid-reply ends the stream with an `error` event the app can show.
 */
export async function* tutorEvents(
  first: IteratorResult<string>,
  rest: AsyncIterator<string>,
  log: FastifyBaseLogger,
  /** The language of the caller, who reads the break-off detail. */
  locale: Locale,
): AsyncGenerator<string> {
  try {
    for (let piece = first; !piece.done; piece = await rest.next()) {
      yield event({ delta: piece.value });
    }
    yield 'data: [DONE]\n\n';
  } catch (error) {
    log.warn({ err: error }, 'tutor chat: the LLM stopped mid-reply');
    yield `event: error\n${event({ detail: serverText(locale, 'error.chat.stopped') })}`;
  }
}
