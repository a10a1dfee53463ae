import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from './AppShell.css';

export interface AppShellDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's name. */
  label: string;
  children: ReactNode;
}

/**
 * The phone's menu (below 768px): the sidebar as a modal drawer over a dimmed page. Tab stays
 * inside it; Escape and the overlay close it and give the focus back. AppShell loads it the first
 * time it opens, so no first view downloads react-aria's modal code.
 */
export function AppShellDrawer({ isOpen, onOpenChange, label, children }: AppShellDrawerProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.drawer}>
        <Dialog aria-label={label} className={styles.drawerContent}>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
