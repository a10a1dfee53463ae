import {
  exercisePosition,
  formatScore,
  forwardLabel,
  NO_MICROPHONE_ANSWER,
  type SolveTemplateInput,
  sittingSaveState,
  solveTemplateMachine,
  solveTitle,
} from '@lingua/flows';
import {
  Badge,
  Button,
  Countdown,
  LightDialog,
  SaveIndicator,
  Spinner,
  scoreTone,
} from '@lingua/ui';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { type ActorOptions, fromPromise } from 'xstate';
import { useInspectedMachine } from '../../app/inspector';
import { preloadLogoutAnswersDialog } from '../../app/logoutAnswersDialogLoad';
import { useApi, useShowToast } from '../../app/services';
import { TextWith } from '../../i18n/TextWith';
import { useText } from '../../i18n/useText';
import { AnswerFields, ExerciseHeader } from '../exercises/ExerciseContent';
import * as styles from '../exercises/exercise.css';
import { exerciseCalls } from '../exercises/exerciseCalls';
import { audioSource } from '../exercises/playAudio';
import { sittingRecordingCalls } from '../speaking/recordingCalls';
import { sittingCalls } from './sittingCalls';
import * as dialogStyles from './TemplateSolveDialog.css';

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

/** The recorders of a speaking task: loaded with the first speaking task a sitting shows. */
const SpokenAnswers = lazy(() =>
  import('../speaking/SpokenAnswers').then((module) => ({ default: module.SpokenAnswers })),
);

/** Timers, and the local time the countdown is computed from (Date.now by default). */
type Clock = NonNullable<ActorOptions<typeof solveTemplateMachine>['clock']> & {
  now?: () => number;
};

/** Solves a template exercise by exercise, timed when it is an assignment, then its average. */
export function TemplateSolveDialog({
  solve,
  onClose,
  onFinished,
  clock,
}: TemplateSolveDialogProps) {
  const t = useText();
  // ui's light dialog: opened at once from a pupil's assignments, without react-aria's overlay
  // code (issue 34); nothing inside it opens a popover.
  return (
    <LightDialog
      title={t(solve ? solveTitle(solve.template.template_name) : 'solve.titleFallback')}
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
    </LightDialog>
  );
}

