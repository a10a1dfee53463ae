import { createParser } from 'eventsource-parser';
import type { Language } from '../languages';
import { DEFAULT_MAX_TOKENS, type LlmConfig, postToLlm } from './client';

/** A tutor's turn is a few sentences: a thousand tokens is far more than one needs. */
const TUTOR_MAX_TOKENS = 1000;

import { renderPrompt } from './prompts';

export type TutorMessage = { role: 'user' | 'assistant'; content: string };
export type TutorRequest = { language: Language; messages: TutorMessage[] };

type StreamChunk = { choices?: { delta?: { content?: string | null } }[] };

/**
 * The tutor's reply as it is written: a streamed Chat Completions call (`stream: true`),
 * yielding each piece of text. Throws when the endpoint refuses, times out or breaks off.
 */
export async function* streamTutorReply(
  config: LlmConfig,
  request: TutorRequest,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const response = await postToLlm(
    config,
    '/chat/completions',
    {
      model: config.model,
      stream: true,
      max_tokens: Math.min(config.maxTokens ?? DEFAULT_MAX_TOKENS, TUTOR_MAX_TOKENS),
      messages: [
        { role: 'system', content: renderPrompt('tutor', { language: request.language }) },
        ...request.messages,
      ],
    },
    signal,
  );
  if (!response.ok || !response.body) throw new Error(`LLM answered ${response.status}`);

  const pieces: string[] = [];
  let done = false;
  const parser = createParser({
    onEvent({ data }) {
      if (data === '[DONE]') {
        done = true;
        return;
      }
      const text = (JSON.parse(data) as StreamChunk).choices?.[0]?.delta?.content;
      if (text) pieces.push(text);
    },
  });
  const decoder = new TextDecoder();
  // A reader rather than `for await`: packages that type-check this file with the DOM library
  // do not see ReadableStream as async-iterable.
  const reader = response.body.getReader();
  let written = 0;
  try {
    while (!done) {
      const chunk = await reader.read();
      if (chunk.done) break;
      parser.feed(decoder.decode(chunk.value, { stream: true }));
      written += pieces.length;
      yield* pieces.splice(0);
    }
  } finally {
    // Stops the download when the caller stops reading (the student left).
    await reader.cancel();
  }
  if (written === 0) throw new Error('LLM sent an empty reply');
}
