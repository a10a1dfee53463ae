import {
  TimeField as AriaTimeField,
  type TimeFieldProps as AriaTimeFieldProps,
  type TimeValue,
} from 'react-aria-components';
import * as fieldStyles from '../../styles/field.css';
import { DateSegments } from '../DatePicker/DateSegments';
import { FieldParts, type FieldProps } from '../Field/Field';

export interface TimeFieldProps<T extends TimeValue>
  extends Omit<AriaTimeFieldProps<T>, 'className' | 'style'>,
    FieldProps {}

/** A time of day typed segment by segment (hour, minute, AM/PM in 12-hour locales). */
export function TimeField<T extends TimeValue>({
  label,
  description,
  errorMessage,
  ...props
}: TimeFieldProps<T>) {
  return (
    <AriaTimeField {...props} className={fieldStyles.field}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <div className={fieldStyles.inputBox}>
          <DateSegments />
        </div>
      </FieldParts>
    </AriaTimeField>
  );
}
