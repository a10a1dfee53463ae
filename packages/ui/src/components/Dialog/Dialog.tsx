import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { useUiStrings } from '../../strings/UiStrings';
import { CloseButton } from '../Button/CloseButton';
import * as styles from './Dialog.css';

export interface DialogProps extends Omit<ModalOverlayProps, 'className' | 'style' | 'children'> {
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  children: ReactNode;
  /**
   * Whether Escape, a click outside and the close button can close it. A dialog the user must
   * complete (e.g. the complete-profile form) sets this to false.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Name of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
}

/**
 * A modal dialog. Open it with react-aria's `DialogTrigger` around a button, or control it with
 * `isOpen` and `onOpenChange`.
 */
export function Dialog({
  title,
  children,
  isDismissable = true,
  closeLabel: closeLabelProp,
  ...props
}: DialogProps) {
  const strings = useUiStrings();
  const closeLabel = closeLabelProp ?? strings.close;
  return (
    <ModalOverlay
      {...props}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <AriaDialog className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.heading}>
                {title}
              </Heading>
              {isDismissable && (
                <span className={styles.close}>
                  <CloseButton aria-label={closeLabel} onPress={close} />
                </span>
              )}
              {children}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
