import {
  Badge,
  BarChart,
  Button,
  Card,
  EmptyState,
  icons,
  Link,
  Select,
  SkeletonText,
  StatCard,
  scoreTone,
  Table,
} from '@lingua/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import {
  useAccuracyByType,
  useCompletionRates,
  useCompletionTimes,
  useRoomProgress,
  useTopicPerformance,
  useTopStudents,
} from '../../features/metrics/queries';
import { clearRooms, useRoom } from '../../features/rooms/queries';
import { formatPercent, twoDecimals } from '../../layout/format';
import { Page, StatGrid } from '../../layout/Page';
import { RefreshButton } from '../../layout/RefreshButton';
import { useShowToast } from '../../layout/services';
import { useRole } from '../../layout/useRole';
import { InviteStudentsDialog } from './InviteStudentsDialog';
import { JoinCodeCard } from './JoinCodeCard';
import { LeaveRoom } from './LeaveRoom';
import * as styles from './RoomDetailScreen.css';
import { roomCompletionRate } from './roomFigures';
import { StudentsDialog } from './StudentsDialog';

/** One of the room's topic rankings, each topic with its average score. */
function TopicsChart({
  title,
  topics,
}: {
  title: string;
  topics: readonly { grammar_topic: string; avg_score: number }[];
}) {
  return (
    <BarChart
      title={title}
      labelHeader="Topic"
      valueHeader="Average score"
      toneOf={scoreTone}
      items={topics.map((t) => ({
        id: t.grammar_topic,
        label: t.grammar_topic,
        value: t.avg_score,
      }))}
    />
  );
}

const percentOrNone = (value: number | null) => (value === null ? 'No data' : formatPercent(value));

