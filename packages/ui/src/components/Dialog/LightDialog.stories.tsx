import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { LightDialog, type LightDialogProps } from './LightDialog';

/** Opened by its button, closed through `onOpenChange`, as a screen controls it. */
function Controlled(args: LightDialogProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Solve</Button>
      <LightDialog
        {...args}
        isOpen={isOpen}
        onOpenChange={(open) => {
          args.onOpenChange?.(open);
          setOpen(open);
        }}
      >
        <TextField label="Answer 1" />
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
          <Button variant="secondary" onPress={() => setOpen(false)}>
            Close
          </Button>
          <Button>Next</Button>
        </div>
      </LightDialog>
    </>
  );
}

const meta = {
  title: 'UI/LightDialog',
  component: LightDialog,
  args: { title: 'Past tense quiz', children: null, isOpen: false, onOpenChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof LightDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Open: Story = { args: { isOpen: true } };

/** The focus goes to the dialog, Tab cycles inside it, and back to the button once closed. */
export const FocusStaysInside: Story = {
  tags: ['!screenshot'],
  play: async ({ canvas, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: 'Solve' });
    await userEvent.click(opener);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Past tense quiz' });
    await expect(dialog).toHaveFocus();
    // The page behind is out of reach.
    await expect(canvasElement.closest('[inert]')).not.toBeNull();
    const answer = within(dialog).getByRole('textbox', { name: 'Answer 1' });
    const next = within(dialog).getByRole('button', { name: 'Next' });
    next.focus();
    await userEvent.tab();
    // From the last button back to the first thing inside: the ✕.
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab({ shift: true });
    await expect(next).toHaveFocus();
    answer.focus();
    await userEvent.keyboard('{Escape}');
    await expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(opener).toHaveFocus();
    await expect(canvasElement.closest('[inert]')).toBeNull();
  },
};

export const ClosesWithEscape: Story = {
  args: { isOpen: true },
  tags: ['!screenshot'],
  play: async ({ args, canvasElement }) => {
    await body(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** A dialog the person must finish (a timed sitting): no ✕, and Escape leaves it open. */
export const NotDismissable: Story = {
  args: { isOpen: true, isDismissable: false },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(body(canvasElement).getByRole('dialog')).toBeInTheDocument();
  },
};

export const MobileViewport: Story = {
  args: { isOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const DarkTheme: Story = { args: { isOpen: true }, globals: { theme: 'dark' } };
