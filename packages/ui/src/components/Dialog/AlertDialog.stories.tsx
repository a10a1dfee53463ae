import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TrashIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Are you sure you want to delete this template?',
    children: 'This action cannot be undone. This will permanently delete the template.',
    confirmLabel: 'Delete',
    variant: 'danger',
    onConfirm: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="ghost" icon={<TrashIcon />} aria-label="Delete template" />
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const ConfirmedByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('alertdialog');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const CancelledWithEscape: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete template' }));
    await body(canvasElement).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { defaultOpen: true, isPending: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const DarkTheme: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
