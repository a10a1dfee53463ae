import type { Page } from '@playwright/test';
import { fillAnswers, generateThroughScreen } from '../support/exercises';
import { type ChatCall, fakeModelWrites } from '../support/fakeLlm';
import { expect, test } from '../support/llmFixtures';

test.beforeEach(async ({ signIn, teacher }) => {
  await signIn(teacher);
});

/** The newest call the model received that asked for `schema`, or the newest streamed one. */
function lastCall(calls: readonly ChatCall[], schema: string | 'stream'): ChatCall | undefined {
  return calls.findLast((call) =>
    schema === 'stream' ? call.stream : call.response_format?.json_schema.name === schema,
  );
}

async function send(page: Page, text: string) {
  const message = page.getByLabel('Message');
  await message.fill(text);
  await message.press('Enter');
  await expect(message).toHaveValue('');
}

test('with an LLM configured, the model writes and grades exercises and the chat is a streamed tutor', async ({
  page,
  fakeLlm,
}) => {
  await page.goto('/generate');
  await expect(page.getByRole('heading', { name: 'Generate Exercises', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Reading' }).click();
  await page.getByRole('textbox', { name: 'Number of Questions' }).fill('3');
  const preview = await generateThroughScreen(page, {
    type: 'Reading',
    topic: 'El mercado del barrio',
    language: 'Spanish',
    level: 'A2',
  });
  await expect(preview.getByRole('heading', { name: fakeModelWrites.title })).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Text' })).toHaveText(fakeModelWrites.paragraph);
  await expect(preview.getByText(fakeModelWrites.questions[0].question)).toBeVisible();
  const asked = lastCall(fakeLlm.calls, 'passage_exercise')?.messages.at(-1)?.content;
  expect(asked).toContain('Spanish reading exercise for CEFR level A2');
  expect(asked).toContain('El mercado del barrio');
  expect(asked).toContain('exactly 3 comprehension questions');
  await preview.getByRole('button', { name: 'Accept' }).click();
  await expect(preview).toBeHidden();

  // One right answer, two wrong ones: the code accepts the key's answer itself, and only the two
  // it does not accept go to the model, which judges them in its own words.
  await page.goto('/my-exercises');
  await page
    .getByRole('article', { name: fakeModelWrites.title })
    .getByRole('button', { name: 'Solve' })
    .click();
  const solve = page.getByRole('dialog', { name: 'Solve Exercise' });
  await fillAnswers(solve, [fakeModelWrites.questions[0].answer, 'manzanas', 'en casa']);
  await solve.getByRole('button', { name: 'Submit Answers' }).click();
  await expect(solve.getByText('Score: 33.3%')).toBeVisible();
  const results = solve.getByRole('list', { name: 'Results' });
  await expect(results.getByText('Correct!', { exact: true })).toHaveCount(1);
  await expect(results.getByText(fakeModelWrites.feedback.right)).toHaveCount(0);
  await expect(results.getByText(fakeModelWrites.feedback.wrong)).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(solve).toBeHidden();

  await page.goto('/chatbot');
  await expect(page.getByRole('heading', { name: 'ChatbotAI', level: 1 })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('combobox', { name: 'Practice language' })
    .selectOption({ label: 'Spanish' });

  const conversation = page.getByRole('log', { name: 'Conversation' });
  const question = '¿Cómo se dice "homework"?';
  await send(page, question);
  const reply = conversation.getByText(fakeModelWrites.tutorReply.join(''), { exact: true });
  await expect(reply).toBeVisible();
  // Screen readers read the tutor's Spanish as Spanish.
  await expect(reply).toHaveAttribute('lang', 'es');

  // Each message sends the conversation so far, after a system prompt in the chosen language.
  await send(page, 'Gracias. ¿Y "teacher"?');
  await expect(conversation.getByText(fakeModelWrites.tutorReply.join(''))).toHaveCount(2);
  const chat = lastCall(fakeLlm.calls, 'stream');
  expect(chat?.model).toBe(fakeLlm.model);
  expect(chat?.messages[0]?.content).toContain('Spanish tutor');
  expect(chat?.messages.slice(1)).toEqual([
    { role: 'user', content: question },
    { role: 'assistant', content: fakeModelWrites.tutorReply.join('') },
    { role: 'user', content: 'Gracias. ¿Y "teacher"?' },
  ]);

  fakeLlm.startFailing(500);
  await send(page, '¿Estás ahí?');
  const toast = page.getByRole('region', { name: 'Notifications' });
  await expect(toast.getByText('The AI tutor could not answer')).toBeVisible();
  await expect(
    toast.getByText('The AI tutor did not answer. Please try again in a moment.'),
  ).toBeVisible();
  await expect(conversation).toContainText('¿Estás ahí?');
});
