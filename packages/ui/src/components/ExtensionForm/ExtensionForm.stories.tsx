import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ExtensionForm } from './ExtensionForm';

const meta = {
  title: 'UI/ExtensionForm',
  component: ExtensionForm,
  args: {
    defaultDue: '2030-03-14T09:00',
    assignmentDue: '2030-03-14T09:00',
    assignmentDueLabel: '14 Mar 2030, 09:00',
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ExtensionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Until the moment is later than the assignment's own, there is nothing to save. */
export const StartsAtTheAssignmentsDueDate: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The assignment is due 14 Mar 2030, 09:00.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save extension' })).toBeDisabled();
  },
};

/** Two days later by typing into the day segment. */
export const TwoDaysLater: Story = {
  play: async ({ args, canvas }) => {
    const day = canvas.getByRole('spinbutton', { name: /day/i });
    await userEvent.click(day);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save extension' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('2030-03-16T09:00:00');
  },
};

export const AnExistingExtension: Story = {
  args: { defaultDue: '2030-03-20T18:30', onRemove: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove extension' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

export const EarlierThanTheAssignment: Story = {
  args: { defaultDue: '2030-03-13T09:00' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Choose a moment after the assignment's own due date."),
    ).toBeVisible();
  },
};

export const Saving: Story = { args: { defaultDue: '2030-03-20T18:30', isPending: true } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
