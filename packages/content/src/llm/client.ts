/** A structured reply (an exercise, its checks, a review) stops here unless configured. */
export const DEFAULT_MAX_TOKENS = 4000;

export type LlmConfig = {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Milliseconds before a request is abandoned. @default 60000 */
  timeoutMs?: number;
  /** The most tokens one reply may have (`max_tokens`), so no reply runs up the bill. @default 4000 */
  maxTokens?: number;
  /** The endpoint's `/audio/speech` model and voice for listening audio; else eSpeak NG speaks. */
  speech?: { model: string; voice: string };
  /** The endpoint's `/audio/transcriptions` model for students' recordings; else none is made. */
  transcription?: { model: string };
};

/**
 * POSTs JSON (or a form with a file) to a route of the endpoint with the key; abandoned on
 * timeout or on `signal`.
 */
export function postToLlm(
  config: LlmConfig,
  path: string,
  body: object | FormData,
  signal?: AbortSignal,
): Promise<Response> {
  const timeout = AbortSignal.timeout(config.timeoutMs ?? 60_000);
  const form = body instanceof FormData;
  return fetch(`${config.baseUrl.replace(/\/$/, '')}${path}`, {
    method: 'POST',
    // A form's content type carries its boundary: fetch writes it.
    headers: {
      ...(form ? {} : { 'content-type': 'application/json' }),
      authorization: `Bearer ${config.apiKey}`,
    },
    body: form ? body : JSON.stringify(body),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
}

/**
 * One Chat Completions call with structured output: the reply's content must be JSON that
 * follows `schema`. Returns the parsed JSON; callers validate it with zod.
 */
export async function chatJson(
  config: LlmConfig,
  prompt: { system: string; user: string },
  schemaName: string,
  schema: object,
): Promise<unknown> {
  const response = await postToLlm(config, '/chat/completions', {
    model: config.model,
    max_tokens: config.maxTokens ?? DEFAULT_MAX_TOKENS,
    messages: [
      { role: 'system', content: prompt.system },
      { role: 'user', content: prompt.user },
    ],
    response_format: {
      type: 'json_schema',
      json_schema: { name: schemaName, strict: true, schema },
    },
  });
  if (!response.ok) throw new Error(`LLM answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new Error('LLM reply has no message content');
  return JSON.parse(content);
}
