import { Button, EmptyState, Skeleton, StatCard } from '@lingua/ui';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { useNow } from '../../app/services';
import { Page, StatGrid } from '../../components/Page/Page';
import { useDashboard, useProfile } from '../../features/users/queries';
import { useFormat } from '../../i18n/format';
import { useText } from '../../i18n/useText';
import * as styles from './DashboardScreen.css';
import { activityDetail, averageScore } from './dashboardText';

/** "Welcome back, Marta!", or a greeting for anyone when the profile could not be read. */
function Greeting({ firstName }: { firstName: string | null | undefined }) {
  const name = firstName?.trim();
  if (!name) return <FormattedMessage id="dashboard.welcomeBack" />;
  return (
    <FormattedMessage
      id="dashboard.welcomeBackName"
      values={{ name: <span translate="no">{name}</span> }}
    />
  );
}

/** /dashboard: a greeting, the user's figures, quick actions and what happened lately. */
export default function DashboardScreen() {
  const t = useText();
  const format = useFormat();
  const now = useNow();
  const [, navigate] = useLocation();
  const me = useProfile();
  const dashboard = useDashboard();
  const data = dashboard.data;
  const figure = (value: string | number | undefined) =>
    value ?? <Skeleton width="3rem" height="1.5rem" />;

  return (
    <Page title={<Greeting firstName={me.data?.first_name} />} subtitle={t('dashboard.subtitle')}>
      <StatGrid label={t('dashboard.figures')}>
        <StatCard
          label={t('dashboard.exercises')}
          value={figure(data?.exercises_count)}
          hint={t('dashboard.exercisesHint')}
        />
        <StatCard
          label={t('dashboard.templates')}
          value={figure(data?.templates_count)}
          hint={t('dashboard.templatesHint')}
        />
        <StatCard
          label={t('dashboard.assignmentsDue')}
          value={figure(data?.assignments_due)}
          hint={t('dashboard.assignmentsDueHint')}
        />
        <StatCard
          label={t('dashboard.averageScore')}
          value={figure(data && averageScore(data.average_score, format.percent))}
          hint={t('dashboard.averageScoreHint')}
        />
      </StatGrid>
      <section className={styles.section} aria-labelledby="quick-actions">
        <h2 id="quick-actions" className={styles.sectionTitle}>
          {t('dashboard.quickActions')}
        </h2>
        <div className={styles.actions}>
          <Button onPress={() => navigate('/generate')}>{t('dashboard.generate')}</Button>
          <Button variant="secondary" onPress={() => navigate('/my-exercises')}>
            {t('dashboard.myExercises')}
          </Button>
          <Button variant="secondary" onPress={() => navigate('/chatbot')}>
            {t('dashboard.chat')}
          </Button>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="recent-activity">
        <h2 id="recent-activity" className={styles.sectionTitle}>
          {t('dashboard.recentActivity')}
        </h2>
        {dashboard.isPending ? (
          <div aria-busy="true">
            <Skeleton height="3rem" />
          </div>
        ) : dashboard.isError ? (
          <p role="alert">{t('dashboard.loadFailed')}</p>
        ) : data && data.recent_activity.length > 0 ? (
          <ul className={styles.activity}>
            {data.recent_activity.map((activity) => (
              <li key={`${activity.kind}:${activity.at}:${activity.title}`} className={styles.item}>
                <p className={styles.itemTitle}>
                  {/* The exercise's own title, in the language it was written in. */}
                  <strong translate="no">{activity.title}</strong>
                  <br />
                  {activityDetail(activity, t, format.percent)}
                </p>
                <p className={styles.when}>
                  <time dateTime={activity.at}>{format.relative(activity.at, now)}</time>
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={t('dashboard.emptyTitle')} description={t('dashboard.emptyText')} />
        )}
      </section>
    </Page>
  );
}
