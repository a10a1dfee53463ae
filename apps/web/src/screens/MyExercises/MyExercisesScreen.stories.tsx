import type { Exercise } from '@lingua/api';
import { fixtures, handlers, mockHttp, problem, scenarios } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { body, ScreenStory } from '../../app/ScreenStory';
import { expectLanguageFlag } from '../../features/exercises/expectLanguageFlag';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
import MyExercisesScreen from './MyExercisesScreen';

const meta = {
  title: 'Screens/MyExercises',
  component: MyExercisesScreen,
  parameters: {
    page: true,
    msw: { handlers },
    // react-aria's own transient live region may point at a toast that has just gone.
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
  },
  render: () => (
    <ScreenStory as="teacher" path="/my-exercises">
      <MyExercisesScreen />
    </ScreenStory>
  ),
} satisfies Meta<typeof MyExercisesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Teacher: Story = {
  name: 'Stats, filters from the data and cards with flags',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Un fin de semana en Madrid' });
    await expectLanguageFlag(card, 'Spanish');
    await expect(card.querySelector('[lang="es"]')).not.toBeNull();
    const stats = canvas.getByRole('region', { name: 'Statistics' });
    await expect(within(stats).getByText('Total Exercises')).toBeVisible();
  },
};

export const Filtered: Story = {
  tags: ['!screenshot'],
  name: 'Filtering by language',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Un fin de semana en Madrid' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), 'French');
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Un fin de semana en Madrid' })).toBeNull(),
    );
    await expect(canvas.getByRole('article', { name: 'Le roman réaliste' })).toBeVisible();
  },
};

export const SelectionNeedsTwo: Story = {
  name: 'Selection bar: at least 2 exercises',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = await canvas.findByRole('checkbox', {
      name: 'Select for a template: Un fin de semana en Madrid',
    });
    // On screen the label reads as one sentence; the exercise's name is for screen readers.
    await expect(checkbox.closest('label')).toHaveTextContent(/^Select for a template$/, {
      normalizeWhitespace: false,
    });
    await userEvent.click(checkbox);
    await expect(
      canvas.getByText('Please select at least 2 exercises to create a template.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Template' })).toBeDisabled();
  },
};

export const SelectionMixed: Story = {
  tags: ['!screenshot'],
  name: 'Selection bar: same level and language',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('checkbox', {
        name: 'Select for a template: Un fin de semana en Madrid',
      }),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Select for a template: Le roman réaliste' }),
    );
    await expect(
      canvas.getByText(
        'Please select exercises that have the same level and language to create a template.',
      ),
    ).toBeVisible();
  },
};

export const CreateTemplate: Story = {
  tags: ['!screenshot'],
  name: 'Creating a template from two Spanish B1 exercises',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('checkbox', {
        name: 'Select for a template: Un fin de semana en Madrid',
      }),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Select for a template: En la estación de tren' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create Template' }));
    const dialog = await body().findByRole(
      'dialog',
      { name: 'Create Template' },
      { timeout: 10_000 },
    );
    await userEvent.paste('Madrid week');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(await body().findByText('Template created successfully.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Selection' })).toBeNull();
  },
};

export const Solve: Story = {
  name: 'Solving a reading exercise: score and results',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: "Sam's new job" });
    await userEvent.click(within(card).getByRole('button', { name: 'Solve' }));
    const dialog = await body().findByRole(
      'dialog',
      { name: 'Solve Exercise' },
      { timeout: 10_000 },
    );
    const submit = within(dialog).getByRole('button', { name: 'Submit Answers' });
    await expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Where does Sam work?' }));
    await userEvent.paste('At a bakery');
    await userEvent.tab();
    await userEvent.paste('At five');
    await userEvent.click(submit);
    await expect(await within(dialog).findByText(/Score: /)).toBeVisible();
    await expect(within(dialog).getByRole('list', { name: 'Results' })).toBeVisible();
  },
};

export const SolveListening: Story = {
  name: 'Solving a listening exercise: Play Audio, transcript hidden until submitted',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'En la estación de tren' });
    await userEvent.click(within(card).getByRole('button', { name: 'Solve' }));
    const dialog = await body().findByRole(
      'dialog',
      { name: 'Solve Exercise' },
      { timeout: 10_000 },
    );
    // The list carries no audio: the dialog reads the exercise, and Play Audio works once it came.
    await expect(await within(dialog).findByRole('button', { name: 'Play Audio' })).toBeEnabled();
    await expect(within(dialog).queryByRole('region', { name: 'Transcript' })).toBeNull();
  },
};

export const SolveListeningUnread: Story = {
  name: 'Solving a listening exercise that cannot be read: the message and Close',
  parameters: {
    msw: {
      handlers: [
        mockHttp.get('/exercises/exercise/{id}', () => problem(500, 'Internal server error')),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'En la estación de tren' });
    await userEvent.click(within(card).getByRole('button', { name: 'Solve' }));
    const dialog = await body().findByRole(
      'dialog',
      { name: 'Solve Exercise' },
      { timeout: 10_000 },
    );
    // The read is tried twice (the query cache retries once) before the message shows.
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(
      'The exercise could not be loaded. Close this window and try again.',
    );
    await expect(within(dialog).queryByRole('button', { name: 'Play Audio' })).toBeNull();
  },
};

