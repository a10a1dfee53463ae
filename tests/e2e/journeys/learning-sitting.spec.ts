import type { components } from '@lingua/api';
import type { Locator, Page } from '@playwright/test';
import { type Account, type Api, bearer, type Exercise, ok } from '../support/api';
import { logInThroughScreen } from '../support/authScreens';
import { createContentApi, rightAnswers } from '../support/exercises';
import { expect, test } from '../support/fixtures';

/**
 * A timed sitting never loses a student's work (issue 18): answers are saved as typed and
 * resumed after a reload, the countdown ends at the server's deadline in a throttled tab,
 * answers typed offline are sent on reconnect, a logout says which answers stay on the device and
 * the next sign-in there sends them, and the server grades a sitting the browser left.
 * Run alone: `pnpm exec playwright test tests/e2e/journeys/learning-sitting.spec.ts --workers=1`.
 */

type Schemas = components['schemas'];

const templateName = 'Sitting practice';

interface Sitting {
  student: Account;
  roomId: string;
  title: string;
  assignment: Schemas['AssignmentDetails'];
  exercises: Exercise[];
}

/** A room with one student, a template of two reading exercises and a timed assignment. */
async function setUpSitting(
  api: Api,
  teacher: Account,
  student: Account,
  { title, timeLimit }: { title: string; timeLimit: number },
): Promise<Sitting> {
  const content = createContentApi(api);
  const room = await api.createRoom(
    teacher,
    { name: `${title} room`, language: 'Spanish', level: 'A2' },
    [student],
  );
  const exercises = await content.readingExercises(teacher, { language: 'Spanish', level: 'A2' }, [
    'La casa',
    'El viaje',
  ]);
  const template = await content.template(teacher, templateName, exercises);
  const assignment = ok(
    'create an assignment',
    await api.client.POST('/assignments/create_assignment', {
      ...bearer(teacher),
      body: {
        assignment_text: title,
        assignment_description: 'Answer both texts.',
        template_id: template.id,
        room_id: room.id,
        schedule: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
        attempts: 2,
        time_limit: timeLimit,
      },
    }),
  );
  ok(
    'give the assignment to the room',
    await api.client.POST('/assignments/assign_assignment_students', {
      ...bearer(teacher),
      params: { query: { assignment_id: assignment.id } },
    }),
  );
  return { student, roomId: room.id, title, assignment, exercises };
}

async function openSitting(page: Page, title: string): Promise<Locator> {
  await page.goto('/assignments');
  await page.getByRole('button', { name: `Solve ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Solving: ${templateName}` });
  await expect(dialog.getByText('Exercise 1 of 2')).toBeVisible();
  return dialog;
}

const secondsOf = (countdown: string | null) => {
  const [minutes, seconds] = (countdown ?? '').split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
};

async function openAttempt(api: Api, sitting: Sitting) {
  return ok(
    'read the open attempt',
    await api.client.GET('/assignments/resume_attempt/{id}', {
      ...bearer(sitting.student),
      params: { path: { id: sitting.assignment.id } },
    }),
  );
}

async function typeAnswers(dialog: Locator, answers: readonly string[]) {
  const fields = dialog.getByRole('textbox');
  for (const [index, answer] of answers.entries()) await fields.nth(index).fill(answer);
  // Leaving the last field saves at once.
  await fields.nth(answers.length - 1).press('Tab');
}

test('a reload resumes the sitting with the same answers, less time and no attempt spent', async ({
  page,
  api,
  teacher,
  student,
  signIn,
}) => {
  test.setTimeout(120_000);
  const sitting = await setUpSitting(api, teacher, student, {
    title: 'Reload quiz',
    timeLimit: 10,
  });
  const [first] = sitting.exercises as [Exercise, Exercise];
  await signIn(student);
  const dialog = await openSitting(page, sitting.title);
  await typeAnswers(dialog, rightAnswers(first));
  await expect(dialog.getByText('All answers saved').first()).toBeVisible();
  const before = secondsOf(await dialog.getByRole('timer', { name: 'Time left' }).textContent());
  const attempt = await openAttempt(api, sitting);

  await page.reload();
  const resumed = await openSitting(page, sitting.title);

  await expect(resumed.getByRole('textbox').first()).toHaveValue(rightAnswers(first)[0] ?? '');
  await expect(resumed.getByRole('textbox').nth(1)).toHaveValue(rightAnswers(first)[1] ?? '');
  await expect
    .poll(async () =>
      secondsOf(await resumed.getByRole('timer', { name: 'Time left' }).textContent()),
    )
    .toBeLessThan(before);
  expect((await openAttempt(api, sitting)).attempt?.attempt_id).toBe(attempt.attempt?.attempt_id);
  const list = ok(
    'list the assignments',
    await api.client.GET('/assignments/assignments_completion_list', bearer(student)),
  );
  expect(list.assignments_completion).toEqual([
    expect.objectContaining({ assignment_id: sitting.assignment.id, user_attempts: 0 }),
  ]);
});

