import type { Page } from '@playwright/test';
import type { Account } from '../support/api';
import { assignTemplate } from '../support/assignments';
import { submitLogIn } from '../support/authScreens';
import { anotherBrowser } from '../support/browserSession';
import { expectNoEnglish, expectNoEnglishTitle } from '../support/englishText';
import { expect, test } from '../support/fixtures';
import {
  type Classroom,
  interfaceLocales,
  openScreen,
  saveLanguage,
  setUpClassroom,
  spanish,
  spanishClass,
  speak,
} from '../support/interfaceLanguage';

/**
 * Issue 20's "Done when": a teacher who picks Español reads no English outside content on any
 * screen they reach, in this browser and the next; a German user reads German dates; a French
 * user's failed login and form errors are French; axe stays clean in every language.
 *
 * The screens are reached by address and by their structure (a form's submit button, the page
 * header's last button), never by their words, so the journey walks them whatever language
 * they speak. Each screen's English is a soft failure: one run lists the English of them all.
 */

/** A screen of the teacher's journey: where it is, and what to do there before reading it. */
interface Stop {
  name: string;
  path: (classroom: Classroom) => string;
  /** Puts the screen into the state worth reading (its data shown, an error, a dialog...). */
  prepare?: (page: Page, classroom: Classroom) => Promise<void>;
}

/** The page header's last button: the screen's main action (Create...). */
const headerAction = (page: Page) =>
  page.getByRole('main').locator('header').first().getByRole('button').last();