export const Edit: Story = {
  name: 'Editing fails: the message shows in the dialog',
  parameters: {
    msw: {
      handlers: [
        mockHttp.patch('/exercises/update_exercise/{id}', () => problem(500, 'Database is down')),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: "Sam's new job" });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await body().findByRole(
      'dialog',
      { name: 'Edit Exercise' },
      { timeout: 10_000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    // The read is tried twice (the query cache retries once) before the message shows.
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Error saving exercise: Database is down');
  },
};

export const Delete: Story = {
  tags: ['!screenshot'],
  name: 'Deleting asks first',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: "Delete Sam's new job" }));
    const dialog = await body().findByRole(
      'alertdialog',
      {
        name: 'Are you sure you want to delete this exercise?',
      },
      { timeout: 10_000 },
    );
    await expect(
      within(dialog).getByText(
        'This action cannot be undone. This will permanently delete the exercise and any associated data.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await body().findByText('Exercise Deleted')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...scenarios.emptyExercises, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No exercises yet')).toBeVisible();
    await expect(canvas.getByText('None')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.loading, ...handlers] } },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: {
    msw: {
      handlers: [
        mockHttp.get('/exercises/all_exercises', () => problem(500, 'Internal server error')),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Failed to load exercises. Please try again.',
        {},
        {
          timeout: 5000,
        },
      ),
    ).toBeVisible();
  },
};

