import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Room name', onChange: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: 320 }}>
      <TextField {...args} />
    </div>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Students see this name.', placeholder: 'e.g. Spanish B1' },
};

export const TypedByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Room name' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('French A2');
    await expect(input).toHaveValue('French A2');
    await expect(args.onChange).toHaveBeenLastCalledWith('French A2');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Room name is required', isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Room name/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Room name is required');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'German C1' },
};

export const LongValueInNarrowBox: Story = {
  args: {
    label: 'Email address used to sign in to the platform',
    defaultValue: 'a.very.long.email.address.for.a.teacher@some-school-district.example.org',
  },
  render: (args) => (
    <div style={{ inlineSize: 180 }}>
      <TextField {...args} />
    </div>
  ),
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { description: 'Students see this name.', isInvalid: true, errorMessage: 'Too short' },
};
