import type { Level } from '../languages';
import { encodeSpeech, type Speech, wordsPerMinute } from '../speech/speak';
import { type LlmConfig, postToLlm } from './client';

/** The pace `speed: 1` stands for: OpenAI's voices speak about 150 words a minute. */
const providerWordsPerMinute = 150;

/**
 * Listening audio from the endpoint's OpenAI-compatible `/audio/speech`, at the level's pace. It
 * is asked for as WAV so it can be encoded like eSpeak's speech (MP3 at 24 kbps): the API's own
 * MP3 is several times larger than a stored exercise may be.
 */
export async function speakWithLlm(
  config: LlmConfig,
  speech: NonNullable<LlmConfig['speech']>,
  text: string,
  level: Level,
): Promise<Speech> {
  const response = await postToLlm(config, '/audio/speech', {
    model: speech.model,
    voice: speech.voice,
    input: text,
    response_format: 'wav',
    speed: wordsPerMinute[level] / providerWordsPerMinute,
  });
  if (!response.ok) throw new Error(`Speech endpoint answered ${response.status}`);
  return encodeSpeech(new Uint8Array(await response.arrayBuffer()));
}
