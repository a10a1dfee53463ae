import { expect, type Page } from '@playwright/test';
import { type Account, type Api, bearer, ok, type Room } from './api';
import { type AssignedTemplate, assignTemplate, sitAssignment } from './assignments';

/** The interface languages (packages/i18n/src/locales.ts). */
export const interfaceLocales = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;
export type Locale = (typeof interfaceLocales)[number];

/**
 * Saves `locale` as the account's interface language, where the Settings page keeps it (the
 * profile's preferences), so the app opens in it in any browser.
 */
export async function speak(api: Api, account: Account, locale: Locale): Promise<Account> {
  const { profile } = account;
  // The fields the Settings page sends along with the preferences.
  const updated = await api.completeProfile(account.tokens.access_token, {
    username: profile.username ?? '',
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    country: profile.country ?? '',
    phone_number: profile.phone_number ?? '',
    email: profile.email,
    preferences: { ...profile.preferences, settings: { language: locale } },
  });
  return { ...account, profile: updated };
}

/** A language as the Settings page offers it: by its own name, and the toast that saved it in it. */
export interface SettingsLanguage {
  locale: Locale;
  option: string;
  saved: string;
}

export const spanish: SettingsLanguage = {
  locale: 'es',
  option: 'Español',
  saved: 'Ajustes guardados',
};

/**
 * Picks `language` in Settings, as the user would, saves it, and waits until the page speaks it
 * (the saved toast in that language, the page's `lang`).
 */
export async function saveLanguage(page: Page, language: SettingsLanguage): Promise<void> {
  await page.goto('/settings');
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: 'Language' }).selectOption({ label: language.option });
  await main.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText(language.saved)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
}

/** A teacher's class with something on every screen, typed in the teacher's own language. */
export interface Classroom {
  room: Room;
  assigned: AssignedTemplate;
  /** The student's finished sitting of the assignment. */
  sittingId: string;
}

/** What a Spanish teacher of English types: the exercises themselves are English content. */
export const spanishClass = {
  room: 'Inglés 2.º B',
  assignment: 'Repaso de la semana 1',
  template: 'Repaso: el colegio y la comida',
  description: 'Lee el texto y completa los huecos.',
} as const;

/**
 * A room with `student` in it, two exercises in a template, an assignment of it to the room,
 * and the student's finished sitting (half right, so the charts have something to say).
 */
export async function setUpClassroom(
  api: Api,
  teacher: Account,
  student: Account,
  wording: typeof spanishClass = spanishClass,
): Promise<Classroom> {
  const room = await api.createRoom(
    teacher,
    { name: wording.room, language: 'English', level: 'A2' },
    [student],
  );
  const assigned = await assignTemplate(api, teacher, room, wording.assignment, {
    template: wording.template,
    description: wording.description,
  });
  await sitAssignment(api, student, assigned, 'all wrong');
  const { sittings } = ok(
    'list the sittings',
    await api.client.GET('/gradebook/rooms/{id}/sittings', {
      ...bearer(teacher),
      params: { path: { id: room.id } },
    }),
  );
  const sitting = sittings[0];
  if (!sitting) throw new Error('The sitting is not in the gradebook');
  return { room, assigned, sittingId: sitting.attempt_id };
}

/**
 * Opens `path` and waits until the screen shows itself (its heading) and has its data (no
 * request in flight). Locale-free, so it serves every language.
 */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await page.waitForLoadState('networkidle');
}
