import type { RecorderWords } from '@lingua/ui';
import { useMemo } from 'react';
import { useText } from '../../i18n/useText';

/** The Recorder's words from the catalogue's `speaking` part (its route must load it). */
export function useRecorderWords(): RecorderWords {
  const t = useText();
  return useMemo(
    () => ({
      record: t('speaking.recorder.record'),
      stop: t('speaking.recorder.stop'),
      recordAgain: t('speaking.recorder.recordAgain'),
      submit: t('speaking.recorder.submit'),
      level: t('speaking.recorder.level'),
      timeLeft: t('ui.timeLeft'),
      playback: t('speaking.recorder.playback'),
      upTo: (duration) => t('speaking.recorder.upTo', { duration }),
      asking: t('speaking.recorder.asking'),
      recording: (left) => t('speaking.recorder.recording', { left }),
      finishing: t('speaking.recorder.finishing'),
      recorded: (duration) => t('speaking.recorder.recorded', { duration }),
      submitting: t('speaking.recorder.submitting'),
      submitted: t('speaking.recorder.submitted'),
      submitFailed: t('speaking.recorder.submitFailed'),
      noMicrophone: t('speaking.recorder.noMicrophone'),
      refused: t('speaking.recorder.refused'),
    }),
    [t],
  );
}
