import type { ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import * as fieldStyles from '../../styles/field.css';
import { FieldParts, type FieldProps } from '../Field/Field';
// Laid out like a radio group: the same label, options and error, only several may be chosen.
import * as styles from '../RadioGroup/RadioGroup.css';

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children'>,
    FieldProps {
  /** The group's `Checkbox`es, each with its `value`. */
  children: ReactNode;
}

/** A few visible options of which any number may be chosen, under one label. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={`${fieldStyles.field} ${styles.group}`}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <div className={styles.options}>{children}</div>
      </FieldParts>
    </AriaCheckboxGroup>
  );
}
