import { readApiError } from '@lingua/api';
import { msg } from '@lingua/i18n';
import { Badge, Card } from '@lingua/ui';
import { useShowToast } from '../../app/services';
import { AnswerItem, AnswerList, pendingAnswer } from '../../components/AnswerList/AnswerList';
import { useAnswerShareOffer, useShareOffers } from '../../features/templates/queries';
import { useLanguageName } from '../../i18n/enums';
import { Untranslated, useNamed } from '../../i18n/named';
import { useText } from '../../i18n/useText';

/**
 * Templates sent to the caller by e-mail: nothing reaches "Shared with me" until they accept
 * it, so a stranger cannot push content into a pupil's library. Shows nothing when none wait.
 */
export function ShareOffersCard() {
  const t = useText();
  const named = useNamed();
  const languageName = useLanguageName();
  const showToast = useShowToast();
  const offers = useShareOffers();
  const answer = useAnswerShareOffer({
    onSuccess: (_, { offer, accept }) =>
      showToast(
        accept
          ? {
              title: msg('templates.offers.accepted'),
              description: msg('templates.offers.acceptedDetail', { name: offer.template_name }),
              variant: 'default',
            }
          : { title: msg('templates.offers.declined'), variant: 'default' },
      ),
    onError: (error) =>
      showToast({
        title: msg('common.error'),
        description: readApiError(error, t('templates.offers.failed')),
        variant: 'destructive',
      }),
  });
  const list = offers.data ?? [];
  if (list.length === 0) return null;

  return (
    <Card title={t('templates.offers.title')} headingLevel={2}>
      <AnswerList hint={t('templates.offers.hint')}>
        {list.map((offer) => (
          <AnswerItem
            key={offer.template_id}
            name={offer.template_name}
            from={named('templates.offers.from', { sender: offer.shared_by })}
            badges={
              <>
                <Badge tone="accent">{languageName(offer.language)}</Badge>
                <Badge>
                  <Untranslated>{offer.template_level}</Untranslated>
                </Badge>
              </>
            }
            yes={{ label: 'templates.offers.accept', named: 'templates.offers.acceptNamed' }}
            no={{ label: 'templates.offers.decline', named: 'templates.offers.declineNamed' }}
            pending={pendingAnswer(
              answer.isPending ? answer.variables : undefined,
              (asked) => asked.offer.template_id === offer.template_id,
              (asked) => asked.accept,
            )}
            isDisabled={answer.isPending}
            onAnswer={(accept) => answer.mutate({ offer, accept })}
          />
        ))}
      </AnswerList>
    </Card>
  );
}
