import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Password' },
  render: (args) => (
    <div style={{ maxInlineSize: 320 }}>
      <PasswordField {...args} />
    </div>
  ),
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  args: { defaultValue: 'Secret123' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input')).toHaveAttribute('type', 'password');
  },
};

export const RevealedByKeyboard: Story = {
  args: { defaultValue: 'Secret123' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.querySelector('input')).toHaveAttribute('type', 'text');
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    defaultValue: 'short',
    errorMessage:
      'Password must be at least 8 characters and include at least one uppercase letter, one lowercase letter, and one number.',
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Secret123' },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'Secret123', description: 'At least 8 characters.' },
};
