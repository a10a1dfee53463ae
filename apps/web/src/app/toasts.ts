import type { Toast } from '@lingua/flows';
import { createToastQueue, type ToastContent } from '@lingua/ui';
import type { Translate } from '../i18n/useText';

/** How long a toast stays unless hovered or focused; long enough to read two sentences. */
const TOAST_TIMEOUT_MS = 6000;

export type ToastQueue = ReturnType<typeof createToastQueue>;

/** The app's one toast queue: its toasts outlive the page that raised them (login -> dashboard). */
export function createAppToasts(): ToastQueue {
  return createToastQueue();
}

/**
 * A flows toast in ui's terms, in the reader's language: the spec's red ("destructive") toast
 * is the danger tone.
 */
export function toToastContent(toast: Toast, t: Translate): ToastContent {
  const content: ToastContent = {
    title: t(toast.title),
    tone: toast.variant === 'destructive' ? 'danger' : 'success',
  };
  return toast.description === undefined
    ? content
    : { ...content, description: t(toast.description) };
}

export function addToast(queue: ToastQueue, toast: Toast, t: Translate): void {
  queue.add(toToastContent(toast, t), { timeout: TOAST_TIMEOUT_MS });
}
