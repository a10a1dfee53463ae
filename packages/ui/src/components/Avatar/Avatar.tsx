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

/**
 * A person's initials in a circle. Without a name yet (a profile still to complete) it shows "?"
 * and is hidden from screen readers: an image without a name is noise (axe: role-img-alt).
 */
export function Avatar({ name, size, decorative = false }: AvatarProps) {
  const label = name.trim();
  return (
    // A person's initials: never translated.
    <span
      className={styles.root({ size })}
      translate="no"
      {...(decorative || !label ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      {initials(name)}
    </span>
  );
}
