import type { ReactNode } from 'react';
import { useUiStrings } from '../../strings/UiStrings';
import { Button } from '../Button/Button';
import * as styles from './FormFooter.css';

export interface FormFooterProps {
  submitLabel: string;
  /** @default false */
  isPending?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Why the last save failed, in words the person can act on. */
  errorMessage?: string;
  onCancel?: () => void;
  /** Buttons between Save and Cancel (e.g. Remove). */
  children?: ReactNode;
}

/** The end of the gradebook's forms: a failure message, Save, any extra button, Cancel. */
export function FormFooter({
  submitLabel,
  isPending = false,
  isDisabled = false,
  errorMessage,
  onCancel,
  children,
}: FormFooterProps) {
  const strings = useUiStrings();
  return (
    <>
      {errorMessage && (
        <p role="alert" className={styles.error}>
          {errorMessage}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          isDisabled={isDisabled}
          isPending={isPending}
          pendingLabel={strings.savingPending}
        >
          {submitLabel}
        </Button>
        {children}
        {onCancel && (
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            {strings.cancel}
          </Button>
        )}
      </div>
    </>
  );
}
