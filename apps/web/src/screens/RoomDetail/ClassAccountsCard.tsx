import { readApiError } from '@lingua/api';
import { msg } from '@lingua/i18n';
import { Button, Card, Table } from '@lingua/ui';
import { useId, useState } from 'react';
import { loadOnFirstOpen } from '../../app/loadOnFirstOpen';
import { useShowToast } from '../../app/services';
import {
  type ClassAccountCards,
  useClassAccounts,
  useResetClassPassword,
} from '../../features/rooms/queries';
import { useFormat } from '../../i18n/format';
import { NamedLabel, Untranslated } from '../../i18n/named';
import { useText } from '../../i18n/useText';
import * as styles from './RoomDetailScreen.css';

// Fetched when the teacher opens one: the room page's first view is over its budget.
const AddPupilsDialog = loadOnFirstOpen(
  () => import('./AddPupilsDialog').then((module) => module.AddPupilsDialog),
  () => true,
);
const SignInCardsDialog = loadOnFirstOpen(
  () => import('./SignInCards').then((module) => module.SignInCardsDialog),
  () => true,
);

/**
 * The room's class accounts, for its teacher: pupils without e-mail, who has signed in, a new
 * card for a pupil who lost theirs, and the way to add more.
 */
export function ClassAccountsCard({ roomId }: { roomId: string }) {
  const t = useText();
  const format = useFormat();
  const showToast = useShowToast();
  const labelPrefix = useId();
  const accounts = useClassAccounts(roomId);
  const [adding, setAdding] = useState(false);
  const [cards, setCards] = useState<ClassAccountCards | null>(null);
  const reset = useResetClassPassword(roomId, {
    onSuccess: setCards,
    onError: (error) =>
      showToast({
        title: msg('common.error'),
        description: readApiError(error, msg('rooms.classAccounts.resetFailed')),
        variant: 'destructive',
      }),
  });
  const rows = accounts.data ?? [];

  return (
    <Card title={t('rooms.classAccounts.title')} headingLevel={2}>
      <div className={styles.dialogBody}>
        <p className={styles.hint}>{t('rooms.classAccounts.hint')}</p>
        {accounts.isError && <p role="alert">{t('rooms.classAccounts.loadFailed')}</p>}
        {accounts.isSuccess && (
          <Table
            aria-label={t('rooms.classAccounts.title')}
            emptyText={t('rooms.classAccounts.none')}
            rows={rows}
            columns={[
              {
                id: 'name',
                header: t('rooms.classAccounts.name'),
                isRowHeader: true,
                render: (row) => (
                  <Untranslated>{[row.first_name, row.last_name].join(' ')}</Untranslated>
                ),
              },
              {
                id: 'username',
                header: t('rooms.classAccounts.username'),
                render: (row) => <Untranslated>{row.username}</Untranslated>,
              },
              {
                id: 'last_signed_in_at',
                header: t('rooms.classAccounts.lastSignIn'),
                render: (row) =>
                  row.last_signed_in_at ? (
                    <time dateTime={row.last_signed_in_at}>
                      {format.local(row.last_signed_in_at)}
                    </time>
                  ) : (
                    t('rooms.classAccounts.notYet')
                  ),
              },
              {
                id: 'card',
                header: t('rooms.classAccounts.password'),
                render: (row) => {
                  const labelId = `${labelPrefix}-${row.id}`;
                  return (
                    <>
                      <Button
                        size="small"
                        variant="secondary"
                        isPending={reset.isPending && reset.variables === row.id}
                        isDisabled={reset.isPending}
                        onPress={() => reset.mutate(row.id)}
                        aria-labelledby={labelId}
                      >
                        {t('rooms.classAccounts.newPassword')}
                      </Button>
                      <NamedLabel
                        id={labelId}
                        message="rooms.classAccounts.newPasswordNamed"
                        values={{ name: [row.first_name, row.last_name].join(' ') }}
                      />
                    </>
                  );
                },
              },
            ]}
          />
        )}
        <div>
          <Button variant="secondary" onPress={() => setAdding(true)}>
            {t('rooms.classAccounts.add')}
          </Button>
        </div>
      </div>
      {adding && (
        <AddPupilsDialog
          roomId={roomId}
          onClose={() => setAdding(false)}
          onCreated={(made) => {
            setAdding(false);
            setCards(made);
          }}
        />
      )}
      {cards && <SignInCardsDialog cards={cards} onClose={() => setCards(null)} />}
    </Card>
  );
}
