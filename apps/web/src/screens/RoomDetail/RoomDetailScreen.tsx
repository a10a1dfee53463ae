import { msg } from '@lingua/i18n';
import { Badge, Button, EmptyState, icons, Link, SkeletonText } from '@lingua/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { loadOnFirstOpen } from '../../app/loadOnFirstOpen';
import { useShowToast } from '../../app/services';
import { useRole } from '../../app/useRole';
import { Page } from '../../components/Page/Page';
import { RefreshButton } from '../../components/RefreshButton/RefreshButton';
import { clearRooms, useRoom } from '../../features/rooms/queries';
import { useLanguageName } from '../../i18n/enums';
import { Untranslated } from '../../i18n/named';
import { useText } from '../../i18n/useText';
import { BackToRooms } from './BackToRooms';
import { ClassAccountsCard } from './ClassAccountsCard';
import { JoinCodeCard } from './JoinCodeCard';
import { LeaveRoom } from './LeaveRoom';
import {
  CompletionAndAccuracy,
  CompletionTimeCard,
  RoomFigures,
  TopicsCard,
  TopStudentsCard,
} from './RoomAnalytics';
import * as styles from './RoomDetailScreen.css';
import { hasWaiting } from './roomFigures';

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

/** /rooms/{roomId}: the room's figures, rankings and charts; teachers manage its students. */
export default function RoomDetailScreen() {
  const t = useText();
  const languageName = useLanguageName();
  const { roomId = '' } = useParams<{ roomId: string }>();
  const queryClient = useQueryClient();
  const showToast = useShowToast();
  const [, navigate] = useLocation();
  const { isTeacher, user } = useRole();
  const [dialog, setDialog] = useState<'students' | 'invite' | null>(null);

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
      <RoomFigures roomId={roomId} students={current.list_users.length} />
      {teachesRoom && <WaitingCards room={current} />}
      {teachesRoom && <JoinCodeCard room={current} />}
      {teachesRoom && <ClassAccountsCard roomId={roomId} />}
      <TopStudentsCard roomId={roomId} />
      <CompletionAndAccuracy roomId={roomId} />
      <TopicsCard roomId={roomId} />
      <CompletionTimeCard roomId={roomId} />
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
