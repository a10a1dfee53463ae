import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
} from 'react-aria-components';
import { useUiStrings } from '../../strings/UiStrings';
import { CloseButton } from '../Button/CloseButton';
import * as styles from './Toast.css';

export interface ToastContent {
  title: string;
  description?: string;
  /**
   * `danger` for errors and destructive outcomes.
   * @default 'neutral'
   */
  tone?: 'success' | 'danger' | 'warning' | 'neutral';
}

/** Create one queue per app; `queue.add({ title, tone }, { timeout: 5000 })` shows a toast. */
export function createToastQueue(maxVisibleToasts = 4) {
  return new AriaToastQueue<ToastContent>({ maxVisibleToasts });
}

export type ToastQueue = ReturnType<typeof createToastQueue>;

export interface ToastRegionProps {
  queue: ToastQueue;
  /**
   * Name of the landmark holding the toasts.
   * @default 'Notifications'
   */
  'aria-label'?: string;
  /** @default 'Close' */
  closeLabel?: string;
}

/**
 * Where toasts appear: a landmark (F6 reaches it) whose toasts are announced by screen readers
 * and stay while hovered or focused.
 */
export function ToastRegion({
  queue,
  'aria-label': ariaLabelProp,
  closeLabel: closeLabelProp,
}: ToastRegionProps) {
  const strings = useUiStrings();
  const ariaLabel = ariaLabelProp ?? strings.notifications;
  const closeLabel = closeLabelProp ?? strings.close;
  return (
    <AriaToastRegion queue={queue} aria-label={ariaLabel} className={styles.region}>
      {({ toast }) => (
        <AriaToast
          toast={toast}
          className={styles.toast({ tone: toast.content.tone ?? 'neutral' })}
        >
          <AriaToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description && (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            )}
          </AriaToastContent>
          <CloseButton slot="close" aria-label={closeLabel} />
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
