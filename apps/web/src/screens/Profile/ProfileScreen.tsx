import { changesEmail, type ProfileFields, profileEditMachine } from '@lingua/flows';
import {
  Avatar,
  Button,
  Card,
  EmptyState,
  PasswordField,
  SkeletonText,
  TextField,
  userDisplayName,
} from '@lingua/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { useInspectedMachine } from '../../app/inspector';
import { useApi, useShowToast } from '../../app/services';
import { Page } from '../../components/Page/Page';
import { setProfile, userCalls } from '../../features/users/queries';
import { useFormat } from '../../i18n/format';
import { useText } from '../../i18n/useText';
import { useSession } from '../../session/sessionContext';
import { describeCountry } from './countries';
import * as styles from './ProfileScreen.css';

// The searchable country list (react-aria's combo box, list box and popover) is fetched when
// the profile is first edited: the page itself shows the country as text.
const CountryField = lazy(() =>
  import('./CountryField').then((module) => ({ default: module.CountryField })),
);

/** /profile: the user's details, edited in place (Edit Profile -> Save or Cancel). */
export default function ProfileScreen() {
  const t = useText();
  const format = useFormat();
  const { locale } = useIntl();
  const api = useApi();
  const showToast = useShowToast();
  const queryClient = useQueryClient();
  const { profileSaved } = useSession();
  const [state, send] = useInspectedMachine(
    profileEditMachine.provide({
      actors: {
        fetchProfile: fromPromise(() => userCalls(api).me()),
        updateProfile: fromPromise(async ({ input }) => {
          const saved = await userCalls(api).update(input);
          setProfile(queryClient, saved);
          profileSaved(saved);
          return saved;
        }),
      },
      actions: { showToast: (_, toast) => showToast(toast) },
    }),
  );
  const { profile, draft, currentPassword, errors } = state.context;
  const editing = state.matches('editing') || state.matches('saving');

  if (state.matches('notFound')) {
    return (
      <Page title={t('profile.title')}>
        <EmptyState
          title={t('profile.notFound')}
          headingLevel={2}
          description={t('profile.notFoundText')}
        />
      </Page>
    );
  }
  if (!profile) {
    return (
      <Page title={t('profile.title')}>
        <SkeletonText lines={6} />
      </Page>
    );
  }

  const name = userDisplayName(profile);
  const field = (key: keyof ProfileFields) => ({
    value: draft[key],
    onChange: (value: string) => send({ type: 'field.change', field: key, value }),
    isInvalid: errors[key] !== undefined,
    errorMessage: t(errors[key] ?? ''),
  });
  const notSet = t('profile.notSet');
  // A new address waits for its link: the account keeps the old one until then.
  const pending = profile.pending_email ? (
    <p className={styles.muted}>{t('profile.pendingEmail', { pending: profile.pending_email })}</p>
  ) : null;
  // Names, usernames and numbers as the user typed them: never translated.
  const shown = (value: string | null) => (value ? <span translate="no">{value}</span> : notSet);
  const roleName = profile.role?.toLowerCase();
  const role =
    roleName === 'teacher'
      ? t('profile.role.teacher')
      : roleName === 'student'
        ? t('profile.role.student')
        : notSet;
  const country = describeCountry(profile.country, locale);
  // A pupil's class account (issue 31): its address is a placeholder, and it keeps no phone or
  // country, so neither is asked nor shown.
  const classAccount = profile.class_account === true;

  return (
    <Page title={t('profile.title')} subtitle={t('profile.subtitle')}>
      <Card>
        <div className={styles.identity}>
          <Avatar name={name} size="large" decorative />
          <div>
            <h2 className={styles.name} translate="no">
              {name}
            </h2>
            <p className={styles.muted} translate="no">
              {classAccount ? profile.username : profile.email}
            </p>
            {/* One text with its month and year (Intl's, in the interface language). */}
            <p className={styles.muted} data-intl="">
              {t('profile.joined', { date: format.monthYear(profile.created_at) })}
            </p>
            {classAccount ? <p className={styles.muted}>{t('profile.classAccount')}</p> : null}
          </div>
        </div>
      </Card>
      <Card
        title={t('profile.personal')}
        headingLevel={2}
        actions={
          editing ? null : (
            <Button variant="secondary" onPress={() => send({ type: 'profile.edit' })}>
              {t('profile.edit')}
            </Button>
          )
        }
      >
        {editing ? (
          <form
            noValidate
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'profile.save' });
            }}
          >
            <TextField
              label={t('profile.firstName')}
              autoComplete="given-name"
              {...field('first_name')}
            />
            <TextField
              label={t('profile.lastName')}
              autoComplete="family-name"
              {...field('last_name')}
            />
            <TextField
              label={t('profile.username')}
              autoComplete="username"
              {...field('username')}
            />
            <TextField
              label={t('common.email')}
              type="email"
              autoComplete="email"
              description={classAccount ? t('profile.emailOptional') : undefined}
              {...field('email')}
            />
            {changesEmail(state.context) ? (
              <PasswordField
                label={t('profile.currentPassword')}
                description={t('profile.currentPasswordHint')}
                autoComplete="current-password"
                isRequired
                value={currentPassword}
                onChange={(value) =>
                  send({ type: 'field.change', field: 'current_password', value })
                }
                isInvalid={errors.current_password !== undefined}
                errorMessage={t(errors.current_password ?? '')}
              />
            ) : null}
            {classAccount ? null : (
              <>
                <TextField
                  label={t('profile.phone')}
                  type="tel"
                  autoComplete="tel"
                  {...field('phone_number')}
                />
                <Suspense
                  fallback={
                    <TextField
                      label={t('profile.country')}
                      value={describeCountry(draft.country, locale)}
                      isDisabled
                    />
                  }
                >
                  <CountryField {...field('country')} />
                </Suspense>
              </>
            )}
            {/* Chosen when the profile was completed: shown as text, never as a field. */}
            <dl className={styles.details}>
              <dt>{t('profile.role')}</dt>
              <dd>{role}</dd>
            </dl>
            <div className={styles.actions}>
              <Button variant="secondary" onPress={() => send({ type: 'profile.cancel' })}>
                {t('common.cancel')}
              </Button>
              <Button
                type="submit"
                isPending={state.hasTag('busy')}
                pendingLabel={t('profile.saving')}
              >
                {t('profile.save')}
              </Button>
            </div>
          </form>
        ) : (
          <dl className={styles.details}>
            <dt>{t('profile.firstName')}</dt>
            <dd>{shown(profile.first_name)}</dd>
            <dt>{t('profile.lastName')}</dt>
            <dd>{shown(profile.last_name)}</dd>
            <dt>{t('profile.username')}</dt>
            <dd>{shown(profile.username)}</dd>
            <dt>{t('common.email')}</dt>
            <dd>
              {classAccount ? notSet : <span translate="no">{profile.email}</span>}
              {pending}
            </dd>
            {classAccount ? null : (
              <>
                <dt>{t('profile.phone')}</dt>
                <dd>{shown(profile.phone_number)}</dd>
                <dt>{t('profile.country')}</dt>
                {/* Named by Intl in the interface language. */}
                <dd>{country ? <span data-intl="">{country}</span> : notSet}</dd>
              </>
            )}
            <dt>{t('profile.role')}</dt>
            <dd>{role}</dd>
          </dl>
        )}
      </Card>
    </Page>
  );
}
