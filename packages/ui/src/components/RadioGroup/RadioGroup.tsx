import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import * as fieldStyles from '../../styles/field.css';
import * as checkbox from '../Checkbox/Checkbox.css';
import { FieldParts, type FieldProps } from '../Field/Field';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'>,
    FieldProps {
  children: ReactNode;
}

/** One choice among a few visible options; arrow keys move between them. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={`${fieldStyles.field} ${styles.group}`}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <div className={styles.options}>{children}</div>
      </FieldParts>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

export function Radio({ children, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={checkbox.root}>
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </AriaRadio>
  );
}
