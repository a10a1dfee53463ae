import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectPageTexts,
  createEnglishDetector,
  englishTexts,
  messageTexts,
  type PageText,
  readAppCatalogue,
} from './englishText';

const english = readAppCatalogue('en');
const spanish = readAppCatalogue('es');
const detect = createEnglishDetector(english, spanish);

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
});

/** What the e2e check finds on a page made of `body`, in a document in `lang`. */
async function englishOn(body: string, lang = 'es'): Promise<string[]> {
  await page.setContent(`<!doctype html><html lang="${lang}"><body>${body}</body></html>`);
  const texts: PageText[] = await page.evaluate(collectPageTexts, null);
  return englishTexts(texts, detect);
}

/** A Spanish teacher's room page: the interface in Spanish, content in its own language. */
const spanishPage = `
  <title>Lingua</title>
  <nav aria-label="Principal"><a href="/rooms">Aulas</a><a href="/settings">Ajustes</a></nav>
  <button aria-label="Cerrar menú">×</button>
  <h1>¡Hola de nuevo, <span translate="no">Maria</span>!</h1>
  <p>¿Has olvidado tu contraseña? <a href="/forgot">Restablécela</a></p>
  <p>Quedan 3 minutos · 82,50 · 21 nov 2026</p>
  <input placeholder="Escribe tu mensaje..." aria-label="Mensaje">
  <img alt="Gráfico de resultados" src="data:,">
  <article lang="en"><h2>A day at school</h2><p>Read the text and answer the questions.</p></article>
  <p>Correo: <span translate="no">teacher.of.the.year@example.com</span></p>
  <p>Usuario: teacher.d975ab.w0.1 · student.x1@example.com</p>
  <p>No es del todo correcto. La respuesta es «every Tuesday».</p>
  <svg role="img"><title>Progreso del aula</title><text x="0" y="10">Sin datos</text></svg>
  <div hidden>Save Settings</div>
  <div style="display:none">Close menu</div>
`;

/** The same page, still in English. */
const englishPage = `
  <nav aria-label="Main"><a href="/rooms">Rooms</a><a href="/settings">Settings</a></nav>
  <button aria-label="Close menu">×</button>
  <h1>Welcome back, <span translate="no">Maria</span>!</h1>
  <p>Don't have an account? <a href="/signup">Sign up</a></p>
  <p>3 minutes left</p>
  <button>Save Settings</button>
  <input placeholder="Type your message..." aria-label="Message">
  <img alt="Results chart" src="data:,">
  <span class="sr-only" style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">The assistant is typing...</span>
  <svg role="img"><title>Room progress</title><text x="0" y="10">No data</text></svg>
  <p lang="es">Manage your assignments and reminders</p>
`;

describe('the no-English check of the e2e journeys', () => {
  it('finds nothing in any Spanish message of the catalogue', () => {
    const texts = Object.values(spanish).flatMap(messageTexts);
    expect(texts.filter((text) => detect(text) !== null)).toEqual([]);
  });

  it('finds nothing on a Spanish page, whatever its content says', async () => {
    expect(await englishOn(spanishPage)).toEqual([]);
  });

  it('finds every English text and label of a page, each with its reason', async () => {
    expect(await englishOn(englishPage)).toEqual([
      'aria-label="Main" (the English of ui.mainNavigation)',
      '"Rooms" (the English of shell.nav.rooms)',
      '"Settings" (the English of shell.nav.settings)',
      'aria-label="Close menu" (the English of ui.closeMenu)',
      '"Welcome back, …!" (the English of dashboard.welcomeBackName)',
      '"Don\'t have an account? Sign up" (the English of auth.login.noAccount)',
      '"Sign up" (the English of auth.login.noAccount)',
      '"3 minutes left" (the English of ui.minutesLeft)',
      '"Save Settings" (the English of settings.save)',
      'aria-label="Message" (the English of chat.message)',
      'placeholder="Type your message..." (the English of chat.placeholder)',
      'alt="Results chart" (English words: results)',
      '"The assistant is typing..." (the English of chat.typing)',
      '"Room progress" (English words: room, progress)',
      '"No data" (the English of ui.noData)',
      // A `lang` that is the page's own is no content: its words are checked.
      '"Manage your assignments and reminders" (the English of assignments.subtitle)',
    ]);
  });

  it('leaves out content: translate="no" and another language', async () => {
    expect(
      await englishOn(
        '<p translate="no">The Lingua team</p><blockquote lang="en-GB">Tea with the Queen</blockquote>',
      ),
    ).toEqual([]);
    // On an English page the English passage is the page's language, not content.
    expect(
      await englishOn('<blockquote lang="en-GB">Tea with the Queen</blockquote>', 'en'),
    ).toEqual(['"Tea with the Queen" (English words: with, the)']);
  });
});
