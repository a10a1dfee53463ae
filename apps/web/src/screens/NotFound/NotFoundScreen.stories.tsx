import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localeStories } from '../../i18n/localeStories';
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

const languages = localeStories({
  ready: (canvas) => canvas.getByRole('heading'),
  locale: 'es',
  shows: (canvas) => expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toBeVisible(),
});

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue',
  ...languages.pseudo,
};

export const Spanish: Story = { name: 'In Spanish', ...languages.translated };
