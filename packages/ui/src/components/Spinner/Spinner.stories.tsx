import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // A screen reader hears a busy progress bar named after what is loading.
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const NamedAfterWhatLoads: Story = {
  args: { label: 'Loading rooms' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading rooms' })).toBeVisible();
  },
};

/** The spinner is 1.25em and takes the text colour, so it follows the text it sits in. */
export const FollowsTheText: Story = {
  render: (args) => (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        fontSize: '1.5rem',
        color: 'crimson',
      }}
    >
      <Spinner {...args} /> Saving...
    </div>
  ),
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
