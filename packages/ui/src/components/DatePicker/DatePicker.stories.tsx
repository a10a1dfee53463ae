import { CalendarDate, CalendarDateTime } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

// Fixed dates keep screenshots stable; "today" is passed as minValue explicitly.
const today = new CalendarDate(2030, 3, 12);

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker<CalendarDate>,
  args: { label: 'Schedule', minValue: today, placeholderValue: today, onChange: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: 320 }}>
      <DatePicker {...args} />
    </div>
  ),
} satisfies Meta<typeof DatePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const TypedByKeyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('04202030');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2030, 4, 20));
  },
};

export const CalendarOpenWithPastDisabled: Story = {
  args: { defaultValue: new CalendarDate(2030, 3, 14) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /March 10, 2030/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const WithTime: Story = {
  args: {
    label: 'Date and time',
    granularity: 'minute',
    defaultValue: new CalendarDateTime(2030, 3, 14, 9, 30) as unknown as CalendarDate,
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please select a date and time' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: today } };

export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { defaultValue: today } };
