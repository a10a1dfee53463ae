import { AppShell, media, type NavItem, type NavLinkProps, userDisplayName } from '@lingua/ui';
import { type ReactNode, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { SignedInQueries } from '../app/SignedInQueries';
import { PageSpinner } from '../components/PageSpinner/PageSpinner';
import { useText } from '../i18n/useText';
import { CompleteProfileGate } from '../screens/CompleteProfile/CompleteProfileGate';
import { useSavedPreferences } from '../screens/Settings/applyTheme';
import { useSession } from '../session/sessionContext';
import * as styles from './AppLayout.css';
import { LogoutAnswersGate } from './LogoutAnswersGate';
import { navIcons } from './navIcons';
import { isActive, mobileEntries, type NavEntry, navEntries } from './navigation';
import { useMediaQuery } from './useMediaQuery';

const LOGOUT_ID = 'logout';

/** The product's name atop the sidebar and the mobile bar (the pre-rendered frames' too). */
export function Brand() {
  return (
    <span className={styles.brand} translate="no">
      Lingua
    </span>
  );
}

/**
 * The frame of every signed-in page: ui's AppShell with the spec's menu, the user block and,
 * below 768px, Profile and Logout entries in the drawer. It brings the query cache the
 * signed-in screens read (the sign-in pages do without it).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <SignedInQueries>
      <Frame>{children}</Frame>
    </SignedInQueries>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const { state, signOut } = useSession();
  const [path] = useLocation();
  const narrow = useMediaQuery(media.narrow);
  const user = state.status === 'signedIn' ? state.user : null;
  const t = useText();

  // The theme and language saved on the Settings page apply from the first signed-in page on.
  useSavedPreferences();

  // The session clears the query cache once the logout goes ahead (it may ask first).
  const logout = () => signOut();

  const toItem = (entry: NavEntry): NavItem => ({
    id: entry.id,
    label: t(entry.label),
    href: entry.href,
    icon: navIcons[entry.id as keyof typeof navIcons],
    active: entry.id !== LOGOUT_ID && isActive(entry, path),
    children: entry.children?.map(toItem),
  });
  const entries = narrow ? [...navEntries, ...mobileEntries] : navEntries;

  const renderLink = ({ href, onClick, children: content, ...props }: NavLinkProps) =>
    href === '/login' ? (
      <a
        {...props}
        href={href}
        onClick={(event) => {
          event.preventDefault();
          onClick();
          logout();
        }}
      >
        {content}
      </a>
    ) : (
      <Link {...props} href={href} onClick={onClick}>
        {content}
      </Link>
    );

  return (
    <AppShell
      brand={<Brand />}
      navItems={entries.map(toItem)}
      user={{
        name: userDisplayName(user, t('shell.user')),
        email: user?.email,
        profileHref: '/profile',
      }}
      onLogout={logout}
      renderLink={renderLink}
    >
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      <CompleteProfileGate />
      <LogoutAnswersGate />
    </AppShell>
  );
}
