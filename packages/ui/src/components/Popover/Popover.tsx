import type { ReactNode } from 'react';
import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  Dialog,
} from 'react-aria-components';
import * as styles from './Popover.css';

export interface PopoverProps extends Omit<AriaPopoverProps, 'className' | 'style'> {
  children: ReactNode;
}

/** The floating surface of selects, menus and date pickers. */
export function Popover(props: PopoverProps) {
  return <AriaPopover offset={4} {...props} className={styles.root} />;
}

export interface PopoverDialogProps extends Omit<PopoverProps, 'children'> {
  /** Names the popover for screen readers when it has no heading. */
  'aria-label'?: string;
  children: ReactNode;
}

/** A popover holding free content (not a list): focus moves into it and Escape closes it. */
export function PopoverDialog({ children, 'aria-label': ariaLabel, ...props }: PopoverDialogProps) {
  return (
    <Popover {...props}>
      <Dialog aria-label={ariaLabel} className={styles.dialog}>
        {children}
      </Dialog>
    </Popover>
  );
}
