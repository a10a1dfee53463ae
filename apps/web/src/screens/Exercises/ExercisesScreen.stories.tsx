import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localeStories } from '../../i18n/localeStories';
import { pseudoOf } from '../../i18n/pseudoStory';
import ExercisesScreen from './ExercisesScreen';

const meta = {
  title: 'Screens/Exercises',
  component: ExercisesScreen,
  parameters: { page: true },
} satisfies Meta<typeof ExercisesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ComingSoon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Exercises' })).toBeVisible();
    await expect(canvas.getByText('Coming soon...')).toBeVisible();
  },
};

const languages = localeStories({
  ready: (canvas) =>
    expect(canvas.getByRole('heading', { level: 1, name: pseudoOf('Exercises') })).toBeVisible(),
  locale: 'fr',
  shows: async (canvas) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Exercices' })).toBeVisible();
    await expect(canvas.getByText('Bientôt disponible...')).toBeVisible();
  },
});

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue',
  ...languages.pseudo,
};

export const French: Story = { name: 'In French', ...languages.translated };
