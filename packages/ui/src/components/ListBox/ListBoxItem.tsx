import { ListBoxItem as AriaListBoxItem, type ListBoxItemProps } from 'react-aria-components';
import { CheckIcon } from '../../icons/icons';
import * as styles from './ListBox.css';

/** One option of a Select or ComboBox, with a tick when selected. */
export function ListBoxItem({ children, ...props }: Omit<ListBoxItemProps, 'className'>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaListBoxItem {...props} textValue={textValue} className={styles.item}>
      {(renderProps) => (
        <>
          {typeof children === 'function' ? children(renderProps) : children}
          <span className={styles.check}>
            <CheckIcon />
          </span>
        </>
      )}
    </AriaListBoxItem>
  );
}

/** The option shape Select and ComboBox take; `id` is what gets selected. */
export interface Option {
  id: string;
  label: string;
  isDisabled?: boolean;
  /** The label is a name or content (an assignment's title): shown as written, `translate="no"`. */
  asWritten?: boolean;
}
