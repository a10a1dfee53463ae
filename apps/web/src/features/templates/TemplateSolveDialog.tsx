import {
  exercisePosition,
  formatScore,
  forwardLabel,
  type SolveTemplateInput,
  solveTemplateMachine,
  solveTitle,
} from '@lingua/flows';
import { Badge, Button, Countdown, Dialog, Spinner, scoreTone } from '@lingua/ui';
import { useMemo } from 'react';
import { type ActorOptions, fromPromise } from 'xstate';
import { useInspectedMachine } from '../../app/inspector';
import { AnswerFields, ExerciseHeader } from '../../features/exercises/ExerciseContent';
import * as styles from '../../features/exercises/exercise.css';
import { exerciseCalls } from '../../features/exercises/exerciseCalls';
import { audioSource } from '../../features/exercises/playAudio';
import { call } from '../../layout/call';
import { useApi, useShowToast } from '../../layout/services';

export interface TemplateSolveDialogProps {
  /**
   * What to solve: `solveFromTemplateCard(template)` or `solveFromAssignment(template,
   * assignment)` from `@lingua/flows`. The dialog is open while there is one.
   */
  solve: SolveTemplateInput | null;
  onClose: () => void;
  /** The answers were evaluated (e.g. to refresh the assignment lists). */
  onFinished?: () => void;
  /** The countdown's clock; stories pass a faster one to reach the time-up state. */
  clock?: Clock;
}

type Clock = NonNullable<ActorOptions<typeof solveTemplateMachine>['clock']>;

/** Solves a template exercise by exercise, timed when it is an assignment, then its average. */
export function TemplateSolveDialog({
  solve,
  onClose,
  onFinished,
  clock,
}: TemplateSolveDialogProps) {
  return (
    <Dialog
      title={solve ? solveTitle(solve.template.template_name) : 'Solving'}
      isOpen={solve !== null}
      // A running evaluation or countdown is closed only by its own buttons.
      isDismissable={false}
    >
      {solve && (
        <SolveTemplate
          key={`${solve.template.id}:${solve.assignmentId}`}
          solve={solve}
          onClose={onClose}
          onFinished={onFinished}
          clock={clock}
        />
      )}
    </Dialog>
  );
}

function SolveTemplate({
  solve,
  onClose,
  onFinished,
  clock,
}: TemplateSolveDialogProps & { solve: SolveTemplateInput }) {
  const api = useApi();
  const showToast = useShowToast();
  const machine = useMemo(() => {
    const calls = exerciseCalls(api);
    return solveTemplateMachine.provide({
      actors: {
        fetchExercise: fromPromise(({ input }) => calls.get(input.id)),
        startAttempt: fromPromise(({ input }) =>
          call(
            api.POST('/assignments/start_attempt/{id}', {
              params: { path: { id: input.assignmentId } },
            }),
          ),
        ),
        reviewAnswer: fromPromise(({ input }) => calls.review(input)),
        updateAttempts: fromPromise(({ input }) =>
          call(
            api.PUT('/assignments/update_attempts/{id}', {
              params: { path: { id: input.assignmentId } },
              body: input.attemptId ? { attempt_id: input.attemptId } : {},
            }),
          ),
        ),
      },
      actions: {
        showToast: (_, toast) => showToast(toast),
        logError: (_, { message, error }) => console.error(message, error),
      },
    });
  }, [api, showToast]);
  const [state, send] = useInspectedMachine(
    machine,
    clock ? { input: solve, clock } : { input: solve },
  );
  const { exercises, index, answers, secondsLeft, timeUp, average, error } = state.context;
  const close = () => {
    send({ type: 'dialog.close' });
    if (state.matches('finished')) onFinished?.();
    onClose();
  };
  const closeButton = (
    <div className={styles.actions}>
      <Button variant="secondary" onPress={close}>
        Close
      </Button>
    </div>
  );

  if (state.hasTag('loading')) {
    return (
      <div className={styles.stack} aria-busy="true">
        <Spinner label="Loading exercises" />
        {closeButton}
      </div>
    );
  }
  if (state.matches('loadFailed')) {
    return (
      <div className={styles.stack}>
        <p role="alert" className={styles.error}>
          {error}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={close}>
            Close
          </Button>
          <Button onPress={() => send({ type: 'load.retry' })}>Try Again</Button>
        </div>
      </div>
    );
  }
  if (state.matches('incomplete') || state.matches('attemptRefused')) {
    return (
      <div className={styles.stack}>
        <p role="alert" className={styles.error}>
          {error}
        </p>
        {closeButton}
      </div>
    );
  }
  if (state.matches('finished')) {
    return (
      <div className={styles.stack}>
        {timeUp && (
          <p className={styles.error}>Time is up! Answers have been submitted automatically.</p>
        )}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        {average === null ? (
          <p className={styles.muted}>No exercise could be evaluated.</p>
        ) : (
          <p className={styles.score}>
            Average score: <Badge tone={scoreTone(average)}>{formatScore(average)}%</Badge>
          </p>
        )}
        {closeButton}
      </div>
    );
  }

  const exercise = exercises[index];
  if (!exercise) return null;
  const evaluating = state.hasTag('busy');
  const isLast = index === exercises.length - 1;
  const locked = evaluating || timeUp;
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{exercisePosition(index, exercises.length)}</p>
      {secondsLeft !== null && <Countdown secondsLeft={secondsLeft} />}
      {timeUp && (
        <p role="alert" className={styles.error}>
          Time is up! Answers have been submitted automatically.
        </p>
      )}
      <ExerciseHeader exercise={exercise} showTranscript={false} headingLevel={3} />
      {exercise.type === 'Listening' && exercise.results.audio_base64 && (
        // biome-ignore lint/a11y/useMediaCaption: the transcript is withheld while solving on purpose
        <audio controls src={audioSource(exercise.results.audio_base64)} aria-label="Audio" />
      )}
      <AnswerFields
        exercise={exercise}
        answers={answers[index] ?? []}
        onChange={(at, value) => send({ type: 'answer.change', index: at, value })}
        isDisabled={locked}
      />
      <div className={styles.actions}>
        <Button variant="ghost" onPress={close} isDisabled={evaluating}>
          Close
        </Button>
        {index > 0 && (
          <Button
            variant="secondary"
            onPress={() => send({ type: 'exercise.previous' })}
            isDisabled={locked}
          >
            Previous
          </Button>
        )}
        {isLast ? (
          <Button
            onPress={() => send({ type: 'template.finish' })}
            isDisabled={evaluating || !state.can({ type: 'template.finish' })}
          >
            {forwardLabel(true, evaluating)}
          </Button>
        ) : (
          <Button
            onPress={() => send({ type: 'exercise.next' })}
            isDisabled={locked || !state.can({ type: 'exercise.next' })}
          >
            {forwardLabel(false, false)}
          </Button>
        )}
      </div>
    </div>
  );
}
