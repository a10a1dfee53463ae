import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { ChevronDownIcon } from '../../icons/icons';
import * as fieldStyles from '../../styles/field.css';
import * as styles from './NativeSelect.css';

export interface NativeSelectOption {
  id: string;
  label: string;
  /** The option's own language, when it is written in one (a language named in itself). */
  lang?: string;
  /** A name as someone wrote it (an assignment's text): never machine-translated. */
  asWritten?: boolean;
}

export interface NativeSelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'style' | 'children'> {
  /** Visible label; also the select's accessible name. */
  label: string;
  options: readonly NativeSelectOption[];
  /** Shown while nothing is chosen (`value=""`); it cannot be chosen back. */
  placeholder?: string;
  /** Help text under the select, announced with it. */
  description?: ReactNode;
}

/**
 * The browser's own select, drawn like `Select`. For pages that must stay light (the sign-in
 * pages, the pre-rendered landing): no popover, listbox or focus scope to download, it works
 * before any script runs, and phones show their own picker.
 */
export function NativeSelect({
  label,
  options,
  placeholder,
  description,
  ...props
}: NativeSelectProps) {
  const descriptionId = useId();
  const field = (
    <label className={fieldStyles.field}>
      <span className={fieldStyles.label}>{label}</span>
      <span className={styles.box}>
        <select
          aria-describedby={description ? descriptionId : undefined}
          {...props}
          className={styles.select}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option
              key={option.id}
              value={option.id}
              lang={option.lang}
              translate={option.asWritten ? 'no' : undefined}
            >
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.chevron} aria-hidden />
      </span>
    </label>
  );
  if (!description) return field;
  // Beside the label, not in it: the label's text is the select's name.
  return (
    <div className={fieldStyles.field}>
      {field}
      <span id={descriptionId} className={fieldStyles.description}>
        {description}
      </span>
    </div>
  );
}
