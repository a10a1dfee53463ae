import { generateListeningText, generateReading } from './builtin/reading';
import { generateWriting } from './builtin/writing';
import { reviewBuiltin } from './grading/review';
import type { Language, Level } from './languages';
import type { LlmConfig } from './llm/client';
import { generateWithLlm, reviewWithLlm } from './llm/llmEngine';
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
  /** Told when the model failed twice and the built-in engine stepped in (for the server's log). */
  onFallback?: (error: unknown) => void;
};

export type Engine = {
  /** The engine asked first; each result says which one actually produced it. */
  name: EngineName;
  /** Validates the request (throws a ZodError when invalid) and generates an exercise with its key. */
  generate(request: GenerateRequest): Promise<GeneratedExercise>;
  /** Grades a student's answers against the key: score 0-100 and a verdict per item. */
  review(request: ReviewRequest): Promise<ReviewResult>;
  /** Offline speech: MP3 of the text in the language's voice at the level's speed. */
  speak(text: string, language: Language, level: Level): Promise<Speech>;
  /** The tutor chat, streamed piece by piece; only a model can hold a conversation. */
  tutor: ((request: TutorRequest, signal?: AbortSignal) => AsyncGenerator<string>) | null;
};

function generateBuiltin(request: GenerateRequest, random: Random): GeneratedExercise {
  switch (request.type) {
    case 'Writing':
      return generateWriting(request, random);
    case 'Reading':
      return generateReading(request, random);
    case 'Listening':
      return generateListeningText(request, random);
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

async function withAudio(exercise: GeneratedExercise): Promise<GeneratedExercise> {
  if (exercise.type !== 'Listening' || !exercise.results.Paragraph) return exercise;
  const speech = await speak(exercise.results.Paragraph, exercise.language, exercise.level);
  return { ...exercise, results: { ...exercise.results, audio_base64: speech.audio_base64 } };
}

export function createEngine(config: EngineConfig = {}): Engine {
  const random = config.random ?? Math.random;
  const onFallback = config.onFallback ?? (() => {});
  const { llm } = config;
  return {
    name: llm ? 'llm' : 'builtin',
    async generate(input) {
      const request = generateRequestSchema.parse(input);
      const builtin = async () => generateBuiltin(request, random);
      const exercise = llm
        ? await withFallback(() => generateWithLlm(llm, request), builtin, onFallback)
        : await builtin();
      return withAudio(exercise);
    },
    async review(input) {
      const request = reviewRequestSchema.parse(input);
      const builtin = () => reviewBuiltin(request);
      return llm ? withFallback(() => reviewWithLlm(llm, request), builtin, onFallback) : builtin();
    },
    speak,
    tutor: llm ? (request, signal) => streamTutorReply(llm, request, signal) : null,
  };
}

/** OPENAI_BASE_URL and OPENAI_MODEL select the model (the key may be empty for local servers). */
export function engineFromEnv(
  env: Record<string, string | undefined>,
  config: Omit<EngineConfig, 'llm'> = {},
): Engine {
  const baseUrl = env.OPENAI_BASE_URL?.trim();
  const model = env.OPENAI_MODEL?.trim();
  if (!baseUrl || !model) return createEngine(config);
  const timeoutMs = Number(env.OPENAI_TIMEOUT_MS);
  return createEngine({
    ...config,
    llm: {
      baseUrl,
      model,
      apiKey: env.OPENAI_API_KEY ?? '',
      ...(timeoutMs > 0 ? { timeoutMs } : {}),
    },
  });
}
