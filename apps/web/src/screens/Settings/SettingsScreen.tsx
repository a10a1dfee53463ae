import { readApiError, type UserProfile } from '@lingua/api';
import { isLocale, localeNames, locales, type MessageId, msg } from '@lingua/i18n';
import type { ThemeName } from '@lingua/ui';
import { Button, Card, NativeSelect, Radio, RadioGroup, Switch } from '@lingua/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi, useShowToast } from '../../app/services';
import { Page } from '../../components/Page/Page';
import { useProfile, userCalls } from '../../features/users/queries';
import { useLocale } from '../../i18n/LocaleProvider';
import { useText } from '../../i18n/useText';
import { applyTheme } from './applyTheme';
import { DeleteAccountCard } from './DeleteAccountCard';
import * as styles from './SettingsScreen.css';
import {
  loadLocalSettings,
  readSettings,
  SETTINGS_KEY,
  type Settings,
  type visibilities,
} from './settings';

// Each language by its own name: whoever switched by mistake still finds theirs.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const languageOptions = locales.map((id) => ({ id, label: localeNames[id] }));

const visibilityLabels: Record<(typeof visibilities)[number], MessageId> = {
  public: 'settings.visibility.public',
  friends: 'settings.visibility.friends',
  private: 'settings.visibility.private',
};

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
 * so they follow the user to another browser. The theme changes the page at once; the language
 * on Save (it changes every word of the page, the Save button's included).
 */
export default function SettingsScreen() {
  const api = useApi();
  const showToast = useShowToast();
  const t = useText();
  const { locale, setLocale } = useLocale();
  const profile = useProfile();
  const [settings, setSettings] = useState<Settings | null>(() =>
    loadLocalSettings(window.localStorage),
  );

  // Without a copy in this browser, the one saved with the profile (else the defaults) is used.
  useEffect(() => {
    if (settings === null && profile.isFetched) {
      // Nothing saved yet: the language the page is shown in is the one to keep.
      const saved = readSettings(profile.data?.preferences?.settings);
      const chosen = isRecord(profile.data?.preferences?.settings)
        ? profile.data.preferences.settings.language
        : undefined;
      setSettings(isLocale(chosen) ? saved : { ...saved, language: locale });
    }
  }, [settings, profile.isFetched, profile.data, locale]);

  const save = useMutation({
    mutationFn: async (next: Settings) => {
      window.localStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
      if (!profile.data) throw new Error('The profile is not loaded');
      await userCalls(api).update(profileUpdate(profile.data, next));
    },
    onSuccess: async (_, saved) => {
      // The page is now in the saved language: so is its confirmation.
      const say = await setLocale(saved.language);
      showToast({ title: say(msg('settings.saved')), variant: 'default' });
    },
    onError: () =>
      showToast({
        title: msg('common.error'),
        description: msg('settings.saveFailed'),
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
        title: msg('common.error'),
        description: readApiError(error, msg('settings.exportFailed')),
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
      title={t('settings.title')}
      subtitle={t('settings.subtitle')}
      actions={
        <>
          <Button
            variant="secondary"
            isPending={exportData.isPending}
            pendingLabel={t('settings.exporting')}
            onPress={() => exportData.mutate()}
          >
            {t('settings.export')}
          </Button>
          <Button
            isPending={save.isPending}
            pendingLabel={t('settings.saving')}
            onPress={() => save.mutate(current)}
          >
            {t('settings.save')}
          </Button>
        </>
      }
    >
      <div className={styles.grid}>
        <Card title={t('settings.notifications')} headingLevel={2}>
          <div className={styles.stack}>
            {(
              [
                ['email', 'settings.notifications.email'],
                ['push', 'settings.notifications.push'],
                ['exercise_reminders', 'settings.notifications.exerciseReminders'],
                ['progress_updates', 'settings.notifications.progressUpdates'],
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
                {t(label)}
              </Switch>
            ))}
          </div>
        </Card>
        <Card title={t('settings.appearance')} headingLevel={2}>
          <div className={styles.stack}>
            <NativeSelect
              label={t('language.label')}
              options={languageOptions}
              value={current.language}
              onChange={(event) =>
                update((draft) => ({
                  ...draft,
                  language: event.target.value as Settings['language'],
                }))
              }
            />
            <RadioGroup
              label={t('settings.theme')}
              value={current.theme}
              onChange={(value) => setTheme(value as ThemeName)}
            >
              <Radio value="light">{t('settings.theme.light')}</Radio>
              <Radio value="dark">{t('settings.theme.dark')}</Radio>
              <Radio value="system">{t('settings.theme.system')}</Radio>
            </RadioGroup>
          </div>
        </Card>
        <Card title={t('settings.privacy')} headingLevel={2}>
          <div className={styles.stack}>
            <NativeSelect
              label={t('settings.visibility')}
              options={Object.entries(visibilityLabels).map(([id, label]) => ({
                id,
                label: t(label),
              }))}
              value={current.privacy.profile_visibility}
              onChange={(event) =>
                update((draft) => ({
                  ...draft,
                  privacy: {
                    ...draft.privacy,
                    profile_visibility: event.target
                      .value as Settings['privacy']['profile_visibility'],
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
              {t('settings.showProgress')}
            </Switch>
          </div>
        </Card>
        <Card title={t('settings.learning')} headingLevel={2}>
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
              {t('settings.autoSave')}
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
              {t('settings.autoAdjust')}
            </Switch>
          </div>
        </Card>
        <DeleteAccountCard />
      </div>
    </Page>
  );
}
