import { type ExerciseType, LANGUAGES, LEVELS, WRITING_VARIATIONS } from '@lingua/api';
import * as contract from '@lingua/api/contract';
import {
  asksInstructionLanguage,
  type GenerateForm as FormValues,
  generatingLabel,
  numberFields,
  speakingTasks,
} from '@lingua/flows';
import { type MessageId, msg } from '@lingua/i18n';
import { Button, NativeSelect, NumberField, TextArea } from '@lingua/ui';
import { useCharacterCount, useExerciseNames } from '../../features/exercises/names';
import { useText } from '../../i18n/useText';
import * as styles from './GenerateScreen.css';

const options = (values: readonly string[], labelOf: (value: string) => string = (id) => id) =>
  values.map((value) => ({ id: value, label: labelOf(value) }));

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
  const t = useText();
  const names = useExerciseNames();
  const characterCount = useCharacterCount();
  const numberField = (field: keyof typeof numberFields, label: string) => (
    <NumberField
      label={label}
      value={values[field] === '' ? Number.NaN : Number(values[field])}
      onChange={(value) => onChange(field, Number.isNaN(value) ? '' : String(value))}
      minValue={numberFields[field].min}
      maxValue={numberFields[field].max}
      step={1}
      isDisabled={busy}
      description={t('exercises.generate.range', {
        min: numberFields[field].min,
        max: numberFields[field].max,
      })}
    />
  );
  return (
    <form
      className={styles.form}
      aria-label={t('exercises.generate.formLabel', { type: exerciseType })}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextArea
        label={t('exercises.generate.topic')}
        placeholder={t('exercises.generate.topicPlaceholder')}
        formatCount={characterCount}
        maxLength={contract.UserInput.maxLength}
        value={values.user_input}
        onChange={(value) => onChange('user_input', value)}
        isRequired
        validationBehavior="aria"
        isDisabled={busy}
      />
      <div className={styles.row}>
        <NativeSelect
          label={t('exercises.filters.language')}
          placeholder={t('exercises.generate.languagePlaceholder')}
          options={options(LANGUAGES, names.language)}
          value={values.language}
          onChange={(event) => onChange('language', event.target.value)}
          aria-required
          disabled={busy}
        />
        <NativeSelect
          label={t('exercises.filters.level')}
          placeholder={t('exercises.generate.levelPlaceholder')}
          options={options(LEVELS)}
          value={values.level}
          onChange={(event) => onChange('level', event.target.value)}
          aria-required
          disabled={busy}
        />
      </div>
      <div className={styles.row}>
        {exerciseType === 'Writing' && (
          <>
            {numberField('quantity', t('exercises.generate.quantity'))}
            <NativeSelect
              label={t('exercises.generate.variation')}
              options={[
                { id: NO_VARIATION, label: t('exercises.generate.anyVariation') },
                ...options(WRITING_VARIATIONS, names.variation),
              ]}
              value={values.variation || NO_VARIATION}
              onChange={(event) =>
                onChange('variation', event.target.value === NO_VARIATION ? '' : event.target.value)
              }
              disabled={busy}
            />
            {asksInstructionLanguage(values) && (
              <NativeSelect
                label={t('exercises.generate.translateFrom')}
                description={t('exercises.generate.translateFromDescription')}
                options={options(LANGUAGES, names.language)}
                value={values.instruction_language}
                onChange={(event) => onChange('instruction_language', event.target.value)}
                disabled={busy}
              />
            )}
          </>
        )}
        {(exerciseType === 'Reading' || exerciseType === 'Listening') &&
          numberField('questions_quantity', t('exercises.generate.questionsQuantity'))}
        {exerciseType === 'Speaking' && (
          <NativeSelect
            label={t('exercises.generate.speakingTask')}
            options={options(speakingTasks, (task) =>
              t(`exercises.speakingTask.${task}` as MessageId),
            )}
            value={values.speaking_task}
            onChange={(event) => onChange('speaking_task', event.target.value)}
            disabled={busy}
          />
        )}
        {exerciseType === 'Reading' &&
          numberField('quantity_words', t('exercises.generate.wordsQuantity'))}
      </div>
      <div className={styles.submit}>
        <Button type="submit" isDisabled={busy}>
          {t(
            busy
              ? generatingLabel(exerciseType)
              : msg('exercises.generate.submit', { type: exerciseType }),
          )}
        </Button>
      </div>
    </form>
  );
}
