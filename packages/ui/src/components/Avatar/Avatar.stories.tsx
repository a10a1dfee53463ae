import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from './Avatar';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Maria Garcia' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Maria Garcia' })).toHaveTextContent('MG');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Avatar {...args} size="small" />
      <Avatar {...args} size="medium" />
      <Avatar {...args} size="large" />
    </div>
  ),
};

export const FromEmailOnly: Story = { args: { name: 'teacher@school.example' } };

export const NameNotKnownYet: Story = {
  name: 'Name not known yet',
  args: { name: ' ' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('?')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelector('[role="img"]')).toBeNull();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, render: Sizes.render };
