import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AccommodationsForm, timeMultipliers } from './AccommodationsForm';

const meta = {
  title: 'UI/AccommodationsForm',
  component: AccommodationsForm,
  args: { defaultValues: { timeMultiplier: 1, extraAttempts: 0 }, onSubmit: fn(), onCancel: fn() },
  argTypes: { defaultValues: { control: 'object' } },
} satisfies Meta<typeof AccommodationsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoAccommodationsYet: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(timeMultipliers.length);
    await expect(canvas.getByRole('radio', { name: /×1 \(no extra time\)/ })).toBeChecked();
  },
};

/** Half as much time again and one extra attempt. */
export const OneAndAHalfTimesAndAnExtraAttempt: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '×1.5' }));
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save accommodations' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ timeMultiplier: 1.5, extraAttempts: 1 });
  },
};

export const ExistingAccommodations: Story = {
  args: { defaultValues: { timeMultiplier: 2, extraAttempts: 2 } },
};

export const Saving: Story = { args: { isPending: true } };

export const SaveFailed: Story = {
  args: { errorMessage: 'Only the room’s teacher can change accommodations.' },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
