import { fixtures, handlers, scenarios } from '@lingua/api/mocks';
import { pseudoAccent } from '@lingua/i18n/pseudo';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { body, ScreenStory, type StoryUser } from '../../app/ScreenStory';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
import GradebookScreen from './GradebookScreen';

const g = fixtures.gradebook;

const meta = {
  title: 'Screens/Gradebook',
  parameters: { page: true, msw: { handlers } },
  args: { as: 'teacher', search: '' },
  render: ({ as, search }) => (
    <ScreenStory
      as={as}
      path={`/rooms/${g.roomId}/gradebook${search}`}
      route="/rooms/:roomId/gradebook"
    >
      <GradebookScreen />
    </ScreenStory>
  ),
} satisfies Meta<{ as: StoryUser; search: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every sitting of the room, with its score and whether it was late, excused or corrected. */
export const Sittings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Sittings' }, { timeout: 10_000 });
    await expect(await within(grid).findByRole('rowheader', { name: /^Tom/ })).toBeVisible();
    await expect(within(grid).getByText('Corrected')).toBeVisible();
    await expect(within(grid).getByText('Late')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download grades (CSV)' })).toBeVisible();
  },
};

/** Opened from an assignment: its sittings only, and its results file. */
export const FromAnAssignment: Story = {
  args: { search: `?assignment=${g.assignmentId}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Download results (CSV)' }),
    ).toBeVisible();
  },
};

/** A student's extra time and attempts, changed in a dialog. */
export const StudentsTerms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Students' }));
    const grid = await canvas.findByRole('grid', { name: "Students' terms" }, { timeout: 10_000 });
    await expect(await within(grid).findByText('×1.5')).toBeVisible();
    await userEvent.click(within(grid).getByRole('button', { name: /^Change terms for Tom/ }));
    // Its code is fetched on the first open.
    const dialog = within(
      await body().findByRole('dialog', { name: /^Terms for Tom/ }, { timeout: 10_000 }),
    );
    await expect(dialog.getByRole('radio', { name: '×1.5' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: '×2' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save accommodations' }));
    await expect(await dialog.findByText(/Accommodations saved/)).toBeVisible();
    await userEvent.click(await dialog.findByRole('button', { name: /Assignment/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Past tense quiz' }));
    await expect(
      await dialog.findByRole('button', { name: 'Save extension' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** Per question: share correct, discrimination, wrong answers; a key to check. */
export const ItemAnalysis: Story = {
  args: { search: `?tab=analysis&assignment=${g.assignmentId}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Item analysis' }, { timeout: 10_000 });
    await expect(await within(grid).findByText('Check the key')).toBeVisible();
  },
};

/** The answers the grader left to the teacher, each with the key beside it. */
export const AnswersToCheck: Story = {
  args: { search: '?tab=toCheck' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Answers to check' });
    await expect(within(list).getByText('Va hacia Valencia')).toBeVisible();
    await expect(within(list).getByText('A Valencia')).toBeVisible();
  },
};

/** Accept sends the decision; the answer leaves the list, which is then empty. */
export const AcceptingAnAnswer: Story = {
  tags: ['!screenshot'],
  args: { search: '?tab=toCheck' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Answers to check' });
    await userEvent.click(within(list).getByRole('button', { name: 'Accept' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Nothing to check' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.loading, ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading sittings…')).toBeVisible();
  },
};

/** The server fails: the page says so and what to do. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [...scenarios.serverError, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The query cache tries a failed read once more before it reports the failure.
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The sittings could not be loaded',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('grid', { name: 'Sittings' }, { timeout: 10_000 });
  },
};

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOnlyCatalogueText(() =>
      expect(canvas.getByRole('rowheader', { name: /^Tom/ })).toBeVisible(),
    );
  },
};

export const PseudoLocaleStudentTerms: Story = {
  name: "Pseudo-locale: a student's terms",
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: pseudoOf('Students') }));
    const grid = await canvas.findByRole(
      'grid',
      { name: pseudoOf("Students' terms") },
      { timeout: 10_000 },
    );
    await within(grid).findByRole('rowheader', { name: /^Tom/ });
    await waitFor(() => expect(within(grid).getAllByRole('button')[0]).toBeEnabled());
    await userEvent.click(within(grid).getAllByRole('button')[0] as HTMLElement);
    // Its code is fetched on the first open.
    const dialog = within(await body().findByRole('dialog', {}, { timeout: 10_000 }));
    const chooser = await dialog.findByRole('button', {
      name: new RegExp(pseudoAccent('Assignment')),
    });
    await userEvent.click(chooser);
    await userEvent.click(await body().findByRole('option', { name: 'Past tense quiz' }));
    const save = await dialog.findByRole(
      'button',
      { name: pseudoOf('Save extension') },
      { timeout: 10_000 },
    );
    await expectOnlyCatalogueText(() => expect(save).toBeVisible());
  },
};

export const PseudoLocaleItemAnalysis: Story = {
  name: 'Pseudo-locale: the item analysis',
  globals: pseudoLocale,
  args: { search: `?tab=analysis&assignment=${g.assignmentId}` },
  play: async () => {
    const flag = await body().findByText(pseudoOf('Check the key'), undefined, { timeout: 10_000 });
    await expectOnlyCatalogueText(() => expect(flag).toBeVisible());
  },
};

export const PseudoLocaleToCheck: Story = {
  name: 'Pseudo-locale: the answers to check',
  globals: pseudoLocale,
  args: { search: '?tab=toCheck' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: pseudoOf('Answers to check') });
    await expectOnlyCatalogueText(() => expect(list).toBeVisible());
  },
};

export const Spanish: Story = {
  name: 'In Spanish',
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Intentos' }, { timeout: 10_000 });
    await expect(await within(grid).findByRole('rowheader', { name: /^Tom/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Descargar notas (CSV)' })).toBeVisible();
  },
};

/** An assignment that dealt versions: an item's versions together, a much harder one flagged. */
export const ItemAnalysisWithVersions: Story = {
  name: 'Item analysis: the versions of an item together',
  args: { search: `?tab=analysis&assignment=${g.assignmentId}` },
  parameters: { msw: { handlers: [...scenarios.versionsDealt, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const versions = await canvas.findByRole(
      'list',
      { name: 'Versions dealt of this question' },
      { timeout: 10_000 },
    );
    await expect(within(versions).getByText(/^Version 2:/)).toBeVisible();
    await expect(within(versions).getByText('much harder than the others')).toBeVisible();
  },
};

export const PseudoLocaleItemAnalysisWithVersions: Story = {
  name: 'Pseudo-locale: the versions of an item together',
  globals: pseudoLocale,
  args: { search: `?tab=analysis&assignment=${g.assignmentId}` },
  parameters: { msw: { handlers: [...scenarios.versionsDealt, ...handlers] } },
  play: async () => {
    const harder = await body().findByText(pseudoOf('much harder than the others'), undefined, {
      timeout: 5000,
    });
    await expectOnlyCatalogueText(() => expect(harder).toBeVisible());
  },
};

export const ItemAnalysisWithVersionsInSpanish: Story = {
  name: 'In Spanish: the versions of an item together',
  globals: { locale: 'es' },
  args: { search: `?tab=analysis&assignment=${g.assignmentId}` },
  parameters: { msw: { handlers: [...scenarios.versionsDealt, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const versions = await canvas.findByRole(
      'list',
      { name: 'Versiones repartidas de esta pregunta' },
      { timeout: 10_000 },
    );
    await expect(within(versions).getByText('mucho más difícil que las demás')).toBeVisible();
  },
};
