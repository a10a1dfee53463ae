import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import VoiceChatScreen from './VoiceChatScreen';

const meta = {
  title: 'Screens/VoiceChat',
  component: VoiceChatScreen,
  parameters: { page: true },
} satisfies Meta<typeof VoiceChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Voice Chat' })).toBeVisible();
    await expect(canvas.getByText('Voice-powered exercise interactions')).toBeVisible();
  },
};
