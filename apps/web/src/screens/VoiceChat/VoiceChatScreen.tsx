import { Card } from '@lingua/ui';
import { Page } from '../../components/Page/Page';
import { PracticeRecorder } from '../../features/speaking/PracticeRecorder';
import { useText } from '../../i18n/useText';
import * as styles from './VoiceChatScreen.css';

/** Long enough to answer a B2 question at length, short enough to listen back at once. */
const PRACTICE_MAX_SECONDS = 120;

export default function VoiceChatScreen() {
  const t = useText();
  return (
    <Page title={t('shell.nav.voiceChat')} subtitle={t('voiceChat.description')}>
      <Card title={t('voiceChat.practice.title')} headingLevel={2}>
        <div className={styles.practice}>
          <p className={styles.intro}>{t('voiceChat.practice.intro')}</p>
          <PracticeRecorder maxSeconds={PRACTICE_MAX_SECONDS} />
        </div>
      </Card>
    </Page>
  );
}
