export type LlmConfig = {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Milliseconds before a request is abandoned. @default 60000 */
  timeoutMs?: number;
};

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
  const response = await fetch(`${config.baseUrl.replace(/\/$/, '')}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
    body: JSON.stringify({
      model: config.model,
      messages: [
        { role: 'system', content: prompt.system },
        { role: 'user', content: prompt.user },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: schemaName, strict: true, schema },
      },
    }),
    signal: AbortSignal.timeout(config.timeoutMs ?? 60_000),
  });
  if (!response.ok) throw new Error(`LLM answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new Error('LLM reply has no message content');
  return JSON.parse(content);
}
