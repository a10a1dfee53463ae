import type { RoomUser } from '@lingua/api';
import { Button, Dialog, userDisplayName } from '@lingua/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../layout/call';
import { clearAreas, queryKeys } from '../../layout/queryKeys';
import { useApi } from '../../layout/services';
import * as styles from './RoomDetailScreen.css';

/** View Students: each member with a Remove button; a failed removal is silent (spec). */
export function StudentsDialog({ roomId, onClose }: { roomId: string; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const users = useQuery({
    queryKey: queryKeys.roomUsers(roomId),
    queryFn: () => call(api.GET('/rooms/get_users/{id}', { params: { path: { id: roomId } } })),
  });
  const remove = useMutation({
    mutationFn: (user: RoomUser) =>
      call(
        api.POST('/rooms/remove_user', {
          // The room's teacher, the only one who sees this dialog, gets every e-mail.
          body: { room_id: roomId, user_email: user.email ?? '' },
        }),
      ),
    onSettled: () => clearAreas(queryClient, 'rooms'),
  });
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
