import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog } from './Dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { title: 'Create Room', children: null },
  render: (args) => (
    <DialogTrigger>
      <Button>Create Room</Button>
      <Dialog {...args}>
        <TextField label="Room Name" autoFocus />
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button>Create</Button>
        </div>
      </Dialog>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Closed: Story = {};

/**
 * Opened by Tab and Enter, focus in the first field. Checked by its play function only: like Not
 * Dismissable below, in full runs it was photographed without its overlay (twice in three runs,
 * the overlay in the DOM but not painted, both tries; never alone); the screens' dialog stories
 * photograph open dialogs.
 */
export const OpenedByKeyboard: Story = {
  tags: ['!screenshot'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Create Room' });
    await expect(within(dialog).getByRole('textbox', { name: 'Room Name' })).toHaveFocus();
  },
};

export const ClosesWithEscape: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Room' }));
    await body(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/**
 * A dialog the user must complete: no close button. Checked by its play function only: on the
 * story page shared by every file it was photographed without its overlay in two full runs of
 * three (never alone), cause not found; the CompleteProfile screen's stories photograph this state.
 */
export const NotDismissable: Story = {
  args: { title: 'Complete your profile', isDismissable: false, defaultOpen: true },
  tags: ['!screenshot'],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};

/** Escape leaves it open. */
export const EscapeLeavesItOpen: Story = {
  args: NotDismissable.args,
  tags: ['!screenshot'],
  play: async ({ canvasElement }) => {
    await body(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    // A closing overlay leaves the document a frame later: look again after one.
    await new Promise(requestAnimationFrame);
    await expect(body(canvasElement).getByRole('dialog')).toBeInTheDocument();
  },
};

export const MobileViewport: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const DarkTheme: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
