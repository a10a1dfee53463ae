import { NO_MICROPHONE_ANSWER, overrideMachine } from '@lingua/flows';
import {
  Button,
  EmptyState,
  icons,
  Link,
  OverrideForm,
  type ReviewItem,
  SittingReview,
  SittingSummary,
  SkeletonText,
} from '@lingua/ui';
import { useId, useMemo, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { fromPromise } from 'xstate';
import { useInspectedMachine } from '../../app/inspector';
import { loadOnFirstOpen } from '../../app/loadOnFirstOpen';
import { useApi } from '../../app/services';
import { Page } from '../../components/Page/Page';
import {
  type GradebookExercise,
  type GradebookItem,
  type GradebookSittingDetail,
  gradebookCalls,
  useExcuseSitting,
  useSitting,
  useSittingSaved,
} from '../../features/gradebook/queries';
import { RecordingPlayer } from '../../features/gradebook/RecordingPlayer';
import { RecordingTranscript } from '../../features/gradebook/RecordingTranscript';
import { rubricLines } from '../../features/gradebook/rubricLines';
import { type Formatters, useFormat } from '../../i18n/format';
import { NamedLabel, Untranslated, useNamed } from '../../i18n/named';
import { type Translate, useText } from '../../i18n/useText';
import { asDealt, dealtVersions } from './dealtOrder';
import * as styles from './Gradebook.css';
import { verdictOf } from './verdicts';

/** The rubric form (its recorder and machine) loads when a spoken answer is first graded. */
const RubricItem = loadOnFirstOpen(
  () => import('./RubricItem').then((module) => module.RubricItem),
  () => true,
);

interface ItemRef {
  sittingId: string;
  exerciseId: string;
  item: GradebookItem;
  /** A recorded speaking item: the criteria it is graded on, on the rubric. */
  criteria?: GradebookExercise['criteria'];
}

/** The override control of one item, driven by the override machine. */
function OverrideItem({
  sittingId,
  exerciseId,
  item,
  position,
  onDone,
}: ItemRef & { position: number; onDone: () => void }) {
  const t = useText();
  const api = useApi();
  const reportSaved = useSittingSaved();
  const machine = useMemo(
    () =>
      overrideMachine.provide({
        actors: {
          saveOverride: fromPromise(({ input }) => gradebookCalls(api).saveOverride(input)),
        },
        actions: {
          reportSaved: (_, detail) => {
            reportSaved(detail);
            onDone();
          },
        },
      }),
    [api, reportSaved, onDone],
  );
  const [state, send] = useInspectedMachine(machine, {
    input: { sittingId, exerciseId, itemId: item.id, current: verdictOf(item.credit) },
  });
  return (
    <OverrideForm
      current={verdictOf(item.credit)}
      aria-label={t('gradebook.override.formOf', { position })}
      isPending={state.hasTag('busy')}
      errorMessage={state.context.error === null ? undefined : t(state.context.error)}
      onSubmit={(values) => send({ type: 'override.submit', ...values })}
      onCancel={() => {
        send({ type: 'override.cancel' });
        onDone();
      }}
    />
  );
}

/** Every item of every exercise of the sitting, as the student met them. */
function reviewItems(
  detail: GradebookSittingDetail,
  format: Formatters,
  t: Translate,
): (ReviewItem & { ref: ItemRef })[] {
  let position = 0;
  return asDealt(detail).flatMap((exercise) =>
    exercise.items.map((item) => {
      position += 1;
      // A speaking item's answer is its recording's id: the teacher listens to it. A student
      // who could not record answered `no_microphone`: the teacher reads why there is nothing.
      const spoken = exercise.type === 'Speaking';
      const noMicrophone = spoken && item.student_answer === NO_MICROPHONE_ANSWER;
      const recorded = spoken && item.student_answer !== '' && !noMicrophone;
      return {
        id: `${exercise.exercise_id}:${item.id}`,
        ref: {
          sittingId: detail.sitting.attempt_id,
          exerciseId: exercise.exercise_id,
          item,
          ...(recorded ? { criteria: exercise.criteria ?? [] } : {}),
        },
        question: item.question,
        answer: recorded || noMicrophone ? null : item.student_answer || null,
        ...(recorded
          ? {
              spokenAnswer: (
                <>
                  <RecordingPlayer
                    recordingId={item.student_answer}
                    label={t('gradebook.recording.label', { position })}
                  />
                  <RecordingTranscript
                    sittingId={detail.sitting.attempt_id}
                    recordingId={item.student_answer}
                  />
                </>
              ),
            }
          : {}),
        ...(noMicrophone
          ? { spokenAnswer: <span>{t('gradebook.recording.noMicrophone')}</span> }
          : {}),
        verdict: verdictOf(item.credit),
        toCheck: item.to_check,
        feedback: item.feedback,
        tip: item.tip,
        comment: item.overrides.at(-1)?.comment || null,
        rubric: rubricLines(item.rubric, exercise.criteria, t),
        ...(item.rubric?.reply_recording_id
          ? {
              reply: (
                <RecordingPlayer
                  recordingId={item.rubric.reply_recording_id}
                  label={t('gradebook.rubric.replyLabel', { position })}
                />
              ),
            }
          : {}),
        history: item.overrides.map((change, index) => ({
          id: String(index),
          by: change.teacher_name || t('gradebook.teacher'),
          at: format.local(change.at),
          from: verdictOf(change.from),
          to: verdictOf(change.to),
          comment: change.comment,
        })),
        flags: item.flag
          ? [
              {
                id: 'flag',
                by: detail.sitting.student_name,
                at: format.local(item.flag.flagged_at),
                comment: item.flag.note,
              },
            ]
          : [],
      };
    }),
  );
}

/** The version of each exercise the student was dealt (an assignment that deals versions). */
function DealtVersions({ detail }: { detail: GradebookSittingDetail }) {
  const t = useText();
  const headingId = useId();
  const versions = dealtVersions(detail);
  if (versions.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.exerciseTitle}>
        {t('gradebook.versionsDealt')}
      </h2>
      <ul className={styles.versions}>
        {versions.map(({ position, version }) => (
          <li key={position}>
            {version === 0
              ? t('gradebook.versionOriginal', { position })
              : t('gradebook.versionNumber', { position, version })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /rooms/{roomId}/sittings/{sittingId}: one sitting, every answer with its verdict. */
export default function SittingScreen() {
  const t = useText();
  const named = useNamed();
  const format = useFormat();
  const labelPrefix = useId();
  const { roomId = '', sittingId = '' } = useParams<{ roomId: string; sittingId: string }>();
  const [, navigate] = useLocation();
  const sitting = useSitting(sittingId);
  const excuse = useExcuseSitting(sittingId);
  const [editing, setEditing] = useState<string | null>(null);
  const stopEditing = useMemo(() => () => setEditing(null), []);
  const back = (
    <div>
      <Button
        variant="ghost"
        icon={<icons.ChevronLeftIcon />}
        onPress={() => navigate(`/rooms/${roomId}/gradebook`)}
      >
        {t('gradebook.backToGradebook')}
      </Button>
    </div>
  );

  if (sitting.isPending) {
    return (
      <Page title={t('gradebook.sitting')} before={back}>
        <SkeletonText lines={8} />
      </Page>
    );
  }
  if (!sitting.data) {
    return (
      <Page title={t('gradebook.sittingNotFound')} before={back}>
        <EmptyState
          title={t('gradebook.sittingNotFound')}
          headingLevel={2}
          description={t('gradebook.sittingNotFoundHint')}
          action={<Link href={`/rooms/${roomId}/gradebook`}>{t('gradebook.backToGradebook')}</Link>}
        />
      </Page>
    );
  }
  const { sitting: summary } = sitting.data;
  const open = summary.submitted_at === null;
  const items = reviewItems(sitting.data, format, t);
  return (
    <Page
      title={
        summary.student_name
          ? named('gradebook.sittingTitle', {
              name: summary.student_name,
              assignment: summary.assignment_text,
            })
          : named('gradebook.sittingTitleUnnamed', { assignment: summary.assignment_text })
      }
      subtitle={named('gradebook.attemptStarted', {
        attempt: summary.attempt_number,
        started: format.local(summary.started_at),
      })}
      before={back}
      actions={
        !open && (
          <Button
            variant="secondary"
            isPending={excuse.isPending}
            onPress={() => excuse.mutate(!summary.excused)}
          >
            {t(summary.excused ? 'gradebook.countAgain' : 'gradebook.excuse')}
          </Button>
        )
      }
    >
      <SittingSummary
        score={summary.score}
        isLate={summary.late}
        isExcused={summary.excused}
        timeTaken={
          summary.minutes_taken === null
            ? undefined
            : t('gradebook.minutes', { minutes: summary.minutes_taken })
        }
        submittedAt={
          summary.submitted_at ? (
            <Untranslated>{format.local(summary.submitted_at)}</Untranslated>
          ) : undefined
        }
      />
      {excuse.isError && (
        <p role="alert" className={styles.error}>
          {t('gradebook.excuseFailed')}
        </p>
      )}
      {open && <p className={styles.muted}>{t('gradebook.stillOpen')}</p>}
      <DealtVersions detail={sitting.data} />
      <SittingReview
        items={items}
        headingLevel={2}
        showHistory
        renderActions={(item) => {
          if (open) return null;
          const { ref } = item as (typeof items)[number];
          const position = items.findIndex((entry) => entry.id === item.id) + 1;
          const labelId = `${labelPrefix}-${item.id}`;
          if (editing === item.id)
            return ref.criteria ? (
              <RubricItem
                {...ref}
                criteria={ref.criteria}
                position={position}
                onDone={stopEditing}
              />
            ) : (
              <OverrideItem {...ref} position={position} onDone={stopEditing} />
            );
          return (
            <div>
              <Button
                variant="secondary"
                size="small"
                onPress={() => setEditing(item.id)}
                aria-labelledby={labelId}
              >
                {t(ref.criteria ? 'gradebook.rubric.grade' : 'gradebook.changeVerdict')}
              </Button>
              <NamedLabel
                id={labelId}
                message={ref.criteria ? 'gradebook.rubric.gradeOf' : 'gradebook.changeVerdictOf'}
                values={{ question: ref.item.question }}
              />
            </div>
          );
        }}
      />
    </Page>
  );
}
