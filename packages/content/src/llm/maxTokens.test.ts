import { describe, expect, it } from 'vitest';
import { engineFromEnv } from '../engine';
import { chatJson } from './client';
import { type FakeCall, sendCompletion, sendStream } from './fakeEndpoint';
import { streamTutorReply } from './tutor';
import { useFakeEndpoint } from './useFakeEndpoint';

// Issue 30, finding 8: no call told the model where to stop, so one reply could run up the bill.
const calls: FakeCall[] = [];
const endpoint = useFakeEndpoint((call, res) => {
  calls.push(call);
  if ((call.body as { stream?: boolean }).stream) return sendStream(res, ['Hallo!']);
  sendCompletion(res, JSON.stringify({ ok: true }));
});

const maxTokensOf = (call: FakeCall | undefined) =>
  (call?.body as { max_tokens?: number } | undefined)?.max_tokens;

describe('every model call is bounded', () => {
  const config = () => ({ baseUrl: endpoint.baseUrl, apiKey: '', model: 'm' });

  it('sends max_tokens with a structured call and with the tutor', async () => {
    calls.length = 0;
    await chatJson(config(), { system: 's', user: 'u' }, 'ok', { type: 'object' });
    for await (const _ of streamTutorReply(config(), {
      language: 'German',
      messages: [{ role: 'user', content: 'Hallo' }],
    }));
    expect(calls).toHaveLength(2);
    expect(maxTokensOf(calls[0])).toBe(4000);
    expect(maxTokensOf(calls[1])).toBe(1000);
  });

  it('takes the ceiling from OPENAI_MAX_TOKENS', async () => {
    calls.length = 0;
    const engine = engineFromEnv({
      OPENAI_BASE_URL: endpoint.baseUrl,
      OPENAI_MODEL: 'm',
      OPENAI_MAX_TOKENS: '1500',
    });
    if (!engine.tutor) throw new Error('no tutor');
    const tutor = engine.tutor({
      language: 'German',
      messages: [{ role: 'user', content: 'Hi' }],
    });
    for await (const _ of tutor);
    expect(maxTokensOf(calls[0])).toBe(1000);
    const reply = await chatJson(
      { ...config(), maxTokens: 1500 },
      { system: 's', user: 'u' },
      'ok',
      { type: 'object' },
    );
    expect(reply).toEqual({ ok: true });
    expect(maxTokensOf(calls[1])).toBe(1500);
  });
});
