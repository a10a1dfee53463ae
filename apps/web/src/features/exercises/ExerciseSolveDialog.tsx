import type { Exercise } from '@lingua/api';
import { audioToggleLabel, solveExerciseMachine } from '@lingua/flows';
import { Button, Dialog, Spinner } from '@lingua/ui';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useInspectedMachine } from '../../app/inspector';
import { useApi, useShowToast } from '../../app/services';
import { useText } from '../../i18n/useText';
import { AnswerFields, ExerciseHeader, ReviewResults, ScoreLine } from './ExerciseContent';
import * as styles from './exercise.css';
import { playAudio } from './playAudio';
import { exerciseCalls, useOpenedExercise } from './queries';

export interface ExerciseSolveDialogProps {
  /** The exercise to solve, as listed (without its audio); the dialog is open while there is one. */
  exercise: Exercise | null;
  onClose: () => void;
}

/** Solve one exercise: answers, then the score and a result per question. */
export function ExerciseSolveDialog({ exercise, onClose }: ExerciseSolveDialogProps) {
  const t = useText();
  return (
    <Dialog
      title={t('exercises.solve.title')}
      isOpen={exercise !== null}
      onOpenChange={(open) => !open && onClose()}
    >
      {exercise && <OpenedExercise listed={exercise} onClose={onClose} />}
    </Dialog>
  );
}

/** The listed exercise, read whole first when it is a listening one (lists carry no audio). */
function OpenedExercise({ listed, onClose }: { listed: Exercise; onClose: () => void }) {
  const t = useText();
  const opened = useOpenedExercise(listed);
  if (opened.exercise)
    // Keyed so another exercise starts a fresh machine; unmounting stops the audio.
    return <SolveBody key={opened.exercise.id} exercise={opened.exercise} onClose={onClose} />;
  return (
    <div className={styles.stack} aria-busy={opened.isPending}>
      {opened.isError ? (
        <p role="alert" className={styles.error}>
          {t('exercises.solve.loadFailed')}
        </p>
      ) : (
        <Spinner label={t('exercises.solve.loading')} />
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose}>
          {t('ui.close')}
        </Button>
      </div>
    </div>
  );
}

function SolveBody({ exercise, onClose }: { exercise: Exercise; onClose: () => void }) {
  const t = useText();
  const api = useApi();
  const showToast = useShowToast();
  const machine = useMemo(() => {
    const calls = exerciseCalls(api);
    return solveExerciseMachine.provide({
      actors: {
        reviewAnswer: fromPromise(({ input }) => calls.review(input)),
        playAudio,
      },
      actions: { showToast: (_, toast) => showToast(toast) },
    });
  }, [api, showToast]);
  const [state, send] = useInspectedMachine(machine, { input: { exercise } });
  const { answers, review } = state.context;
  const submitting = state.matches('submitting');
  const playing = state.matches({ solving: { audio: 'playing' } });

  if (state.matches('review') && review) {
    return (
      <div className={styles.stack}>
        <ExerciseHeader exercise={exercise} showTranscript />
        <ScoreLine score={review.score} />
        <ReviewResults exercise={exercise} answers={answers} review={review} />
        <div className={styles.actions}>
          <Button
            onPress={() => {
              send({ type: 'dialog.close' });
              onClose();
            }}
          >
            {t('ui.close')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      className={styles.stack}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'answers.submit' });
      }}
    >
      <ExerciseHeader exercise={exercise} showTranscript={false} />
      {exercise.type === 'Listening' && (
        <div>
          <Button
            variant="secondary"
            onPress={() => send({ type: 'audio.toggle' })}
            isDisabled={submitting || !exercise.results.audio_base64}
          >
            {t(audioToggleLabel(playing))}
          </Button>
        </div>
      )}
      <AnswerFields
        exercise={exercise}
        answers={answers}
        onChange={(index, value) => send({ type: 'answer.change', index, value })}
        isDisabled={submitting}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          isPending={submitting}
          pendingLabel={t('exercises.solve.submitting')}
          isDisabled={!submitting && !state.can({ type: 'answers.submit' })}
        >
          {t('exercises.solve.submit')}
        </Button>
      </div>
    </form>
  );
}
