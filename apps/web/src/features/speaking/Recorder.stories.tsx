import { Recorder, type RecorderProps } from '@lingua/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { localeStories } from '../../i18n/localeStories';
import { pseudoOf } from '../../i18n/pseudoStory';
import { useRecorderWords } from './recorderWords';

/** No sound: the player is there to be named, not played. */
const emptyTake = URL.createObjectURL(new Blob([], { type: 'audio/wav' }));

/** The Recorder's states with the app's words, as the pages that record show them. */
function TranslatedRecorders(props: Pick<RecorderProps, 'onSubmit'>) {
  const words = useRecorderWords();
  const common = { maxSeconds: 90, words, onSubmit: props.onSubmit };
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Recorder {...common} status="idle" />
      <Recorder {...common} status="recording" secondsLeft={42} level={0.62} />
      <Recorder
        {...common}
        status="recorded"
        recordedSeconds={18}
        recordingUrl={emptyTake}
        submitFailed
      />
      <Recorder {...common} status="submitted" recordedSeconds={18} />
      <Recorder {...common} status="noMicrophone" />
      <Recorder {...common} status="refused" />
    </div>
  );
}

const meta = {
  title: 'Flows/Recorder',
  component: TranslatedRecorders,
  args: { onSubmit: () => {} },
} satisfies Meta<typeof TranslatedRecorders>;

export default meta;
type Story = StoryObj<typeof meta>;

const languages = localeStories({
  ready: (canvas) =>
    expect(canvas.getByRole('button', { name: pseudoOf('Submit recording') })).toBeVisible(),
  locale: 'es',
  shows: async (canvas) => {
    await expect(canvas.getByText('Hasta 1:30')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Detener' })).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Nivel del micrófono' })).toBeVisible();
    await expect(canvas.getByRole('timer', { name: 'Tiempo restante' })).toHaveTextContent('0:42');
    await expect(canvas.getByRole('button', { name: 'Grabar de nuevo' })).toBeVisible();
    await expect(canvas.getByText('Grabación enviada')).toBeVisible();
    await expect(canvas.getByText(/^Micrófono bloqueado/)).toBeVisible();
  },
});

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue',
  ...languages.pseudo,
};

export const Spanish: Story = { name: 'In Spanish', ...languages.translated };
