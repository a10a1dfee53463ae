import { beforeEach, describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import type { LlmConfig } from './client';
import { sendError, sendStream } from './fakeEndpoint';
import { streamTutorReply, type TutorRequest } from './tutor';
import { useFakeEndpoint } from './useFakeEndpoint';

/** What the fake OpenAI-compatible server does with the next streamed call. */
type Behaviour = 'stream' | 'no-done' | 'empty' | 'error-500';
let behaviour: Behaviour = 'stream';
let received: { model: string; stream: boolean; messages: { role: string; content: string }[] }[];

const pieces = ['¡Hola', '! ¿Qué tal', ' tu día?'];

const endpoint = useFakeEndpoint(({ body }, res) => {
  received.push(body as (typeof received)[number]);
  if (behaviour === 'error-500') {
    return sendError(res, 500, 'boom');
  }
  sendStream(res, behaviour === 'empty' ? [] : pieces, { done: behaviour !== 'no-done' });
});

const config = (): LlmConfig => ({
  baseUrl: endpoint.baseUrl,
  apiKey: 'test-key',
  model: 'tutor-model',
});

beforeEach(() => {
  behaviour = 'stream';
  received = [];
});

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of stream) out.push(piece);
  return out;
}

const request: TutorRequest = {
  language: 'Spanish',
  messages: [{ role: 'user', content: 'Hola, ¿cómo se dice "homework"?' }],
};

describe('the tutor chat', () => {
  it('streams the reply piece by piece, after a system prompt in the chosen language', async () => {
    expect(await collect(streamTutorReply(config(), request))).toEqual(pieces);
    const [call] = received;
    expect(call?.model).toBe('tutor-model');
    expect(call?.stream).toBe(true);
    expect(call?.messages[0]?.role).toBe('system');
    expect(call?.messages[0]?.content).toContain('Spanish tutor');
    expect(call?.messages.slice(1)).toEqual(request.messages);
  });

  it('accepts a stream that ends without [DONE]', async () => {
    behaviour = 'no-done';
    expect((await collect(streamTutorReply(config(), request))).join('')).toBe(pieces.join(''));
  });

  it('fails on an error status or an empty reply, so the caller can say so', async () => {
    behaviour = 'error-500';
    await expect(collect(streamTutorReply(config(), request))).rejects.toThrow('LLM answered 500');
    behaviour = 'empty';
    await expect(collect(streamTutorReply(config(), request))).rejects.toThrow('empty reply');
  });

  it('is offered by the LLM engine only', () => {
    expect(createEngine().tutor).toBeNull();
    expect(createEngine({ llm: config() }).tutor).toBeTypeOf('function');
  });
});
