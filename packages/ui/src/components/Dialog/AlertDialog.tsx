import type { ReactNode } from 'react';
import { useUiStrings } from '../../strings/UiStrings';
import { Button } from '../Button/Button';
import * as styles from './Dialog.css';
import { LightDialog } from './LightDialog';

export interface AlertDialogProps {
  title: string;
  /** What will happen, e.g. "This action cannot be undone." */
  children: ReactNode;
  isOpen: boolean;
  /** Called with `false` when Cancel or Escape closes it. */
  onOpenChange?: (isOpen: boolean) => void;
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
 * Escape cancels unless the action is pending. Drawn on `LightDialog`: a sitting fetches the
 * logout's confirmation with its first view, so it must not bring react-aria's modal code.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel: confirmLabelProp,
  cancelLabel: cancelLabelProp,
  variant = 'primary',
  isPending = false,
  onConfirm,
  isOpen,
  onOpenChange,
}: AlertDialogProps) {
  const strings = useUiStrings();
  const confirmLabel = confirmLabelProp ?? strings.confirm;
  const cancelLabel = cancelLabelProp ?? strings.cancel;
  return (
    <LightDialog
      role="alertdialog"
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isPending}
    >
      <div className={styles.message}>{children}</div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onPress={() => onOpenChange?.(false)}
          isDisabled={isPending}
          autoFocus
        >
          {cancelLabel}
        </Button>
        <Button variant={variant} onPress={onConfirm} isPending={isPending}>
          {confirmLabel}
        </Button>
      </div>
    </LightDialog>
  );
}
