import type { AnswerKeyItem, ReviewRequest, ReviewResult } from '../schemas';
import { gradeAnswer } from './grade';

/** What the student wrote for each item id, for any exercise type. */
function answersById(request: ReviewRequest): Map<number, string> {
  const { user_answer } = request;
  const entries =
    request.type === 'Writing'
      ? (user_answer.Exercises ?? []).map(({ id, answer }) => [id, answer] as const)
      : (user_answer.Questions ?? []).map(({ id, user_answer: answer }) => [id, answer] as const);
  return new Map(entries);
}

/** Built-in review: every key item graded; the score is the share answered correctly, in percent. */
export async function reviewBuiltin(request: ReviewRequest): Promise<ReviewResult> {
  const answers = answersById(request);
  const response = await Promise.all(
    request.answer_key.map(async (key: AnswerKeyItem) => ({
      id: key.id,
      ...(await gradeAnswer(request.language, key, answers.get(key.id) ?? '')),
    })),
  );
  const correct = response.filter((item) => item.is_correct).length;
  return { score: Math.round((correct / response.length) * 1000) / 10, response };
}
