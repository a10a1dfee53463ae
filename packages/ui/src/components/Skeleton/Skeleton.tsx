import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** CSS length. @default '100%' */
  width?: string;
  /** CSS length. @default '1em' */
  height?: string;
  /** @default false */
  circle?: boolean;
}

/**
 * A grey placeholder where content is loading. Purely visual: mark the loading region with
 * `aria-busy` (and a Spinner or status text) so screen readers know what is happening.
 */
export function Skeleton({ width = '100%', height = '1em', circle = false }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={styles.root}
      style={{ inlineSize: width, blockSize: height, borderRadius: circle ? '50%' : undefined }}
    />
  );
}

export interface SkeletonTextProps {
  /** @default 3 */
  lines?: number;
}

/** Lines of placeholder text, the last one shorter like a real paragraph. */
export function SkeletonText({ lines = 3 }: SkeletonTextProps) {
  return (
    <span className={styles.stack} aria-hidden="true">
      {Array.from({ length: lines }, (_, line) => (
        // Lines are identical placeholders: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Skeleton key={line} width={line === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
