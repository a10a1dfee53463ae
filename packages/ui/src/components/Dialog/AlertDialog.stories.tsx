import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TrashIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';

/** Opened by its button and closed through `onOpenChange`, as a screen controls it. */
function Controlled(args: AlertDialogProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  return (
    <>
      <Button
        variant="ghost"
        icon={<TrashIcon />}
        aria-label="Delete template"
        onPress={() => setOpen(true)}
      />
      <AlertDialog
        {...args}
        isOpen={isOpen}
        onOpenChange={(open) => {
          args.onOpenChange?.(open);
          setOpen(open);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Are you sure you want to delete this template?',
    children: 'This action cannot be undone. This will permanently delete the template.',
    confirmLabel: 'Delete',
    variant: 'danger',
    onConfirm: fn(),
    isOpen: false,
    onOpenChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Open: Story = {
  args: { isOpen: true },
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
    // The focus is back where it was, and a click outside never closed it.
    await expect(canvas.getByRole('button', { name: 'Delete template' })).toHaveFocus();
  },
};

export const Pending: Story = {
  args: { isOpen: true, isPending: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const DarkTheme: Story = { args: { isOpen: true }, globals: { theme: 'dark' } };
