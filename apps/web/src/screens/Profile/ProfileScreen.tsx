import { type ProfileFields, profileEditMachine } from '@lingua/flows';
import {
  Avatar,
  Button,
  Card,
  EmptyState,
  SkeletonText,
  TextField,
  userDisplayName,
} from '@lingua/ui';
import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { useInspectedMachine } from '../../app/inspector';
import { setProfile, userCalls } from '../../features/users/queries';
import { useText } from '../../i18n/useText';
import { formatMonthYear } from '../../layout/format';
import { Page } from '../../layout/Page';
import { useApi, useShowToast } from '../../layout/services';
import { useSession } from '../../session/sessionContext';
import { CountryField } from './CountryField';
import { describeCountry } from './countries';
import * as styles from './ProfileScreen.css';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/** /profile: the user's details, edited in place (Edit Profile -> Save or Cancel). */
export default function ProfileScreen() {
  const t = useText();
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
  const { profile, draft, errors } = state.context;
  const editing = state.matches('editing') || state.matches('saving');

  if (state.matches('notFound')) {
    return (
      <Page title="Profile">
        <EmptyState
          title="Profile Not Found"
          headingLevel={2}
          description="Unable to load your profile information."
        />
      </Page>
    );
  }
  if (!profile) {
    return (
      <Page title="Profile">
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
  const shown = (value: string | null) => value || 'Not set';
  const role = profile.role ? capitalise(profile.role) : 'Not set';

  return (
    <Page title="Profile" subtitle="Your account details">
      <Card>
        <div className={styles.identity}>
          <Avatar name={name} size="large" decorative />
          <div>
            <h2 className={styles.name}>{name}</h2>
            <p className={styles.muted}>{profile.email}</p>
            <p className={styles.muted}>Joined {formatMonthYear(profile.created_at)}</p>
          </div>
        </div>
      </Card>
      <Card
        title="Personal information"
        headingLevel={2}
        actions={
          editing ? null : (
            <Button variant="secondary" onPress={() => send({ type: 'profile.edit' })}>
              Edit Profile
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
            <TextField label="First name" autoComplete="given-name" {...field('first_name')} />
            <TextField label="Last name" autoComplete="family-name" {...field('last_name')} />
            <TextField label="Username" autoComplete="username" {...field('username')} />
            <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
            <TextField
              label="Phone number"
              type="tel"
              autoComplete="tel"
              {...field('phone_number')}
            />
            <CountryField {...field('country')} />
            {/* Chosen when the profile was completed: shown as text, never as a field. */}
            <dl className={styles.details}>
              <dt>Role</dt>
              <dd>{role}</dd>
            </dl>
            <div className={styles.actions}>
              <Button variant="secondary" onPress={() => send({ type: 'profile.cancel' })}>
                Cancel
              </Button>
              <Button type="submit" isPending={state.hasTag('busy')} pendingLabel="Saving">
                Save
              </Button>
            </div>
          </form>
        ) : (
          <dl className={styles.details}>
            <dt>First name</dt>
            <dd>{shown(profile.first_name)}</dd>
            <dt>Last name</dt>
            <dd>{shown(profile.last_name)}</dd>
            <dt>Username</dt>
            <dd>{shown(profile.username)}</dd>
            <dt>Email</dt>
            <dd>{profile.email}</dd>
            <dt>Phone number</dt>
            <dd>{shown(profile.phone_number)}</dd>
            <dt>Country</dt>
            <dd>{shown(describeCountry(profile.country))}</dd>
            <dt>Role</dt>
            <dd>{role}</dd>
          </dl>
        )}
      </Card>
    </Page>
  );
}
