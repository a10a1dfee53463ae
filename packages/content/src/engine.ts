import { generateListeningText, generateReading } from './builtin/reading';
import { generateSpeaking } from './builtin/speaking';
import { generateWriting } from './builtin/writing';
import { reviewBuiltin } from './grading/review';
import { type Language, type Level, languageCodes } from './languages';
import type { LlmConfig } from './llm/client';
import { generateVerified, reviewWithLlm } from './llm/llmEngine';
import { speakWithLlm } from './llm/speech';
import {
  type RubricSuggestion,
  type RubricSuggestionRequest,
  suggestRubric,
} from './llm/suggestRubric';
import { transcribeWithLlm } from './llm/transcribe';
import { streamTutorReply, type TutorRequest } from './llm/tutor';
import type { Random } from './random';
import {
  type EngineName,
  type GeneratedExercise,
  type GenerateRequest,
  generateRequestSchema,
  type ReviewRequest,
  type ReviewResult,
  reviewRequestSchema,
} from './schemas';
import { type Speech, speak } from './speech/speak';

export type EngineConfig = {
  /** With an OpenAI-compatible endpoint the model writes and grades; without, the built-in engine. */
  llm?: LlmConfig;
  /** Source of randomness for the built-in engine. @default Math.random */
  random?: Random;
  /** Told when the model failed twice (its voice once) and the built-in engine stepped in. */
  onFallback?: (error: unknown) => void;
};

/** A model call that may be refused: the built-in engine (or eSpeak NG) then does the work. */
export type ModelUse = 'review' | 'speech' | 'transcription';

export type CallOptions = {
  /**
   * Asked just before the model is called for `use` (the server keeps daily budgets); false
   * has the built-in grader or eSpeak NG do it instead. @default always allowed
   */
  allowModel?: (use: ModelUse) => Promise<boolean>;
};

export type Engine = {
  /** The engine asked first; each result says which one actually produced it. */
  name: EngineName;
  /** Validates the request (throws a ZodError when invalid) and generates an exercise with its key. */
  generate(request: GenerateRequest, options?: CallOptions): Promise<GeneratedExercise>;
  /** Grades a student's answers against the key: score 0-100 and a verdict per item. */
  review(request: ReviewRequest, options?: CallOptions): Promise<ReviewResult>;
  /** Who speaks listening exercises: the endpoint's `/audio/speech` if configured, else eSpeak NG. */
  speechEngine: EngineName;
  /**
   * MP3 of the text in the language at the level's speed, by `speechEngine`; eSpeak NG steps in
   * when the endpoint fails.
   */
  speak(text: string, language: Language, level: Level): Promise<Speech>;
  /** The tutor chat, streamed piece by piece; only a model can hold a conversation. */
  tutor: ((request: TutorRequest, signal?: AbortSignal) => AsyncGenerator<string>) | null;
  /** What a recording says, by the endpoint's transcription model; none without one. */
  transcribe: ((audio: Uint8Array, mimeType: string, language: Language) => Promise<string>) | null;
  /** Rubric points the model suggests from a transcript, for the teacher to confirm; none without one. */
  suggestRubric: ((request: RubricSuggestionRequest) => Promise<RubricSuggestion>) | null;
};

function generateBuiltin(request: GenerateRequest, random: Random): GeneratedExercise {
  switch (request.type) {
    case 'Writing':
      return generateWriting(request, random);
    case 'Reading':
      return generateReading(request, random);
    case 'Listening':
      return generateListeningText(request, random);
    case 'Speaking':
      return generateSpeaking(request, random);
  }
}

/** The model gets a second chance; after that the built-in engine answers. */
async function withFallback<T>(
  attempt: () => Promise<T>,
  fallback: () => Promise<T>,
  onFallback: (error: unknown) => void,
): Promise<T> {
  try {
    return await attempt();
  } catch {
    try {
      return await attempt();
    } catch (error) {
      onFallback(error);
      return fallback();
    }
  }
}

type Speaker = Engine['speak'];

