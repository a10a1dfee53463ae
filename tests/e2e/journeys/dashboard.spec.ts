import { expect, test } from '../support/fixtures';

test('a new teacher is greeted by name, with empty figures and quick actions', async ({
  page,
  signIn,
  teacher,
}) => {
  await signIn(teacher);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Maria!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing yet' })).toBeVisible();

  for (const [action, path] of [
    ['Generate Exercises', '/generate'],
    ['My Exercises', '/my-exercises'],
    ['Chat with the AI Assistant', '/chatbot'],
  ] as const) {
    await page.goto('/dashboard');
    await page.getByRole('main').getByRole('button', { name: action }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});
