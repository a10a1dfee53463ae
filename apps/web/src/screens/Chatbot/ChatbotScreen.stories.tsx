import {
  handlers,
  mockHttp,
  problem,
  tutorCapabilitiesHandler,
  tutorChatHandlers,
} from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { body, ScreenStory } from '../../app/ScreenStory';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
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
  tags: ['!screenshot'],
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
  tags: ['!screenshot'],
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
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Practice language' }),
      'Spanish',
    );
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
    await canvas.findByRole('combobox', { name: 'Practice language' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hallo{Enter}');
    await expect(
      await body().findByText('The AI tutor did not answer. Please try again in a moment.'),
    ).toBeVisible();
    await expect(within(canvas.getByRole('log')).getByText('Hallo')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  },
};

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue, the conversation kept as written',
  globals: pseudoLocale,
  // An evening clock: "9:30 PM" is Intl's, not the catalogue's, and holds no letter the check reads.
  args: { clock: () => new Date(2026, 2, 2, 21, 30) },
  parameters: { msw: { handlers: [...tutorChatHandlers(tutorReply), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', { name: pseudoOf('Practice language') });
    const input = canvas.getByRole('textbox', { name: pseudoOf('Message') });
    await userEvent.type(input, '¿Cómo se dice "homework"?{Enter}');
    const log = within(canvas.getByRole('log', { name: pseudoOf('Conversation') }));
    // The person's and the tutor's words are content: translate="no", never the catalogue's.
    await expect(await log.findByText(tutorReply)).toHaveAttribute('translate', 'no');
    await expect(log.getByText('¿Cómo se dice "homework"?')).toHaveAttribute('translate', 'no');
    await expectOnlyCatalogueText(() =>
      expect(log.getByText(pseudoOf(chatGreeting))).toBeVisible(),
    );
  },
};

export const Portuguese: Story = {
  name: 'In Portuguese: the tutor answers in the language chosen',
  globals: { locale: 'pt' },
  parameters: { msw: { handlers: [...tutorChatHandlers(tutorReply), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ChatbotAI' })).toBeVisible();
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Língua a praticar' }),
      'Espanhol',
    );
    const input = canvas.getByRole('textbox', { name: 'Mensagem' });
    await userEvent.type(input, '¿Cómo se dice "homework"?{Enter}');
    const log = within(canvas.getByRole('log', { name: 'Conversa' }));
    await expect(await log.findByText(tutorReply)).toHaveAttribute('lang', 'es');
    await expect(log.getByText(/^Olá! Sou o seu assistente de línguas com IA\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  },
};
