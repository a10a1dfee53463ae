import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/** The browser answers the microphone request with `name` (a refusal, no device). */
function microphoneFails(name: string) {
  return () => {
    const devices = navigator.mediaDevices;
    const original = devices.getUserMedia;
    devices.getUserMedia = () => Promise.reject(new DOMException('Microphone', name));
    return () => {
      devices.getUserMedia = original;
    };
  };
}

/** The recorder is a lazy chunk: the first story of a run waits for Vite to serve it. */
const LAZY_MS = 10_000;

const findRecord = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('button', { name: 'Record' }, { timeout: LAZY_MS });

export const ReadyToPractise: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Voice Chat' })).toBeVisible();
    await expect(canvas.getByText('Voice-powered exercise interactions')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Practise speaking on your own' }),
    ).toBeVisible();
    await expect(await findRecord(canvas)).toBeVisible();
    await expect(canvas.getByText('Up to 2:00')).toBeVisible();
  },
};

/**
 * Chromium's fake microphone (vitest.config.ts) records for real, by keyboard alone: Record,
 * the meter and countdown, Stop, and the take in the player.
 */
export const RecordsAndPlaysBack: Story = {
  tags: ['!screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await findRecord(canvas)).focus();
    await userEvent.keyboard('{Enter}');

    const stop = await canvas.findByRole('button', { name: 'Stop' }, { timeout: 5000 });
    await expect(stop).toHaveFocus();
    await expect(canvas.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
    // The fake device beeps: the meter moves off zero.
    await waitFor(
      () =>
        expect(Number(canvas.getByRole('meter').getAttribute('aria-valuenow'))).toBeGreaterThan(0),
      { timeout: 3000 },
    );
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('1:58'), {
      timeout: 4000,
    });

    await userEvent.keyboard(' ');
    const again = await canvas.findByRole('button', { name: 'Record again' }, { timeout: 5000 });
    await expect(again).toHaveFocus();
    // Shown beside the buttons, and said by the live region.
    await expect(canvas.getAllByText(/^Recorded 0:0[2-4]$/)).toHaveLength(2);
    const player = canvasElement.querySelector('audio');
    await expect(player).toHaveAccessibleName('Your recording');
    await waitFor(() => expect(player?.src).toMatch(/^blob:/));
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
      /^Recorded 0:0[2-4]$/,
    );
  },
};

export const MicrophoneBlocked: Story = {
  beforeEach: microphoneFails('NotAllowedError'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await findRecord(canvas));
    await expect(
      await canvas.findByText(/^Microphone blocked: allow it/, { selector: 'p' }),
    ).toHaveFocus();
  },
};

export const NoMicrophone: Story = {
  beforeEach: microphoneFails('NotFoundError'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await findRecord(canvas));
    await expect(await canvas.findByText(/^No microphone found/, { selector: 'p' })).toBeVisible();
  },
};

const languages = localeStories({
  ready: (canvas) => expect(canvas.getByRole('button', { name: pseudoOf('Record') })).toBeVisible(),
  locale: 'fr',
  shows: async (canvas) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chat vocal' })).toBeVisible();
    await expect(canvas.getByText('Exercices interactifs à la voix')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Entraînez-vous à parler seul' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Enregistrer' }, { timeout: LAZY_MS }),
    ).toBeVisible();
  },
});

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue',
  ...languages.pseudo,
};

export const French: Story = { name: 'In French', ...languages.translated };
