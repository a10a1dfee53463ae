import type { Locator, Page } from '@playwright/test';
import type { AxeCheckOptions } from '../support/accessibility';
import {
  expectAudioPlayedPast,
  type GenerationChoice,
  generateThroughScreen,
  watchAudioPlayback,
} from '../support/exercises';
import { expect, test } from '../support/fixtures';

type Axe = (options?: AxeCheckOptions) => Promise<void>;

// Three generations, one with speech synthesis, on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page, signIn, teacher }) => {
  await watchAudioPlayback(page);
  await signIn(teacher);
});

/** Generates through the screen, checks the preview and keeps the exercise; returns its title. */
async function generateAndAccept(page: Page, axe: Axe, choice: GenerationChoice): Promise<string> {
  const generated = page.getByText('Exercise Generated!');
  // The toast of the previous generation goes first, so the next one is this generation's.
  await expect(generated).toHaveCount(0);
  const preview = await generateThroughScreen(page, choice);
  await expect(generated).toBeVisible();
  const title = await previewTitle(preview);
  await expect(preview.getByText(choice.type, { exact: true })).toBeVisible();
  await expect(preview.getByText(choice.language, { exact: true })).toBeVisible();
  await expect(
    preview.getByRole('region', { name: choice.type === 'Writing' ? 'Exercises' : 'Questions' }),
  ).toBeVisible();
  await axe({ include: '[role="dialog"]' });
  await preview.getByRole('button', { name: 'Accept' }).click();
  await expect(preview).toBeHidden();
  return title;
}

async function previewTitle(preview: Locator): Promise<string> {
  const heading = preview.getByRole('heading', { level: 3 });
  await expect(heading).not.toBeEmpty();
  return (await heading.textContent()) ?? '';
}

async function openGenerate(page: Page, axe: Axe) {
  await page.goto('/generate');
  await expect(page.getByRole('heading', { name: 'Generate Exercises', level: 1 })).toBeVisible();
  await axe();
}

/** Solves nothing: opens the listening exercise, plays and stops its audio. */
async function playListening(page: Page, title: string, axe: Axe) {
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Solve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Solve Exercise' });
  // The transcript would give the answers away.
  await expect(dialog.getByRole('region', { name: 'Transcript' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Play Audio' }).click();
  await expect(dialog.getByRole('button', { name: 'Stop Audio' })).toBeVisible();
  await expectAudioPlayedPast(page, 0.5);
  await axe({ include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Stop Audio' }).click();
  await expect(dialog.getByRole('button', { name: 'Play Audio' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('a teacher generates Spanish exercises of each type, hears the listening one and builds a template', async ({
  page,
  axe,
}) => {
  await openGenerate(page, axe);
  await page.getByRole('button', { name: 'Generate Writing Exercise' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(page.getByText('Please fill in all required fields.')).toBeVisible();

  const writing = await generateAndAccept(page, axe, {
    type: 'Writing',
    topic: 'La comida del mercado',
    language: 'Spanish',
    level: 'A2',
  });
  const reading = await generateAndAccept(page, axe, {
    type: 'Reading',
    topic: 'Un viaje en tren',
    language: 'Spanish',
    level: 'A2',
  });
  const listening = await generateAndAccept(page, axe, {
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
  await axe();
  await playListening(page, listening, axe);

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
  await axe();
});

test('a teacher generates German exercises of each type and edits one before keeping it', async ({
  page,
  axe,
}) => {
  await openGenerate(page, axe);
  await generateAndAccept(page, axe, {
    type: 'Writing',
    topic: 'Familie und Freunde',
    language: 'German',
    level: 'A1',
  });
  await generateAndAccept(page, axe, {
    type: 'Reading',
    topic: 'Arbeit im Büro',
    language: 'German',
    level: 'B1',
  });

  const preview = await generateThroughScreen(page, {
    type: 'Listening',
    topic: 'Sport am Wochenende',
    language: 'German',
    level: 'A1',
  });
  await preview.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Exercise' });
  await expect(editor.getByRole('textbox', { name: 'Transcript' })).toHaveAttribute('readonly');
  await axe({ include: '[role="dialog"]' });
  await editor.getByRole('textbox', { name: /^Title/ }).fill('Sport am Samstag');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editor).toBeHidden();
  await expect(preview.getByRole('heading', { name: 'Sport am Samstag' })).toBeVisible();
  await preview.getByRole('button', { name: 'Accept' }).click();
  await expect(preview).toBeHidden();

  await page.goto('/my-exercises');
  await expect(page.getByRole('article', { name: 'Sport am Samstag' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  await playListening(page, 'Sport am Samstag', axe);
});
