import { describe, expect, it } from 'vitest';
import { defaultSettings, loadLocalSettings, readSettings } from './settings';

describe('readSettings', () => {
  it('gives the spec defaults for nothing stored', () => {
    expect(readSettings(undefined)).toEqual(defaultSettings);
    expect(defaultSettings.notifications).toEqual({
      email: true,
      push: false,
      exercise_reminders: true,
      progress_updates: false,
    });
  });

  it('keeps valid entries and replaces malformed ones one by one', () => {
    const settings = readSettings({
      theme: 'dark',
      language: 'xx',
      notifications: { push: true, email: 'yes' },
      privacy: { profile_visibility: 'private' },
    });
    expect(settings.theme).toBe('dark');
    expect(settings.language).toBe('en');
    expect(settings.notifications.push).toBe(true);
    expect(settings.notifications.email).toBe(true);
    expect(settings.privacy).toEqual({ profile_visibility: 'private', show_progress: true });
  });
});

describe('loadLocalSettings', () => {
  it('reads the stored copy and ignores a corrupted one', () => {
    const storage = (raw: string | null) => ({ getItem: () => raw });
    expect(loadLocalSettings(storage(JSON.stringify({ theme: 'system' })))?.theme).toBe('system');
    expect(loadLocalSettings(storage('{oops'))).toBeNull();
    expect(loadLocalSettings(storage(null))).toBeNull();
  });
});
