import type { ReactNode } from 'react';
import type { Tone } from '../../theme/tone';
import * as styles from './Badge.css';

export interface BadgeProps {
  children: ReactNode;
  /**
   * Colour family. Use `scoreTone`/`urgencyTone` for scores and due dates.
   * @default 'neutral'
   */
  tone?: Tone;
  /** Decorative icon before the text. */
  icon?: ReactNode;
}

/** A short status, language or level label. Not interactive; colour is never the only cue. */
export function Badge({ children, tone, icon }: BadgeProps) {
  return (
    <span className={styles.root({ tone })}>
      {icon}
      {children}
    </span>
  );
}
