import type { Room } from '@lingua/api';
import { readApiError } from '@lingua/api';
import { Button, Card } from '@lingua/ui';
import { useChangeJoinCode } from '../../features/rooms/queries';
import { useShowToast } from '../../layout/services';
import * as styles from './RoomDetailScreen.css';

/**
 * The room's join code, for its teacher: pupils enter it on Rooms (or open the link) to join
 * by their own consent. A new code retires the old one; turning it off stops joining by code.
 */
export function JoinCodeCard({ room }: { room: Room }) {
  const showToast = useShowToast();
  const code = room.join_code ?? null;
  const change = useChangeJoinCode(room.id, {
    onError: (error) =>
      showToast({
        title: 'Error',
        description: readApiError(error, 'The join code could not be changed.'),
        variant: 'destructive',
      }),
  });
  // The link carries the code in its #fragment, kept out of server logs.
  const copyLink = async (joinCode: string) => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}/rooms#join=${joinCode}`);
      showToast({ title: 'Link copied', variant: 'default' });
    } catch {
      showToast({
        title: 'Error',
        description: 'The link could not be copied; share the code instead.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Card title="Join code" headingLevel={2}>
      {code ? (
        <div className={styles.dialogBody}>
          <p>Pupils enter this code on their Rooms page, or open the link, to join this room.</p>
          <p className={styles.joinCode}>{code}</p>
          <div className={styles.inviteRow}>
            <Button variant="secondary" onPress={() => copyLink(code)}>
              Copy link
            </Button>
            <Button
              variant="secondary"
              isPending={change.isPending && change.variables === true}
              onPress={() => change.mutate(true)}
            >
              New code
            </Button>
            <Button
              variant="ghost"
              isPending={change.isPending && change.variables === false}
              onPress={() => change.mutate(false)}
            >
              Turn off
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.dialogBody}>
          <p>Joining by code is off. Pupils join only when you add them.</p>
          <div>
            <Button isPending={change.isPending} onPress={() => change.mutate(true)}>
              Turn on
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
