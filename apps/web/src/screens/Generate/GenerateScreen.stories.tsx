import { fixtures, handlers, mockHttp, scenarios } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { body, ScreenStory } from '../../app/ScreenStory';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
import GenerateScreen from './GenerateScreen';

const meta = {
  title: 'Screens/Generate',
  component: GenerateScreen,
  parameters: {
    page: true,
    msw: { handlers },
    // react-aria's own transient live region may point at a toast that has just gone.
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
  },
  render: () => (
    <ScreenStory as="teacher" path="/generate">
      <GenerateScreen />
    </ScreenStory>
  ),
} satisfies Meta<typeof GenerateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvas: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: label }), option);
}

async function fillRequired(canvas: ReturnType<typeof within>, topic = 'Travelling in Spain') {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Topic & Instructions' }), topic);
  await choose(canvas, 'Language', 'Spanish');
  await choose(canvas, 'Level', 'B1');
}

async function openTab(canvas: ReturnType<typeof within>, name: string) {
  await userEvent.click(canvas.getByRole('tab', { name }));
}

export const Writing: Story = {
  name: 'Writing form with its defaults',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Writing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Number of Exercises' })).toHaveValue('1');
    await expect(canvas.getByRole('combobox', { name: 'Variation' })).toHaveDisplayValue('Any');
  },
};

/** The body the Generate screen sent, as the server would read it. */
let sentWriting: unknown;

export const TranslateFrom: Story = {
  tags: ['!screenshot'],
  name: 'Translations: the teacher chooses the language they are written in (English by default)',
  parameters: {
    msw: {
      handlers: [
        mockHttp.post('/exercises/writing', async ({ request, response }) => {
          sentWriting = await request.json();
          return response(201).json({
            data: [fixtures.exercises.writingSpanish],
            type: 'Writing',
          });
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Translate from' })).toHaveDisplayValue(
      'English',
    );
    await choose(canvas, 'Variation', 'Fill in the Blanks');
    await expect(canvas.queryByRole('combobox', { name: 'Translate from' })).toBeNull();
    await choose(canvas, 'Variation', 'Translations');
    await choose(canvas, 'Translate from', 'German');
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Writing Exercise' }));
    await body().findByRole('dialog', { name: 'Exercise Preview' }, { timeout: 10_000 });
    await expect(sentWriting).toMatchObject({
      variation: 'Translations',
      instruction_language: 'German',
    });
  },
};

export const Reading: Story = {
  name: 'Reading form: 5 questions, 150 words, clamped to 1-10 and 1-300',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvas, 'Reading');
    const questions = canvas.getByRole('textbox', { name: 'Number of Questions' });
    const words = canvas.getByRole('textbox', { name: 'Number of Words' });
    await expect(questions).toHaveValue('5');
    await expect(words).toHaveValue('150');
    await userEvent.clear(words);
    await userEvent.type(words, '400');
    await userEvent.tab();
    await expect(words).toHaveValue('300');
    await userEvent.clear(questions);
    await userEvent.type(questions, '0');
    await userEvent.tab();
    await expect(questions).toHaveValue('1');
  },
};

export const Listening: Story = {
  name: 'Listening form: the number of questions only',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvas, 'Listening');
    await expect(canvas.getByRole('textbox', { name: 'Number of Questions' })).toHaveValue('5');
    await expect(canvas.queryByRole('textbox', { name: 'Number of Words' })).toBeNull();
  },
};

