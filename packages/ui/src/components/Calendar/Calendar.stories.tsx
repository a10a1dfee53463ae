import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Calendar } from './Calendar';

// A fixed month keeps screenshots stable; "today" is passed as minValue explicitly.
const today = new CalendarDate(2030, 3, 12);

const meta = {
  title: 'UI/Calendar',
  component: Calendar<CalendarDate>,
  args: { 'aria-label': 'Schedule date', defaultFocusedValue: today, onChange: fn() },
} satisfies Meta<typeof Calendar<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PastDaysDisabled: Story = {
  args: { minValue: today },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /March 11, 2030/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: /March 12, 2030/ })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

export const ChosenByKeyboard: Story = {
  args: { minValue: today, autoFocus: true },
  play: async ({ args }) => {
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(new CalendarDate(2030, 3, 20));
  },
};

export const Selected: Story = { args: { defaultValue: new CalendarDate(2030, 3, 21) } };

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { minValue: today, defaultValue: today },
};