const teacherStops: Stop[] = [
  { name: 'Dashboard', path: () => '/dashboard' },
  { name: 'Exercises', path: () => '/exercises' },
  {
    name: 'Generate, a required field left empty',
    path: () => '/generate',
    async prepare(page) {
      const form = page.getByRole('main').getByRole('form').first();
      await form.locator('button[type="submit"]').click();
      // The form says what is missing in a toast.
      await expect(
        page.getByRole('alertdialog').filter({ hasNotText: 'Ajustes guardados' }),
      ).toBeVisible();
    },
  },
  {
    name: 'My Exercises',
    path: () => '/my-exercises',
    async prepare(page, { assigned }) {
      const title = assigned.exercises[0]?.results.Title ?? '';
      await expect(page.getByText(title).first()).toBeVisible();
    },
  },
  {
    name: 'My Templates',
    path: () => '/my-templates',
    async prepare(page) {
      await expect(page.getByText(spanishClass.template).first()).toBeVisible();
    },
  },
  {
    name: 'Assignments',
    path: () => '/assignments',
    async prepare(page) {
      await expect(page.getByText(spanishClass.assignment).first()).toBeVisible();
    },
  },
  {
    name: 'Assignments, the create dialog',
    path: () => '/assignments',
    async prepare(page) {
      await expect(page.getByText(spanishClass.assignment).first()).toBeVisible();
      await headerAction(page).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'Rooms',
    path: () => '/rooms',
    async prepare(page) {
      await expect(page.getByText(spanishClass.room).first()).toBeVisible();
    },
  },
  {
    name: "The room's page with its analytics",
    path: ({ room }) => `/rooms/${room.id}`,
    async prepare(page) {
      await expect(page.getByRole('heading', { level: 1 })).toContainText(spanishClass.room);
    },
  },
  {
    name: 'Gradebook',
    path: ({ room }) => `/rooms/${room.id}/gradebook`,
    async prepare(page) {
      await expect(page.getByRole('grid').first()).toContainText(spanishClass.assignment);
    },
  },
  {
    name: 'A sitting',
    path: ({ room, sittingId }) => `/rooms/${room.id}/sittings/${sittingId}`,
    async prepare(page) {
      await expect(page.getByRole('heading', { level: 1 })).toContainText(spanishClass.assignment);
    },
  },
  {
    name: 'ChatbotAI, after a message and its answer',
    path: () => '/chatbot',
    async prepare(page) {
      const messages = page.getByRole('log').locator('article');
      await expect(messages).toHaveCount(1);
      await page.locator('textarea').fill('¿Cómo se dice «deberes» en inglés?');
      await page.locator('textarea').press('Enter');
      await expect(messages).toHaveCount(3, { timeout: 15_000 });
    },
  },
  { name: 'Voice Chat', path: () => '/voice-chat' },
  { name: 'Profile', path: () => '/profile' },
  { name: 'Settings', path: () => '/settings' },
  { name: 'Feedback', path: () => '/feedback' },
  { name: 'A page that does not exist', path: () => '/no-such-page' },
];

/** The English exercises' words, which labels may quote (e.g. "Eliminar {title}"). */
function contentOf({ assigned }: Classroom): string[] {
  return assigned.exercises.flatMap((exercise) => [
    exercise.results.Title ?? '',
    ...(exercise.results.Questions ?? []),
    ...(exercise.results.Exercises ?? []),
    ...(exercise.answer_key ?? []).flatMap((item) => [item.answer, item.grammar_topic]),
  ]);
}

test.describe('a teacher who switches to Español', () => {
  let classroom: Classroom;

  test.beforeEach(async ({ api, teacher, student }) => {
    // A class in Spain: the student reads Spanish too, so the feedback their sitting got is.
    classroom = await setUpClassroom(api, teacher, await speak(api, student, 'es'));
  });

  test('reads no English outside content on any screen they reach', { tag: '@soak' }, async ({
    page,
    teacher,
    signIn,
  }) => {
    // Seventeen screens, each loaded, put in its state and read.
    test.setTimeout(240_000);
    await signIn(teacher);
    await saveLanguage(page, spanish);
    await expectNoEnglish(page, 'Settings, just saved');
    await expectNoEnglishTitle(page);

    const content = contentOf(classroom);
    for (const stop of teacherStops) {
      await test.step(stop.name, async () => {
        await openScreen(page, stop.path(classroom));
        await stop.prepare?.(page, classroom);
        await expectNoEnglish(page, stop.name, { content });
      });
    }
  });

  test('gets Spanish at once in a new browser where they log in', { tag: '@soak' }, async ({
    page,
    teacher,
    signIn,
    browser,
    baseURL,
    clientIp,
  }) => {
    await signIn(teacher);
    await saveLanguage(page, spanish);

    // Another computer, whose browser asks for English.
    const { context: elsewhere, page: newPage } = await anotherBrowser(
      browser,
      { baseURL, clientIp },
      'en-GB',
    );
    await newPage.goto('/login');
    await expect(newPage.locator('html')).toHaveAttribute('lang', 'en');
    await submitLogIn(newPage, { email: teacher.email, password: teacher.password });
    await expect(newPage).toHaveURL(/\/dashboard$/);
    await expect(newPage.getByRole('link', { name: 'Aulas' })).toBeVisible();
    await expectNoEnglish(newPage, 'the navigation right after logging in', { scope: 'nav' });

    await openScreen(newPage, '/settings');
    await expect(newPage.getByRole('heading', { name: 'Ajustes', level: 1 })).toBeVisible();
    await expectNoEnglish(newPage, 'Settings in the new browser');
    // The whole first screen, the dashboard, read after its data came.
    await openScreen(newPage, '/dashboard');
    await expectNoEnglish(newPage, 'the dashboard in the new browser', {
      content: contentOf(classroom),
    });
    await elsewhere.close();
  });
});

test('a German user reads German dates', async ({ page, api, newEmail, student, signIn }) => {
  const lehrerin: Account = await speak(
    api,
    await api.createAccount({ email: newEmail('lehrerin'), role: 'teacher', firstName: 'Jana' }),
    'de',
  );
  const room = await api.createRoom(
    lehrerin,
    { name: 'Englisch 7b', language: 'English', level: 'A2' },
    [student],
  );
  const { assignment } = await assignTemplate(api, lehrerin, room, 'Wiederholung Woche 1', {
    template: 'Schule und Essen',
    description: 'Lies den Text und fülle die Lücken aus.',
  });
  const inBerlin = { timeZone: 'Europe/Berlin' } as const;
  const germanDate = new Intl.DateTimeFormat('de', {
    ...inBerlin,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(assignment.schedule));
  const englishDate = new Intl.DateTimeFormat('en-US', {
    ...inBerlin,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(assignment.schedule));
  const joined = new Intl.DateTimeFormat('de', { ...inBerlin, month: 'long', year: 'numeric' });

  await signIn(lehrerin);
  await openScreen(page, '/assignments');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const card = page.getByRole('main');
  await expect(card.getByText('Wiederholung Woche 1').first()).toBeVisible();
  // "30. Nov. 2026", not the English "Nov 30, 2026".
  await expect.soft(card.getByText(germanDate).first()).toBeVisible();
  await expect.soft(card.getByText(englishDate)).toHaveCount(0);

  await openScreen(page, '/profile');
  const month = joined.format(new Date(lehrerin.profile.created_at));
  const joinedLine = page.getByRole('main').getByText(month);
  await expect.soft(joinedLine).toBeVisible();
  // The month comes in a German sentence, not after the English "Joined".
  await expect.soft(joinedLine).not.toHaveText(/Joined/);
});

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test("shows the sign-up form's errors and a failed login in French", async ({
    page,
    teacher,
    newEmail,
  }) => {
    await page.goto('/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { name: 'Inscription', level: 1 })).toBeVisible();
    const submit = page.getByRole('button', { name: "S'inscrire" });
    await submit.click();
    await expect(page.getByText("L'adresse e-mail est obligatoire")).toBeVisible();
    await expect(page.getByText('Le mot de passe est obligatoire')).toBeVisible();
    await expect(page.getByText('Veuillez confirmer votre mot de passe')).toBeVisible();

    await page.getByLabel('E-mail').fill('marie@lingua');
    await page.getByLabel('Mot de passe', { exact: true }).fill('password');
    await page.getByLabel('Confirmer le mot de passe').fill('Password1');
    await submit.click();
    await expect(page.getByText('Veuillez saisir une adresse e-mail valide')).toBeVisible();
    await expect(
      page.getByText(
        'Le mot de passe doit contenir au moins 8 caractères, dont au moins une majuscule, une minuscule et un chiffre.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();

    // A taken address is answered like a new one, in French.
    await page.getByLabel('E-mail').fill(newEmail('marie'));
    await page.getByLabel('Mot de passe', { exact: true }).fill('Lingua2026pass');
    await page.getByLabel('Confirmer le mot de passe').fill('Lingua2026pass');
    await submit.click();
    await expect(
      page.getByText('Compte créé ! Consultez vos e-mails pour vérifier votre compte.'),
    ).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('E-mail').fill(teacher.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Échec de la connexion', { exact: true })).toBeVisible();
    // The server's own detail, in the language the page asked for.
    await expect(page.getByText('Adresse e-mail ou mot de passe incorrect')).toBeVisible();
  });
});

test('a new browser in Spanish gets the Spanish login page, and a visitor can switch', async ({
  browser,
  baseURL,
  clientIp,
}) => {
  const { context, page } = await anotherBrowser(browser, { baseURL, clientIp }, 'es-ES');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('Deutsch');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.close();
});

/** What `/login` is titled in each language (its heading shows the page is in it). */
const loginTitle = {
  en: 'Log in',
  es: 'Iniciar sesión',
  fr: 'Connexion',
  de: 'Anmelden',
  it: 'Accedi',
  pt: 'Iniciar sessão',
} as const;

/**
 * Every language's walk runs in `pnpm test:soak` (on two cores each costs most of a minute);
 * `pnpm test` has axe on every screen's locale stories.
 */

for (const locale of interfaceLocales) {
  test.describe(`axe in ${locale}`, () => {
    test.use({ locale });

    test(`login, dashboard, a room's page and assignments pass axe in ${locale}`, {
      tag: '@soak',
    }, async ({ page, api, teacher, student, signIn, axe }) => {
      test.setTimeout(120_000);
      await openScreen(page, '/login');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(loginTitle[locale]);
      // With its form errors showing.
      await page.getByRole('main').locator('button[type="submit"]').click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await axe();

      const { room } = await setUpClassroom(api, await speak(api, teacher, locale), student);
      await signIn(teacher);
      for (const path of ['/dashboard', `/rooms/${room.id}`, '/assignments']) {
        await openScreen(page, path);
        await expect(page.locator('html'), path).toHaveAttribute('lang', locale);
        await axe();
      }
    });
  });
}
