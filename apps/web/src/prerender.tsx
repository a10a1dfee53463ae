import { englishCatalogue } from '@lingua/i18n/english';
import { AppShell, userDisplayName } from '@lingua/ui';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { Page } from './components/Page/Page';
import { LocaleProvider } from './i18n/LocaleProvider';
import { Brand } from './layout/AppLayout';
import { AuthLayout } from './layout/AuthLayout';
import type { RoutePath } from './routeModules';
import { LandingPage } from './screens/Landing/LandingPage';
import { LanguageSelect } from './screens/Landing/LanguageSelect';
import { BackToRooms } from './screens/RoomDetail/BackToRooms';
import { shellId } from './shellId';

export { defaultThemeClass } from './styles/theme';

/**
 * The landing page as HTML, written into dist/index.html by scripts/prerender.mjs: in English,
 * the page's `<html lang>`. Visitors in another language get it from the app instead (see
 * public/route-gate.js), so this HTML holds one language only.
 */
export function renderLanding(): string {
  return renderToStaticMarkup(
    <IntlProvider locale="en" defaultLocale="en" messages={englishCatalogue}>
      <Router ssrPath="/">
        <LandingPage languageSwitcher={<LanguageSelect />} />
      </Router>
    </IntlProvider>,
  );
}

/** A message of the English catalogue, by its id. */
const text = (id: string) => englishCatalogue[id as keyof typeof englishCatalogue] as string;

/**
 * The frame's links and buttons inert (skipped by the keyboard, the pointer and assistive
 * technology) until the app replaces it: a pre-rendered button does nothing, and a test or a
 * person must find the app's own.
 */
function inertControls(html: string): string {
  return html.replace(/<(a|button)(?=[\s>])/g, '<$1 inert=""');
}

/**
 * The sign-in pages whose first view is the same for every English visitor: their card's heading
 * and subtitle, as each screen renders them (shells.test.ts compares them with the screens).
 * The reset page's subtitle depends on the link's token, so it has none.
 */
export const authShells = {
  '/login': { title: 'auth.login.title', subtitle: 'auth.login.subtitle', form: 277 },
  '/signup': { title: 'auth.signup.title', subtitle: 'auth.signup.subtitle', form: 304 },
  '/forgot-password': { title: 'auth.forgot.title', subtitle: 'auth.forgot.subtitle', form: 150 },
} as const satisfies Partial<Record<RoutePath, { title: string; subtitle: string; form: number }>>;

/**
 * A sign-in page's frame, heading and subtitle as HTML, in English, written into that route's
 * page by scripts/prerender.mjs: the largest text paints with the HTML instead of after the app.
 * No fields, and its language picker disabled: nothing typed or chosen there is lost when boot.ts
 * swaps in the app.
 */
export function renderAuthShell(path: keyof typeof authShells): string {
  const { title, subtitle, form } = authShells[path];
  return renderToStaticMarkup(
    <div id={shellId}>
      <LocaleProvider locale="en" catalogue={englishCatalogue} remember={false}>
        <AuthLayout title={text(title)} subtitle={text(subtitle)} prerendered>
          {/* The form's room (px, measured in Chromium at 412 and 1280 px wide, less the card's
              gap): the card keeps its height, so its heading stays put as the form comes. */}
          <div style={{ minHeight: form }} />
        </AuthLayout>
      </LocaleProvider>
    </div>,
  );
}

/**
 * Signed-in pages whose header is the same for everyone: their heading and subtitle as the screen
 * renders them (routePages.test.ts compares them). The dashboard's greeting names the user once the
 * app has the profile; its subtitle (the page's largest text) is the same.
 */
export const pageShells = {
  '/dashboard': { title: 'dashboard.welcomeBack', subtitle: 'dashboard.subtitle' },
  '/assignments': { title: 'assignments.title', subtitle: 'assignments.subtitle' },
} as const satisfies Partial<Record<RoutePath, { title: string; subtitle: string }>>;

/**
 * A signed-in page's frame and page header, in English, for the route's page: its largest text
 * paints with the HTML.
 */
export function renderPageShell(path: keyof typeof pageShells): string {
  const { title, subtitle } = pageShells[path];
  return renderSignedInShell(
    <Page title={text(title)} subtitle={text(subtitle)}>
      {null}
    </Page>,
  );
}

/** The room page, whose frame names the room (see renderRoomShell). */
export const roomShellPath = '/rooms/:roomId' satisfies RoutePath;

/**
 * The room page's frame: its back button and a heading that boot.ts fills with the room's name
 * from public/early-room.js's answer (the page's largest text, not known at build time).
 */
export function renderRoomShell(): string {
  return renderSignedInShell(
    <Page title={<span data-room-name="" />} before={<BackToRooms />}>
      {null}
    </Page>,
  );
}

/** ui's AppShell around a page, its menu left to the app (which knows the user), all inert. */
function renderSignedInShell(page: ReactElement): string {
  return inertControls(
    renderToStaticMarkup(
      <div id={shellId}>
        <LocaleProvider locale="en" catalogue={englishCatalogue} remember={false}>
          <AppShell
            brand={<Brand />}
            navItems={[]}
            user={{ name: userDisplayName(null, text('shell.user')), profileHref: '/profile' }}
            onLogout={() => {}}
          >
            {page}
          </AppShell>
        </LocaleProvider>
      </div>,
    ),
  );
}
