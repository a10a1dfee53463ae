import type { Assignment, components } from '@lingua/api';
import * as contract from '@lingua/api/contract';
import { Button, Dialog, type ReviewItem, SittingReview, SkeletonText, TextArea } from '@lingua/ui';
import { useState } from 'react';
import { useNamed } from '../../i18n/named';
import { type Translate, useText } from '../../i18n/useText';
import * as styles from '../exercises/exercise.css';
import { useOwnAnswers } from '../exercises/queries';
import { useTemplate } from '../templates/queries';
import { useFlagQuestion } from './queries';
import { RecordingPlayer } from './RecordingPlayer';
import { rubricLines } from './rubricLines';

type AnswerRecord = components['schemas']['UserAnswerRecord'];

interface FlaggableItem extends ReviewItem {
  sittingId: string | undefined;
  exerciseId: string;
  itemId: number;
  flagged: boolean;
}

const verdictOf = (credit: number | undefined, isCorrect: boolean) => {
  const value = credit ?? (isCorrect ? 1 : 0);
  if (value >= 1) return 'correct' as const;
  return value > 0 ? ('half' as const) : ('wrong' as const);
};

/** The student's answers of one exercise beside its verdicts and the teacher's comments. */
function itemsOf(exerciseId: string, record: AnswerRecord, t: Translate): FlaggableItem[] {
  const asked =
    record.user_answer.Exercises?.map((e) => ({
      id: e.id,
      question: e.question,
      answer: e.answer,
    })) ??
    record.user_answer.Questions?.map((q) => ({
      id: q.id,
      question: q.question,
      answer: q.user_answer,
    })) ??
    [];
  const spoken = record.exercise_type === 'Speaking';
  return record.response.map((review) => {
    const item = asked.find((a) => a.id === review.id);
    // A spoken answer is its recording's id: the student plays it back.
    const recordingId = spoken ? item?.answer || null : null;
    const replyId = review.rubric?.reply_recording_id;
    return {
      id: `${exerciseId}:${review.id}`,
      sittingId: record.attempt_id,
      exerciseId,
      itemId: review.id,
      flagged: review.flagged === true,
      question: item?.question ?? t('ui.questionNumber', { position: review.id }),
      answer: spoken ? null : item?.answer || null,
      ...(recordingId
        ? {
            spokenAnswer: (
              <RecordingPlayer
                recordingId={recordingId}
                label={t('gradebook.recording.label', { position: review.id })}
              />
            ),
          }
        : {}),
      rubric: rubricLines(review.rubric, undefined, t),
      ...(replyId
        ? {
            reply: (
              <RecordingPlayer
                recordingId={replyId}
                label={t('gradebook.review.reply', { position: review.id })}
              />
            ),
          }
        : {}),
      verdict: verdictOf(review.credit, review.is_correct),
      toCheck: review.to_check === true,
      feedback: review.feedback,
      tip: review.tip,
      comment: review.teacher_comment?.comment || null,
      flags: review.flagged ? [{ id: 'mine', at: '' }] : [],
    };
  });
}

/** "Flag this question": a short note on what seems wrong, sent to the teacher. */
function FlagControl({ item }: { item: FlaggableItem }) {
  const t = useText();
  const flag = useFlagQuestion();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  if (!item.sittingId || item.flagged) return null;
  if (!open) {
    return (
      <div>
        <Button variant="secondary" size="small" onPress={() => setOpen(true)}>
          {t('gradebook.flag.button')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <TextArea
        label={t('gradebook.flag.label')}
        description={t('gradebook.flag.hint')}
        value={note}
        onChange={setNote}
        maxLength={contract.FlagRequest.properties.note.maxLength}
        rows={2}
      />
      {flag.isError && (
        <p role="alert" className={styles.error}>
          {t('gradebook.flag.failed')}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          size="small"
          isPending={flag.isPending}
          onPress={() =>
            flag.mutate({
              sittingId: item.sittingId ?? '',
              exerciseId: item.exerciseId,
              itemId: item.itemId,
              note: note.trim(),
            })
          }
        >
          {t('gradebook.flag.send')}
        </Button>
        <Button variant="secondary" size="small" onPress={() => setOpen(false)}>
          {t('common.cancel')}
        </Button>
      </div>
    </div>
  );
}

function ReviewBody({ assignment }: { assignment: Assignment }) {
  const t = useText();
  const template = useTemplate(assignment.template_id);
  const ids = template.data?.exercises_id_list ?? [];
  const records = useOwnAnswers(ids);
  if (template.isPending || records.some((r) => r.isPending)) return <SkeletonText lines={6} />;
  if (template.isError) {
    return (
      <p role="alert" className={styles.error}>
        {t('gradebook.review.failed')}
      </p>
    );
  }
  const items = ids.flatMap((id, index) => {
    const record = records[index]?.data;
    return record ? itemsOf(id, record, t) : [];
  });
  if (items.length === 0) {
    return <p className={styles.muted}>{t('gradebook.review.empty')}</p>;
  }
  return (
    <SittingReview
      items={items}
      renderActions={(item) => <FlagControl item={item as FlaggableItem} />}
    />
  );
}

/** The student's review of an assignment: verdicts, feedback, the teacher's comments, flags. */
export function StudentReviewDialog({
  assignment,
  onClose,
}: {
  assignment: Assignment | null;
  onClose: () => void;
}) {
  const named = useNamed();
  return (
    <Dialog
      title={named('gradebook.review.title', { name: assignment?.assignment_text ?? '' })}
      isOpen={assignment !== null}
      onOpenChange={(open) => !open && onClose()}
    >
      {assignment && <ReviewBody assignment={assignment} />}
    </Dialog>
  );
}
