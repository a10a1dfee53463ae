import { type ExerciseType, LANGUAGES, LEVELS, WRITING_VARIATIONS } from '@lingua/api';
import {
  asksInstructionLanguage,
  type GenerateForm as FormValues,
  generatingLabel,
  numberFields,
} from '@lingua/flows';
import { Button, NumberField, Select, TextArea } from '@lingua/ui';
import * as styles from './GenerateScreen.css';

const options = (values: readonly string[]) => values.map((value) => ({ id: value, label: value }));

const NO_VARIATION = 'none';

interface GenerateFormProps {
  exerciseType: ExerciseType;
  values: FormValues;
  busy: boolean;
  onChange: (field: keyof FormValues, value: string) => void;
  onSubmit: () => void;
}

/**
 * One tab's generation form. Required fields are marked for assistive technology only, so an
 * incomplete submit reaches the flow and its "Missing Information" toast.
 */
export function GenerateForm({
  exerciseType,
  values,
  busy,
  onChange,
  onSubmit,
}: GenerateFormProps) {
  const numberField = (field: keyof typeof numberFields, label: string) => (
    <NumberField
      label={label}
      value={values[field] === '' ? Number.NaN : Number(values[field])}
      onChange={(value) => onChange(field, Number.isNaN(value) ? '' : String(value))}
      minValue={numberFields[field].min}
      maxValue={numberFields[field].max}
      step={1}
      isDisabled={busy}
      description={`${numberFields[field].min} to ${numberFields[field].max}`}
    />
  );
  return (
    <form
      className={styles.form}
      aria-label={`Generate a ${exerciseType} exercise`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextArea
        label="Topic & Instructions"
        placeholder="e.g. Past tense verbs while travelling in Spain"
        value={values.user_input}
        onChange={(value) => onChange('user_input', value)}
        isRequired
        validationBehavior="aria"
        isDisabled={busy}
      />
      <div className={styles.row}>
        <Select
          label="Language"
          placeholder="Select a language"
          options={options(LANGUAGES)}
          selectedKey={values.language || null}
          onSelectionChange={(key) => onChange('language', String(key ?? ''))}
          isRequired
          validationBehavior="aria"
          isDisabled={busy}
        />
        <Select
          label="Level"
          placeholder="Select a level"
          options={options(LEVELS)}
          selectedKey={values.level || null}
          onSelectionChange={(key) => onChange('level', String(key ?? ''))}
          isRequired
          validationBehavior="aria"
          isDisabled={busy}
        />
      </div>
      <div className={styles.row}>
        {exerciseType === 'Writing' && (
          <>
            {numberField('quantity', 'Number of Exercises')}
            <Select
              label="Variation"
              options={[{ id: NO_VARIATION, label: 'Any' }, ...options(WRITING_VARIATIONS)]}
              selectedKey={values.variation || NO_VARIATION}
              onSelectionChange={(key) =>
                onChange('variation', key === NO_VARIATION ? '' : String(key ?? ''))
              }
              isDisabled={busy}
            />
            {asksInstructionLanguage(values) && (
              <Select
                label="Translate from"
                description="The language Translations are written in"
                options={options(LANGUAGES)}
                selectedKey={values.instruction_language}
                onSelectionChange={(key) =>
                  onChange('instruction_language', String(key ?? 'English'))
                }
                isDisabled={busy}
              />
            )}
          </>
        )}
        {exerciseType !== 'Writing' && numberField('questions_quantity', 'Number of Questions')}
        {exerciseType === 'Reading' && numberField('quantity_words', 'Number of Words')}
      </div>
      <div className={styles.submit}>
        <Button type="submit" isDisabled={busy}>
          {busy ? generatingLabel(exerciseType) : `Generate ${exerciseType} Exercise`}
        </Button>
      </div>
    </form>
  );
}
