/**
 * Issue 31: a primary class without e-mail. The teacher chooses the class list the school's
 * office exported as a CSV file, gets thirty sign-in cards, and the whole class signs in with
 * username and password from the school's one address: nobody refused, nobody asked for an
 * e-mail.
 */
import { expect, test } from '../support/fixtures';

const firstNames = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elena',
  'Félix',
  'Gala',
  'Hugo',
  'Inés',
  'Jon',
];
const lastNames = ['García', 'López', 'Martín'];
/** Thirty pupils as a school office's spreadsheet exports them (semicolons, a header, a BOM). */
const classList = `\uFEFFNombre;Apellidos;Curso\n${lastNames
  .flatMap((last) => firstNames.map((first) => `${first};${last};4ºB`))
  .join('\n')}\n`;

test('a teacher makes 30 class accounts from a CSV file; the whole class signs in by username from one address', async ({
  page,
  api,
  signIn,
  teacher,
  clientIp,
}, testInfo) => {
  // Thirty argon2 hashes at creation and thirty sign-ins on two busy cores.
  test.setTimeout(180_000);
  const room = await api.createRoom(teacher, {
    name: 'Primaria 4ºB',
    language: 'Spanish',
    level: 'A1',
  });
  await signIn(teacher);
  await page.goto(`/rooms/${room.id}`);
  await page.getByRole('button', { name: 'Add pupils without e-mail' }).click();
  const add = page.getByRole('dialog', { name: 'Add pupils without e-mail' });
  const chooser = page.waitForEvent('filechooser');
  await add.getByRole('button', { name: 'Choose a CSV file' }).click();
  await (await chooser).setFiles({
    name: 'primaria-4b.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(classList, 'utf8'),
  });
  await expect(add.getByText('30 pupils from primaria-4b.csv are in the list.')).toBeVisible();
  await expect(add.getByText('30 pupils will get a class account.')).toBeVisible();
  await add.getByRole('button', { name: 'Create 30 accounts' }).click();

  const cardsDialog = page.getByRole('dialog', { name: 'Sign-in cards' });
  const cards = cardsDialog.getByRole('list', { name: 'Cards to print' }).getByRole('listitem');
  await expect(cards).toHaveCount(30);
  await expect(
    cards.first().getByRole('img', { name: 'QR code of the sign-in page' }),
  ).toBeVisible();
  // All thirty cards in one picture: a window tall enough for the dialog to hold them unscrolled.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 7400 });
  await testInfo.attach('sign-in cards', {
    body: await cardsDialog.screenshot({ path: testInfo.outputPath('sign-in-cards.png') }),
    contentType: 'image/png',
  });
  if (viewport) await page.setViewportSize(viewport);
  const credentials = await cards.evaluateAll((items) =>
    items.map((item) => {
      const [username = '', password = ''] = [...item.querySelectorAll('dd')].map(
        (dd) => dd.textContent ?? '',
      );
      return { name: item.querySelector('p')?.textContent ?? '', username, password };
    }),
  );
  expect(new Set(credentials.map((card) => card.username)).size).toBe(30);
  expect(credentials[0]?.name).toBe('Ana García');
  for (const card of credentials) expect(card.password.split('-')).toHaveLength(3);

  // The first pupil at the class's shared computer: the login page, no e-mail asked, the dashboard.
  const [first, ...rest] = credentials;
  if (!first) throw new Error('no card');
  const pupilPage = await page
    .context()
    .browser()
    ?.newPage({
      baseURL: new URL(page.url()).origin,
      extraHTTPHeaders: { 'x-forwarded-for': clientIp },
    });
  if (!pupilPage) throw new Error('no browser');
  await pupilPage.goto('/login');
  await pupilPage.getByLabel('Email', { exact: true }).fill(first.username);
  await pupilPage.getByLabel('Password', { exact: true }).fill(first.password);
  await pupilPage.getByRole('button', { name: 'Log in' }).click();
  await expect(pupilPage).toHaveURL(/\/dashboard$/);
  await expect(pupilPage.getByRole('dialog')).toHaveCount(0);
  await pupilPage.close();

  // The other 29, one after another from the same school address: every one gets in.
  for (const card of rest) {
    const session = await api.logIn(card.username, card.password);
    expect(session.access_token).toBeTruthy();
  }

  // The teacher sees who has signed in: nobody is left at "Not yet".
  await page.keyboard.press('Escape');
  await page.reload();
  const list = page.getByRole('grid', { name: 'Class accounts' });
  await expect(list.getByRole('rowheader', { name: 'Ana García' })).toBeVisible();
  await expect(list.getByText('Not yet')).toHaveCount(0);
});
