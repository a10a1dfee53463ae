import { DateInput, DateSegment } from 'react-aria-components';
import * as fieldStyles from '../../styles/field.css';
import * as styles from './DatePicker.css';

/** The editable day/month/year (and time) parts of DatePicker and TimeField. */
export function DateSegments() {
  return (
    <DateInput className={`${fieldStyles.bareInput} ${styles.dateInput}`}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  );
}