export const SpeakingForm: Story = {
  name: 'Speaking form: the task kind, read aloud by default, and no counts',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvas, 'Speaking');
    await expect(canvas.getByRole('combobox', { name: 'Task' })).toHaveDisplayValue(
      'Read a text aloud',
    );
    await expect(canvas.queryByRole('textbox', { name: 'Number of Questions' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Generate Speaking Exercise' })).toBeEnabled();
  },
};

/** The body the Generate screen sent for a speaking task. */
let sentSpeaking: unknown;

export const SpeakingTaskKind: Story = {
  tags: ['!screenshot'],
  name: 'Speaking: the chosen task kind is what the server is asked for',
  parameters: {
    msw: {
      handlers: [
        mockHttp.post('/exercises/speaking', async ({ request, response }) => {
          sentSpeaking = await request.json();
          return response(201).json({
            data: [fixtures.exercises.writingSpanish],
            type: 'Writing',
          });
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvas, 'Speaking');
    await choose(canvas, 'Task', 'Answer questions aloud');
    await fillRequired(canvas, 'Holidays');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Speaking Exercise' }));
    await body().findByRole('dialog', { name: 'Exercise Preview' }, { timeout: 10_000 });
    await expect(sentSpeaking).toEqual({
      user_input: 'Holidays',
      language: 'Spanish',
      level: 'B1',
      speaking_task: 'questions',
    });
  },
};

export const SpeakingPreview: Story = {
  name: 'Generated speaking task: the text, the longest answer and the criteria',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvas, 'Speaking');
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Speaking Exercise' }));
    const dialog = await body().findByRole(
      'dialog',
      { name: 'Exercise Preview' },
      { timeout: 10_000 },
    );
    await expect(await body().findByText('Exercise Generated!')).toBeVisible();
    await expect(within(dialog).getByRole('region', { name: 'Text' })).toBeVisible();
    await expect(within(dialog).getByText('Up to 75 seconds per answer')).toBeVisible();
    const criteria = within(dialog).getByRole('region', { name: 'Graded on' });
    await expect(
      within(criteria)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Range', 'Accuracy', 'Fluency', 'Pronunciation', 'Task achievement']);
  },
};

export const MissingInformation: Story = {
  name: 'Generating without topic, language and level: "Missing Information"',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Writing Exercise' }));
    await expect(await body().findByText('Missing Information')).toBeVisible();
    await expect(body().getByText('Please fill in all required fields.')).toBeVisible();
  },
};

export const Generating: Story = {
  name: 'While generating: "Generating Reading Exercises..."',
  parameters: { msw: { handlers: [...scenarios.loading.slice(0), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvas, 'Reading');
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Reading Exercise' }));
    await expect(
      await canvas.findByRole('button', { name: 'Generating Reading Exercises...' }),
    ).toBeDisabled();
  },
};

export const Preview: Story = {
  name: 'Generated: the preview with Cancel, Edit and Accept',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvas, 'Reading');
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Reading Exercise' }));
    const dialog = await body().findByRole(
      'dialog',
      { name: 'Exercise Preview' },
      { timeout: 10_000 },
    );
    await expect(await body().findByText('Exercise Generated!')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(dialog.querySelector('[lang="es"]')).not.toBeNull();
  },
};

export const Accept: Story = {
  tags: ['!screenshot'],
  name: 'Accept keeps the exercise and closes the preview',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Writing Exercise' }));
    const dialog = await body().findByRole(
      'dialog',
      { name: 'Exercise Preview' },
      { timeout: 10_000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const Cancel: Story = {
  tags: ['!screenshot'],
  name: 'Cancel deletes the exercise and closes the preview',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Writing Exercise' }));
    const dialog = await body().findByRole(
      'dialog',
      { name: 'Exercise Preview' },
      { timeout: 10_000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const EditListening: Story = {
  tags: ['!screenshot'],
  name: 'Edit a listening exercise: the transcript is read-only, saving returns to the preview',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvas, 'Listening');
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Listening Exercise' }));
    const preview = await body().findByRole(
      'dialog',
      { name: 'Exercise Preview' },
      { timeout: 10_000 },
    );
    await userEvent.click(within(preview).getByRole('button', { name: 'Edit' }));
    const editor = await body().findByRole(
      'dialog',
      { name: 'Edit Exercise' },
      { timeout: 10_000 },
    );
    await expect(within(editor).getByRole('textbox', { name: 'Transcript' })).toHaveAttribute(
      'readonly',
    );
    const title = within(editor).getByRole('textbox', { name: 'Title' });
    await userEvent.tripleClick(title);
    await userEvent.paste('En el aeropuerto');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save Changes' }));
    const updated = await body().findByRole(
      'dialog',
      { name: 'Exercise Preview' },
      { timeout: 10_000 },
    );
    await expect(await within(updated).findByText('En el aeropuerto')).toBeVisible();
  },
};

export const RateLimited: Story = {
  name: 'Too many requests',
  parameters: { msw: { handlers: [...scenarios.generationRateLimited, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Writing Exercise' }));
    await expect(
      await body().findByText('Too many requests. Please wait a moment before trying again.'),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  tags: ['!screenshot'],
  name: 'Server error',
  parameters: { msw: { handlers: [...scenarios.serverError, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Writing Exercise' }));
    await expect(await body().findByText('Server error. Please try again later.')).toBeVisible();
  },
};

const readingExercise = fixtures.exercises.readingFrench;
const offlineNotice =
  "No offline text about 'the French Revolution'; closest: history, culture. A language model (OPENAI_*) writes on any topic.";

export const OfflineNotice: Story = {
  name: 'Generated without a text on the topic: the preview says so and names the closest themes',
  parameters: {
    msw: {
      handlers: [
        mockHttp.post('/exercises/reading', ({ response }) =>
          response(201).json({
            data: [readingExercise],
            type: 'Reading',
            notice: offlineNotice,
          }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvas, 'Reading');
    await fillRequired(canvas, 'the French Revolution');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Reading Exercise' }));
    const dialog = await body().findByRole(
      'dialog',
      { name: 'Exercise Preview' },
      { timeout: 10_000 },
    );
    // The toast is in the picture too, whole: the screenshot never catches it arriving.
    await expect(await body().findByText('Exercise Generated!')).toBeVisible();
    await expect(within(dialog).getByRole('note')).toHaveTextContent(offlineNotice);
  },
};

export const Verified: Story = {
  name: "A model's exercise: the preview says per item what was verified, what failed and what was written again",
  parameters: {
    msw: {
      handlers: [
        mockHttp.post('/exercises/writing', ({ response }) =>
          response(201).json({
            data: [fixtures.exercises.writingSpanish],
            type: 'Writing',
            verification: [
              { id: 1, verified: ['Spanish, spelled right', 'item count'], problems: [] },
              { id: 2, verified: ['item count'], problems: ['"paeya" is not Spanish spelling'] },
              {
                id: 3,
                verified: [
                  'Spanish, spelled right',
                  'item count',
                  'written again after: "arós" is not Spanish spelling',
                ],
                problems: [],
              },
            ],
          }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Writing Exercise' }));
    const dialog = await body().findByRole(
      'dialog',
      { name: 'Exercise Preview' },
      { timeout: 10_000 },
    );
    const items = within(dialog).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Verified: Spanish, spelled right, item count');
    await expect(items[1]).toHaveTextContent('Not verified: "paeya" is not Spanish spelling');
    await expect(items[2]).toHaveTextContent(
      'Verified: Spanish, spelled right, item count, written again after: "arós" is not Spanish spelling',
    );
  },
};

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: the form and its "Missing Information" from the catalogue',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: pseudoOf('Generate Writing Exercise') }),
    );
    await expectOnlyCatalogueText(() =>
      expect(body().getByText(pseudoOf('Missing Information'))).toBeVisible(),
    );
  },
};

export const PseudoLocalePreview: Story = {
  name: 'Pseudo-locale: the preview',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: pseudoOf('Topic & Instructions') }),
      'Travelling in Spain',
    );
    await choose(canvas, pseudoOf('Language'), pseudoOf('Spanish'));
    await choose(canvas, pseudoOf('Level'), 'B1');
    await userEvent.click(
      canvas.getByRole('button', { name: pseudoOf('Generate Writing Exercise') }),
    );
    const dialog = await body().findByRole(
      'dialog',
      { name: pseudoOf('Exercise Preview') },
      { timeout: 10_000 },
    );
    await expectOnlyCatalogueText(
      () => expect(within(dialog).getByRole('button', { name: pseudoOf('Accept') })).toBeEnabled(),
      // The server words the offline engine's notice in the caller's language; the recording's
      // is English, and the pseudo-locale is none of the server's languages.
      [
        "No offline vocabulary about 'Travelling in Spain'; the sentences use the words of travel, the closest topic.",
      ],
    );
  },
};

export const Spanish: Story = {
  name: 'In Spanish, with "Missing Information"',
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Escritura' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Generar ejercicio de escritura' }));
    await expect(await body().findByText('Faltan datos')).toBeVisible();
    await expect(body().getByText('Rellena todos los campos obligatorios.')).toBeVisible();
  },
};

export const PseudoLocaleSpeaking: Story = {
  name: 'Pseudo-locale: the speaking form and its preview',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvas, pseudoOf('Speaking'));
    await userEvent.type(
      canvas.getByRole('textbox', { name: pseudoOf('Topic & Instructions') }),
      'Travelling in Spain',
    );
    await choose(canvas, pseudoOf('Language'), pseudoOf('Spanish'));
    await choose(canvas, pseudoOf('Level'), 'B1');
    await userEvent.click(
      canvas.getByRole('button', { name: pseudoOf('Generate Speaking Exercise') }),
    );
    const dialog = await body().findByRole(
      'dialog',
      { name: pseudoOf('Exercise Preview') },
      { timeout: 10_000 },
    );
    await expectOnlyCatalogueText(() =>
      expect(within(dialog).getByText(pseudoOf('Pronunciation'))).toBeVisible(),
    );
  },
};

export const SpanishSpeaking: Story = {
  name: 'In Spanish: the speaking preview',
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvas, 'Expresión oral');
    await expect(canvas.getByRole('combobox', { name: 'Tarea' })).toHaveDisplayValue(
      'Leer un texto en voz alta',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Tema e instrucciones' }),
      'Travelling in Spain',
    );
    await choose(canvas, 'Idioma', 'Español');
    await choose(canvas, 'Nivel', 'B1');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Generar ejercicio de expresión oral' }),
    );
    const dialog = await body().findByRole('dialog', {}, { timeout: 10_000 });
    await expect(await within(dialog).findByText('Hasta 75 segundos por respuesta')).toBeVisible();
    await expect(within(dialog).getByText('Pronunciación')).toBeVisible();
  },
};
