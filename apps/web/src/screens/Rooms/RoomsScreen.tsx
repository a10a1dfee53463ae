import { type Room, readApiError } from '@lingua/api';
import { Badge, Button, Card, EmptyState, icons, Link, SkeletonText, StatCard } from '@lingua/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { clearRooms, useDeleteRoom, useRooms } from '../../features/rooms/queries';
import { ConfirmDeleteDialog } from '../../layout/ConfirmDeleteDialog';
import { DeleteButton } from '../../layout/DeleteButton';
import { formatDate, formatPercent } from '../../layout/format';
import { CardGrid, Page, StatGrid } from '../../layout/Page';
import { RefreshButton } from '../../layout/RefreshButton';
import { useShowToast } from '../../layout/services';
import { useRole } from '../../layout/useRole';
import { CreateRoomDialog } from './CreateRoomDialog';
import { JoinRoomForm } from './JoinRoomForm';
import * as styles from './RoomsScreen.css';
import { plural, roomStats } from './rooms';

interface RoomCardProps {
  room: Room;
  onDelete?: (room: Room) => void;
}

function RoomCard({ room, onDelete }: RoomCardProps) {
  return (
    <Card
      title={room.room_name}
      headingLevel={2}
      actions={onDelete && <DeleteButton name={room.room_name} onPress={() => onDelete(room)} />}
      footer={<Link href={`/rooms/${room.id}`}>View Details</Link>}
    >
      <div className={styles.badges}>
        <Badge tone="accent">{room.room_lang}</Badge>
        <Badge>{room.room_level}</Badge>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt className={styles.factLabel}>Students</dt>
          <dd className={styles.factValue}>{plural(room.list_users.length, 'student')}</dd>
        </div>
        <div>
          <dt className={styles.factLabel}>Exercises</dt>
          <dd className={styles.factValue}>{plural(room.exercise_count, 'exercise')}</dd>
        </div>
        <div>
          <dt className={styles.factLabel}>Completion</dt>
          <dd className={styles.factValue}>
            {room.completion_rate === null ? 'No data' : formatPercent(room.completion_rate)}
          </dd>
        </div>
        <div>
          <dt className={styles.factLabel}>Created</dt>
          <dd className={styles.factValue}>{formatDate(room.created_at)}</dd>
        </div>
      </dl>
    </Card>
  );
}

/** /rooms: the teacher's created rooms or the student's rooms, with figures and actions. */
export default function RoomsScreen() {
  const queryClient = useQueryClient();
  const showToast = useShowToast();
  const { role, isTeacher } = useRole();
  const rooms = useRooms();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Room | null>(null);

  useEffect(() => {
    if (rooms.error) {
      showToast({
        title: 'Error',
        description: `Error fetching rooms: ${readApiError(rooms.error, 'unknown error')}`,
        variant: 'destructive',
      });
    }
  }, [rooms.error, showToast]);

  const remove = useDeleteRoom({
    onSuccess: () => showToast({ title: 'Room Deleted', variant: 'default' }),
    onError: (error) =>
      showToast({
        title: 'Error',
        description: `Error deleting room: ${readApiError(error, 'unknown error')}`,
        variant: 'destructive',
      }),
    onSettled: () => setDeleting(null),
  });

  const list = rooms.data ?? [];
  const stats = roomStats(list);
  const createButton = isTeacher && (
    <Button icon={<icons.PlusIcon />} onPress={() => setCreating(true)}>
      Create Room
    </Button>
  );

  return (
    <Page
      title="Rooms"
      subtitle="Manage your language learning rooms"
      actions={
        <>
          <RefreshButton isPending={rooms.isFetching} onPress={() => clearRooms(queryClient)} />
          {createButton}
        </>
      }
    >
      <StatGrid label="Room figures">
        <StatCard label="Total Rooms" value={stats.totalRooms} />
        <StatCard label="Total Students" value={stats.totalStudents} />
        <StatCard
          label="Avg Completion"
          value={stats.avgCompletion === null ? 'No data' : formatPercent(stats.avgCompletion)}
        />
      </StatGrid>
      {role !== null && !isTeacher && <JoinRoomForm />}
      {rooms.isPending ? (
        <SkeletonText lines={6} />
      ) : rooms.isError ? (
        <EmptyState
          title="Rooms could not be loaded"
          headingLevel={2}
          description="Check your connection and try again."
          action={
            <Button variant="secondary" onPress={() => rooms.refetch()}>
              Try again
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState
          title="No rooms yet"
          headingLevel={2}
          description={
            isTeacher
              ? 'Create a room and invite your students to get started.'
              : 'When you join a room or a teacher adds you to one, it appears here.'
          }
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
        title="Delete room?"
        item={deleting}
        onCancel={() => setDeleting(null)}
        isPending={remove.isPending}
        onConfirm={(room) => remove.mutate(room)}
      >
        {(room) =>
          `“${room.room_name}” and its assignments will be deleted for everyone. This cannot be undone.`
        }
      </ConfirmDeleteDialog>
    </Page>
  );
}
