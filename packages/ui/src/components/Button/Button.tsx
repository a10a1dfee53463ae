import { type ReactNode, useEffect, useRef } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';
import { dropDanglingAnnouncements, FIRST_ANNOUNCEMENT_DELAY_MS } from './danglingAnnouncements';

interface CommonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  /**
   * Visual weight: one `primary` per view, `danger` for destructive actions.
   * @default 'primary'
   */
  variant?: (typeof styles.variants)[number];
  /** @default 'medium' */
  size?: (typeof styles.sizes)[number];
  /**
   * Stretches to the width of its container.
   * @default false
   */
  fullWidth?: boolean;
  /** Icon before the label (decorative). */
  icon?: ReactNode;
  /**
   * Announced while `isPending`, e.g. "Saving".
   * @default 'Loading'
   */
  pendingLabel?: string;
}

interface LabelledButtonProps extends CommonProps {
  children: ReactNode;
}

/** A button showing only an icon must still have a name for screen readers. */
type IconOnlyButtonProps = CommonProps & {
  children?: never;
  icon: ReactNode;
} & ({ 'aria-label': string } | { 'aria-labelledby': string });

/** Or its name is another element's text (one that holds a name in its own language). */
interface IconOnlyLabelledByButtonProps extends CommonProps {
  children?: never;
  icon: ReactNode;
  'aria-labelledby': string;
}

export type ButtonProps = LabelledButtonProps | IconOnlyButtonProps | IconOnlyLabelledByButtonProps;

export function Button({
  variant,
  size,
  fullWidth,
  icon,
  pendingLabel,
  children,
  ...props
}: ButtonProps) {
  const iconOnly = children === undefined;
  // A button that was ever pending may have been announced by reference: clean up after it.
  const wasPending = useRef(false);
  useEffect(() => {
    if (props.isPending) wasPending.current = true;
  }, [props.isPending]);
  useEffect(
    () => () => {
      if (!wasPending.current) return;
      dropDanglingAnnouncements();
      setTimeout(dropDanglingAnnouncements, FIRST_ANNOUNCEMENT_DELAY_MS);
    },
    [],
  );
  return (
    <AriaButton {...props} className={styles.root({ variant, size, iconOnly, fullWidth })}>
      {({ isPending }) => (
        <>
          {isPending ? <Spinner label={pendingLabel} /> : icon}
          {children}
        </>
      )}
    </AriaButton>
  );
}
