import { listeningWords } from '../builtin/reading';
import { translationSource } from '../builtin/writing';
import type { FeedbackLanguage } from '../grading/messages';
import { answersById, kindOf, reviewBuiltin, scoreOf } from '../grading/review';
import { bandOf } from '../languages';
import type {
  AnswerItemKind,
  GeneratedExercise,
  ModelGenerateRequest,
  ReviewRequest,
  ReviewResult,
} from '../schemas';
import { normalizeAnswer } from '../text';
import { ask, keyOf } from './ask';
import type { LlmConfig } from './client';
import { renderPrompt } from './prompts';
import { passageReplySchema, reviewReplySchema, writingReplySchema } from './replies';
import { maxRewrites, rewriteFailingItems } from './rewriteItem';
import { checkExercise } from './verify';

const itemCount = (request: ModelGenerateRequest) =>
  request.type === 'Writing' ? request.quantity : request.questions_quantity;

/**
 * The model's exercise once checked (see `checkExercise`). A fault of the whole (its text's
 * language or spelling, its item count) has it written again; a fault of one item (a key the
 * blind answer contradicts, an item in another language, a misspelling) has that item alone
 * written again. Twice at most each; the teacher sees per item what was verified and what failed.
 */
export async function generateVerified(
  config: LlmConfig,
  request: ModelGenerateRequest,
): Promise<GeneratedExercise> {
  let exercise = await generateWithLlm(config, request);
  let checked = await checkExercise(config, exercise, itemCount(request));
  const wholeFails = () => checked.whole.count.length + checked.whole.text.length > 0;
  for (let retry = 0; retry < maxRewrites && wholeFails(); retry++) {
    exercise = await generateWithLlm(config, request);
    checked = await checkExercise(config, exercise, itemCount(request));
  }
  if (wholeFails()) return { ...exercise, verification: checked.items };
  return rewriteFailingItems(config, request, exercise, checked.items);
}

/** One generation by the model, without audio. Throws when the reply is unusable. */
export async function generateWithLlm(
  config: LlmConfig,
  request: ModelGenerateRequest,
): Promise<GeneratedExercise> {
  const context = { language: request.language, level: request.level };
  const topic = request.user_input.replace(/"/g, "'");
  const base = {
    type: request.type,
    language: request.language,
    level: request.level,
    engine: 'llm' as const,
  };
  if (request.type === 'Writing') {
    const user = renderPrompt('writing', {
      ...context,
      topic,
      quantity: request.quantity,
      variation: request.variation ?? 'a mix',
      source: translationSource(request.language, request.instruction_language),
    });
    const reply = await ask(config, context, user, 'writing_exercise', writingReplySchema);
    if (reply.exercises.length !== request.quantity) throw new Error('Wrong number of items');
    return {
      ...base,
      results: {
        Title: reply.title,
        Description: reply.description,
        Exercises: reply.exercises.map((item) => item.prompt),
      },
      answer_key: reply.exercises.map(keyOf),
    };
  }
  const words =
    request.type === 'Reading' ? request.quantity_words : listeningWords[bandOf(request.level)];
  const user = renderPrompt(request.type === 'Reading' ? 'reading' : 'listening', {
    ...context,
    topic,
    words,
    questions: request.questions_quantity,
  });
  const reply = await ask(config, context, user, 'passage_exercise', passageReplySchema);
  if (reply.questions.length !== request.questions_quantity)
    throw new Error('Wrong number of questions');
  return {
    ...base,
    results: {
      Title: reply.title,
      Description:
        request.type === 'Reading'
          ? 'Read the text and answer the questions.'
          : 'Listen to the recording and answer the questions.',
      Paragraph: reply.paragraph,
      Questions: reply.questions.map((item) => item.question),
    },
    answer_key: reply.questions.map(keyOf),
  };
}

const closedKinds = new Set<AnswerItemKind>(['form', 'blank', 'reorder']);

const feedbackLanguageNames: Record<FeedbackLanguage, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
};

/**
 * The code grades every item against the key first. Closed items (forms, blanks, reordering)
 * keep the code's verdict, so nothing a student writes can talk the model into one. Open items
 * the code did not fully accept (a translation worded otherwise, a paraphrased answer) go to the
 * model with the key; the model may raise such an item to correct, never lower the code's credit.
 */
export async function reviewWithLlm(
  config: LlmConfig,
  request: ReviewRequest,
  /** Asked before the model is called for the open items; false keeps the built-in verdicts. */
  allowModel?: () => Promise<boolean>,
): Promise<ReviewResult> {
  const coded = await reviewBuiltin(request);
  const written = answersById(request);
  // An answer the code left to the teacher (to_check, half credit) is asked too: the model may
  // settle it.
  const creditOf = new Map(coded.response.map((item) => [item.id, item.credit ?? 0]));
  const open = request.answer_key.filter(
    (key) =>
      !closedKinds.has(kindOf(request, key)) &&
      (creditOf.get(key.id) ?? 0) < 1 &&
      normalizeAnswer(written.get(key.id) ?? '') !== '',
  );
  if (open.length === 0) return coded;
  if (allowModel && !(await allowModel())) return coded;
  const openIds = new Set(open.map((key) => key.id));
  const context = { language: request.language, level: request.level ?? 'B1' };
  const user = renderPrompt('review', {
    language: request.language,
    type: request.type.toLowerCase(),
    level: request.level ? ` at CEFR level ${request.level}` : '',
    feedback_language: feedbackLanguageNames[request.feedback_language ?? 'en'],
    payload: JSON.stringify({
      exercise: request.results,
      answer_key: open,
      student: open.map((key) => ({ id: key.id, answer: written.get(key.id) ?? '' })),
    }),
  });
  const reply = await ask(config, context, user, 'review', reviewReplySchema);
  const verdicts = new Map(reply.response.map((item) => [item.id, item]));
  const response = coded.response.map((item) => {
    if (!openIds.has(item.id)) return item;
    const verdict = verdicts.get(item.id);
    if (!verdict) throw new Error(`The review has no verdict for item ${item.id}`);
    if (verdict.is_correct) {
      const { to_check: _settled, ...settled } = item;
      return {
        ...settled,
        is_correct: true,
        credit: 1 as const,
        feedback: verdict.feedback,
        tip: verdict.tip,
      };
    }
    // The code's half credit (a spelling slip) stands, and so does "to check": the model does
    // not lower a credit, the teacher decides. A wrong answer gets the model's words.
    return item.credit === 0.5 || item.to_check
      ? item
      : { ...item, feedback: verdict.feedback, tip: verdict.tip };
  });
  return { score: scoreOf(response.map((item) => item.credit ?? 0)), response };
}
