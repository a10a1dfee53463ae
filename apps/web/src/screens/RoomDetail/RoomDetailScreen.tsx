import { msg } from '@lingua/i18n';
import {
  Badge,
  BarChart,
  Button,
  Card,
  EmptyState,
  icons,
  Link,
  NativeSelect,
  SkeletonText,
  StatCard,
  scoreTone,
  Table,
} from '@lingua/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { loadOnFirstOpen } from '../../app/loadOnFirstOpen';
import { useShowToast } from '../../app/services';
import { useRole } from '../../app/useRole';
import { Page, StatGrid } from '../../components/Page/Page';
import { RefreshButton } from '../../components/RefreshButton/RefreshButton';
import {
  useAccuracyByType,
  useCompletionRates,
  useCompletionTimes,
  useRoomProgress,
  useTopicPerformance,
  useTopStudents,
} from '../../features/metrics/queries';
import { clearRooms, useRoom } from '../../features/rooms/queries';
import { useExerciseTypeName, useLanguageName } from '../../i18n/enums';
import { useFormat } from '../../i18n/format';
import { Untranslated } from '../../i18n/named';
import { useText } from '../../i18n/useText';
import { BackToRooms } from './BackToRooms';
import { ClassAccountsCard } from './ClassAccountsCard';
import { JoinCodeCard } from './JoinCodeCard';
import { LeaveRoom } from './LeaveRoom';
import * as styles from './RoomDetailScreen.css';
import { hasWaiting, roomCompletionRate } from './roomFigures';

// Fetched when the teacher opens one (the students' list box, the invitation's form): each is
// mounted only while open.
const StudentsDialog = loadOnFirstOpen(
  () => import('./StudentsDialog').then((module) => module.StudentsDialog),
  () => true,
);
const InviteStudentsDialog = loadOnFirstOpen(
  () => import('./InviteStudentsDialog').then((module) => module.InviteStudentsDialog),
  () => true,
);
// Downloaded only for a room where someone waits on its teacher: the first view is over budget.
const WaitingCards = loadOnFirstOpen(
  () => import('./WaitingCards').then((module) => module.WaitingCards),
  (props) => hasWaiting(props.room),
);

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

/** /rooms/{roomId}: the room's figures, rankings and charts; teachers manage its students. */
export default function RoomDetailScreen() {
  const t = useText();
  const format = useFormat();
  const languageName = useLanguageName();
  const exerciseTypeName = useExerciseTypeName();
  const percentOrNone = (value: number | null) =>
    value === null ? t('ui.noData') : format.percent(value);
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
        title: msg('common.error'),
        description: msg('rooms.detail.loadFailed'),
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

  const back = <BackToRooms onPress={() => navigate('/rooms')} />;

  if (room.isPending) {
    return (
      <Page title={t('rooms.detail.title')} before={back} busy>
        <SkeletonText lines={8} />
      </Page>
    );
  }
  if (!room.data) {
    return (
      <Page title={t('rooms.detail.notFound')} before={back}>
        <EmptyState
          title={t('rooms.detail.notFound')}
          headingLevel={2}
          description={t('rooms.detail.notFoundHint')}
          action={<Link href="/rooms">{t('rooms.detail.backLink')}</Link>}
        />
      </Page>
    );
  }

  const current = room.data;
  const teachesRoom = current.teacher_id === user?.id;
  return (
    <Page
      title={<Untranslated>{current.room_name}</Untranslated>}
      before={back}
      subtitle={
        <span className={styles.badges}>
          <Badge tone="accent">{languageName(current.room_lang)}</Badge>
          <Badge>
            <Untranslated>{current.room_level}</Untranslated>
          </Badge>
        </span>
      }
      actions={
        <>
          <RefreshButton isPending={room.isFetching} onPress={() => clearRooms(queryClient)} />
          {!teachesRoom && <LeaveRoom roomId={roomId} roomName={current.room_name} />}
          {teachesRoom && (
            <Button variant="secondary" onPress={() => navigate(`/rooms/${roomId}/gradebook`)}>
              {t('rooms.detail.gradebook')}
            </Button>
          )}
          {isTeacher && (
            <>
              <Button variant="secondary" onPress={() => setDialog('students')}>
                {t('rooms.detail.viewStudents')}
              </Button>
              <Button icon={<icons.PlusIcon />} onPress={() => setDialog('invite')}>
                {t('rooms.detail.addStudents')}
              </Button>
            </>
          )}
        </>
      }
    >
      <StatGrid label={t('rooms.figures')}>
        <StatCard
          label={t('rooms.totalStudents')}
          value={progress?.total_students ?? current.list_users.length}
        />
        <StatCard
          label={t('rooms.detail.totalExercises')}
          value={progress?.total_exercises_assigned ?? 0}
        />
        <StatCard
          label={t('rooms.detail.completionRate')}
          value={percentOrNone(roomCompletionRate(progress, completion))}
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
      {teachesRoom && <WaitingCards room={current} />}
      {teachesRoom && <JoinCodeCard room={current} />}
      {teachesRoom && <ClassAccountsCard roomId={roomId} />}
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
      <Card title={t('rooms.detail.topics')} headingLevel={2}>
        <div className={styles.sections}>
          <TopicsChart title={t('rooms.detail.bestTopics')} topics={topics.best_topics} />
          <TopicsChart title={t('rooms.detail.worstTopics')} topics={topics.worst_topics} />
        </div>
      </Card>
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
