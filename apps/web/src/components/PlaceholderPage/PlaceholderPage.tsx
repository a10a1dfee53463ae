import type { Text } from '@lingua/i18n';
import { useText } from '../../i18n/useText';
import { Page } from '../Page/Page';

interface PlaceholderPageProps {
  /** A catalogue message, or a text already in the reader's language. */
  title: Text;
  description: Text;
}

/** A page that only names itself: the spec's placeholders and screens still to come. */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  const t = useText();
  return (
    <Page title={t(title)} subtitle={t(description)}>
      {null}
    </Page>
  );
}
