import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  subcomponents: { Radio },
  args: { label: 'Role', onChange: fn(), children: null },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="student">Student</Radio>
      <Radio value="teacher">Teacher</Radio>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ChosenWithArrowKeys: Story = {
  args: { defaultValue: 'student' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Teacher' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('teacher');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'teacher' } };

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Role is required' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'student' } };

export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { defaultValue: 'teacher' } };
