import { expect, test } from '../support/fixtures';

test.beforeEach(async ({ signIn, student }) => {
  await signIn(student);
});

test('the chat greets, sends with Enter and answers after a moment', async ({ page, axe }) => {
  await page.goto('/chatbot');
  const conversation = page.getByRole('log', { name: 'Conversation' });
  await expect(conversation).toContainText("Hello! I'm your AI language assistant.");
  await axe();

  const message = page.getByLabel('Message');
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await message.fill('   ');
  await expect(send).toBeDisabled();

  await message.fill('¿Cómo se dice "homework"?');
  await message.press('Shift+Enter');
  await message.pressSequentially('Y "teacher"?');
  await expect(message).toHaveValue('¿Cómo se dice "homework"?\nY "teacher"?');

  await message.press('Enter');
  await expect(message).toHaveValue('');
  await expect(conversation).toContainText('¿Cómo se dice "homework"?');
  await expect(conversation).toContainText('Thanks for your message!');
});

test('the exercises and voice chat pages say what is coming', async ({ page, axe }) => {
  await page.goto('/exercises');
  await expect(page.getByRole('heading', { name: 'Exercises' })).toBeVisible();
  await expect(page.getByText('Coming soon...')).toBeVisible();
  await axe();

  await page.goto('/voice-chat');
  await expect(page.getByRole('heading', { name: 'Voice Chat' })).toBeVisible();
  await expect(page.getByText('Voice-powered exercise interactions')).toBeVisible();
});
