import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { createToastQueue, type ToastContent, ToastRegion } from './Toast';

const examples: ToastContent[] = [
  {
    title: 'Feedback Submitted',
    description: "Thank you for your feedback! We'll review it soon.",
    tone: 'success',
  },
  {
    title: 'Error',
    description: 'Failed to create and send assignment. Please try again.',
    tone: 'danger',
  },
  {
    title: 'Warning',
    description: 'Assignment created but no users found in the room.',
    tone: 'warning',
  },
];

function ToastDemo({ toasts }: { toasts: ToastContent[] }) {
  // A fresh queue per story keeps stories independent.
  const queue = createToastQueue();
  return (
    <>
      <Button
        onPress={() => {
          for (const toast of toasts) queue.add(toast);
        }}
      >
        Show notifications
      </Button>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastRegion,
  args: { queue: createToastQueue() },
  render: () => <ToastDemo toasts={examples} />,
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const SuccessErrorAndWarning: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notifications' }));
    const region = await body(canvasElement).findByRole('region', { name: 'Notifications' });
    await expect(within(region).getAllByRole('alertdialog')).toHaveLength(3);
  },
};

export const ClosedWithItsButton: Story = {
  render: () => <ToastDemo toasts={[examples[0] as ToastContent]} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notifications' }));
    const toast = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: SuccessErrorAndWarning.play,
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: SuccessErrorAndWarning.play,
};
