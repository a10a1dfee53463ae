import { getLocalTimeZone, today } from '@internationalized/date';
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Button,
  type DateValue,
  Dialog,
  Group,
} from 'react-aria-components';
import { CalendarIcon } from '../../icons/icons';
import * as fieldStyles from '../../styles/field.css';
import * as buttonStyles from '../Button/Button.css';
import { Calendar } from '../Calendar/Calendar';
import { FieldParts, type FieldProps } from '../Field/Field';
import { Popover } from '../Popover/Popover';
import * as styles from './DatePicker.css';
import { DateSegments } from './DateSegments';

export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, 'className' | 'style'>,
    FieldProps {
  /**
   * Allow dates before today; by default the past is disabled, since scheduling in the past
   * makes no sense.
   * @default false
   */
  allowsPast?: boolean;
}

/** A typed date (and optionally time, via `granularity`) with a calendar popover. */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  allowsPast = false,
  minValue,
  ...props
}: DatePickerProps<T>) {
  return (
    <AriaDatePicker
      {...props}
      minValue={minValue ?? (allowsPast ? undefined : today(getLocalTimeZone()))}
      className={fieldStyles.field}
    >
      {({ isDisabled, isInvalid }) => (
        <>
          <FieldParts label={label} description={description} errorMessage={errorMessage}>
            <Group
              isDisabled={isDisabled}
              isInvalid={isInvalid}
              className={`${fieldStyles.inputBox} ${styles.group}`}
            >
              <DateSegments />
              <Button
                className={buttonStyles.root({ variant: 'ghost', size: 'small', iconOnly: true })}
              >
                <CalendarIcon />
              </Button>
            </Group>
          </FieldParts>
          <Popover>
            <Dialog>
              <Calendar />
            </Dialog>
          </Popover>
        </>
      )}
    </AriaDatePicker>
  );
}
