import type { Room } from '@lingua/api';
import { readApiError } from '@lingua/api';
import { msg } from '@lingua/i18n';
import { Button, Card } from '@lingua/ui';
import { useState } from 'react';
import { loadOnFirstOpen } from '../../app/loadOnFirstOpen';
import { useShowToast } from '../../app/services';
import { useChangeJoinCode } from '../../features/rooms/queries';
import { useFormat } from '../../i18n/format';
import { TextWith } from '../../i18n/TextWith';
import { useText } from '../../i18n/useText';
import * as styles from './RoomDetailScreen.css';

// Fetched when the teacher opens it: the room page's first view is over its budget.
const JoinSettingsDialog = loadOnFirstOpen(
  () => import('./JoinSettingsDialog').then((module) => module.JoinSettingsDialog),
  (props) => props.isOpen,
);

/** How the code may be used now: the teacher's approval, its end, its uses and cap. */
function CodeRules({ room }: { room: Room }) {
  const t = useText();
  const format = useFormat();
  const end = room.join_code_expires_at ?? null;
  const uses = room.join_code_uses ?? 0;
  const cap = room.join_code_max_uses ?? null;
  return (
    <ul className={styles.codeRules}>
      <li>{t(room.join_approval ? 'rooms.code.approvalOn' : 'rooms.code.approvalOff')}</li>
      <li>
        {end === null ? (
          t('rooms.code.noEnd')
        ) : (
          <TextWith
            id="rooms.code.endsOn"
            parts={{ date: <time dateTime={end}>{format.date(end)}</time> }}
          />
        )}
      </li>
      <li>
        {cap === null ? t('rooms.code.uses', { uses }) : t('rooms.code.usesOfCap', { uses, cap })}
      </li>
    </ul>
  );
}

/**
 * The room's join code, for its teacher: pupils enter it on Rooms (or open the link) to join
 * by their own consent. A new code retires the old one; turning it off stops joining by code.
 */
export function JoinCodeCard({ room }: { room: Room }) {
  const t = useText();
  const showToast = useShowToast();
  const code = room.join_code ?? null;
  const [settingsOpen, setSettingsOpen] = useState(false);
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
          <CodeRules room={room} />
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
            <Button variant="ghost" onPress={() => setSettingsOpen(true)}>
              {t('rooms.code.settings')}
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
      <JoinSettingsDialog
        room={room}
        isOpen={settingsOpen}
        onClose={() => setSettingsOpen(false)}
      />
    </Card>
  );
}
