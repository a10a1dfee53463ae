import type { ReactNode } from 'react';
import { useText } from '../../i18n/useText';
import { AlertDialogOnFirstOpen as AlertDialog } from '../AlertDialogOnFirstOpen/AlertDialogOnFirstOpen';

interface ConfirmDeleteDialogProps<T> {
  title: string;
  /** What is about to be deleted; the dialog is open while there is one. */
  item: T | null;
  onCancel: () => void;
  isPending: boolean;
  onConfirm: (item: T) => void;
  /** What deleting it means, said before the user confirms. */
  children: (item: T) => ReactNode;
}

/** The danger confirmation every delete button opens. */
export function ConfirmDeleteDialog<T>({
  title,
  item,
  onCancel,
  isPending,
  onConfirm,
  children,
}: ConfirmDeleteDialogProps<T>) {
  const t = useText();
  return (
    <AlertDialog
      title={title}
      isOpen={item !== null}
      onOpenChange={(open) => !open && onCancel()}
      variant="danger"
      confirmLabel={t('layout.delete')}
      isPending={isPending}
      onConfirm={() => item !== null && onConfirm(item)}
    >
      {item !== null && children(item)}
    </AlertDialog>
  );
}
