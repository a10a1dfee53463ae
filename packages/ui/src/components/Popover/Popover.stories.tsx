import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PopoverDialog } from './Popover';

const meta = {
  title: 'UI/Popover',
  component: PopoverDialog,
  args: { 'aria-label': 'Scoring help', children: null },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">How is this scored?</Button>
      <PopoverDialog {...args}>
        <p style={{ margin: 0, maxInlineSize: 260 }}>
          70% or more passes. Scores of 85% and above are shown in green.
        </p>
      </PopoverDialog>
    </DialogTrigger>
  ),
} satisfies Meta<typeof PopoverDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpenedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Scoring help' });
    await expect(dialog).toHaveTextContent('70% or more passes');
  },
};

export const ClosesWithEscape: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button'));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button')).toHaveFocus());
  },
};
