import { type ThemeName, themeClass } from '@lingua/ui';
import { useEffect, useState } from 'react';
import { useProfile } from '../../features/users/queries';
import { loadLocalSettings, readSettings } from './settings';

/** Puts the theme on the page at once (the `<html>` element carries the theme class). */
export function applyTheme(theme: ThemeName): void {
  document.documentElement.className = themeClass(theme);
}

/**
 * Applies the saved theme when the signed-in app opens: this browser's copy, else the one saved
 * with the profile, so a theme chosen in another browser follows the user here.
 */
export function useSavedTheme(): void {
  const [local] = useState(() => loadLocalSettings(window.localStorage));
  const profile = useProfile({ enabled: local === null });
  const saved = profile.data?.preferences?.settings;
  const theme = local?.theme ?? (saved === undefined ? null : readSettings(saved).theme);
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
}
