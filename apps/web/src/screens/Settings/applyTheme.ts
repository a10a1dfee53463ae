import { type ThemeName, themeClass } from '@lingua/ui';
import { loadLocalSettings } from './settings';

/** Puts the theme on the page at once (the `<html>` element carries the theme class). */
export function applyTheme(theme: ThemeName): void {
  document.documentElement.className = themeClass(theme);
}

/** The theme this browser saved, applied when the signed-in app opens. */
export function applyStoredTheme(storage: Pick<Storage, 'getItem'>): void {
  const settings = loadLocalSettings(storage);
  if (settings) applyTheme(settings.theme);
}
