import { Fragment } from 'react';
import * as styles from './ReadingCheck.css';

/** A word of the text; `heard` is what was said instead of a changed one. */
export type CheckedWord = { word: string; status: 'read' | 'missed' | 'changed'; heard?: string };

export interface ReadingCheckWords {
  /** The check's name, e.g. "What the transcript heard of the text". */
  title: string;
  /** Said before a missed word to those who cannot see it struck through. */
  missed: string;
  /** e.g. `heard "hermana"`, after a changed word. */
  heardInstead: (heard: string) => string;
  /** e.g. "2 missed, 1 changed" (or "Every word read"). */
  summary: (missed: number, changed: number) => string;
  /** e.g. "Also heard: euh, rouge". */
  added: (words: string) => string;
}

export interface ReadingCheckProps {
  words: readonly CheckedWord[];
  /** Words heard that the text does not have. */
  added: readonly string[];
  labels: ReadingCheckWords;
}

/**
 * A text read aloud as the transcript heard it, for the teacher: missed words struck through,
 * changed ones marked with what was said instead. Colour is never the only sign: each mark also
 * says itself in words (hidden from sight, read aloud).
 */
export function ReadingCheck({ words, added, labels }: ReadingCheckProps) {
  const missed = words.filter((word) => word.status === 'missed').length;
  const changed = words.filter((word) => word.status === 'changed').length;
  return (
    <figure className={styles.root}>
      <figcaption>
        <strong>{labels.title}</strong> {labels.summary(missed, changed)}
      </figcaption>
      <p className={styles.text}>
        {words.map((word, index) => (
          // The same word may come twice: its place in the text is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: the text never reorders
          <Fragment key={index}>
            {index > 0 ? ' ' : null}
            {word.status === 'read' ? (
              word.word
            ) : word.status === 'missed' ? (
              <del className={styles.missed}>
                <span className={styles.spoken}>{labels.missed} </span>
                {word.word}
              </del>
            ) : (
              <mark className={styles.changed}>
                {word.word}{' '}
                <span className={styles.heard}>({labels.heardInstead(word.heard ?? '')})</span>
              </mark>
            )}
          </Fragment>
        ))}
      </p>
      {added.length > 0 ? <p className={styles.note}>{labels.added(added.join(', '))}</p> : null}
    </figure>
  );
}
