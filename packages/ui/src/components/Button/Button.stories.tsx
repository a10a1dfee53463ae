import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PlusIcon, TrashIcon } from '../../icons/icons';
import { Button } from './Button';
import { sizes, variants } from './Button.css';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save changes', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: sizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <Button {...args} key={variant} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const AllSizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {sizes.map((size) => (
        <Button {...args} key={size} size={size} icon={<PlusIcon />}>
          {size}
        </Button>
      ))}
    </div>
  ),
};

export const FocusVisibleByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Hovered: Story = {
  args: { variant: 'secondary' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

export const PressedByKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    // Holding Enter keeps the button in its pressed state for the screenshot.
    await userEvent.keyboard('{Enter>}');
    await expect(canvas.getByRole('button')).toHaveAttribute('data-pressed', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Saving' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Save changes/ });
    await expect(within(button).getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Entries of react-aria's live announcer that point at no element any more. */
const danglingAnnouncements = () =>
  [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')].filter(
    (entry) =>
      !(entry.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .some((id) => id && document.getElementById(id)),
  );

/** A login form: Log In turns pending, then the answer replaces the form. */
function LogInThenLeave() {
  const [step, setStep] = useState<'form' | 'pending' | 'done'>('form');
  if (step === 'done') return <p>Signed in</p>;
  return (
    <>
      <Button
        isPending={step === 'pending'}
        pendingLabel="Signing in"
        onPress={() => setStep('pending')}
      >
        Log In
      </Button>
      <button type="button" onClick={() => setStep('done')}>
        Answer arrives
      </button>
    </>
  );
}

export const PendingThenGone: Story = {
  name: 'Pending, then gone: no announcement left pointing at it',
  render: () => <LogInThenLeave />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Log In' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The pending state was announced by reference to the button...
    await waitFor(() =>
      expect(
        document.querySelector(`[data-live-announcer] [aria-labelledby~="${button.id}"]`),
      ).not.toBeNull(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Answer arrives' }));
    await expect(canvas.getByText('Signed in')).toBeVisible();
    // ...and that reference goes with the button (else: an image without a name for 7 s).
    await waitFor(() => expect(danglingAnnouncements()).toEqual([]));
  },
};

export const IconOnly: Story = {
  args: { children: undefined, icon: <TrashIcon />, 'aria-label': 'Delete room', variant: 'ghost' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete room' })).toBeVisible();
  },
};

export const LongLabelInNarrowBox: Story = {
  args: { children: 'Send invitations to every student of this room right now', fullWidth: true },
  render: (args) => (
    <div style={{ inlineSize: 200 }}>
      <Button {...args} />
    </div>
  ),
};

/** Every variant and size in each state, for screenshots. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[{}, { isDisabled: true }, { isPending: true }].map((state) =>
        sizes.map((size) => (
          <div key={`${JSON.stringify(state)}-${size}`} style={{ display: 'flex', gap: 8 }}>
            {variants.map((variant) => (
              <Button {...args} {...state} key={variant} variant={variant} size={size}>
                {variant}
              </Button>
            ))}
          </div>
        )),
      )}
    </div>
  ),
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: Matrix.render,
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { icon: <PlusIcon /> },
  render: AllSizes.render,
};
