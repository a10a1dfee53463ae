import { fixtures, handlers, mockHttp } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../../app/ScreenStory';
import { localeStories } from '../../../i18n/localeStories';
import { pseudoOf } from '../../../i18n/pseudoStory';
import { ExerciseVersionsDialog } from './ExerciseVersionsDialog';

const exercise = fixtures.exercises.writingSpanish;

const meta = {
  title: 'Dialogs/ExerciseVersions',
  component: ExerciseVersionsDialog,
  parameters: { page: true, msw: { handlers } },
  args: { exercise, onClose: fn() },
  render: (args) => (
    <ScreenStory as="teacher" path="/my-exercises">
      <ExerciseVersionsDialog {...args} />
    </ScreenStory>
  ),
} satisfies Meta<typeof ExerciseVersionsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () =>
  within(await within(document.body).findByRole('dialog', { name: /Versions|Versionen|\[/ }));

/** Asks for three versions (the count the mocks recorded) and waits for them. */
async function generateThree() {
  const scope = await dialog();
  await scope.findByText('No versions yet: choose how many and generate them.');
  const count = scope.getByRole('textbox', { name: 'How many versions' });
  await userEvent.clear(count);
  await userEvent.type(count, '3');
  await userEvent.click(scope.getByRole('button', { name: 'Generate versions' }));
  await scope.findByRole('heading', { name: 'Version 1' });
  return scope;
}

export const Empty: Story = {
  name: 'No versions yet: how many to make',
  play: async () => {
    const scope = await dialog();
    await expect(
      await scope.findByText('No versions yet: choose how many and generate them.'),
    ).toBeVisible();
    await expect(scope.getByRole('textbox', { name: 'How many versions' })).toHaveValue('5');
  },
};

export const SideBySide: Story = {
  name: 'Three versions side by side, each with its own sentences',
  play: async () => {
    const scope = await generateThree();
    const list = scope.getByRole('region', { name: 'Versions' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    await expect(scope.getByRole('button', { name: 'Regenerate version 2' })).toBeVisible();
  },
};

export const Curated: Story = {
  name: 'One version removed, another made again',
  tags: ['!screenshot'],
  play: async () => {
    const scope = await generateThree();
    const second = scope.getByRole('heading', { name: 'Version 2' }).closest('article');
    const before = second?.querySelector('ol')?.textContent;
    await userEvent.click(scope.getByRole('button', { name: 'Regenerate version 2' }));
    await waitFor(() =>
      expect(
        scope.getByRole('heading', { name: 'Version 2' }).closest('article')?.querySelector('ol')
          ?.textContent,
      ).not.toBe(before),
    );
    await userEvent.click(scope.getByRole('button', { name: 'Remove version 3' }));
    await waitFor(() => expect(scope.queryByRole('heading', { name: 'Version 3' })).toBeNull());
  },
};

export const Shortfall: Story = {
  name: 'Fewer versions than asked: the server says why',
  parameters: {
    msw: {
      handlers: [
        mockHttp.post('/exercises/{id}/versions', ({ params, response }) =>
          response(201).json({
            exercise_id: params.id,
            versions: [
              {
                number: 1,
                engine: 'builtin',
                results: { ...exercise.results, Exercises: ['Ayer tú (llegar) ___ tarde.'] },
                answer_key: [{ id: 1, answer: 'llegaste', grammar_topic: 'Preterite' }],
                updated_at: '2026-03-02T09:00:00.000Z',
              },
            ],
            requested: 5,
            repeated_items: 0,
            shortfall: { made: 1, reason: 'inventory' },
            notice:
              'Only 1 of the 5 versions you asked for could be made: this grammar point has no other sentences at this level and topic',
          }),
        ),
        ...handlers,
      ],
    },
  },
  play: async () => {
    const scope = await dialog();
    await scope.findByText('No versions yet: choose how many and generate them.');
    await userEvent.click(scope.getByRole('button', { name: 'Generate versions' }));
    await expect(
      await scope.findByText(/Only 1 of the 5 versions you asked for could be made/),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  name: 'On a phone: one version per tab',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const scope = await generateThree();
    await expect(scope.getByRole('tablist', { name: 'Versions' })).toBeVisible();
    await expect(scope.getAllByRole('tab')).toHaveLength(3);
    await userEvent.click(scope.getByRole('tab', { name: '2' }));
    await expect(scope.getByRole('heading', { name: 'Version 2' })).toBeVisible();
  },
};

const languages = localeStories({
  ready: () =>
    within(document.body).getByText(
      pseudoOf('No versions yet: choose how many and generate them.'),
    ),
  locale: 'de',
  shows: async () => {
    const scope = await dialog();
    await expect(
      await scope.findByText('Noch keine Versionen: Wählen Sie, wie viele, und erstellen Sie sie.'),
    ).toBeVisible();
  },
});

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue',
  ...languages.pseudo,
};

export const InGerman: Story = { name: 'In German', ...languages.translated };
