import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * The end-to-end accessibility check: one axe pass per screen, as a visitor and per role, on
 * the real build behind the real server (its CSP included). Journeys do not run axe again;
 * every story runs it on its own state, dialogs and menus included (docs/testing.md).
 *
 * Every signed-in screen of platform-shell.md's route map (the room detail is added per test;
 * the gradebook and a sitting, which need one, are checked in gradebook.spec.ts).
 */
const appScreens = [
  '/dashboard',
  '/exercises',
  '/my-exercises',
  '/generate',
  '/my-templates',
  '/rooms',
  '/assignments',
  '/profile',
  '/settings',
  '/chatbot',
  '/voice-chat',
  '/feedback',
];

/** Screens are lazy chunks: axe runs once the page's own heading is there, not the spinner. */
async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
}

test('every public page passes axe', async ({ page, axe }) => {
  for (const path of [
    '/',
    '/login',
    '/signup',
    '/forgot-password',
    '/reset-password?token=unknown',
    '/verify-email?token=unknown',
    '/no-such-page',
  ]) {
    await openScreen(page, path);
    await axe();
  }
});

for (const role of ['teacher', 'student'] as const) {
  test(`every app screen passes axe for a ${role}`, { tag: '@soak' }, async ({
    page,
    api,
    signIn,
    teacher,
    student,
    axe,
  }) => {
    // Thirteen screens, each loaded and checked: longer than one journey on a busy machine.
    test.slow();
    const room = await api.createRoom(
      teacher,
      { name: 'Italian A1', language: 'Italian', level: 'A1' },
      [student],
    );
    await signIn(role === 'teacher' ? teacher : student);
    for (const path of [...appScreens, `/rooms/${room.id}`]) {
      await openScreen(page, path);
      await axe();
    }
  });
}