async function withAudio(
  exercise: GeneratedExercise,
  speaker: Speaker,
  options: CallOptions,
): Promise<GeneratedExercise> {
  // A retelling is heard before it is told again: its transcript gets a voice like a listening's.
  const heard =
    exercise.type === 'Listening' ||
    (exercise.type === 'Speaking' && exercise.results.speaking_task === 'retell');
  if (!heard || !exercise.results.Paragraph) return exercise;
  const allowed = speaker === speak || (await (options.allowModel?.('speech') ?? true));
  const speech = await (allowed ? speaker : speak)(
    exercise.results.Paragraph,
    exercise.language,
    exercise.level,
  );
  return { ...exercise, results: { ...exercise.results, audio_base64: speech.audio_base64 } };
}

/** The endpoint's voice, else eSpeak NG: one try, as speaking a passage again costs as much. */
function transcriberFor(llm: LlmConfig | undefined): Engine['transcribe'] {
  const model = llm?.transcription;
  if (!llm || !model) return null;
  return (audio, mimeType, language) =>
    transcribeWithLlm(llm, model, audio, mimeType, languageCodes[language]);
}

function speakerFor(llm: LlmConfig | undefined, onFallback: (error: unknown) => void): Speaker {
  const voice = llm?.speech;
  if (!llm || !voice) return speak;
  return async (text, language, level) => {
    try {
      return await speakWithLlm(llm, voice, text, level);
    } catch (error) {
      onFallback(error);
      return speak(text, language, level);
    }
  };
}

export function createEngine(config: EngineConfig = {}): Engine {
  const random = config.random ?? Math.random;
  const onFallback = config.onFallback ?? (() => {});
  const { llm } = config;
  const speaker = speakerFor(llm, onFallback);
  return {
    name: llm ? 'llm' : 'builtin',
    speechEngine: llm?.speech ? 'llm' : 'builtin',
    async generate(input, options = {}) {
      const request = generateRequestSchema.parse(input);
      const builtin = async () => generateBuiltin(request, random);
      // A speaking task is the built-in engine's: its texts come from the bank at the level and
      // its questions are fixed by level, so there is nothing for the model to verify.
      const exercise =
        llm && request.type !== 'Speaking'
          ? await withFallback(() => generateVerified(llm, request), builtin, onFallback)
          : await builtin();
      return withAudio(exercise, speaker, options);
    },
    async review(input, options = {}) {
      const request = reviewRequestSchema.parse(input);
      const builtin = () => reviewBuiltin(request);
      const { allowModel: allow } = options;
      const allowModel = allow ? () => allow('review') : undefined;
      // A recording is graded by the teacher alone (the built-in review leaves it to check).
      return llm && request.type !== 'Speaking'
        ? withFallback(() => reviewWithLlm(llm, request, allowModel), builtin, onFallback)
        : builtin();
    },
    speak: speaker,
    tutor: llm ? (request, signal) => streamTutorReply(llm, request, signal) : null,
    transcribe: transcriberFor(llm),
    suggestRubric: llm?.transcription ? (request) => suggestRubric(llm, request) : null,
  };
}

/**
 * OPENAI_BASE_URL and OPENAI_MODEL select the model (the key may be empty for local servers);
 * OPENAI_TTS_MODEL (and OPENAI_TTS_VOICE, default alloy) its voice for listening exercises,
 * OPENAI_STT_MODEL its transcription of students' recordings.
 */
export function engineFromEnv(
  env: Record<string, string | undefined>,
  config: Omit<EngineConfig, 'llm'> = {},
): Engine {
  const baseUrl = env.OPENAI_BASE_URL?.trim();
  const model = env.OPENAI_MODEL?.trim();
  if (!baseUrl || !model) return createEngine(config);
  const timeoutMs = Number(env.OPENAI_TIMEOUT_MS);
  const maxTokens = Number(env.OPENAI_MAX_TOKENS);
  const speechModel = env.OPENAI_TTS_MODEL?.trim();
  const transcriptionModel = env.OPENAI_STT_MODEL?.trim();
  return createEngine({
    ...config,
    llm: {
      baseUrl,
      model,
      apiKey: env.OPENAI_API_KEY ?? '',
      ...(timeoutMs > 0 ? { timeoutMs } : {}),
      ...(Number.isInteger(maxTokens) && maxTokens > 0 ? { maxTokens } : {}),
      ...(speechModel
        ? { speech: { model: speechModel, voice: env.OPENAI_TTS_VOICE?.trim() || 'alloy' } }
        : {}),
      ...(transcriptionModel ? { transcription: { model: transcriptionModel } } : {}),
    },
  });
}
