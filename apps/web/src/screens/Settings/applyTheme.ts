import { type ThemeName, themeClass } from '@lingua/ui';
import { useEffect, useState } from 'react';
import { useProfile } from '../../features/users/queries';
import { useLocale } from '../../i18n/LocaleProvider';
import { loadLocalSettings, readSettings } from './settings';

/** Puts the theme on the page at once (the `<html>` element carries the theme class). */
export function applyTheme(theme: ThemeName): void {
  document.documentElement.className = themeClass(theme);
}

/**
 * Applies the saved theme and language when the signed-in app opens: this browser's copy, else
 * the one saved with the profile, so choices made in another browser follow the user here.
 */
export function useSavedPreferences(): void {
  const { setLocale } = useLocale();
  const [local] = useState(() => loadLocalSettings(window.localStorage));
  const profile = useProfile({ enabled: local === null });
  const saved = profile.data?.preferences?.settings;
  const settings = local ?? (saved === undefined ? null : readSettings(saved));
  const theme = settings?.theme;
  const language = settings?.language;
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
  useEffect(() => {
    if (language) void setLocale(language);
  }, [language, setLocale]);
}
