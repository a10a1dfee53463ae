import { type FormEvent, useState } from 'react';
import { extraAttempts, timeMultipliers } from '../../contractValues';
import { useUiStrings } from '../../strings/UiStrings';
import { FormFooter } from '../FormFooter/FormFooter';
import { NumberField } from '../NumberField/NumberField';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import * as styles from './AccommodationsForm.css';

export { timeMultipliers };
export type TimeMultiplier = (typeof timeMultipliers)[number];

export interface AccommodationValues {
  timeMultiplier: TimeMultiplier;
  extraAttempts: number;
}

export interface AccommodationsFormProps {
  /** What the student has now. */
  defaultValues: AccommodationValues;
  onSubmit: (values: AccommodationValues) => void;
  onCancel?: () => void;
  /** @default false */
  isPending?: boolean;
  errorMessage?: string;
  /**
   * Most extra attempts a teacher may give.
   * @default 10 (the contract's `ExtraAttempts` maximum)
   */
  maxExtraAttempts?: number;
}

/** A student's extra time and attempts in a room, applied to every assignment of it. */
export function AccommodationsForm({
  defaultValues,
  onSubmit,
  onCancel,
  isPending = false,
  errorMessage,
  maxExtraAttempts = extraAttempts.max,
}: AccommodationsFormProps) {
  const strings = useUiStrings();
  const [values, setValues] = useState(defaultValues);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <form className={styles.root} aria-label={strings.accommodations} onSubmit={submit}>
      <RadioGroup
        label={strings.timeLimit}
        description={strings.timeLimitDescription}
        orientation="horizontal"
        value={String(values.timeMultiplier)}
        onChange={(value) =>
          setValues((v) => ({ ...v, timeMultiplier: Number(value) as TimeMultiplier }))
        }
        isDisabled={isPending}
      >
        {timeMultipliers.map((value) => (
          <Radio key={value} value={String(value)}>
            {strings.timeMultiplier(value)}
          </Radio>
        ))}
      </RadioGroup>
      <NumberField
        label={strings.extraAttempts}
        description={strings.extraAttemptsDescription}
        minValue={extraAttempts.min}
        maxValue={maxExtraAttempts}
        value={values.extraAttempts}
        onChange={(value) =>
          setValues((v) => ({
            ...v,
            extraAttempts: Number.isNaN(value) ? extraAttempts.min : value,
          }))
        }
        isDisabled={isPending}
      />
      <FormFooter
        submitLabel={strings.saveAccommodations}
        isPending={isPending}
        errorMessage={errorMessage}
        onCancel={onCancel}
      />
    </form>
  );
}
