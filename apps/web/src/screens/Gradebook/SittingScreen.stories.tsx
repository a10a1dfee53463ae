import { fixtures, handlers, scenarios } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenStory, type StoryUser } from '../../app/ScreenStory';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
import SittingScreen from './SittingScreen';

const g = fixtures.gradebook;
const tom = g.sittings.find((sitting) => sitting.student_id === fixtures.users.student.id);
const aiko = g.sittings.find((sitting) => sitting.student_id === fixtures.users.classmate.id);

const meta = {
  title: 'Screens/Sitting',
  parameters: { page: true, msw: { handlers } },
  args: { as: 'teacher', sittingId: tom?.attempt_id ?? '' },
  render: ({ as, sittingId }) => (
    <ScreenStory
      as={as}
      path={`/rooms/${g.roomId}/sittings/${sittingId}`}
      route="/rooms/:roomId/sittings/:sittingId"
    >
      <SittingScreen />
    </ScreenStory>
  ),
} satisfies Meta<{ as: StoryUser; sittingId: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every answer with its verdict; a corrected item shows who changed it, when and why. */
export const ACorrectedSitting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Score 91\.67%/)).toBeVisible();
    // The teacher's name is its own (untranslated) element inside the line.
    const changes = canvas
      .getAllByRole('listitem')
      .filter((line) => /Marta Ruiz, .*→ Half right/.test(line.textContent ?? ''));
    await expect(changes.at(-1)).toBeVisible();
  },
};

/** The teacher marks a wrong answer correct with a comment; the change shows beside it. */
export const CorrectingAnItem: Story = {
  args: { sittingId: aiko?.attempt_id ?? '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [change] = await canvas.findAllByRole('button', { name: /^Change verdict/ });
    if (!change) throw new Error('no item to change');
    await userEvent.click(change);
    const form = within(await canvas.findByRole('form', { name: /^Change the verdict/ }));
    const current = form.getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked);
    const target = current?.getAttribute('value') === 'correct' ? 'Wrong' : 'Correct';
    await userEvent.click(form.getByRole('radio', { name: target }));
    await userEvent.type(form.getByRole('textbox'), 'Both answers fit the text.');
    await userEvent.click(form.getByRole('button', { name: 'Save verdict' }));
    await expect(await canvas.findByText(/Both answers fit the text\.”/)).toBeVisible();
  },
};

/** An excused sitting is left out of the averages and can be counted again. */
export const Excusing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Excuse this sitting' }));
    await expect(await canvas.findByText('Excused — not in averages')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Count this sitting again' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.loading, ...handlers] } },
};

/** Another teacher's sitting, or a wrong link: the server refuses, the page says what to do. */
export const NotFound: Story = {
  args: { sittingId: '00000000-0000-4000-8000-000000000000' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Sitting not found', level: 1 },
        // The query cache tries a failed read once more before it reports the failure.
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Score 91\.67%/);
  },
};

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOnlyCatalogueText(() =>
      expect(canvas.getByRole('button', { name: pseudoOf('Excuse this sitting') })).toBeVisible(),
    );
  },
};

export const PseudoLocaleOverride: Story = {
  name: 'Pseudo-locale: changing a verdict',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [change] = await canvas.findAllByRole('button', {
      name: new RegExp(`^${pseudoOf('Change verdict:').slice(0, -1)}`),
    });
    if (!change) throw new Error('no item to change');
    await userEvent.click(change);
    await expectOnlyCatalogueText(() =>
      expect(canvas.getByRole('button', { name: pseudoOf('Save verdict') })).toBeVisible(),
    );
  },
};

export const French: Story = {
  name: 'In French',
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Note : 91,67/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dispenser cette passation' })).toBeVisible();
  },
};

/** An assignment that deals versions: the page names each exercise's version, the exercise's own as such. */
export const VersionsDealt: Story = {
  name: 'A different version for each student: the versions dealt',
  parameters: { msw: { handlers: [...scenarios.versionsDealt, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const versions = await canvas.findByRole('region', { name: 'Versions dealt' });
    await expect(within(versions).getByText('Exercise 1: version 2')).toBeVisible();
    await expect(within(versions).getByText('Exercise 2: the exercise itself')).toBeVisible();
  },
};

export const VersionsDealtPseudoLocale: Story = {
  name: 'Pseudo-locale: the versions dealt',
  globals: pseudoLocale,
  parameters: { msw: { handlers: [...scenarios.versionsDealt, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: pseudoOf('Versions dealt') });
    await expectOnlyCatalogueText(() =>
      expect(canvas.getByRole('button', { name: pseudoOf('Excuse this sitting') })).toBeVisible(),
    );
  },
};

export const VersionsDealtGerman: Story = {
  name: 'In German: the versions dealt',
  globals: { locale: 'de' },
  parameters: { msw: { handlers: [...scenarios.versionsDealt, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const versions = await canvas.findByRole('region', { name: 'Vergebene Versionen' });
    await expect(within(versions).getByText('Übung 1: Version 2')).toBeVisible();
    await expect(within(versions).getByText('Übung 2: die Übung selbst')).toBeVisible();
  },
};
