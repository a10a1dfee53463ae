import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  type FieldErrorProps,
  type LabelProps,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import * as styles from '../../styles/field.css';

/** The props every form control shares: a visible label, help text and an error message. */
export interface FieldProps {
  /** Visible label; also the control's accessible name. */
  label?: string;
  /** Help text under the control, announced with it. */
  description?: ReactNode;
  /** Shown when the control is invalid; a function receives react-aria's validation result. */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

export function Label(props: LabelProps) {
  return <AriaLabel {...props} className={styles.label} />;
}

export function Description({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

export function FieldError(props: FieldErrorProps) {
  return <AriaFieldError {...props} className={styles.error} />;
}

/** Label, the control, description and error in the order screen readers and eyes expect. */
export function FieldParts({
  label,
  description,
  errorMessage,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <>
      {label && <Label>{label}</Label>}
      {children}
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}
