import { isMessage, type MessageId, type MessageValues, type Text } from '@lingua/i18n';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

export type Translate = {
  (id: MessageId, values?: MessageValues): string;
  (text: Text): string;
};

/**
 * `t('auth.login.title')`, `t(msg(...))` from a flow, or a text already in the reader's
 * language (a server's detail) passed through unchanged.
 */
export function useText(): Translate {
  const intl = useIntl();
  return useCallback(
    (text: Text, values?: MessageValues) => {
      if (isMessage(text)) return intl.formatMessage({ id: text.id }, text.values);
      if (values !== undefined || text in intl.messages) {
        return intl.formatMessage({ id: text }, values);
      }
      return text;
    },
    [intl],
  ) as Translate;
}
