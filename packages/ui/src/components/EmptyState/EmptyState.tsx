import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** e.g. "No rooms yet". */
  title: string;
  description?: ReactNode;
  /** Decorative illustration or icon. */
  icon?: ReactNode;
  /** A button that fills the empty list, e.g. "Create Room". */
  action?: ReactNode;
  /**
   * Heading level that fits the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

/** What a list shows when it has nothing in it, and how to change that. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 3,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
