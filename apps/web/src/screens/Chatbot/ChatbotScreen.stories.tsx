import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ChatbotScreen from './ChatbotScreen';
import { cannedReply, chatGreeting, replyDelayRange } from './chat';

const meta = {
  title: 'Screens/Chatbot',
  component: ChatbotScreen,
  parameters: { page: true },
  // A fixed time keeps the message times, and so the screenshots, the same on every run.
  args: { clock: () => new Date(2026, 2, 2, 9, 30) },
} satisfies Meta<typeof ChatbotScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Greeting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(within(log).getByText(chatGreeting)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const SendingWithEnter: Story = {
  name: 'Sending with Enter, reply after a moment',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, '¿Qué significa "madrugar"?{Enter}');
    const log = within(canvas.getByRole('log'));
    await expect(log.getByText('¿Qué significa "madrugar"?')).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(
      await log.findByText(cannedReply, undefined, { timeout: replyDelayRange.max + 1000 }),
    ).toBeVisible();
  },
};

export const ShiftEnterAddsALine: Story = {
  name: 'Shift+Enter adds a line instead of sending',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'First line{Shift>}{Enter}{/Shift}Second line');
    await expect(input).toHaveValue('First line\nSecond line');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(within(canvas.getByRole('log')).queryByText(/First line/)).not.toBeInTheDocument();
  },
};

export const BlankMessage: Story = {
  name: 'A blank message cannot be sent',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), '   ');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};
