import { Button, Dialog, userDisplayName } from '@lingua/ui';
import { useRemoveStudent, useRoomUsers } from '../../features/rooms/queries';
import * as styles from './RoomDetailScreen.css';

/** View Students: each member with a Remove button; a failed removal is silent (spec). */
export function StudentsDialog({ roomId, onClose }: { roomId: string; onClose: () => void }) {
  const users = useRoomUsers(roomId);
  const remove = useRemoveStudent(roomId);
  const list = users.data ?? [];

  return (
    <Dialog title="Students in Room" isOpen onOpenChange={(open) => !open && onClose()}>
      {users.isSuccess && list.length === 0 ? (
        <p>No students found in this room.</p>
      ) : (
        <ul className={styles.students}>
          {list.map((user) => {
            const removing = remove.isPending && remove.variables?.email === user.email;
            return (
              <li key={user.id} className={styles.student}>
                <span>
                  <strong>{userDisplayName(user)}</strong>
                  <br />
                  <span className={styles.muted}>{user.email}</span>
                </span>
                <Button
                  variant="danger"
                  size="small"
                  isDisabled={remove.isPending}
                  onPress={() => remove.mutate(user)}
                  aria-label={`Remove ${userDisplayName(user)}`}
                >
                  {removing ? 'Removing...' : 'Remove'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
