import { Time } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TimeField } from './TimeField';

const meta = {
  title: 'UI/TimeField',
  component: TimeField<Time>,
  args: { label: 'Time', onChange: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: 200 }}>
      <TimeField {...args} />
    </div>
  ),
} satisfies Meta<typeof TimeField<Time>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const TypedByKeyboard: Story = {
  args: { hourCycle: 24 },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('1445');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(14, 45));
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: new Time(7, 0),
    isInvalid: true,
    errorMessage: 'Please select a date and time',
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: new Time(9, 15) } };

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: new Time(16, 30) },
};
