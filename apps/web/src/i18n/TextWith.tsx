import type { MessageId, MessageValues } from '@lingua/i18n';
import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface TextWithProps {
  id: MessageId;
  /** Values the message formats itself (plural counts, select keys). */
  values?: MessageValues;
  /**
   * Values shown as their own nodes, as `{value}` in JSX would be: a number, a date or an
   * element (a badge) inside a sentence. The message places them like any `{name}`.
   */
  parts: Record<string, ReactNode>;
}

/** A catalogue message with some of its values as their own nodes. */
export function TextWith({ id, values, parts }: TextWithProps) {
  const intl = useIntl();
  const own = Object.fromEntries(
    Object.entries(parts).map(([name, part]) => [name, <Fragment key={name}>{part}</Fragment>]),
  );
  return <>{intl.formatMessage({ id }, { ...values, ...own })}</>;
}
