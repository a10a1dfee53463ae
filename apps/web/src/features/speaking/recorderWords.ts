import type { RecorderWords } from '@lingua/ui';
import { useMemo } from 'react';
import { useText } from '../../i18n/useText';

/** The Recorder's words from the catalogue's `solve` part (its route must load it). */
export function useRecorderWords(): RecorderWords {
  const t = useText();
  return useMemo(
    () => ({
      record: t('solve.recorder.record'),
      stop: t('solve.recorder.stop'),
      recordAgain: t('solve.recorder.recordAgain'),
      submit: t('solve.recorder.submit'),
      level: t('solve.recorder.level'),
      timeLeft: t('ui.timeLeft'),
      playback: t('solve.recorder.playback'),
      upTo: (duration) => t('solve.recorder.upTo', { duration }),
      asking: t('solve.recorder.asking'),
      recording: (left) => t('solve.recorder.recording', { left }),
      finishing: t('solve.recorder.finishing'),
      recorded: (duration) => t('solve.recorder.recorded', { duration }),
      submitting: t('solve.recorder.submitting'),
      submitted: t('solve.recorder.submitted'),
      submitFailed: t('solve.recorder.submitFailed'),
      saving: (duration) => t('solve.recorder.saving', { duration }),
      saved: (duration) => t('solve.recorder.saved', { duration }),
      savedOffline: (duration) => t('solve.recorder.savedOffline', { duration }),
      saveRetrying: (duration) => t('solve.recorder.saveRetrying', { duration }),
      saveFailed: t('solve.recorder.saveFailed'),
      noMicrophone: t('solve.recorder.noMicrophone'),
      refused: t('solve.recorder.refused'),
    }),
    [t],
  );
}