/** /rooms/{roomId}: the room's figures, rankings and charts; teachers manage its students. */
export default function RoomDetailScreen() {
  const { roomId = '' } = useParams<{ roomId: string }>();
  const queryClient = useQueryClient();
  const showToast = useShowToast();
  const [, navigate] = useLocation();
  const { isTeacher, user } = useRole();
  const [dialog, setDialog] = useState<'students' | 'invite' | null>(null);
  const [assignmentId, setAssignmentId] = useState<string | null>(null);

  const room = useRoom(roomId);
  useEffect(() => {
    if (room.isError) {
      showToast({
        title: 'Error',
        description: 'Failed to load room details.',
        variant: 'destructive',
      });
    }
  }, [room.isError, showToast]);

  const progress = useRoomProgress(roomId);
  const top = useTopStudents(roomId);
  const completion = useCompletionRates(roomId);
  const accuracy = useAccuracyByType(roomId);
  const topics = useTopicPerformance(roomId);
  const selected = assignmentId ?? completion[0]?.assignment_id ?? null;
  const times = useCompletionTimes(roomId, selected);

  const back = (
    <div>
      <Button variant="ghost" icon={<icons.ChevronLeftIcon />} onPress={() => navigate('/rooms')}>
        Back to Rooms
      </Button>
    </div>
  );

  if (room.isPending) {
    return (
      <Page title="Room" before={back}>
        <SkeletonText lines={8} />
      </Page>
    );
  }
  if (!room.data) {
    return (
      <Page title="Room not found" before={back}>
        <EmptyState
          title="Room not found"
          headingLevel={2}
          description="The room may have been deleted, or you are not part of it."
          action={<Link href="/rooms">Back to rooms</Link>}
        />
      </Page>
    );
  }

  const current = room.data;
  const teachesRoom = current.teacher_id === user?.id;
  return (
    <Page
      title={current.room_name}
      before={back}
      subtitle={
        <span className={styles.badges}>
          <Badge tone="accent">{current.room_lang}</Badge>
          <Badge>{current.room_level}</Badge>
        </span>
      }
      actions={
        <>
          <RefreshButton isPending={room.isFetching} onPress={() => clearRooms(queryClient)} />
          {!teachesRoom && <LeaveRoom roomId={roomId} roomName={current.room_name} />}
          {isTeacher && (
            <>
              <Button variant="secondary" onPress={() => setDialog('students')}>
                View Students
              </Button>
              <Button icon={<icons.PlusIcon />} onPress={() => setDialog('invite')}>
                Add Students
              </Button>
            </>
          )}
        </>
      }
    >
      <StatGrid label="Room figures">
        <StatCard
          label="Total Students"
          value={progress?.total_students ?? current.list_users.length}
        />
        <StatCard label="Total Exercises" value={progress?.total_exercises_assigned ?? 0} />
        <StatCard
          label="Completion Rate"
          value={percentOrNone(roomCompletionRate(progress, completion))}
        />
        <StatCard
          label="Average Score"
          value={progress?.average_score == null ? 'No data' : twoDecimals(progress.average_score)}
        />
      </StatGrid>
      {teachesRoom && <JoinCodeCard room={current} />}
      <Card title="Top Students" headingLevel={2}>
        <Table
          aria-label="Top Students"
          highlightFirstRow
          emptyText="No results yet"
          rows={top.map((student, index) => ({ ...student, id: student.user_id, rank: index + 1 }))}
          columns={[
            { id: 'rank', header: 'Rank', numeric: true },
            {
              id: 'name',
              header: 'Name',
              isRowHeader: true,
              render: (s) => [s.first_name, s.last_name].filter(Boolean).join(' ') || 'Unnamed',
            },
            { id: 'exercises_completed', header: 'Exercises completed', numeric: true },
            {
              id: 'avg_score',
              header: 'Average score',
              numeric: true,
              render: (s) => twoDecimals(s.avg_score),
            },
            {
              id: 'completion_rate',
              header: 'Completion rate',
              numeric: true,
              render: (s) => formatPercent(s.completion_rate),
            },
          ]}
        />
      </Card>
      <div className={styles.sections}>
        <BarChart
          title="Assignment Completion Rates"
          labelHeader="Assignment"
          valueHeader="Completion rate"
          items={completion.map((a) => ({
            id: a.assignment_id,
            label: a.assignment_text,
            value: a.completion_rate,
          }))}
        />
        <BarChart
          title="Room Accuracy by Exercise Type"
          labelHeader="Exercise type"
          valueHeader="Accuracy"
          toneOf={scoreTone}
          items={accuracy.map((a) => ({
            id: a.exercise_type,
            label: a.exercise_type,
            value: a.avg_accuracy,
          }))}
        />
      </div>
      <Card title="Topic Performance" headingLevel={2}>
        <div className={styles.sections}>
          <TopicsChart title="Best Topics" topics={topics.best_topics} />
          <TopicsChart title="Worst Topics" topics={topics.worst_topics} />
        </div>
      </Card>
      <Card title="Average Completion Time by Student" headingLevel={2}>
        <Select
          label="Assignment"
          placeholder="No assignments yet"
          isDisabled={completion.length === 0}
          options={completion.map((a) => ({ id: a.assignment_id, label: a.assignment_text }))}
          selectedKey={selected}
          onSelectionChange={(key) => setAssignmentId(String(key))}
        />
        <Table
          aria-label="Average completion time by student"
          emptyText="No data"
          rows={times.map((t) => ({ ...t, id: t.username }))}
          columns={[
            { id: 'username', header: 'Username', isRowHeader: true },
            {
              id: 'completion_time',
              header: 'Minutes',
              numeric: true,
              render: (t) =>
                t.completion_time === null ? 'Not finished' : twoDecimals(t.completion_time),
            },
          ]}
        />
      </Card>
      {dialog === 'students' && <StudentsDialog roomId={roomId} onClose={() => setDialog(null)} />}
      {dialog === 'invite' && (
        <InviteStudentsDialog
          roomId={roomId}
          ownEmail={user?.email ?? ''}
          onClose={() => setDialog(null)}
        />
      )}
    </Page>
  );
}
