import { inEnglish } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import { readTutorEvents, tutorStoppedMessage } from './tutorEvents';

/** A response body that arrives in the given pieces, cut wherever the network cuts it. */
function body(...pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

async function read(stream: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const event of readTutorEvents(stream)) events.push(event);
  return events;
}

describe('the tutor reply stream', () => {
  it('gives each piece of text until [DONE], even when events are split across chunks', async () => {
    expect(
      await read(
        body(
          'data: {"delta":"¡Ho',
          'la!"}\n\ndata: {"delta":" ¿Qué tal?"}\n',
          '\ndata: [DONE]\n\n',
        ),
      ),
    ).toEqual([{ delta: '¡Hola!' }, { delta: ' ¿Qué tal?' }]);
  });

  it("ends with the server's error when the model broke off", async () => {
    expect(
      await read(
        body(
          'data: {"delta":"Buenos"}\n\nevent: error\ndata: {"detail":"The AI tutor stopped answering. Please try again."}\n\n',
        ),
      ),
    ).toEqual([
      { delta: 'Buenos' },
      { error: 'The AI tutor stopped answering. Please try again.' },
    ]);
  });

  it('treats a stream cut off before [DONE] as broken', async () => {
    const events = await read(body('data: {"delta":"Buenos"}\n\n'));
    expect(events).toEqual([{ delta: 'Buenos' }, { error: tutorStoppedMessage }]);
    expect(inEnglish(events.at(-1))).toEqual({
      error: 'The AI tutor stopped answering. Please try again.',
    });
  });
});
