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
  /** Told the reply's text once it ends (whole, or as far as the model got). */
  keep: (reply: string) => Promise<void>,
): AsyncGenerator<string> {
  let written = '';
  try {
    for (let piece = first; !piece.done; piece = await rest.next()) {
      written += piece.value;
      yield event({ delta: piece.value });
    }
    yield 'data: [DONE]\n\n';
  } catch (error) {
    log.warn({ err: error }, 'tutor chat: the LLM stopped mid-reply');
    yield `event: error\n${event({ detail: serverText(locale, 'error.chat.stopped') })}`;
  } finally {
    if (written)
      await keep(written).catch((error) => log.warn({ err: error }, 'tutor reply not kept'));
  }
}
