import { readApiError } from '@lingua/api';
import { msg } from '@lingua/i18n';
import { Badge, Card } from '@lingua/ui';
import { useShowToast } from '../../app/services';
import { AnswerItem, AnswerList, pendingAnswer } from '../../components/AnswerList/AnswerList';
import { useAnswerInvitation, useRoomInvitations } from '../../features/rooms/queries';
import { useLanguageName } from '../../i18n/enums';
import { Untranslated, useNamed } from '../../i18n/named';
import { useText } from '../../i18n/useText';

/**
 * A teacher's invitations, waiting for the pupil's answer: nobody is put in a room without
 * saying yes (until then the teacher sees only the address). Shows nothing when none wait.
 */
export function InvitationsCard() {
  const t = useText();
  const named = useNamed();
  const languageName = useLanguageName();
  const showToast = useShowToast();
  const invitations = useRoomInvitations();
  const answer = useAnswerInvitation({
    onSuccess: (_, { invitation, accept }) =>
      showToast(
        accept
          ? {
              title: msg('rooms.join.joined'),
              description: msg('rooms.join.joinedIn', { name: invitation.room_name }),
              variant: 'default',
            }
          : { title: msg('rooms.invitations.declined'), variant: 'default' },
      ),
    onError: (error) =>
      showToast({
        title: msg('common.error'),
        description: readApiError(error, t('rooms.invitations.failed')),
        variant: 'destructive',
      }),
  });
  const list = invitations.data ?? [];
  if (list.length === 0) return null;

  return (
    <Card title={t('rooms.invitations.title')} headingLevel={2}>
      <AnswerList hint={t('rooms.invitations.hint')}>
        {list.map((invitation) => (
          <AnswerItem
            key={invitation.room_id}
            name={invitation.room_name}
            from={named('rooms.invitations.from', { teacher: invitation.teacher_name })}
            badges={
              <>
                <Badge tone="accent">{languageName(invitation.room_lang)}</Badge>
                <Badge>
                  <Untranslated>{invitation.room_level}</Untranslated>
                </Badge>
              </>
            }
            yes={{ label: 'rooms.invitations.accept', named: 'rooms.invitations.acceptNamed' }}
            no={{ label: 'rooms.invitations.decline', named: 'rooms.invitations.declineNamed' }}
            pending={pendingAnswer(
              answer.isPending ? answer.variables : undefined,
              (asked) => asked.invitation.room_id === invitation.room_id,
              (asked) => asked.accept,
            )}
            isDisabled={answer.isPending}
            onAnswer={(accept) => answer.mutate({ invitation, accept })}
          />
        ))}
      </AnswerList>
    </Card>
  );
}
