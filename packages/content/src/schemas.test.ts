import * as contract from '@lingua/api/contract';
import { expect, it } from 'vitest';
import { createEngine } from './engine';
import { seededRandom } from './random';

const engine = createEngine({ random: seededRandom(5) });
const longest = (text: string, length: number) => text.repeat(length).slice(0, length);

it('writes an exercise on a topic as long as the server takes', async () => {
  const topic = longest('the weather in the mountains and ', contract.UserInput.maxLength);
  const exercise = await engine.generate({
    type: 'Writing',
    user_input: topic,
    language: 'Spanish',
    level: 'A2',
    quantity: contract.WritingRequest.properties.quantity.maximum,
  });
  expect(exercise.answer_key).toHaveLength(contract.WritingRequest.properties.quantity.maximum);
});

it('grades answers on a text as long as a teacher may save it', async () => {
  const { Paragraph, Description } = contract.ExerciseResults.properties;
  const review = await engine.review({
    type: 'Reading',
    language: 'English',
    results: {
      Title: 'A long text',
      Description: longest('Read it. ', Description.maxLength),
      Paragraph: longest('Anna lives in Leeds. ', Paragraph.maxLength),
      Questions: ['Where does Anna live?'],
    },
    answer_key: [{ id: 1, answer: 'In Leeds', grammar_topic: 'Comprehension' }],
    user_answer: {
      paragraph: longest(
        'Anna lives in Leeds. ',
        contract.UserAnswer.properties.paragraph.maxLength,
      ),
      Questions: [{ id: 1, question: 'Where does Anna live?', user_answer: 'In Leeds' }],
    },
  });
  expect(review.score).toBe(100);
});
