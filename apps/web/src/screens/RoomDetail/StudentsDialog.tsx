import { Button, Dialog, userDisplayName } from '@lingua/ui';
import { useId } from 'react';
import { useRemoveStudent, useRoomUsers } from '../../features/rooms/queries';
import { NamedLabel } from '../../i18n/named';
import { useText } from '../../i18n/useText';
import * as styles from './RoomDetailScreen.css';

/** View Students: each member with a Remove button; a failed removal is silent (spec). */
export function StudentsDialog({ roomId, onClose }: { roomId: string; onClose: () => void }) {
  const t = useText();
  const labelPrefix = useId();
  const users = useRoomUsers(roomId);
  const remove = useRemoveStudent(roomId);
  const list = users.data ?? [];

  return (
    <Dialog title={t('rooms.students.title')} isOpen onOpenChange={(open) => !open && onClose()}>
      {users.isSuccess && list.length === 0 ? (
        <p>{t('rooms.students.none')}</p>
      ) : (
        <ul className={styles.students}>
          {list.map((user) => {
            const removing = remove.isPending && remove.variables?.email === user.email;
            const labelId = `${labelPrefix}-${user.id}`;
            return (
              <li key={user.id} className={styles.student}>
                <span translate="no">
                  <strong>{userDisplayName(user)}</strong>
                  <br />
                  <span className={styles.muted}>{user.email}</span>
                </span>
                <Button
                  variant="danger"
                  size="small"
                  isDisabled={remove.isPending}
                  onPress={() => remove.mutate(user)}
                  aria-labelledby={labelId}
                >
                  {t(removing ? 'rooms.students.removing' : 'rooms.students.remove')}
                </Button>
                <NamedLabel
                  id={labelId}
                  message="rooms.students.removeNamed"
                  values={{ name: userDisplayName(user) }}
                />
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
