import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TrashIcon } from '../../icons/icons';
import { Menu } from './Menu';

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: {
    triggerLabel: 'Actions for Present perfect quiz',
    actions: [
      { id: 'edit', label: 'Edit Alert' },
      { id: 'delete', label: 'Delete Alert', icon: <TrashIcon />, isDanger: true },
    ],
    onAction: fn(),
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Present perfect quiz' }));
    await expect(
      await body(canvasElement).findAllByRole('menuitem', {}, { timeout: 10_000 }),
    ).toHaveLength(2);
  },
};

export const ChosenByKeyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // The menu's code is fetched on the first press.
    await body(canvasElement).findByRole('menu', {}, { timeout: 10_000 });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('delete');
    await expect(body(canvasElement).queryByRole('menu')).not.toBeInTheDocument();
    // Focus goes back to the trigger once the closing menu has let it go (a frame later on a busy
    // machine).
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: 'Actions for Present perfect quiz' }),
      ).toHaveFocus(),
    );
  },
};

export const WithDisabledAction: Story = {
  args: {
    actions: [
      { id: 'edit', label: 'Edit Alert', isDisabled: true },
      { id: 'delete', label: 'Delete Alert', isDanger: true },
    ],
  },
  play: Open.play,
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, play: Open.play };
