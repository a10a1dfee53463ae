import {
  Calendar as AriaCalendar,
  type CalendarProps as AriaCalendarProps,
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  type DateValue,
  Heading,
} from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons';
import * as buttonStyles from '../Button/Button.css';
import * as styles from './Calendar.css';

const navButton = buttonStyles.root({ variant: 'ghost', size: 'small', iconOnly: true });

export type CalendarProps<T extends DateValue> = Omit<AriaCalendarProps<T>, 'className' | 'style'>;

/**
 * A month grid. Days before `minValue` are disabled (struck through and skipped by the
 * keyboard); pass today to forbid the past.
 */
export function Calendar<T extends DateValue>(props: CalendarProps<T>) {
  return (
    <AriaCalendar {...props} className={styles.calendar}>
      <div className={styles.header}>
        {/* react-aria names these "Previous" and "Next" in the user's language. */}
        <Button slot="previous" className={navButton}>
          <ChevronLeftIcon />
        </Button>
        <Heading className={styles.heading} />
        <Button slot="next" className={navButton}>
          <ChevronRightIcon />
        </Button>
      </div>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => <CalendarCell date={date} className={styles.cell} />}
        </CalendarGridBody>
      </CalendarGrid>
    </AriaCalendar>
  );
}
