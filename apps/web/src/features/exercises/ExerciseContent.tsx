import type { Exercise, ReviewResponse } from '@lingua/api';
import { formatScore, isPassing } from '@lingua/flows';
import { Badge, TextField } from '@lingua/ui';
import * as styles from './exercise.css';
import { languageDirection, languageTag } from './languages';

/** `lang`/`dir` for text written in the exercise's language. */
export function contentLanguage(language: string) {
  return { lang: languageTag(language), dir: languageDirection(language) };
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
  const Heading = `h${headingLevel}` as const;
  const language = contentLanguage(exercise.language);
  const { Description, Paragraph, Title } = exercise.results;
  const passage = exercise.type === 'Listening' && !showTranscript ? undefined : Paragraph;
  return (
    <div className={styles.stack}>
      <Heading className={styles.title} {...language} translate="no">
        {Title}
      </Heading>
      <div className={styles.meta}>
        <Badge tone="accent">{exercise.type}</Badge>
        <Badge>{exercise.language}</Badge>
        <Badge>{exercise.level}</Badge>
      </div>
      {Description && (
        <p className={styles.text} {...language} translate="no">
          {Description}
        </p>
      )}
      {passage && (
        <section aria-label={exercise.type === 'Listening' ? 'Transcript' : 'Text'}>
          <p className={styles.passage} {...language} translate="no">
            {passage}
          </p>
        </section>
      )}
    </div>
  );
}

/** One text field per prompt; each prompt is the field's label, in the exercise's language. */
export function AnswerFields({
  exercise,
  answers,
  onChange,
  onBlur,
  isDisabled = false,
}: {
  exercise: Exercise;
  answers: readonly string[];
  onChange: (index: number, value: string) => void;
  /** An answer field lost focus. */
  onBlur?: () => void;
  isDisabled?: boolean;
}) {
  const language = contentLanguage(exercise.language);
  return (
    <ol className={styles.list}>
      {promptsOf(exercise).map((prompt, index) => (
        <li key={index} {...language} translate="no">
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
  const passed = isPassing(score);
  return (
    <p className={styles.score}>
      Score: {formatScore(score)}%
      <Badge tone={passed ? 'neutral' : 'danger'}>{passed ? 'Passed' : 'Not passed'}</Badge>
    </p>
  );
}

/** An item earns all of its credit, half of it (a slip that costs part of the item) or none. */
function VerdictBadge({ item }: { item: ReviewResponse['response'][number] }) {
  if (item.is_correct) return <Badge tone="success">Correct</Badge>;
  if (item.credit === 0.5) return <Badge tone="warning">Half right</Badge>;
  return <Badge tone="danger">Incorrect</Badge>;
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
  const language = contentLanguage(exercise.language);
  const prompts = promptsOf(exercise);
  return (
    <ol className={styles.list} aria-label="Results">
      {review.response.map((item) => (
        <li key={item.id} className={styles.result}>
          <p className={styles.resultLine} {...language}>
            {prompts[item.id - 1]}
          </p>
          <p className={styles.resultLine}>
            Your answer: <span {...language}>{answers[item.id - 1] ?? ''}</span>
          </p>
          <p className={styles.resultLine}>
            <VerdictBadge item={item} />
          </p>
          {item.feedback && <p className={styles.resultLine}>{item.feedback}</p>}
          {item.tip && <p className={styles.muted}>Tip: {item.tip}</p>}
        </li>
      ))}
    </ol>
  );
}