test('a hidden tab whose timers were throttled submits at the deadline, and the server takes it', async ({
  page,
  api,
  teacher,
  student,
  signIn,
}) => {
  test.setTimeout(120_000);
  const sitting = await setUpSitting(api, teacher, student, { title: 'Hidden quiz', timeLimit: 5 });
  const [first, second] = sitting.exercises as [Exercise, Exercise];
  await page.clock.install();
  await signIn(student);
  const dialog = await openSitting(page, sitting.title);
  await typeAnswers(dialog, rightAnswers(first));
  await dialog.getByRole('button', { name: 'Next' }).click();
  await typeAnswers(dialog, rightAnswers(second));

  // Hidden, and no timer fires until the page is shown again six minutes later.
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((visibility) => {
      Object.defineProperty(document, 'visibilityState', {
        value: visibility,
        configurable: true,
      });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await page.clock.setSystemTime(Date.now() + 6 * 60_000);
  await setVisibility('visible');

  await expect(
    dialog.getByText('Time is up! Answers have been submitted automatically.'),
  ).toBeVisible();
  await expect(dialog.getByText('Average score:')).toContainText('100%');
  await expect(page.getByText('Failed to submit some answers.')).toHaveCount(0);
});

// A real half-minute offline: a fault journey of the soak run; the logout journey below keeps
// answers typed offline in every run.
test('answers typed offline for 30 seconds are sent on reconnect and all graded', {
  tag: '@soak',
}, async ({ page, context, api, teacher, student, signIn }) => {
  test.setTimeout(150_000);
  const sitting = await setUpSitting(api, teacher, student, {
    title: 'Offline quiz',
    timeLimit: 10,
  });
  const [first, second] = sitting.exercises as [Exercise, Exercise];
  await signIn(student);
  const dialog = await openSitting(page, sitting.title);

  await context.setOffline(true);
  await typeAnswers(dialog, rightAnswers(first));
  await expect(dialog.getByText('Offline: answers kept on this device').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await typeAnswers(dialog, rightAnswers(second));
  await page.waitForTimeout(30_000);
  await expect(dialog.getByText('Offline: answers kept on this device').first()).toBeVisible();

  await context.setOffline(false);
  await expect(dialog.getByText('All answers saved').first()).toBeVisible({ timeout: 20_000 });
  const saved = await openAttempt(api, sitting);
  expect(saved.answers.map((answer) => answer.exercise_id).sort()).toEqual(
    sitting.exercises.map((exercise) => exercise.id).sort(),
  );

  await dialog.getByRole('button', { name: 'Finish & Evaluate' }).click();
  await expect(dialog.getByText('Average score:')).toContainText('100%');
});

test('a logout while offline says the answer stays on this device; the next sign-in here sends it', async ({
  page,
  context,
  api,
  teacher,
  student,
}) => {
  test.setTimeout(150_000);
  const sitting = await setUpSitting(api, teacher, student, {
    title: 'Logout quiz',
    timeLimit: 10,
  });
  const [first] = sitting.exercises as [Exercise, Exercise];
  await logInThroughScreen(page, student);
  const dialog = await openSitting(page, sitting.title);

  await context.setOffline(true);
  await typeAnswers(dialog, rightAnswers(first));
  await expect(dialog.getByText('Offline: answers kept on this device').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();

  const question = page.getByRole('alertdialog', { name: '1 answer is not sent yet' });
  await expect(question).toContainText(
    'The answer stays on this device and is sent the next time you sign in here and open the assignment.',
  );
  await expect(question.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  // Back online as the pupil decides: the login screen is a chunk the browser has not loaded
  // yet, which no logout could download offline. The answer is not sent on the way out.
  await context.setOffline(false);
  await question.getByRole('button', { name: 'Log out anyway' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await openAttempt(api, sitting)).answers).toEqual([]);

  await logInThroughScreen(page, student);
  const resumed = await openSitting(page, sitting.title);
  await expect(resumed.getByRole('textbox').first()).toHaveValue(rightAnswers(first)[0] ?? '');
  await expect(resumed.getByText('All answers saved').first()).toBeVisible({ timeout: 20_000 });
  const saved = await openAttempt(api, sitting);
  expect(saved.answers.map((answer) => answer.exercise_id)).toEqual([first.id]);
});

test('a sitting whose page was closed is graded by the server after the deadline', {
  tag: '@soak',
}, async ({ page, context, api, teacher, student, signIn }) => {
  test.setTimeout(240_000);
  const sitting = await setUpSitting(api, teacher, student, { title: 'Closed quiz', timeLimit: 1 });
  const [first] = sitting.exercises as [Exercise, Exercise];
  await signIn(student);
  const dialog = await openSitting(page, sitting.title);
  await typeAnswers(dialog, rightAnswers(first));
  await expect(dialog.getByText('All answers saved').first()).toBeVisible();
  await page.close();

  // Deadline (1 minute), grace (1 minute), then the close job.
  await expect
    .poll(
      async () => {
        const list = ok(
          'list the assignments',
          await api.client.GET('/assignments/assignments_completion_list', bearer(student)),
        );
        return list.assignments_completion[0]?.status;
      },
      { timeout: 200_000, intervals: [5_000] },
    )
    .toBe('Completed');

  const later = await context.newPage();
  await later.goto('/assignments');
  await later.getByRole('tab', { name: 'Completed Assignments' }).click();
  const completed = later.getByRole('tabpanel', { name: 'Completed Assignments' });
  await expect(completed).toContainText(sitting.title);
  // The first text fully right, the second never answered.
  await expect(completed).toContainText('Avg. Score: 50');

  await signIn(teacher);
  await later.goto(`/rooms/${sitting.roomId}`);
  await expect(later.getByRole('figure', { name: 'Assignment Completion Rates' })).toContainText(
    sitting.title,
  );
  await expect(later.getByRole('region', { name: 'Room figures' })).toContainText('100%');
});
