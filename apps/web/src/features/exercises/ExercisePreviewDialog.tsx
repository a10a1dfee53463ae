import type { Exercise } from '@lingua/api';
import { Button, Dialog } from '@lingua/ui';
import { useText } from '../../i18n/useText';
import { contentLanguage, ExerciseHeader, promptsOf, SpeakingTaskDetails } from './ExerciseContent';
import * as styles from './exercise.css';
import { audioSource } from './playAudio';
import type { ItemVerification } from './queries';

export interface ExercisePreviewDialogProps {
  /** The generated exercise; the dialog is open while there is one. */
  exercise: Exercise | null;
  /** Deleting (Cancel) or refetching after an edit: the buttons wait. */
  isBusy?: boolean;
  /** What the generator wants the teacher to know (no offline text on their topic...). */
  notice?: string | undefined;
  /** A model's exercise: what was checked on each item, and what failed. */
  verification?: ItemVerification[] | undefined;
  onCancel: () => void;
  onEdit: () => void;
  onAccept: () => void;
}

/**
 * The exercise just generated, to keep (Accept), change (Edit) or throw away (Cancel). It
 * cannot be dismissed: every way out says what happens to the exercise.
 */
export function ExercisePreviewDialog({
  exercise,
  isBusy = false,
  notice,
  verification,
  onCancel,
  onEdit,
  onAccept,
}: ExercisePreviewDialogProps) {
  const t = useText();
  return (
    <Dialog title={t('exercises.preview.title')} isOpen={exercise !== null} isDismissable={false}>
      {exercise && (
        <div className={styles.stack}>
          {notice && (
            <p role="note" className={styles.passage}>
              {notice}
            </p>
          )}
          <ExerciseHeader exercise={exercise} showTranscript />
          {exercise.type !== 'Writing' && exercise.results.audio_base64 && (
            // biome-ignore lint/a11y/useMediaCaption: the transcript above is the caption
            <audio
              controls
              src={audioSource(exercise.results.audio_base64)}
              aria-label={t('exercises.content.audio')}
            />
          )}
          <SpeakingTaskDetails exercise={exercise} />
          <section
            aria-label={t(
              exercise.type === 'Writing'
                ? 'exercises.content.exercises'
                : 'exercises.content.questions',
            )}
          >
            <ol className={styles.list}>
              {promptsOf(exercise).map((prompt, index) => {
                const checked = verification?.find((item) => item.id === index + 1);
                return (
                  <li key={index}>
                    <span {...contentLanguage(exercise.language)}>{prompt}</span>
                    {checked && (
                      // The checks are the generator's own notes, in English.
                      <p className={styles.muted}>
                        {checked.problems.length > 0
                          ? t('exercises.preview.notVerified', {
                              problems: checked.problems.join('; '),
                            })
                          : t('exercises.preview.verified', {
                              checks: checked.verified.join(', '),
                            })}
                      </p>
                    )}
                  </li>
                );
              })}
            </ol>
          </section>
          <div className={styles.actions}>
            <Button variant="danger" onPress={onCancel} isDisabled={isBusy}>
              {t('common.cancel')}
            </Button>
            <Button variant="secondary" onPress={onEdit} isDisabled={isBusy}>
              {t('exercises.preview.edit')}
            </Button>
            <Button onPress={onAccept} isDisabled={isBusy}>
              {t('exercises.preview.accept')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