function SolveTemplate({
  solve,
  onClose,
  onFinished,
  clock,
}: TemplateSolveDialogProps & { solve: SolveTemplateInput }) {
  const t = useText();
  const api = useApi();
  const showToast = useShowToast();
  const { assignmentId } = solve;
  const machine = useMemo(() => {
    const calls = exerciseCalls(api);
    const sitting = sittingCalls(api);
    // Kept answers are the signed-in user's: logout sends them, nobody else reads them.
    const userId = api.session.user()?.id ?? '';
    const recordings = sittingRecordingCalls(api, userId);
    return solveTemplateMachine.provide({
      actors: {
        fetchExercise: fromPromise(({ input }) => calls.get(input.id)),
        resumeAttempt: fromPromise(({ input }) => sitting.resumeAttempt(input)),
        startAttempt: fromPromise(({ input }) => sitting.startAttempt(input)),
        saveAnswers: fromPromise(({ input }) => sitting.saveAnswers(input)),
        readLocalAnswers: fromPromise(({ input }) => sitting.readLocalAnswers(userId, input)),
        keepLocalAnswers: fromPromise(({ input }) =>
          sitting.keepLocalAnswers(userId, { assignmentId, ...input }),
        ),
        reviewAnswer: fromPromise(({ input }) => calls.review(input)),
        updateAttempts: fromPromise(({ input }) => sitting.updateAttempts(input)),
        readLocalRecordings: fromPromise(({ input }) => recordings.readLocalRecordings(input)),
        keepLocalRecording: fromPromise(({ input }) => recordings.keepLocalRecording(input)),
        forgetLocalRecording: fromPromise(({ input }) => recordings.forgetLocalRecording(input)),
        uploadRecording: fromPromise(({ input }) => recordings.uploadRecording(input)),
      },
      actions: {
        showToast: (_, toast) => showToast(toast),
        logError: (_, { message, error }) => console.error(message, error),
      },
    });
  }, [api, showToast, assignmentId]);
  const [state, send] = useInspectedMachine(
    machine,
    clock ? { input: clock.now ? { ...solve, now: clock.now } : solve, clock } : { input: solve },
  );
  const { exercises, index, answers, secondsLeft, timeUp, average, error, attemptId } =
    state.context;
  usePageLifecycle(send);
  // The sitting may keep answers unsent: the logout's dialog about them must work offline.
  useEffect(preloadLogoutAnswersDialog, []);
  const saveState = sittingSaveState(state.context);
  const close = () => {
    send({ type: 'dialog.close' });
    if (state.matches('finished')) onFinished?.();
    onClose();
  };
  const closeButton = (
    <div className={styles.actions}>
      <Button variant="secondary" onPress={close}>
        {t('ui.close')}
      </Button>
    </div>
  );

  if (state.hasTag('loading')) {
    return (
      <div className={styles.stack} aria-busy="true">
        <Spinner label={t('solve.loading')} />
        {closeButton}
      </div>
    );
  }
  if (state.matches('loadFailed')) {
    return (
      <div className={styles.stack}>
        <p role="alert" className={styles.error}>
          {error && t(error)}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={close}>
            {t('ui.close')}
          </Button>
          <Button onPress={() => send({ type: 'load.retry' })}>{t('solve.tryAgain')}</Button>
        </div>
      </div>
    );
  }
  if (state.matches('incomplete') || state.matches('attemptRefused')) {
    return (
      <div className={styles.stack}>
        <p role="alert" className={styles.error}>
          {error && t(error)}
        </p>
        {closeButton}
      </div>
    );
  }
  if (state.matches('finished')) {
    return (
      <div className={styles.stack}>
        {timeUp && <p className={styles.error}>{t('solve.timeUp')}</p>}
        {error && (
          <p role="alert" className={styles.error}>
            {t(error)}
          </p>
        )}
        {average === null ? (
          <p className={styles.muted}>{t('solve.noneEvaluated')}</p>
        ) : (
          <p className={styles.score}>
            <TextWith
              id="solve.average"
              parts={{
                score: (
                  <Badge tone={scoreTone(average)}>
                    <TextWith id="solve.percent" parts={{ value: formatScore(average) }} />
                  </Badge>
                ),
              }}
            />
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
      <p className={styles.muted}>{t(exercisePosition(index, exercises.length))}</p>
      {secondsLeft !== null && (
        <div className={dialogStyles.timing}>
          <Countdown secondsLeft={secondsLeft} />
          {saveState !== 'idle' && <SaveIndicator state={saveState} />}
        </div>
      )}
      {timeUp && (
        <p role="alert" className={styles.error}>
          {t('solve.timeUp')}
        </p>
      )}
      <ExerciseHeader exercise={exercise} showTranscript={false} headingLevel={3} />
      {exercise.type === 'Listening' && exercise.results.audio_base64 && (
        // biome-ignore lint/a11y/useMediaCaption: the transcript is withheld while solving on purpose
        <audio
          controls
          src={audioSource(exercise.results.audio_base64)}
          aria-label={t('solve.audio')}
        />
      )}
      {exercise.type === 'Speaking' && attemptId !== null ? (
        <Suspense fallback={<Spinner label={t('solve.loading')} />}>
          <SpokenAnswers
            exercise={exercise}
            attemptId={attemptId}
            answers={answers[index] ?? []}
            dealt={state.context.dealt[exercise.id]}
            takes={state.context.takes}
            onCaptured={(take) => send({ type: 'recording.captured', take })}
            onNoMicrophone={(at) => {
              // A recording already made stays the answer.
              if ((answers[index]?.[at] ?? '') !== '') return;
              send({ type: 'answer.change', index: at, value: NO_MICROPHONE_ANSWER });
              send({ type: 'answer.blur' });
            }}
          />
        </Suspense>
      ) : (
        <AnswerFields
          exercise={exercise}
          answers={answers[index] ?? []}
          dealt={state.context.dealt[exercise.id]}
          onChange={(at, value) => send({ type: 'answer.change', index: at, value })}
          // Leaving an answer field saves at once.
          onBlur={() => send({ type: 'answer.blur' })}
          isDisabled={locked}
        />
      )}
      <div className={styles.actions}>
        <Button variant="ghost" onPress={close} isDisabled={evaluating}>
          {t('ui.close')}
        </Button>
        {index > 0 && (
          <Button
            variant="secondary"
            onPress={() => send({ type: 'exercise.previous' })}
            isDisabled={locked}
          >
            {t('solve.previous')}
          </Button>
        )}
        {isLast ? (
          <Button
            onPress={() => send({ type: 'template.finish' })}
            isDisabled={evaluating || !state.can({ type: 'template.finish' })}
          >
            {t(forwardLabel(true, evaluating))}
          </Button>
        ) : (
          <Button
            onPress={() => send({ type: 'exercise.next' })}
            isDisabled={locked || !state.can({ type: 'exercise.next' })}
          >
            {t(forwardLabel(false, false))}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * Tells the sitting what the page goes through: hidden or left (save now), visible again or
 * back online (timers may have been throttled: recompute the countdown, send what waits).
 */
function usePageLifecycle(
  send: (
    event: { type: 'page.hide' } | { type: 'clock.wake' } | { type: 'network.online' },
  ) => void,
) {
  useEffect(() => {
    const onVisibility = () =>
      send({ type: document.visibilityState === 'hidden' ? 'page.hide' : 'clock.wake' });
    const onHide = () => send({ type: 'page.hide' });
    const onWake = () => send({ type: 'clock.wake' });
    const onOnline = () => send({ type: 'network.online' });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onWake);
    window.addEventListener('focus', onWake);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onWake);
      window.removeEventListener('focus', onWake);
      window.removeEventListener('online', onOnline);
    };
  }, [send]);
}
