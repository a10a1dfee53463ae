import { overrideMachine } from '@lingua/flows';
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
import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { fromPromise } from 'xstate';
import { useInspectedMachine } from '../../app/inspector';
import {
  type GradebookItem,
  type GradebookSittingDetail,
  gradebookCalls,
  useExcuseSitting,
  useSitting,
  useSittingSaved,
} from '../../features/gradebook/queries';
import { formatLocal } from '../../layout/format';
import { Page } from '../../layout/Page';
import { useApi } from '../../layout/services';
import * as styles from './Gradebook.css';
import { verdictOf } from './verdicts';

interface ItemRef {
  sittingId: string;
  exerciseId: string;
  item: GradebookItem;
}

/** The override control of one item, driven by the override machine. */
function OverrideItem({ sittingId, exerciseId, item, onDone }: ItemRef & { onDone: () => void }) {
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
      aria-label={`Change the verdict of “${item.question}”`}
      isPending={state.hasTag('busy')}
      errorMessage={state.context.error ?? undefined}
      onSubmit={(values) => send({ type: 'override.submit', ...values })}
      onCancel={() => {
        send({ type: 'override.cancel' });
        onDone();
      }}
    />
  );
}

/** Every item of every exercise of the sitting, as the review lists them. */
function reviewItems(detail: GradebookSittingDetail): (ReviewItem & { ref: ItemRef })[] {
  return detail.exercises.flatMap((exercise) =>
    exercise.items.map((item) => ({
      id: `${exercise.exercise_id}:${item.id}`,
      ref: { sittingId: detail.sitting.attempt_id, exerciseId: exercise.exercise_id, item },
      question: item.question,
      answer: item.student_answer || null,
      verdict: verdictOf(item.credit),
      feedback: item.feedback,
      tip: item.tip,
      comment: item.overrides.at(-1)?.comment || null,
      history: item.overrides.map((change, index) => ({
        id: String(index),
        by: change.teacher_name || 'Teacher',
        at: formatLocal(change.at),
        from: verdictOf(change.from),
        to: verdictOf(change.to),
        comment: change.comment,
      })),
      flags: item.flag
        ? [
            {
              id: 'flag',
              by: detail.sitting.student_name,
              at: formatLocal(item.flag.flagged_at),
              comment: item.flag.note,
            },
          ]
        : [],
    })),
  );
}

/** /rooms/{roomId}/sittings/{sittingId}: one sitting, every answer with its verdict. */
export default function SittingScreen() {
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
        Back to the gradebook
      </Button>
    </div>
  );

  if (sitting.isPending) {
    return (
      <Page title="Sitting" before={back}>
        <SkeletonText lines={8} />
      </Page>
    );
  }
  if (!sitting.data) {
    return (
      <Page title="Sitting not found" before={back}>
        <EmptyState
          title="Sitting not found"
          headingLevel={2}
          description="Only the room's teacher can open its sittings. Check the link, or open the sitting from the gradebook."
          action={<Link href={`/rooms/${roomId}/gradebook`}>Back to the gradebook</Link>}
        />
      </Page>
    );
  }
  const { sitting: summary } = sitting.data;
  const open = summary.submitted_at === null;
  const items = reviewItems(sitting.data);
  return (
    <Page
      title={`${summary.student_name || 'Student'} — ${summary.assignment_text}`}
      subtitle={`Attempt ${summary.attempt_number}, started ${formatLocal(summary.started_at)}`}
      before={back}
      actions={
        !open && (
          <Button
            variant="secondary"
            isPending={excuse.isPending}
            onPress={() => excuse.mutate(!summary.excused)}
          >
            {summary.excused ? 'Count this sitting again' : 'Excuse this sitting'}
          </Button>
        )
      }
    >
      <SittingSummary
        score={summary.score}
        isLate={summary.late}
        isExcused={summary.excused}
        timeTaken={summary.minutes_taken === null ? undefined : `${summary.minutes_taken} min`}
        submittedAt={summary.submitted_at ? formatLocal(summary.submitted_at) : undefined}
      />
      {excuse.isError && (
        <p role="alert" className={styles.error}>
          The change was not saved. Check your connection and try again.
        </p>
      )}
      {open && (
        <p className={styles.muted}>
          The student is still working on this sitting. Verdicts can be changed once it is handed
          in.
        </p>
      )}
      <SittingReview
        items={items}
        headingLevel={2}
        showHistory
        renderActions={(item) => {
          if (open) return null;
          const { ref } = item as (typeof items)[number];
          return editing === item.id ? (
            <OverrideItem {...ref} onDone={stopEditing} />
          ) : (
            <div>
              <Button
                variant="secondary"
                size="small"
                onPress={() => setEditing(item.id)}
                aria-label={`Change verdict: ${ref.item.question}`}
              >
                Change verdict
              </Button>
            </div>
          );
        }}
      />
    </Page>
  );
}
