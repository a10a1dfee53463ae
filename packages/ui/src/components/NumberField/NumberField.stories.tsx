import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: { label: 'Quantity', minValue: 1, maxValue: 10, step: 1, defaultValue: 1, onChange: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: 200 }}>
      <NumberField {...args} />
    </div>
  ),
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { description: 'Between 1 and 10 exercises.' } };

export const SteppedWithArrowKeys: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const ClampsTypedValue: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('42');
    await userEvent.tab();
    await expect(input).toHaveValue('10');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
  },
};

export const AtMinimum: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Decrease/ })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Quantity must be between 1 and 10' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 5 } };

export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { defaultValue: 5 } };
