import { Card, Skeleton } from '@lingua/ui';
import { lazy, Suspense } from 'react';
import { Page } from '../../components/Page/Page';
import { useText } from '../../i18n/useText';
import * as styles from './VoiceChatScreen.css';

// The recorder (its machine, buttons and meter) follows the page's first paint: the route's
// first view stays within its budget (tests/e2e/support/firstViewBudgets.test.ts).
const PracticeRecorder = lazy(() =>
  import('../../features/speaking/PracticeRecorder').then((module) => ({
    default: module.PracticeRecorder,
  })),
);

/** Long enough to answer a B2 question at length, short enough to listen back at once. */
const PRACTICE_MAX_SECONDS = 120;

export default function VoiceChatScreen() {
  const t = useText();
  return (
    <Page title={t('shell.nav.voiceChat')} subtitle={t('voiceChat.description')}>
      <Card title={t('solve.speaking.practiceTitle')} headingLevel={2}>
        <div className={styles.practice}>
          <p className={styles.intro}>{t('solve.speaking.practiceIntro')}</p>
          <Suspense fallback={<Skeleton height="3.25rem" />}>
            <PracticeRecorder maxSeconds={PRACTICE_MAX_SECONDS} />
          </Suspense>
        </div>
      </Card>
    </Page>
  );
}
