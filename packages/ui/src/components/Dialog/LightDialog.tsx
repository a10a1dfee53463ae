import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { useUiStrings } from '../../strings/UiStrings';
import { CloseButton } from '../Button/CloseButton';
import * as styles from './Dialog.css';

export interface LightDialogProps {
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  children: ReactNode;
  isOpen: boolean;
  /** Called with `false` when Escape, a click outside or the close button closes it. */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Whether Escape, a click outside and the close button can close it.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Name of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * `alertdialog` asks to confirm an action: it has no close button and a click outside does not
   * close it (its own buttons answer it); Escape still does while `isDismissable`.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog drawn and named as `Dialog`, without react-aria's overlay code (its modal,
 * focus scope, outside hiding and scroll lock: about 12 KB gzip) for a dialog a first view opens
 * at once (the template-solving dialog): the page behind is made `inert` (out of reach of
 * pointer, keyboard and screen readers), Tab cycles inside it, the focus goes to the dialog as
 * it opens (or to the control inside marked `autoFocus`) and back to where it was as it closes,
 * the page does not scroll. Controlled only (`isOpen`); a dialog with pickers or popovers inside
 * keeps `Dialog`.
 */
export function LightDialog({ isOpen, ...props }: LightDialogProps) {
  if (!isOpen) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

/** What Tab reaches in the dialog. */
const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), audio[controls], video[controls], [contenteditable]:not([contenteditable="false"]), [tabindex]:not([tabindex="-1"])';

function OpenDialog({
  title,
  children,
  onOpenChange,
  isDismissable = true,
  closeLabel: closeLabelProp,
  role = 'dialog',
}: Omit<LightDialogProps, 'isOpen'>) {
  const isAlert = role === 'alertdialog';
  const strings = useUiStrings();
  const titleId = useId();
  const overlay = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLElement>(null);
  const close = () => onOpenChange?.(false);

  useLayoutEffect(() => {
    const own = overlay.current;
    if (!own) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Toasts and react-aria's announcements stay reachable, as they do beside react-aria's modal.
    const behind = [...document.body.children].filter(
      (element) =>
        element !== own &&
        !element.hasAttribute('inert') &&
        !element.hasAttribute('data-react-aria-top-layer') &&
        !element.hasAttribute('data-live-announcer'),
    );
    for (const element of behind) element.setAttribute('inert', '');
    const root = document.documentElement;
    const { overflow, scrollbarGutter } = root.style;
    // The page keeps its width where a scroll bar goes away.
    if (window.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable';
    root.style.overflow = 'hidden';
    const section = dialog.current;
    section?.focus({ preventScroll: true });
    // A focused button that goes (or is disabled) would leave the focus on the page behind: it
    // comes back to the dialog, from where Tab goes on to the first thing inside.
    const keepFocus = new MutationObserver(() => {
      const focused = document.activeElement;
      if (section && (!focused || focused === document.body))
        section.focus({ preventScroll: true });
    });
    if (section) {
      keepFocus.observe(section, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['disabled'],
      });
    }
    return () => {
      keepFocus.disconnect();
      for (const element of behind) element.removeAttribute('inert');
      root.style.overflow = overflow;
      root.style.scrollbarGutter = scrollbarGutter;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      if (isDismissable) close();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const inside = [...dialog.current.querySelectorAll<HTMLElement>(tabbable)].filter(
      (element) => element.getClientRects().length > 0,
    );
    const first = inside[0];
    const last = inside.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (isDismissable && !isAlert && event.target === event.currentTarget) close();
  };

  return (
    // A click on the dimmed page closes a dismissable dialog; Escape does it from the keyboard.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the dialog's onKeyDown takes Escape
    // biome-ignore lint/a11y/noStaticElementInteractions: the overlay is the page behind
    <div ref={overlay} className={styles.overlay} onClick={onOverlayClick}>
      <div className={styles.modal}>
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both modal */}
        <section
          ref={dialog}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={styles.dialog}
          onKeyDown={onKeyDown}
        >
          <h3 id={titleId} className={styles.heading}>
            {title}
          </h3>
          {isDismissable && !isAlert && (
            <span className={styles.close}>
              <CloseButton aria-label={closeLabelProp ?? strings.close} onPress={close} />
            </span>
          )}
          {children}
        </section>
      </div>
    </div>
  );
}
