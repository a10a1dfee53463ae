import { useEffect, useMemo, useRef, useState } from 'react';
import { useUiStrings } from '../../strings/UiStrings';
import * as styles from './SaveIndicator.css';

export const saveIndicatorStates = ['saved', 'saving', 'offline'] as const;
export type SaveIndicatorState = (typeof saveIndicatorStates)[number];

export const defaultSaveLabels: Record<SaveIndicatorState, string> = {
  saved: 'All answers saved',
  saving: 'Saving…',
  offline: 'Offline: answers kept on this device',
};

export interface SaveIndicatorProps {
  /** How the answers stand with the server. */
  state: SaveIndicatorState;
  /** The words of each state. @default the UiStringsProvider's (English: defaultSaveLabels) */
  labels?: Record<SaveIndicatorState, string>;
}

/**
 * A quiet line saying whether the answers typed so far are saved. It does not speak at every
 * keystroke: screen readers hear only going offline and coming back.
 */
export function SaveIndicator({ state, labels: labelsProp }: SaveIndicatorProps) {
  const strings = useUiStrings();
  const labels = useMemo(
    () =>
      labelsProp ?? {
        saved: strings.allAnswersSaved,
        saving: strings.saving,
        offline: strings.offline,
      },
    [labelsProp, strings],
  );
  const [announcement, setAnnouncement] = useState('');
  const wasOffline = useRef(false);
  useEffect(() => {
    if (state === 'offline') setAnnouncement(labels.offline);
    else if (wasOffline.current && state === 'saved') setAnnouncement(labels.saved);
    wasOffline.current = state === 'offline' || (wasOffline.current && state === 'saving');
  }, [state, labels]);

  return (
    <div className={styles.root} data-state={state}>
      <span aria-hidden="true" className={styles.dot[state]} />
      <span>{labels[state]}</span>
      <span aria-live="polite" className={styles.announcer}>
        {announcement}
      </span>
    </div>
  );
}
