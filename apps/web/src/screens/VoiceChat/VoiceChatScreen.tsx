import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';
import { useText } from '../../i18n/useText';

export default function VoiceChatScreen() {
  const t = useText();
  return (
    <PlaceholderPage title={t('shell.nav.voiceChat')} description={t('voiceChat.description')} />
  );
}
