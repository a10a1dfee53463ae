import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