export const InvalidData: Story = {
  tags: ['!screenshot'],
  name: 'The server answers something other than a list',
  parameters: {
    msw: {
      handlers: [
        mockHttp.untyped.get('*/api/exercises/all_exercises', () =>
          Response.json({ exercises: [] }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Received invalid data from the server.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** The cards are shown (their titles are content, in the exercise's language). */
async function cardsShown(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('article', { name: "Sam's new job" }, { timeout: 5000 });
}

async function openCardAction(canvasElement: HTMLElement, button: string) {
  const card = await cardsShown(canvasElement);
  await userEvent.click(within(card).getByRole('button', { name: button }));
}

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: stats, filters, cards and the delete dialog from the catalogue',
  globals: pseudoLocale,
  // Fresh data: the stories above delete and edit exercises.
  play: async ({ canvasElement }) => {
    const card = await cardsShown(canvasElement);
    await userEvent.click(within(card).getByRole('button', { name: /Sam's new job/ }));
    await expectOnlyCatalogueText(() =>
      expect(
        body().getByRole('alertdialog', {
          name: pseudoOf('Are you sure you want to delete this exercise?'),
        }),
      ).toBeVisible(),
    );
  },
};

export const PseudoLocaleSolve: Story = {
  name: 'Pseudo-locale: the solve dialog',
  globals: pseudoLocale,
  // Fresh data: the stories above delete and edit exercises.
  play: async ({ canvasElement }) => {
    await openCardAction(canvasElement, pseudoOf('Solve'));
    await expectOnlyCatalogueText(() =>
      expect(
        within(body().getByRole('dialog', { name: pseudoOf('Solve Exercise') })).getByRole(
          'button',
          { name: pseudoOf('Submit Answers') },
        ),
      ).toBeVisible(),
    );
  },
};

export const PseudoLocaleEdit: Story = {
  name: 'Pseudo-locale: the editor',
  globals: pseudoLocale,
  // Fresh data: the stories above delete and edit exercises.
  play: async ({ canvasElement }) => {
    await openCardAction(canvasElement, pseudoOf('Edit'));
    await expectOnlyCatalogueText(() =>
      expect(
        within(body().getByRole('dialog', { name: pseudoOf('Edit Exercise') })).getByRole(
          'button',
          { name: pseudoOf('Save Changes') },
        ),
      ).toBeVisible(),
    );
  },
};

export const PseudoLocaleCreateTemplate: Story = {
  name: 'Pseudo-locale: the selection bar and its naming dialog',
  globals: pseudoLocale,
  // Fresh data: the stories above delete and edit exercises.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cardsShown(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Un fin de semana en Madrid/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /En la estación de tren/ }));
    await userEvent.click(canvas.getByRole('button', { name: pseudoOf('Create Template') }));
    await expectOnlyCatalogueText(() =>
      expect(body().getByRole('dialog', { name: pseudoOf('Create Template') })).toBeVisible(),
    );
  },
};

export const German: Story = {
  name: 'In German',
  globals: { locale: 'de' },
  // Fresh data: the stories above delete and edit exercises.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Un fin de semana en Madrid' });
    await expectLanguageFlag(card, 'Spanisch');
    await expect(within(card).getByText('Leseverstehen')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Meine Übungen' })).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', {
        name: 'Für eine Vorlage auswählen: Un fin de semana en Madrid',
      }),
    ).toBeVisible();
  },
};

/** A speaking exercise beside a reading one of the same level and language (issue #33). */
const speakingSpanish: Exercise = {
  ...fixtures.exercises.readingSpanish,
  id: '00000000-0000-4000-8000-00000000a201',
  type: 'Speaking',
  results: {
    Title: 'Lectura en voz alta',
    Description: 'Lee el texto en voz alta, con claridad y a un ritmo natural.',
    Paragraph: 'El mes pasado, la profesora de Diego propuso un reto a la clase.',
    Questions: ['Lee el texto en voz alta.'],
    criteria: ['range', 'accuracy', 'fluency', 'pronunciation', 'task_achievement'],
    speaking_task: 'read_aloud',
    max_duration_seconds: 75,
  },
};

/** The body the naming dialog sent to create a template. */
let createdTemplate: unknown;

const withSpeaking = {
  msw: {
    handlers: [
      mockHttp.get('/exercises/all_exercises', ({ response }) =>
        response(200).json([speakingSpanish, fixtures.exercises.readingSpanish]),
      ),
      mockHttp.post('/templates/create_template', async ({ request, response }) => {
        createdTemplate = await request.clone().json();
        return response(201).json(fixtures.templates.spanish);
      }),
      ...handlers,
    ],
  },
};

/** Selects the speaking and the reading exercise and opens the naming dialog. */
async function nameSpeakingTemplate(canvasElement: HTMLElement, create: RegExp | string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('checkbox', { name: /Lectura en voz alta/ }));
  await userEvent.click(canvas.getByRole('checkbox', { name: /Un fin de semana en Madrid/ }));
  await userEvent.click(canvas.getByRole('button', { name: create }));
  return within(await body().findByRole('dialog', { name: create }, { timeout: 10_000 }));
}

export const SpeakingCriteria: Story = {
  // Checked by its play: it ends on the creation's toast, photographed at a varying moment.
  tags: ['!screenshot'],
  name: 'Speaking criteria: all five by default, at least one kept, the rest sent',
  parameters: withSpeaking,
  play: async ({ canvasElement }) => {
    const dialog = await nameSpeakingTemplate(canvasElement, 'Create Template');
    const group = dialog.getByRole('group', { name: 'Speaking criteria' });
    const boxes = within(group).getAllByRole('checkbox');
    await expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'Range',
      'Accuracy',
      'Fluency',
      'Pronunciation',
      'Task achievement',
    ]);
    for (const box of boxes) await expect(box).toBeChecked();

    await userEvent.paste('Oral week');
    for (const box of boxes) await userEvent.click(box);
    await expect(
      within(group).getByText('Choose at least one criterion to grade the spoken answers on.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();

    await userEvent.click(within(group).getByRole('checkbox', { name: 'Pronunciation' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Fluency' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await body().findByText('Template created successfully.')).toBeVisible();
    await expect(createdTemplate).toMatchObject({
      template_name: 'Oral week',
      speaking_criteria: ['fluency', 'pronunciation'],
    });
  },
};

export const PseudoLocaleSpeakingCriteria: Story = {
  name: 'Pseudo-locale: the speaking criteria and their error',
  globals: pseudoLocale,
  parameters: withSpeaking,
  play: async ({ canvasElement }) => {
    const dialog = await nameSpeakingTemplate(canvasElement, pseudoOf('Create Template'));
    const group = dialog.getByRole('group', { name: pseudoOf('Speaking criteria') });
    for (const box of within(group).getAllByRole('checkbox')) await userEvent.click(box);
    await expectOnlyCatalogueText(() =>
      expect(
        within(group).getByText(
          pseudoOf('Choose at least one criterion to grade the spoken answers on.'),
        ),
      ).toBeVisible(),
    );
  },
};

export const GermanSpeakingCriteria: Story = {
  name: 'The speaking criteria in German',
  globals: { locale: 'de' },
  parameters: withSpeaking,
  play: async ({ canvasElement }) => {
    const dialog = await nameSpeakingTemplate(canvasElement, 'Vorlage erstellen');
    const group = dialog.getByRole('group', { name: 'Kriterien für das Sprechen' });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(5);
    for (const box of within(group).getAllByRole('checkbox')) await expect(box).toBeChecked();
  },
};

export const SolveItalian: Story = {
  name: 'The solve dialog in Italian',
  globals: { locale: 'it' },
  // Fresh data: the stories above delete and edit exercises.
  play: async ({ canvasElement }) => {
    await openCardAction(canvasElement, 'Svolgi');
    const dialog = within(
      await body().findByRole('dialog', { name: "Svolgi l'esercizio" }, { timeout: 10_000 }),
    );
    await expect(dialog.getByRole('button', { name: 'Invia le risposte' })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'Where does Sam work?' })).toBeVisible();
  },
};
