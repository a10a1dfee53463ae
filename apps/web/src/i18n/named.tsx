import type { MessageId } from '@lingua/i18n';
import { type ReactNode, useCallback } from 'react';
import { useIntl } from 'react-intl';

export type NamedValues = Record<string, string | number>;

/**
 * A name, title or content kept as written: `translate="no"`, skipped by the pseudo check;
 * `lang` when it is content in another language (an exercise's title).
 */
export function Untranslated({
  children,
  lang,
}: {
  children: ReactNode;
  lang?: string | undefined;
}) {
  return (
    <span translate="no" lang={lang}>
      {children}
    </span>
  );
}

/**
 * A catalogue message whose string values are names or content (a room's name, an assignment's
 * title): they go in as `translate="no"` spans, so only the catalogue's words get translated.
 */
export function useNamed(): (id: MessageId, values: NamedValues, lang?: string) => ReactNode {
  const intl = useIntl();
  return useCallback(
    (id, values, lang) =>
      intl.formatMessage(
        { id },
        Object.fromEntries(
          Object.entries(values).map(([key, value]) => [
            key,
            typeof value === 'string' ? (
              <Untranslated key={key} lang={lang}>
                {value}
              </Untranslated>
            ) : (
              value
            ),
          ]),
        ),
      ),
    [intl],
  );
}

/**
 * The hidden text naming a control whose label holds a name ("Delete {name}"): point the
 * control's `aria-labelledby` at `id`.
 */
export function NamedLabel({
  id,
  message,
  values,
  lang,
}: {
  id: string;
  message: MessageId;
  values: NamedValues;
  lang?: string | undefined;
}) {
  const named = useNamed();
  return (
    <span id={id} hidden>
      {named(message, values, lang)}
    </span>
  );
}
