import * as styles from './Avatar.css';
import { initials } from './initials';

export interface AvatarProps {
  /** The person's name (or e-mail); initials are taken from it. */
  name: string;
  /** @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  /**
   * Hide from screen readers when the name is written next to it anyway.
   * @default false
   */
  decorative?: boolean;
}

/** A person's initials in a circle. */
export function Avatar({ name, size, decorative = false }: AvatarProps) {
  return (
    <span
      className={styles.root({ size })}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {initials(name)}
    </span>
  );
}
