import { inviteStudentsMachine, sendInvitationsLabel } from '@lingua/flows';
import { Button, Dialog, TagGroup, TextField } from '@lingua/ui';
import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { useInspectedMachine } from '../../app/inspector';
import { useApi, useShowToast } from '../../app/services';
import { clearRooms, roomCalls } from '../../features/rooms/queries';
import { useText } from '../../i18n/useText';
import * as styles from './RoomDetailScreen.css';

interface InviteStudentsDialogProps {
  roomId: string;
  ownEmail: string;
  onClose: () => void;
}

/** Add Students: e-mails as chips (Enter adds), resolved to users and added to the room. */
export function InviteStudentsDialog({ roomId, ownEmail, onClose }: InviteStudentsDialogProps) {
  const t = useText();
  const api = useApi();
  const queryClient = useQueryClient();
  const showToast = useShowToast();
  const [state, send] = useInspectedMachine(
    inviteStudentsMachine.provide({
      actors: {
        resolveUserIds: fromPromise(({ input }) => roomCalls(api).resolveUserIds(input.emails)),
        addUsers: fromPromise(({ input }) => roomCalls(api).addUsers(input.roomId, input.userIds)),
      },
      actions: {
        showToast: (_, toast) => showToast(toast),
        reportSuccess: () => {
          void clearRooms(queryClient);
          onClose();
        },
      },
    }),
    { input: { roomId, ownEmail } },
  );
  const { draft, emails, error } = state.context;

  return (
    <Dialog title={t('rooms.invite.title')} isOpen onOpenChange={(open) => !open && onClose()}>
      <div className={styles.dialogBody}>
        <form
          noValidate
          className={styles.inviteRow}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'email.add' });
          }}
        >
          <TextField
            label={t('rooms.invite.email')}
            type="email"
            value={draft}
            onChange={(value) => send({ type: 'draft.change', value })}
            isInvalid={error !== null}
            errorMessage={error === null ? undefined : t(error)}
          />
          <Button type="submit" variant="secondary">
            {t('rooms.invite.add')}
          </Button>
        </form>
        <TagGroup
          label={t('rooms.invite.list')}
          items={emails.map((email) => ({ id: email, label: email }))}
          onRemove={(ids) => {
            for (const email of ids) send({ type: 'email.remove', email });
          }}
          emptyText={t('rooms.invite.none')}
        />
        <Button
          isPending={state.hasTag('busy')}
          pendingLabel={t('rooms.invite.sending')}
          onPress={() => send({ type: 'invitations.send' })}
        >
          {t(sendInvitationsLabel(emails.length))}
        </Button>
      </div>
    </Dialog>
  );
}
