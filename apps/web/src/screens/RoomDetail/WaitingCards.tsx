import { type Room, readApiError } from '@lingua/api';
import { msg } from '@lingua/i18n';
import { Card, userDisplayName } from '@lingua/ui';
import { useShowToast } from '../../app/services';
import { AnswerItem, AnswerList, pendingAnswer } from '../../components/AnswerList/AnswerList';
import { type JoinRequest, useAnswerJoinRequest } from '../../features/rooms/queries';
import { useFormat } from '../../i18n/format';
import { Untranslated } from '../../i18n/named';
import { TextWith } from '../../i18n/TextWith';
import { useText } from '../../i18n/useText';
import * as styles from './RoomDetailScreen.css';

const hasName = (pupil: JoinRequest) =>
  Boolean(pupil.first_name?.trim() || pupil.last_name?.trim());

/** A date inside a sentence, in the reader's locale. */
function DateOf({ iso }: { iso: string }) {
  const format = useFormat();
  return <time dateTime={iso}>{format.date(iso)}</time>;
}

/** Pupils who entered the code of a room that needs approval: the teacher lets each in, or not. */
function JoinRequestsCard({ room }: { room: Room }) {
  const t = useText();
  const showToast = useShowToast();
  const answer = useAnswerJoinRequest(room.id, {
    onSuccess: (_, { pupil, approve }) =>
      showToast(
        approve
          ? {
              title: msg('rooms.requests.approved'),
              description: msg('rooms.requests.approvedDetail', { name: userDisplayName(pupil) }),
              variant: 'default',
            }
          : { title: msg('rooms.requests.refused'), variant: 'default' },
      ),
    onError: (error) =>
      showToast({
        title: msg('common.error'),
        description: readApiError(error, t('rooms.requests.failed')),
        variant: 'destructive',
      }),
  });
  const requests = room.join_requests ?? [];
  if (requests.length === 0) return null;
  return (
    <Card title={t('rooms.requests.title')} headingLevel={2}>
      <AnswerList hint={t('rooms.requests.hint')}>
        {requests.map((pupil) => (
          <AnswerItem
            key={pupil.id}
            name={userDisplayName(pupil)}
            from={
              // A pupil without a name yet goes by their address, which is then not repeated.
              hasName(pupil) ? (
                <TextWith
                  id="rooms.requests.from"
                  parts={{
                    email: <Untranslated>{pupil.email}</Untranslated>,
                    date: <DateOf iso={pupil.requested_at} />,
                  }}
                />
              ) : (
                <TextWith
                  id="rooms.requests.asked"
                  parts={{ date: <DateOf iso={pupil.requested_at} /> }}
                />
              )
            }
            yes={{ label: 'rooms.requests.approve', named: 'rooms.requests.approveNamed' }}
            no={{ label: 'rooms.requests.refuse', named: 'rooms.requests.refuseNamed' }}
            pending={pendingAnswer(
              answer.isPending ? answer.variables : undefined,
              (asked) => asked.pupil.id === pupil.id,
              (asked) => asked.approve,
            )}
            isDisabled={answer.isPending}
            onAnswer={(approve) => answer.mutate({ pupil, approve })}
          />
        ))}
      </AnswerList>
    </Card>
  );
}

/** Pupils invited by e-mail who have not answered: only the address the teacher typed. */
function InvitedCard({ room }: { room: Room }) {
  const t = useText();
  const invitations = room.invitations ?? [];
  if (invitations.length === 0) return null;
  return (
    <Card title={t('rooms.invited.title')} headingLevel={2}>
      <p className={styles.hint}>{t('rooms.invited.hint')}</p>
      <ul className={styles.invited}>
        {invitations.map((invitation) => (
          <li key={invitation.email}>
            <TextWith
              id="rooms.invited.item"
              parts={{
                email: <Untranslated>{invitation.email}</Untranslated>,
                date: <DateOf iso={invitation.invited_at} />,
              }}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * Who waits on the room's teacher, loaded only for a room where someone does (the room page's
 * first view is over its budget): requests to join by code, then invitations not yet answered.
 */
export function WaitingCards({ room }: { room: Room }) {
  return (
    <>
      <JoinRequestsCard room={room} />
      <InvitedCard room={room} />
    </>
  );
}
