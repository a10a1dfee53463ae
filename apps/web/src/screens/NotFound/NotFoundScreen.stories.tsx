import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectOnlyCatalogueText, pseudoLocale } from '../../i18n/pseudoStory';
import NotFoundScreen from './NotFoundScreen';

const meta = {
  title: 'Screens/NotFound',
  component: NotFoundScreen,
  parameters: { page: true },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  },
};

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOnlyCatalogueText(() => canvas.getByRole('heading'));
  },
};

export const Spanish: Story = {
  name: 'In Spanish',
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
  },
};
