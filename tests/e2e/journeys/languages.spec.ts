import { submitLogIn } from '../support/authScreens';
import { anotherBrowser } from '../support/browserSession';
import { expect, test } from '../support/fixtures';
import { saveLanguage, spanish } from '../support/interfaceLanguage';

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('shows the login page, its form errors and a failed login in French', async ({
    page,
    teacher,
    axe,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText("L'adresse e-mail est obligatoire")).toBeVisible();
    await expect(page.getByText('Le mot de passe est obligatoire')).toBeVisible();
    await axe();

    await page.getByLabel('E-mail').fill(teacher.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Échec de la connexion', { exact: true })).toBeVisible();
    // The server's own detail, written in the language the page sent.
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

  await page.getByRole('button', { name: /Idioma/ }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.close();
});

test('a language saved in Settings applies at once and follows the user to a new browser', async ({
  page,
  teacher,
  signIn,
  browser,
  baseURL,
  clientIp,
}) => {
  await signIn(teacher);
  await saveLanguage(page, spanish);
  await expect(page.getByRole('heading', { name: 'Ajustes', level: 1 })).toBeVisible();

  const { context: elsewhere, page: newPage } = await anotherBrowser(
    browser,
    { baseURL, clientIp },
    'en-GB',
  );
  await newPage.goto('/login');
  await submitLogIn(newPage, { email: teacher.email, password: teacher.password });
  await expect(newPage.getByRole('link', { name: 'Aulas' })).toBeVisible();
  await expect(newPage.locator('html')).toHaveAttribute('lang', 'es');
  await elsewhere.close();
});
