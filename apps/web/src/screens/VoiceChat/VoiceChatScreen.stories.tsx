import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localeStories } from '../../i18n/localeStories';
import { pseudoOf } from '../../i18n/pseudoStory';
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

const languages = localeStories({
  ready: (canvas) =>
    expect(canvas.getByRole('heading', { level: 1, name: pseudoOf('Voice Chat') })).toBeVisible(),
  locale: 'fr',
  shows: async (canvas) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chat vocal' })).toBeVisible();
    await expect(canvas.getByText('Exercices interactifs à la voix')).toBeVisible();
  },
});

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue',
  ...languages.pseudo,
};

export const French: Story = { name: 'In French', ...languages.translated };
