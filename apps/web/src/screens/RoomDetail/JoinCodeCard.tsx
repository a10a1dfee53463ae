import type { Room } from '@lingua/api';
import { readApiError } from '@lingua/api';
import { msg } from '@lingua/i18n';
import { Button, Card } from '@lingua/ui';
import { useChangeJoinCode } from '../../features/rooms/queries';
import { useText } from '../../i18n/useText';
import { useShowToast } from '../../layout/services';
import * as styles from './RoomDetailScreen.css';

/**
 * The room's join code, for its teacher: pupils enter it on Rooms (or open the link) to join
 * by their own consent. A new code retires the old one; turning it off stops joining by code.
 */
export function JoinCodeCard({ room }: { room: Room }) {
  const t = useText();
  const showToast = useShowToast();
  const code = room.join_code ?? null;
  const change = useChangeJoinCode(room.id, {
    onError: (error) =>
      showToast({
        title: msg('common.error'),
        description: readApiError(error, msg('rooms.code.changeFailed')),
        variant: 'destructive',
      }),
  });
  // The link carries the code in its #fragment, kept out of server logs.
  const copyLink = async (joinCode: string) => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}/rooms#join=${joinCode}`);
      showToast({ title: msg('rooms.code.copied'), variant: 'default' });
    } catch {
      showToast({
        title: msg('common.error'),
        description: msg('rooms.code.copyFailed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card title={t('rooms.code.title')} headingLevel={2}>
      {code ? (
        <div className={styles.dialogBody}>
          <p>{t('rooms.code.hint')}</p>
          <p className={styles.joinCode} translate="no">
            {code}
          </p>
          <div className={styles.inviteRow}>
            <Button variant="secondary" onPress={() => copyLink(code)}>
              {t('rooms.code.copy')}
            </Button>
            <Button
              variant="secondary"
              isPending={change.isPending && change.variables === true}
              onPress={() => change.mutate(true)}
            >
              {t('rooms.code.new')}
            </Button>
            <Button
              variant="ghost"
              isPending={change.isPending && change.variables === false}
              onPress={() => change.mutate(false)}
            >
              {t('rooms.code.off')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.dialogBody}>
          <p>{t('rooms.code.isOff')}</p>
          <div>
            <Button isPending={change.isPending} onPress={() => change.mutate(true)}>
              {t('rooms.code.on')}
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
