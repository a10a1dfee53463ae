import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'Share with my room', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const CheckedWithSpaceKey: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Share with my room' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Indeterminate: Story = { args: { isIndeterminate: true } };

export const Invalid: Story = { args: { isInvalid: true } };

export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Checkbox {...args} />
      <Checkbox {...args} defaultSelected />
      <Checkbox {...args} isIndeterminate />
    </div>
  ),
};
