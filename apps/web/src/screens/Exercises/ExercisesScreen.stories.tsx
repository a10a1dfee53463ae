import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
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

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOnlyCatalogueText(() =>
      expect(canvas.getByRole('heading', { level: 1, name: pseudoOf('Exercises') })).toBeVisible(),
    );
  },
};

export const French: Story = {
  name: 'In French',
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Exercices' })).toBeVisible();
    await expect(canvas.getByText('Bientôt disponible...')).toBeVisible();
  },
};
