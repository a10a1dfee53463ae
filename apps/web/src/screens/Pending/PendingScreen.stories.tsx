import { msg } from '@lingua/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScreenStory } from '../../app/ScreenStory';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
import PendingScreen from './PendingScreen';

const meta = {
  title: 'Screens/Pending',
  component: PendingScreen,
  parameters: { page: true },
  args: { title: msg('shell.nav.voiceChat') },
  render: (args) => (
    <ScreenStory as="teacher" path="/voice-chat">
      <PendingScreen {...args} />
    </ScreenStory>
  ),
} satisfies Meta<typeof PendingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    await expectOnlyCatalogueText(() =>
      within(canvasElement).getByText(pseudoOf('This screen is being built.')),
    );
  },
};

export const German: Story = {
  name: 'In German',
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sprachchat' })).toBeVisible();
    await expect(canvas.getByText('Diese Seite wird gerade gebaut.')).toBeVisible();
  },
};
