import { type Room, readApiError } from '@lingua/api';
import { msg } from '@lingua/i18n';
import { Badge, Button, Card, EmptyState, icons, Link, SkeletonText, StatCard } from '@lingua/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { loadOnFirstOpen } from '../../app/loadOnFirstOpen';
import { useShowToast } from '../../app/services';
import { useRole } from '../../app/useRole';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog/ConfirmDeleteDialog';
import { DeleteButton } from '../../components/DeleteButton/DeleteButton';
import { CardGrid, Page, StatGrid } from '../../components/Page/Page';
import { RefreshButton } from '../../components/RefreshButton/RefreshButton';
import { clearRooms, useDeleteRoom, useRooms } from '../../features/rooms/queries';
import { useLanguageName } from '../../i18n/enums';
import { useFormat } from '../../i18n/format';
import { Untranslated, useNamed } from '../../i18n/named';
import { useText } from '../../i18n/useText';
import { InvitationsCard } from './InvitationsCard';
import { JoinRoomForm } from './JoinRoomForm';
import * as styles from './RoomsScreen.css';
import { roomStats } from './rooms';

// Fetched the first time a teacher opens it (its language and level pickers: react-aria's
// select, list box and popover), so a pupil's rooms and a teacher's first view go without.
const CreateRoomDialog = loadOnFirstOpen(
  () => import('./CreateRoomDialog').then((module) => module.CreateRoomDialog),
  (props) => props.isOpen,
);

interface RoomCardProps {
  room: Room;
  onDelete?: (room: Room) => void;
}

function RoomCard({ room, onDelete }: RoomCardProps) {
  const t = useText();
  const format = useFormat();
  const languageName = useLanguageName();
  return (
    <Card
      title={<Untranslated>{room.room_name}</Untranslated>}
      headingLevel={2}
      actions={onDelete && <DeleteButton name={room.room_name} onPress={() => onDelete(room)} />}
      footer={<Link href={`/rooms/${room.id}`}>{t('rooms.viewDetails')}</Link>}
    >
      <div className={styles.badges}>
        <Badge tone="accent">{languageName(room.room_lang)}</Badge>
        <Badge>
          <Untranslated>{room.room_level}</Untranslated>
        </Badge>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt className={styles.factLabel}>{t('rooms.students')}</dt>
          <dd className={styles.factValue}>
            {t('rooms.studentCount', { count: room.list_users.length })}
          </dd>
        </div>
        <div>
          <dt className={styles.factLabel}>{t('rooms.exercises')}</dt>
          <dd className={styles.factValue}>
            {t('rooms.exerciseCount', { count: room.exercise_count })}
          </dd>
        </div>
        <div>
          <dt className={styles.factLabel}>{t('rooms.completion')}</dt>
          <dd className={styles.factValue}>
            {room.completion_rate === null ? t('ui.noData') : format.percent(room.completion_rate)}
          </dd>
        </div>
        <div>
          <dt className={styles.factLabel}>{t('rooms.createdOn')}</dt>
          <dd className={styles.factValue}>
            <Untranslated>{format.date(room.created_at)}</Untranslated>
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** /rooms: the teacher's created rooms or the student's rooms, with figures and actions. */
export default function RoomsScreen() {
  const t = useText();
  const named = useNamed();
  const format = useFormat();
  const queryClient = useQueryClient();
  const showToast = useShowToast();
  const { role, isTeacher } = useRole();
  const rooms = useRooms();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Room | null>(null);

  useEffect(() => {
    if (rooms.error) {
      const detail = readApiError(rooms.error, null);
      showToast({
        title: msg('common.error'),
        description:
          detail === null
            ? msg('rooms.loadFailedUnknown')
            : msg('rooms.loadFailedDetail', { detail }),
        variant: 'destructive',
      });
    }
  }, [rooms.error, showToast]);

  const remove = useDeleteRoom({
    onSuccess: () => showToast({ title: msg('rooms.deleted'), variant: 'default' }),
    onError: (error) => {
      const detail = readApiError(error, null);
      showToast({
        title: msg('common.error'),
        description:
          detail === null
            ? msg('rooms.deleteFailedUnknown')
            : msg('rooms.deleteFailed', { detail }),
        variant: 'destructive',
      });
    },
    onSettled: () => setDeleting(null),
  });

  const list = rooms.data ?? [];
  const stats = roomStats(list);
  const createButton = isTeacher && (
    <Button icon={<icons.PlusIcon />} onPress={() => setCreating(true)}>
      {t('rooms.create')}
    </Button>
  );

  return (
    <Page
      title={t('rooms.title')}
      subtitle={t('rooms.subtitle')}
      actions={
        <>
          <RefreshButton isPending={rooms.isFetching} onPress={() => clearRooms(queryClient)} />
          {createButton}
        </>
      }
    >
      <StatGrid label={t('rooms.figures')}>
        <StatCard label={t('rooms.totalRooms')} value={stats.totalRooms} />
        <StatCard label={t('rooms.totalStudents')} value={stats.totalStudents} />
        <StatCard
          label={t('rooms.avgCompletion')}
          value={
            stats.avgCompletion === null ? t('ui.noData') : format.percent(stats.avgCompletion)
          }
        />
      </StatGrid>
      {role !== null && !isTeacher && (
        <>
          <InvitationsCard />
          <JoinRoomForm />
        </>
      )}
      {rooms.isPending ? (
        <SkeletonText lines={6} />
      ) : rooms.isError ? (
        <EmptyState
          title={t('rooms.loadFailed')}
          headingLevel={2}
          description={t('rooms.loadFailedHint')}
          action={
            <Button variant="secondary" onPress={() => rooms.refetch()}>
              {t('rooms.tryAgain')}
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState
          title={t('rooms.empty')}
          headingLevel={2}
          description={t(isTeacher ? 'rooms.emptyTeacher' : 'rooms.emptyStudent')}
          action={createButton}
        />
      ) : (
        <CardGrid>
          {list.map((room) => (
            <RoomCard key={room.id} room={room} onDelete={isTeacher ? setDeleting : undefined} />
          ))}
        </CardGrid>
      )}
      <CreateRoomDialog isOpen={creating} onOpenChange={setCreating} />
      <ConfirmDeleteDialog
        title={t('rooms.deleteTitle')}
        item={deleting}
        onCancel={() => setDeleting(null)}
        isPending={remove.isPending}
        onConfirm={(room) => remove.mutate(room)}
      >
        {(room) => named('rooms.deleteBody', { name: room.room_name })}
      </ConfirmDeleteDialog>
    </Page>
  );
}
