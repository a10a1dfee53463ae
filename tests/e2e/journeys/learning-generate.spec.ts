import type { Page } from '@playwright/test';
import { expectAudioPlayedPast, generateAndAccept, watchAudioPlayback } from '../support/exercises';
import { expect, test } from '../support/fixtures';

// Three generations, one with speech synthesis, on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page, signIn, teacher }) => {
  await watchAudioPlayback(page);
  await signIn(teacher);
});

async function openGenerate(page: Page) {
  await page.goto('/generate');
  await expect(page.getByRole('heading', { name: 'Generate Exercises', level: 1 })).toBeVisible();
}

/** Solves nothing: opens the listening exercise, plays and stops its audio. */
async function playListening(page: Page, title: string) {
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Solve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Solve Exercise' });
  // The transcript would give the answers away.
  await expect(dialog.getByRole('region', { name: 'Transcript' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Play Audio' }).click();
  await expect(dialog.getByRole('button', { name: 'Stop Audio' })).toBeVisible();
  await expectAudioPlayedPast(page, 0.5);
  await dialog.getByRole('button', { name: 'Stop Audio' }).click();
  await expect(dialog.getByRole('button', { name: 'Play Audio' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('a teacher generates Spanish exercises of each type, hears the listening one and builds a template', {
  tag: '@soak',
}, async ({ page }) => {
  await openGenerate(page);
  const writing = await generateAndAccept(page, {
    type: 'Writing',
    topic: 'La comida del mercado',
    language: 'Spanish',
    level: 'A2',
  });
  const reading = await generateAndAccept(page, {
    type: 'Reading',
    topic: 'Un viaje en tren',
    language: 'Spanish',
    level: 'A2',
  });
  const listening = await generateAndAccept(page, {
    type: 'Listening',
    topic: 'La escuela',
    language: 'Spanish',
    level: 'B1',
  });

  await page.goto('/my-exercises');
  await expect(page.getByRole('heading', { name: 'My Exercises', level: 1 })).toBeVisible();
  for (const title of [writing, reading, listening]) {
    await expect(page.getByRole('article', { name: title })).toBeVisible();
  }
  await playListening(page, listening);

  const checkbox = (title: string) =>
    page.getByRole('checkbox', { name: `Select for a template: ${title}` });
  // react-aria draws its own box over a visually hidden input: the label is what one clicks.
  const toggle = async (title: string, checked: boolean) => {
    await page.locator('label', { has: checkbox(title) }).click();
    await expect(checkbox(title)).toBeChecked({ checked });
  };
  const selection = page.getByRole('region', { name: 'Selection' });
  const create = selection.getByRole('button', { name: 'Create Template' });
  await toggle(writing, true);
  await expect(
    selection.getByText('Please select at least 2 exercises to create a template.'),
  ).toBeVisible();
  await expect(create).toBeDisabled();
  await toggle(listening, true);
  await expect(
    selection.getByText(
      'Please select exercises that have the same level and language to create a template.',
    ),
  ).toBeVisible();
  await expect(create).toBeDisabled();
  await toggle(listening, false);
  await toggle(reading, true);
  await expect(create).toBeEnabled();
  await create.click();

  const naming = page.getByRole('dialog', { name: 'Create Template' });
  await naming.getByLabel('Template Name').fill('Mercado y tren');
  await naming.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Success!')).toBeVisible();
  await expect(page.getByText('Template created successfully.')).toBeVisible();
  await expect(selection).toBeHidden();

  await page.goto('/my-templates');
  const card = page.getByRole('article', { name: 'Mercado y tren' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('2 exercises');
});
