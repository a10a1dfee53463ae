import { type Locale, locales } from '@lingua/i18n';
import type { ThemeName } from '@lingua/ui';

const themeNames: readonly ThemeName[] = ['light', 'dark', 'system'];

/** The settings of platform-shell.md section 3, with its defaults. */
export interface Settings {
  notifications: {
    email: boolean;
    push: boolean;
    exercise_reminders: boolean;
    progress_updates: boolean;
  };
  /** The interface language (issue 20: it follows the user, like the theme). */
  language: Locale;
  theme: ThemeName;
  privacy: { profile_visibility: 'public' | 'friends' | 'private'; show_progress: boolean };
  preferences: { auto_save: boolean; difficulty_auto_adjust: boolean };
}

export const defaultSettings: Settings = {
  notifications: { email: true, push: false, exercise_reminders: true, progress_updates: false },
  language: 'en',
  theme: 'light',
  privacy: { profile_visibility: 'public', show_progress: true },
  preferences: { auto_save: true, difficulty_auto_adjust: false },
};

export const visibilities = ['public', 'friends', 'private'] as const;

/** Where the settings live in this browser. */
export const SETTINGS_KEY = 'settings';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function pick<T>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function flags<T extends Record<string, boolean>>(value: unknown, defaults: T): T {
  const source = isRecord(value) ? value : {};
  return Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => [
      key,
      typeof source[key] === 'boolean' ? source[key] : fallback,
    ]),
  ) as T;
}

/**
 * Settings from anything stored (local storage, the profile's `preferences`): unknown or
 * malformed entries fall back to the defaults one by one, so an old or hand-edited copy never
 * breaks the page.
 */
export function readSettings(value: unknown): Settings {
  const source = isRecord(value) ? value : {};
  const privacy = isRecord(source.privacy) ? source.privacy : {};
  return {
    notifications: flags(source.notifications, defaultSettings.notifications),
    language: pick(source.language, locales, defaultSettings.language),
    theme: pick(source.theme, themeNames, defaultSettings.theme),
    privacy: {
      profile_visibility: pick(
        privacy.profile_visibility,
        visibilities,
        defaultSettings.privacy.profile_visibility,
      ),
      show_progress:
        typeof privacy.show_progress === 'boolean'
          ? privacy.show_progress
          : defaultSettings.privacy.show_progress,
    },
    preferences: flags(source.preferences, defaultSettings.preferences),
  };
}

export function loadLocalSettings(storage: Pick<Storage, 'getItem'>): Settings | null {
  const raw = storage.getItem(SETTINGS_KEY);
  if (!raw) return null;
  try {
    return readSettings(JSON.parse(raw));
  } catch {
    return null;
  }
}
