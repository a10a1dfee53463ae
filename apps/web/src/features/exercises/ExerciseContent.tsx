import type { Exercise, ReviewResponse } from '@lingua/api';
import { type DealtItem, isPassing } from '@lingua/flows';
import type { MessageId } from '@lingua/i18n';
import { Badge, TextField } from '@lingua/ui';
import { useFormat } from '../../i18n/format';
import { useText } from '../../i18n/useText';
import * as styles from './exercise.css';
import { languageDirection, languageTag } from './languages';
import { useExerciseNames } from './names';

/** `lang`/`dir` for a field whose value is written in the exercise's language. */
export function writtenIn(language: string) {
  return { lang: languageTag(language), dir: languageDirection(language) };
}

/**
 * `lang`/`dir` for content in the exercise's language, and `translate="no"`: content stays as
 * written whatever the interface language (and the pseudo-locale check skips it).
 */
export function contentLanguage(language: string) {
  return { ...writtenIn(language), translate: 'no' as const };
}

/** The prompts a student answers: writing items, else the questions. */
export function promptsOf(exercise: Exercise): string[] {
  return (
    (exercise.type === 'Writing' ? exercise.results.Exercises : exercise.results.Questions) ?? []
  );
}

/** Title, badges and the instructions or passage, in the exercise's language. */
export function ExerciseHeader({
  exercise,
  showTranscript,
  headingLevel = 3,
}: {
  exercise: Exercise;
  /** A listening transcript stays hidden until the answers are submitted. */
  showTranscript: boolean;
  headingLevel?: 2 | 3;
}) {
  const t = useText();
  const names = useExerciseNames();
  const Heading = `h${headingLevel}` as const;
  const language = contentLanguage(exercise.language);
  const { Description, Paragraph, Title } = exercise.results;
  const passage = exercise.type === 'Listening' && !showTranscript ? undefined : Paragraph;
  return (
    <div className={styles.stack}>
      <Heading className={styles.title} {...language}>
        {Title}
      </Heading>
      <div className={styles.meta}>
        <Badge tone="accent">{names.type(exercise.type)}</Badge>
        <Badge>{names.language(exercise.language)}</Badge>
        <Badge>
          <span translate="no">{exercise.level}</span>
        </Badge>
      </div>
      {Description && (
        <p className={styles.text} {...language}>
          {Description}
        </p>
      )}
      {passage && (
        <section
          aria-label={t(
            exercise.type === 'Listening' || exercise.results.speaking_task === 'retell'
              ? 'exercises.content.transcript'
              : 'exercises.content.text',
          )}
        >
          <p className={styles.passage} {...language}>
            {passage}
          </p>
        </section>
      )}
    </div>
  );
}

/**
 * A speaking task's terms: how long each answer may last and what the teacher grades it on,
 * in the reader's language.
 */
export function SpeakingTaskDetails({ exercise }: { exercise: Exercise }) {
  const t = useText();
  const { max_duration_seconds: seconds, criteria = [] } = exercise.results;
  if (exercise.type !== 'Speaking') return null;
  return (
    <div className={styles.stack}>
      {seconds !== undefined && (
        <p className={styles.text}>{t('exercises.content.maxDuration', { seconds })}</p>
      )}
      {criteria.length > 0 && (
        <section aria-label={t('exercises.content.criteria')}>
          <p className={styles.muted}>{t('exercises.content.criteria')}</p>
          <ul className={styles.badgeList}>
            {criteria.map((criterion) => (
              <li key={criterion}>
                <Badge>{t(`exercises.criterion.${criterion}` as MessageId)}</Badge>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * One text field per prompt; each prompt is the field's label, in the exercise's language. In a
 * shuffled sitting the prompts come in the order dealt (`dealt`); answers stay by item.
 */
export function AnswerFields({
  exercise,
  answers,
  onChange,
  onBlur,
  isDisabled = false,
  dealt,
}: {
  exercise: Exercise;
  /** One per item, by its id - 1. */
  answers: readonly string[];
  /** `index` is the item's id - 1, whatever the order on screen. */
  onChange: (index: number, value: string) => void;
  /** An answer field lost focus. */
  onBlur?: () => void;
  isDisabled?: boolean;
  /** The items in the order dealt to the sitting, with their prompts as dealt. */
  dealt?: readonly DealtItem[] | undefined;
}) {
  const language = contentLanguage(exercise.language);
  const items =
    dealt?.map((item) => ({ index: item.id - 1, prompt: item.prompt })) ??
    promptsOf(exercise).map((prompt, index) => ({ index, prompt }));
  return (
    <ol className={styles.list}>
      {items.map(({ index, prompt }) => (
        <li key={index} {...language}>
          <TextField
            label={prompt}
            value={answers[index] ?? ''}
            onChange={(value) => onChange(index, value)}
            onBlur={onBlur}
            isDisabled={isDisabled}
          />
        </li>
      ))}
    </ol>
  );
}

/** "Passed" at 70 or more, else "Not passed": the badge says it, not only the colour. */
export function ScoreLine({ score }: { score: number }) {
  const t = useText();
  const format = useFormat();
  const passed = isPassing(score);
  return (
    <p className={styles.score}>
      {t('exercises.score', { score: format.percent(score) })}
      <Badge tone={passed ? 'neutral' : 'danger'}>
        {t(passed ? 'exercises.passed' : 'exercises.notPassed')}
      </Badge>
    </p>
  );
}

/** An item earns all of its credit, half of it (a slip that costs part of the item) or none. */
function VerdictBadge({ item }: { item: ReviewResponse['response'][number] }) {
  const t = useText();
  // Half credited for now; the teacher has the last word, and the feedback says so too.
  if (item.to_check) return <Badge tone="accent">{t('exercises.verdict.toCheck')}</Badge>;
  if (item.is_correct) return <Badge tone="success">{t('exercises.verdict.correct')}</Badge>;
  if (item.credit === 0.5) {
    return <Badge tone="warning">{t('exercises.verdict.halfRight')}</Badge>;
  }
  return <Badge tone="danger">{t('exercises.verdict.incorrect')}</Badge>;
}

/** Each prompt with the student's answer, right or wrong, the feedback and the tip. */
export function ReviewResults({
  exercise,
  answers,
  review,
}: {
  exercise: Exercise;
  answers: readonly string[];
  review: ReviewResponse;
}) {
  const t = useText();
  const language = contentLanguage(exercise.language);
  const prompts = promptsOf(exercise);
  return (
    <ol className={styles.list} aria-label={t('exercises.review.results')}>
      {review.response.map((item) => (
        <li key={item.id} className={styles.result}>
          <p className={styles.resultLine} {...language}>
            {prompts[item.id - 1]}
          </p>
          <p className={styles.resultLine}>
            {t('exercises.review.yourAnswer')}{' '}
            <span {...language}>{answers[item.id - 1] ?? ''}</span>
          </p>
          <p className={styles.resultLine}>
            <VerdictBadge item={item} />
          </p>
          {item.feedback && <p className={styles.resultLine}>{item.feedback}</p>}
          {item.tip && (
            <p className={styles.muted}>
              {t('exercises.review.tip')} {item.tip}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
