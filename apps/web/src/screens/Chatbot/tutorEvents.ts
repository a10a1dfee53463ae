import { msg, type Text } from '@lingua/i18n';
import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** A piece of the reply, or why it ended early (the server's detail is in the reader's language). */
export type TutorEvent = { delta: string } | { error: Text };

export const tutorStoppedMessage = msg('chat.stopped');

/**
 * The tutor's reply as the server streams it (openapi.yaml, /chat/messages): `{delta}` pieces
 * until `[DONE]`; an `error` event, or a stream cut off before `[DONE]`, ends with an error.
 */
export async function* readTutorEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<TutorEvent> {
  const received: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => received.push(event) });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      for (const event of received.splice(0)) {
        if (event.event === 'error') {
          const { detail } = JSON.parse(event.data) as { detail?: string };
          yield { error: detail ?? tutorStoppedMessage };
          return;
        }
        if (event.data === '[DONE]') return;
        yield { delta: (JSON.parse(event.data) as { delta: string }).delta };
      }
    }
    yield { error: tutorStoppedMessage };
  } finally {
    reader.releaseLock();
  }
}
