import { Page } from '../../layout/Page';

interface PlaceholderPageProps {
  title: string;
  description: string;
}

/** A page that only names itself: the spec's placeholders and screens still to come. */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  return (
    <Page title={title} subtitle={description}>
      {null}
    </Page>
  );
}
