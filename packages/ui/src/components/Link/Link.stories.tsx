import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { children: 'Forgot password?', href: '#forgot-password' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FocusVisibleByKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Forgot password?' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Quiet: Story = { args: { quiet: true } };

export const InsideText: Story = {
  render: (args) => (
    <p style={{ margin: 0 }}>
      Don't have an account? <Link {...args}>Sign up</Link>
    </p>
  ),
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
