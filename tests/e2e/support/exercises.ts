import type { components } from '@lingua/api';
import { expect, type Locator, type Page } from '@playwright/test';
import { type Account, type Api, bearer, type Exercise, ok } from './api';

type Schemas = components['schemas'];
export type Template = Schemas['Template'];
type Language = Schemas['Language'];
type Level = Schemas['Level'];

/**
 * Exercises and templates a journey needs in place, made through the API as the owner. Reading
 * is the quickest type to generate (listening synthesises speech).
 */
export function createContentApi(api: Api) {
  async function readingExercise(
    owner: Account,
    request: { topic: string; language: Language; level: Level; questions?: number },
  ): Promise<Exercise> {
    const generated = ok(
      'generate a reading exercise',
      await api.client.POST('/exercises/reading', {
        ...bearer(owner),
        body: {
          user_input: request.topic,
          language: request.language,
          level: request.level,
          questions_quantity: request.questions ?? 2,
          quantity_words: 150,
        },
      }),
    );
    const exercise = generated.data[0];
    if (!exercise) throw new Error('The server generated no exercise');
    return exercise;
  }

  /** One reading exercise per topic, all in one language and level, made one after another. */
  async function readingExercises(
    owner: Account,
    { language, level }: { language: Language; level: Level },
    topics: readonly string[],
  ): Promise<Exercise[]> {
    const exercises: Exercise[] = [];
    for (const topic of topics) {
      exercises.push(await readingExercise(owner, { topic, language, level }));
    }
    return exercises;
  }

  async function template(owner: Account, name: string, exercises: Exercise[]): Promise<Template> {
    const [first] = exercises;
    if (!first) throw new Error('A template needs exercises');
    return ok(
      'create a template',
      await api.client.POST('/templates/create_template', {
        ...bearer(owner),
        body: {
          template_name: name,
          exercises_id_list: exercises.map((exercise) => exercise.id),
          language: first.language,
          template_level: first.level,
        },
      }),
    );
  }

  async function shareWithUser(owner: Account, template: Template, email: string) {
    return ok(
      'share a template',
      await api.client.POST('/templates/share_template/{id}', {
        ...bearer(owner),
        params: { path: { id: template.id } },
        body: { email },
      }),
    );
  }

  /** The owner's exercise of that title, answer key included (one made through the screen). */
  async function ownExercise(owner: Account, title: string): Promise<Exercise> {
    const list = ok(
      "list the owner's exercises",
      await api.client.GET('/exercises/user_exercises/{userId}', {
        ...bearer(owner),
        params: { path: { userId: owner.profile.id }, query: { limit: 20 } },
      }),
    );
    const exercise = list.find((candidate) => candidate.results.Title === title);
    if (!exercise) throw new Error(`No exercise titled "${title}" among the owner's exercises`);
    return exercise;
  }

  return { readingExercise, readingExercises, ownExercise, template, shareWithUser };
}

/** The right answer to each prompt, in order, from the key only the owner receives. */
export function rightAnswers(exercise: Exercise): string[] {
  const key = exercise.answer_key;
  if (!key) throw new Error(`Exercise ${exercise.id} came without its answer key`);
  return [...key].sort((a, b) => a.id - b.id).map((item) => item.answer);
}

/** `right` correct answers first, then wrong ones: a score of right / total. */
export function answersScoring(exercise: Exercise, right: number): string[] {
  return rightAnswers(exercise).map((answer, index) => (index < right ? answer : 'xyzzy'));
}

/** Types each answer into the answer fields of a solve dialog, in order. */
export async function fillAnswers(dialog: Locator, answers: readonly string[]): Promise<void> {
  const fields = dialog.getByRole('textbox');
  await expect(fields).toHaveCount(answers.length);
  for (const [index, answer] of answers.entries()) {
    await fields.nth(index).fill(answer);
  }
}

/** Picks an option by its text in one of the browser's own selects (ui's NativeSelect). */
export async function chooseNative(scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
}

/** Opens a react-aria Select by its label and picks an option by its text. */
export async function choose(page: Page, scope: Locator, label: string, option: string | RegExp) {
  // The trigger's name holds its label and its current value.
  await scope.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option }).click();
}

export interface GenerationChoice {
  type: 'Writing' | 'Reading' | 'Listening';
  topic: string;
  language: Language;
  level: Level;
}

/** Speech synthesis makes listening the slow one on a busy 2-core machine. */
const generationTimeout = { Writing: 30_000, Reading: 30_000, Listening: 90_000 } as const;

/**
 * Fills the /generate form of one tab the way a teacher does and waits for the preview;
 * returns the preview dialog.
 */
export async function generateThroughScreen(
  page: Page,
  { type, topic, language, level }: GenerationChoice,
): Promise<Locator> {
  await page.getByRole('tab', { name: type }).click();
  const form = page.getByRole('form', { name: `Generate a ${type} exercise` });
  await form.getByLabel('Topic & Instructions').fill(topic);
  await chooseNative(form, 'Language', language);
  await chooseNative(form, 'Level', level);
  await form.getByRole('button', { name: `Generate ${type} Exercise` }).click();
  const preview = page.getByRole('dialog', { name: 'Exercise Preview' });
  await expect(preview).toBeVisible({ timeout: generationTimeout[type] });
  return preview;
}

/** Generates through the screen, checks the preview and keeps the exercise; returns its title. */
export async function generateAndAccept(page: Page, choice: GenerationChoice): Promise<string> {
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
  await preview.getByRole('button', { name: 'Accept' }).click();
  await expect(preview).toBeHidden();
  return title;
}

async function previewTitle(preview: Locator): Promise<string> {
  const heading = preview.getByRole('heading', { level: 3 });
  await expect(heading).not.toBeEmpty();
  return (await heading.textContent()) ?? '';
}

/**
 * Records, for the page, whether any audio element (in the page or a detached `new Audio()`)
 * has really started playing and how far it got. Install before the page loads.
 */
export async function watchAudioPlayback(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const played = { playing: false, furthest: 0 };
    Object.assign(window, { __audioPlayback: played });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function watchedPlay(this: HTMLMediaElement) {
      this.addEventListener('playing', () => {
        played.playing = true;
      });
      this.addEventListener('timeupdate', () => {
        played.furthest = Math.max(played.furthest, this.currentTime);
      });
      return play.call(this);
    };
  });
}

/** Waits until the watched audio has really played past `seconds`. */
export async function expectAudioPlayedPast(page: Page, seconds: number): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const { playing, furthest } = (
          window as unknown as { __audioPlayback: { playing: boolean; furthest: number } }
        ).__audioPlayback;
        return playing ? furthest : -1;
      }),
    )
    .toBeGreaterThan(seconds);
}
