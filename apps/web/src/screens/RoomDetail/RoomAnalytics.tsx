import { BarChart, Card, NativeSelect, StatCard, scoreTone, Table } from '@lingua/ui';
import { memo, useState } from 'react';
import { StatGrid } from '../../components/Page/Page';
import {
  useAccuracyByType,
  useCompletionRates,
  useCompletionTimes,
  useRoomProgress,
  useTopicPerformance,
  useTopStudents,
} from '../../features/metrics/queries';
import { useExerciseTypeName } from '../../i18n/enums';
import { useFormat } from '../../i18n/format';
import { Untranslated } from '../../i18n/named';
import { useText } from '../../i18n/useText';
import * as styles from './RoomDetailScreen.css';
import { roomCompletionRate } from './roomFigures';

// The room page's analytics, one component per section, each subscribed to its own figures: an
// answer arriving re-renders its section only, not the page with its 200-row table.

/** The room's four figures; the student count is the room's own until the metric arrives. */
export function RoomFigures({ roomId, students }: { roomId: string; students: number }) {
  const t = useText();
  const format = useFormat();
  const progress = useRoomProgress(roomId);
  const completion = useCompletionRates(roomId);
  const rate = roomCompletionRate(progress, completion);
  return (
    <StatGrid label={t('rooms.figures')}>
      <StatCard label={t('rooms.totalStudents')} value={progress?.total_students ?? students} />
      <StatCard
        label={t('rooms.detail.totalExercises')}
        value={progress?.total_exercises_assigned ?? 0}
      />
      <StatCard
        label={t('rooms.detail.completionRate')}
        value={rate === null ? t('ui.noData') : format.percent(rate)}
      />
      <StatCard
        label={t('rooms.detail.averageScoreStat')}
        value={
          progress?.average_score == null
            ? t('ui.noData')
            : format.twoDecimals(progress.average_score)
        }
      />
    </StatGrid>
  );
}

export function TopStudentsCard({ roomId }: { roomId: string }) {
  const t = useText();
  const format = useFormat();
  const top = useTopStudents(roomId);
  return (
    <Card title={t('rooms.detail.topStudents')} headingLevel={2}>
      <Table
        aria-label={t('rooms.detail.topStudents')}
        highlightFirstRow
        emptyText={t('rooms.detail.noResults')}
        rows={top.map((student, index) => ({ ...student, id: student.user_id, rank: index + 1 }))}
        columns={[
          { id: 'rank', header: t('rooms.detail.rank'), numeric: true },
          {
            id: 'name',
            header: t('rooms.detail.name'),
            isRowHeader: true,
            render: (s) => {
              const name = [s.first_name, s.last_name].filter(Boolean).join(' ');
              return name ? <Untranslated>{name}</Untranslated> : t('rooms.detail.unnamed');
            },
          },
          {
            id: 'exercises_completed',
            header: t('rooms.detail.exercisesCompleted'),
            numeric: true,
          },
          {
            id: 'avg_score',
            header: t('rooms.detail.averageScore'),
            numeric: true,
            render: (s) => format.twoDecimals(s.avg_score),
          },
          {
            id: 'completion_rate',
            header: t('rooms.detail.completionRateColumn'),
            numeric: true,
            render: (s) => format.percent(s.completion_rate),
          },
        ]}
      />
    </Card>
  );
}

/** Completion per assignment and accuracy per exercise type, side by side. */
export function CompletionAndAccuracy({ roomId }: { roomId: string }) {
  const t = useText();
  const exerciseTypeName = useExerciseTypeName();
  const completion = useCompletionRates(roomId);
  const accuracy = useAccuracyByType(roomId);
  return (
    <div className={styles.sections}>
      <BarChart
        title={t('rooms.detail.assignmentCompletion')}
        labelHeader={t('rooms.detail.assignment')}
        valueHeader={t('rooms.detail.completionRateColumn')}
        items={completion.map((a) => ({
          id: a.assignment_id,
          label: a.assignment_text,
          asWritten: true,
          value: a.completion_rate,
        }))}
      />
      <BarChart
        title={t('rooms.detail.accuracyByType')}
        labelHeader={t('rooms.detail.exerciseType')}
        valueHeader={t('rooms.detail.accuracy')}
        toneOf={scoreTone}
        items={accuracy.map((a) => ({
          id: a.exercise_type,
          label: exerciseTypeName(a.exercise_type),
          value: a.avg_accuracy,
        }))}
      />
    </div>
  );
}

export function TopicsCard({ roomId }: { roomId: string }) {
  const t = useText();
  const topics = useTopicPerformance(roomId);
  return (
    <Card title={t('rooms.detail.topics')} headingLevel={2}>
      <div className={styles.sections}>
        <TopicsChart title={t('rooms.detail.bestTopics')} topics={topics.best_topics} />
        <TopicsChart title={t('rooms.detail.worstTopics')} topics={topics.worst_topics} />
      </div>
    </Card>
  );
}

/** One of the room's topic rankings, each topic with its average score. */
function TopicsChart({
  title,
  topics,
}: {
  title: string;
  topics: readonly { grammar_topic: string; avg_score: number }[];
}) {
  const t = useText();
  return (
    <BarChart
      title={title}
      labelHeader={t('rooms.detail.topic')}
      valueHeader={t('rooms.detail.averageScore')}
      toneOf={scoreTone}
      items={topics.map((t) => ({
        id: t.grammar_topic,
        label: t.grammar_topic,
        asWritten: true,
        value: t.avg_score,
      }))}
    />
  );
}

/**
 * Minutes per student for one assignment, the room's first until the teacher picks another.
 * A row per student (200 in a big room): kept out of the page's re-renders (a dialog opening,
 * the room refreshing), drawn again only for its own figures.
 */
export const CompletionTimeCard = memo(function CompletionTimeCard({ roomId }: { roomId: string }) {
  const t = useText();
  const format = useFormat();
  const completion = useCompletionRates(roomId);
  const [assignmentId, setAssignmentId] = useState<string | null>(null);
  const selected = assignmentId ?? completion[0]?.assignment_id ?? null;
  const times = useCompletionTimes(roomId, selected);
  return (
    <Card title={t('rooms.detail.completionTime')} headingLevel={2}>
      {/* The browser's own select: a plain choice, without react-aria's list box to download. */}
      <NativeSelect
        label={t('rooms.detail.assignment')}
        disabled={completion.length === 0}
        options={
          completion.length === 0
            ? [{ id: '', label: t('rooms.detail.noAssignments') }]
            : completion.map((a) => ({
                id: a.assignment_id,
                label: a.assignment_text,
                asWritten: true,
              }))
        }
        value={selected ?? ''}
        onChange={(event) => setAssignmentId(event.target.value)}
      />
      <Table
        aria-label={t('rooms.detail.completionTimeTable')}
        emptyText={t('ui.noData')}
        rows={times.map((time) => ({ ...time, id: time.username }))}
        columns={[
          {
            id: 'username',
            header: t('rooms.detail.username'),
            isRowHeader: true,
            render: (time) => <Untranslated>{time.username}</Untranslated>,
          },
          {
            id: 'completion_time',
            header: t('rooms.detail.minutes'),
            numeric: true,
            render: (time) =>
              time.completion_time === null
                ? t('rooms.detail.notFinished')
                : format.twoDecimals(time.completion_time),
          },
        ]}
      />
    </Card>
  );
});
