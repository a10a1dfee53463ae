import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { localeStories } from '../../i18n/localeStories';
import { pseudoOf } from '../../i18n/pseudoStory';
import { SittingRecorder } from './SpokenAnswers';

/** No sound: the player is there to be named, not played. */
const emptyTake = URL.createObjectURL(new Blob([], { type: 'audio/wav' }));

/**
 * A speaking item's recorder in a timed sitting, in each state a student meets: recording with
 * its countdown, saved, kept offline, tried again after a failed upload, and no microphone (the
 * teacher is told).
 */
function SittingRecorders() {
  const common = { maxSeconds: 60, onRecord: () => {}, onStop: () => {}, onRecordAgain: () => {} };
  const recorded = {
    ...common,
    status: 'recorded',
    recordedSeconds: 18,
    recordingUrl: emptyTake,
  } as const;
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <SittingRecorder {...common} status="recording" secondsLeft={42} level={0.62} />
      <SittingRecorder {...recorded} saveState="saved" />
      <SittingRecorder {...recorded} saveState="offline" />
      <SittingRecorder {...recorded} saveState="retrying" />
      <SittingRecorder {...common} status="noMicrophone" />
    </div>
  );
}

const meta = {
  title: 'Flows/Recorder in a sitting',
  component: SittingRecorders,
} satisfies Meta<typeof SittingRecorders>;

export default meta;
type Story = StoryObj<typeof meta>;

const languages = localeStories({
  ready: (canvas) => expect(canvas.getByText(pseudoOf('Recorded 0:18, saved'))).toBeVisible(),
  locale: 'de',
  shows: async (canvas) => {
    await expect(canvas.getByRole('timer', { name: 'Verbleibende Zeit' })).toHaveTextContent(
      '0:42',
    );
    await expect(canvas.getByText('Aufgenommen: 0:18, gespeichert')).toBeVisible();
    await expect(canvas.getByText(/^Aufgenommen: 0:18\. Du bist offline/)).toBeVisible();
    await expect(
      canvas.getByText('Aufgenommen: 0:18. Noch nicht gespeichert: neuer Versuch…'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Deine Lehrkraft sieht, dass du diese Antwort nicht aufnehmen konntest.'),
    ).toBeVisible();
  },
});

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue',
  ...languages.pseudo,
};

export const German: Story = { name: 'In German', ...languages.translated };
