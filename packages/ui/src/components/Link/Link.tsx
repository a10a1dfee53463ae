import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import * as styles from './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style'> {
  /**
   * No underline until hovered.
   * @default false
   */
  quiet?: boolean;
}

/**
 * A text link. Client-side routing is the app's business: wrap the app in react-aria's
 * `RouterProvider` and plain `href`s navigate without reloading.
 */
export function Link({ quiet, ...props }: LinkProps) {
  return <AriaLink {...props} className={styles.root({ quiet })} />;
}
