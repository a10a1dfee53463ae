import { msg, type Text } from '@lingua/i18n';
import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/**
 * Stands in for a screen whose implementation has not landed yet, so the route map, guards
 * and redirects already work end to end. Each use disappears when its screen is built.
 */
export default function PendingScreen({ title }: { title: Text }) {
  return <PlaceholderPage title={title} description={msg('pending.description')} />;
}
