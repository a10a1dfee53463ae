import { darkTheme, lightTheme, systemTheme } from './themes.css';

export const themeNames = ['light', 'dark', 'system'] as const;
export type ThemeName = (typeof themeNames)[number];

const classes: Record<ThemeName, string> = {
  light: lightTheme,
  dark: darkTheme,
  system: systemTheme,
};

/** The class to put on `<html>` (or any subtree) to apply a theme. */
export function themeClass(theme: ThemeName): string {
  return classes[theme];
}
