import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { useUiStrings } from '../../strings/UiStrings';
import { Button } from '../Button/Button';
import * as styles from './Dialog.css';

export interface AlertDialogProps
  extends Omit<ModalOverlayProps, 'className' | 'style' | 'children' | 'isDismissable'> {
  title: string;
  /** What will happen, e.g. "This action cannot be undone." */
  children: ReactNode;
  /** @default 'Confirm' */
  confirmLabel?: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  /**
   * `danger` for actions that destroy something.
   * @default 'primary'
   */
  variant?: 'primary' | 'danger';
  /** The confirm action is running: its button shows progress and nothing can close the dialog. */
  isPending?: boolean;
  onConfirm: () => void;
}

/**
 * Asks to confirm an action (role `alertdialog`). Focus starts on Cancel, the safe choice;
 * Escape cancels unless the action is pending.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel: confirmLabelProp,
  cancelLabel: cancelLabelProp,
  variant = 'primary',
  isPending = false,
  onConfirm,
  ...props
}: AlertDialogProps) {
  const strings = useUiStrings();
  const confirmLabel = confirmLabelProp ?? strings.confirm;
  const cancelLabel = cancelLabelProp ?? strings.cancel;
  return (
    <ModalOverlay {...props} isKeyboardDismissDisabled={isPending} className={styles.overlay}>
      <Modal className={styles.modal}>
        <AriaDialog role="alertdialog" className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.heading}>
                {title}
              </Heading>
              <div className={styles.message}>{children}</div>
              <div className={styles.actions}>
                <Button variant="secondary" onPress={close} isDisabled={isPending} autoFocus>
                  {cancelLabel}
                </Button>
                <Button variant={variant} onPress={onConfirm} isPending={isPending}>
                  {confirmLabel}
                </Button>
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
