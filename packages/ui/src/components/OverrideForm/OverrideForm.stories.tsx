import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OverrideForm } from './OverrideForm';

const meta = {
  title: 'UI/OverrideForm',
  component: OverrideForm,
  args: { current: 'wrong', onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof OverrideForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts on the item's verdict; nothing to save until it changes. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Wrong' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save verdict' })).toBeDisabled();
  },
};

/** By keyboard alone: arrows to Correct, a comment, Enter on Save. */
export const MarkedCorrectWithACommentByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Wrong' }));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Correct' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('Both spellings are accepted.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save verdict' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      verdict: 'correct',
      comment: 'Both spellings are accepted.',
    });
  },
};

export const Saving: Story = { args: { isPending: true, current: 'half' } };

export const SaveFailed: Story = {
  args: {
    current: 'half',
    errorMessage: 'The verdict could not be saved. Check your connection and save again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be saved');
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
