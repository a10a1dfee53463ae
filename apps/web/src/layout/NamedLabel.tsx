import type { MessageId } from '@lingua/i18n';
import { FormattedMessage } from 'react-intl';

/**
 * An accessible name that holds a name or content ("Delete {name}"), for `aria-labelledby`:
 * the message in the interface language, the name inside `translate="no"` (with its `lang`
 * when it is content), so neither a translator nor the pseudo-locale check touches it.
 * Hidden: only screen readers read it, through the element that points at `id`.
 */
export function NamedLabel({
  id,
  message,
  value,
  name,
  lang,
}: {
  id: string;
  message: MessageId;
  /** The placeholder the name fills. */
  value: string;
  name: string;
  lang?: string | undefined;
}) {
  return (
    <span id={id} hidden>
      <FormattedMessage
        id={message}
        values={{
          [value]: (
            <span translate="no" lang={lang}>
              {name}
            </span>
          ),
        }}
      />
    </span>
  );
}
