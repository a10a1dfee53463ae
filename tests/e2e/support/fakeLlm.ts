import {
  type FakeCall,
  sendCompletion,
  sendError,
  sendStream,
  startFakeEndpoint,
} from '@lingua/content/fake-endpoint';

export type ChatMessage = { role: string; content: string };

/** A Chat Completions request as the server's LLM engine sends it. */
export interface ChatCall {
  model: string;
  stream?: boolean;
  messages: ChatMessage[];
  /** Structured output: the schema's name says what is asked (`passage_exercise`, `review`...). */
  response_format?: { json_schema: { name: string; schema?: { required?: string[] } } };
}

/**
 * What the fake model writes, whatever it is asked: Spanish no built-in exercise contains, so
 * a journey can tell the model's work from the offline engine's.
 */
export const fakeModelWrites = {
  title: 'Un sábado en el mercado de Triana',
  paragraph:
    'Cada sábado, Lucía va al mercado de Triana con su abuelo. Compran naranjas, pan y un poco de queso. Después toman un café en la plaza y hablan con los vecinos.',
  questions: [
    { question: '¿Con quién va Lucía al mercado?', answer: 'con su abuelo' },
    { question: '¿Qué fruta compran?', answer: 'naranjas' },
    { question: '¿Dónde toman un café?', answer: 'en la plaza' },
  ],
  feedback: { right: 'The model agrees: well done.', wrong: 'The model expected another answer.' },
  /** The tutor's reply, streamed in these pieces. */
  tutorReply: ['¡Hola! ', 'Se dice ', '«los deberes».'],
} as const;

export interface FakeLlm {
  /** OPENAI_BASE_URL for a server that should use this model. */
  baseUrl: string;
  /** OPENAI_MODEL for that server. */
  model: string;
  /** The Chat Completions requests received since the last reset, oldest first. */
  calls: ChatCall[];
  /** Every following call fails with this HTTP status, as a provider that is down. */
  startFailing(status?: number): void;
  /** What `/audio/transcriptions` hears in every recording from now on. */
  hears(transcript: string): void;
  /** How many recordings were sent to be transcribed since the last reset. */
  transcribed: number;
  /** Forgets the calls and answers again. */
  reset(): void;
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible model over real HTTP, in the test worker: structured-output calls get
 * valid JSON for writing, reading, listening and review; streamed calls get the tutor's reply
 * as server-sent events; transcriptions get what the test planted.
 */
export async function startFakeLlm(): Promise<FakeLlm> {
  const calls: ChatCall[] = [];
  let failing: number | null = null;
  let heard = '';
  const endpoint = await startFakeEndpoint(({ path, body }: FakeCall, res) => {
    if (path === '/audio/transcriptions') {
      fake.transcribed++;
      if (failing !== null) return sendError(res, failing, 'The model is overloaded');
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ text: heard }));
    }
    if (path !== '/chat/completions') return sendError(res, 404, `No route ${path}`);
    const call = body as ChatCall;
    calls.push(call);
    if (failing !== null) return sendError(res, failing, 'The model is overloaded');
    if (call.stream) return sendStream(res, fakeModelWrites.tutorReply);
    try {
      sendCompletion(res, JSON.stringify(structuredReply(call)));
    } catch (error) {
      // A request the fake cannot read is the test's bug: the server's log shows this answer.
      sendError(res, 400, (error as Error).message);
    }
  });
  const fake: FakeLlm = {
    baseUrl: endpoint.baseUrl,
    model: 'fake-model',
    calls,
    transcribed: 0,
    startFailing(status = 500) {
      failing = status;
    },
    hears(transcript) {
      heard = transcript;
    },
    reset() {
      calls.length = 0;
      failing = null;
      heard = '';
      fake.transcribed = 0;
    },
    close: endpoint.close,
  };
  return fake;
}

/** The JSON the engine's structured-output call asks for, told by its schema's name. */
function structuredReply(call: ChatCall): object {
  const prompt = call.messages.at(-1)?.content ?? '';
  const schema = call.response_format?.json_schema.name;
  switch (schema) {
    case 'passage_exercise':
      return passageReply(askedCount(prompt));
    case 'writing_exercise':
      return writingReply(askedCount(prompt));
    case 'review':
      return reviewReply(prompt);
    case 'rubric_suggestion':
      // Two points on every criterion asked: the teacher's form starts from them.
      return Object.fromEntries(
        (call.response_format?.json_schema.schema?.required ?? []).map((id) => [id, 2]),
      );
    default:
      throw new Error(`Unknown schema ${schema}`);
  }
}

/** The prompts ask for "exactly N" items or questions, and the engine checks the count. */
function askedCount(prompt: string): number {
  const count = Number(/exactly (\d+)/i.exec(prompt)?.[1]);
  if (!count) throw new Error(`The prompt asks for no count: ${prompt}`);
  return count;
}

/** Reading and listening: the passage and `count` questions, cycling through the fake's three. */
function passageReply(count: number) {
  const { title, paragraph, questions } = fakeModelWrites;
  return {
    title,
    paragraph,
    questions: Array.from({ length: count }, (_, index) => {
      const { question, answer } = questions[index % questions.length] ?? questions[0];
      return { question, answer, accepted: [], grammar_topic: 'Reading comprehension: details' };
    }),
  };
}

function writingReply(count: number) {
  return {
    title: `Fill in the Blanks: ${fakeModelWrites.title}`,
    description: 'Complete each sentence with the right form of the verb.',
    exercises: Array.from({ length: count }, () => ({
      prompt: 'Lucía ___ naranjas en el mercado. (comprar, presente)',
      answer: 'compra',
      accepted: [],
      grammar_topic: 'Present tense',
    })),
  };
}

interface ReviewPayload {
  answer_key: { id: number; answer: string }[];
  student: {
    Exercises?: { id: number; answer: string }[];
    Questions?: { id: number; user_answer: string }[];
  };
}

/** A verdict per key item: right when the student wrote the key's answer (any case). */
function reviewReply(prompt: string) {
  // The review prompt ends with its payload: the exercise, the key and the student's answers.
  const payload = JSON.parse(prompt.slice(prompt.indexOf('{"exercise"'))) as ReviewPayload;
  const { Exercises = [], Questions = [] } = payload.student;
  const written = new Map([
    ...Exercises.map((item) => [item.id, item.answer] as const),
    ...Questions.map((item) => [item.id, item.user_answer] as const),
  ]);
  return {
    response: payload.answer_key.map(({ id, answer }) => {
      const isCorrect = written.get(id)?.trim().toLowerCase() === answer.toLowerCase();
      return {
        id,
        is_correct: isCorrect,
        feedback: isCorrect ? fakeModelWrites.feedback.right : fakeModelWrites.feedback.wrong,
        tip: isCorrect ? '' : `The text says "${answer}".`,
      };
    }),
  };
}
