/**
 * Issue 31: a teacher of a school whose accounts live with its own provider signs in with
 * "Continue with …", chooses their account at the provider, and arrives on the dashboard as a
 * teacher: the operator's domain rule gave the role, the provider gave the names.
 */
import { expect, SCHOOL_PROVIDER, test } from '../support/ssoFixtures';

test('a teacher signs in through the school’s provider and lands on the dashboard as a teacher', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: `Continue with ${SCHOOL_PROVIDER.name}` }).click();

  // The provider's own page: the teacher picks their school account.
  await expect(page.getByRole('heading', { name: 'Local provider' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in as marie.curie@school.example' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Marie!' })).toBeVisible();
  // No complete-profile dialog: the domain rule made her a teacher.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A teacher's quick actions, and the profile says so.
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Generate Exercises' }),
  ).toBeVisible();
  await page.goto('/profile');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Marie Curie', level: 2 })).toBeVisible();
  await expect(main.getByRole('definition').filter({ hasText: /^Teacher$/ })).toBeVisible();
});
