import { readApiError, type UserProfile } from '@lingua/api';
import type { ThemeName } from '@lingua/ui';
import { Button, Card, Radio, RadioGroup, Select, Switch } from '@lingua/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useProfile, userCalls } from '../../features/users/queries';
import { Page } from '../../layout/Page';
import { useApi, useShowToast } from '../../layout/services';
import { applyTheme } from './applyTheme';
import { DeleteAccountCard } from './DeleteAccountCard';
import * as styles from './SettingsScreen.css';
import {
  interfaceLanguages,
  loadLocalSettings,
  readSettings,
  SETTINGS_KEY,
  type Settings,
  visibilities,
} from './settings';

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([id, label]) => ({ id, label }));

/** The profile's fields the update call needs to carry along with the preferences. */
function profileUpdate(profile: UserProfile, settings: Settings) {
  return {
    username: profile.username ?? '',
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    country: profile.country ?? '',
    phone_number: profile.phone_number ?? '',
    email: profile.email,
    preferences: { ...profile.preferences, settings },
  };
}

/**
 * /settings: kept in this browser as the spec says, and saved to the profile's `preferences`
 * so they follow the user to another browser. The theme changes the page at once.
 */
export default function SettingsScreen() {
  const api = useApi();
  const showToast = useShowToast();
  const profile = useProfile();
  const [settings, setSettings] = useState<Settings | null>(() =>
    loadLocalSettings(window.localStorage),
  );

  // Without a copy in this browser, the one saved with the profile (else the defaults) is used.
  useEffect(() => {
    if (settings === null && profile.isFetched) {
      setSettings(readSettings(profile.data?.preferences?.settings));
    }
  }, [settings, profile.isFetched, profile.data]);

  const save = useMutation({
    mutationFn: async (next: Settings) => {
      window.localStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
      if (!profile.data) throw new Error('The profile is not loaded');
      await userCalls(api).update(profileUpdate(profile.data, next));
    },
    onSuccess: () => showToast({ title: 'Settings Saved', variant: 'default' }),
    onError: () =>
      showToast({
        title: 'Error',
        description: 'Failed to save settings. Please try again.',
        variant: 'destructive',
      }),
  });

  const exportData = useMutation({
    mutationFn: async () => {
      const data = await userCalls(api).exportData();
      const link = document.createElement('a');
      link.href = URL.createObjectURL(data);
      link.download = 'lingua-export.json';
      link.click();
      URL.revokeObjectURL(link.href);
    },
    onError: (error) =>
      showToast({
        title: 'Error',
        description: readApiError(error, 'Failed to export your data. Please try again.'),
        variant: 'destructive',
      }),
  });

  const current = settings ?? readSettings(undefined);
  const update = (change: (draft: Settings) => Settings) => setSettings(change(current));
  const setTheme = (theme: ThemeName) => {
    applyTheme(theme);
    update((draft) => ({ ...draft, theme }));
  };

  return (
    <Page
      title="Settings"
      subtitle="Notifications, appearance, privacy and learning preferences"
      actions={
        <>
          <Button
            variant="secondary"
            isPending={exportData.isPending}
            pendingLabel="Exporting"
            onPress={() => exportData.mutate()}
          >
            Export Data
          </Button>
          <Button
            isPending={save.isPending}
            pendingLabel="Saving"
            onPress={() => save.mutate(current)}
          >
            Save Settings
          </Button>
        </>
      }
    >
      <div className={styles.grid}>
        <Card title="Notifications" headingLevel={2}>
          <div className={styles.stack}>
            {(
              [
                ['email', 'Email notifications'],
                ['push', 'Push notifications'],
                ['exercise_reminders', 'Exercise reminders'],
                ['progress_updates', 'Progress updates'],
              ] as const
            ).map(([key, label]) => (
              <Switch
                key={key}
                isSelected={current.notifications[key]}
                onChange={(on) =>
                  update((draft) => ({
                    ...draft,
                    notifications: { ...draft.notifications, [key]: on },
                  }))
                }
              >
                {label}
              </Switch>
            ))}
          </div>
        </Card>
        <Card title="Appearance" headingLevel={2}>
          <div className={styles.stack}>
            <Select
              label="Language"
              options={options(interfaceLanguages)}
              selectedKey={current.language}
              onSelectionChange={(key) =>
                update((draft) => ({ ...draft, language: key as Settings['language'] }))
              }
            />
            <RadioGroup
              label="Theme"
              value={current.theme}
              onChange={(value) => setTheme(value as ThemeName)}
            >
              <Radio value="light">Light</Radio>
              <Radio value="dark">Dark</Radio>
              <Radio value="system">System</Radio>
            </RadioGroup>
          </div>
        </Card>
        <Card title="Privacy" headingLevel={2}>
          <div className={styles.stack}>
            <Select
              label="Profile visibility"
              options={options(visibilities)}
              selectedKey={current.privacy.profile_visibility}
              onSelectionChange={(key) =>
                update((draft) => ({
                  ...draft,
                  privacy: {
                    ...draft.privacy,
                    profile_visibility: key as Settings['privacy']['profile_visibility'],
                  },
                }))
              }
            />
            <Switch
              isSelected={current.privacy.show_progress}
              onChange={(on) =>
                update((draft) => ({ ...draft, privacy: { ...draft.privacy, show_progress: on } }))
              }
            >
              Show my progress
            </Switch>
          </div>
        </Card>
        <Card title="Learning Preferences" headingLevel={2}>
          <div className={styles.stack}>
            <Switch
              isSelected={current.preferences.auto_save}
              onChange={(on) =>
                update((draft) => ({
                  ...draft,
                  preferences: { ...draft.preferences, auto_save: on },
                }))
              }
            >
              Auto-save answers
            </Switch>
            <Switch
              isSelected={current.preferences.difficulty_auto_adjust}
              onChange={(on) =>
                update((draft) => ({
                  ...draft,
                  preferences: { ...draft.preferences, difficulty_auto_adjust: on },
                }))
              }
            >
              Adjust difficulty automatically
            </Switch>
          </div>
        </Card>
        <DeleteAccountCard />
      </div>
    </Page>
  );
}
