import {
  handlers,
  mockHttp,
  problem,
  tutorCapabilitiesHandler,
  tutorChatHandlers,
} from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { body, ScreenStory } from '../../layout/ScreenStory';
import ChatbotScreen from './ChatbotScreen';
import { cannedReply, chatGreeting, replyDelayRange } from './chat';

const meta = {
  title: 'Screens/Chatbot',
  component: ChatbotScreen,
  parameters: { page: true, msw: { handlers } },
  // A fixed time keeps the message times, and so the screenshots, the same on every run.
  args: { clock: () => new Date(2026, 2, 2, 9, 30) },
  render: (args) => (
    <ScreenStory as="student" path="/chatbot">
      <ChatbotScreen {...args} />
    </ScreenStory>
  ),
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

const tutorReply = '¡Claro! "Homework" se dice "deberes" en España.';

export const Tutor: Story = {
  name: 'AI tutor (server with an LLM): streams the reply in the chosen language',
  parameters: { msw: { handlers: [...tutorChatHandlers(tutorReply), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Practice language/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Spanish' }));
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, '¿Cómo se dice "homework"?{Enter}');
    const log = within(canvas.getByRole('log', { name: 'Conversation' }));
    const reply = await log.findByText(tutorReply);
    // Read as Spanish by screen readers.
    await expect(reply).toHaveAttribute('lang', 'es');
    await expect(log.queryByText(cannedReply)).not.toBeInTheDocument();
  },
};

export const TutorUnavailable: Story = {
  name: 'AI tutor that does not answer: a toast says so and the message stays',
  parameters: {
    msw: {
      handlers: [
        tutorCapabilitiesHandler(),
        mockHttp.post('/chat/messages', () =>
          problem(503, 'The AI tutor did not answer. Please try again in a moment.'),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Practice language/ });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hallo{Enter}');
    await expect(
      await body().findByText('The AI tutor did not answer. Please try again in a moment.'),
    ).toBeVisible();
    await expect(within(canvas.getByRole('log')).getByText('Hallo')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  },
};
