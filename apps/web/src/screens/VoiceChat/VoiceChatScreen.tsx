import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

export default function VoiceChatScreen() {
  return <PlaceholderPage title="Voice Chat" description="Voice-powered exercise interactions" />;
}
