import { type ReactNode, useId } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  /** Heading of the card; the card becomes a region named by it. */
  title?: ReactNode;
  /**
   * Heading level that fits the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** Controls beside the title (e.g. a menu or delete button). */
  actions?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  children?: ReactNode;
}

/** A raised surface grouping one thing: a room, a template, an assignment. */
export function Card({ title, headingLevel = 3, actions, footer, children }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.root} aria-labelledby={title ? titleId : undefined}>
      {(title || actions) && (
        <div className={styles.header}>
          {title && (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          )}
          {actions}
        </div>
      )}
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </article>
  );
}
