import type { LanguageCode } from '../languages';
import { type LlmConfig, postToLlm } from './client';

const extensions: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
};

/**
 * What a student said, from the endpoint's OpenAI-compatible `/audio/transcriptions`. The
 * language is given so a learner's accent is not taken for another language.
 */
export async function transcribeWithLlm(
  config: LlmConfig,
  transcription: NonNullable<LlmConfig['transcription']>,
  audio: Uint8Array,
  mimeType: string,
  code: LanguageCode,
): Promise<string> {
  const form = new FormData();
  form.append(
    'file',
    // A copy owns a plain ArrayBuffer, as a Blob's parts must (the upload's may be shared).
    new Blob([audio.slice()], { type: mimeType }),
    `answer.${extensions[mimeType] ?? 'webm'}`,
  );
  form.append('model', transcription.model);
  form.append('language', code);
  form.append('response_format', 'json');
  const response = await postToLlm(config, '/audio/transcriptions', form);
  if (!response.ok) throw new Error(`Transcription endpoint answered ${response.status}`);
  const body = (await response.json()) as { text?: unknown };
  if (typeof body.text !== 'string') throw new Error('Transcription reply has no text');
  return body.text;
}
