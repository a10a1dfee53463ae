import {
  type ComponentType,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useState,
} from 'react';
import { useFocusVisible } from 'react-aria';
import { LogOutIcon, MenuIcon } from '../../icons/icons';
import { useUiStrings } from '../../strings/UiStrings';
import { media } from '../../theme/breakpoints';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { CloseButton } from '../Button/CloseButton';
import * as styles from './AppShell.css';
import type { AppShellDrawerProps } from './AppShellDrawer';
import { isHeadingIntoPage } from './railIntent';

/** The phone's drawer, fetched once: on the first opening, or as the toggle is approached. */
let drawerLoad: Promise<ComponentType<AppShellDrawerProps>> | undefined;
const loadDrawer = () => {
  drawerLoad ??= import('./AppShellDrawer').then(
    (module) => module.AppShellDrawer,
    (error: unknown) => {
      // Offline: the next approach or press asks again.
      drawerLoad = undefined;
      throw error;
    },
  );
  return drawerLoad;
};
const preloadDrawer = () => {
  loadDrawer().catch(() => {});
};

export interface NavItem {
  id: string;
  label: string;
  href: string;
  /** Shown alone in the collapsed rail, so top-level items should have one. */
  icon?: ReactNode;
  /** The page being shown; marked `aria-current="page"`. */
  active?: boolean;
  children?: NavItem[];
}

export interface NavLinkProps {
  href: string;
  className: string;
  'aria-current': 'page' | undefined;
  /** Closes the mobile drawer after navigating. */
  onClick: () => void;
  children: ReactNode;
}

export interface AppShellUser {
  /** Already resolved with `userDisplayName` (full name, username, e-mail or "User"). */
  name: string;
  email?: string;
  profileHref: string;
}

export interface AppShellProps {
  /** Logo and product name at the top of the sidebar and the mobile bar. */
  brand: ReactNode;
  navItems: NavItem[];
  user: AppShellUser;
  onLogout: () => void;
  /** Renders each link, so the app can use its router's link. @default a plain `<a>` */
  renderLink?: (props: NavLinkProps) => ReactNode;
  /** @default 'Main' */
  navLabel?: string;
  /** @default 'Open menu' */
  openMenuLabel?: string;
  /** @default 'Close menu' */
  closeMenuLabel?: string;
  /** Name of the mobile drawer (a modal dialog). @default 'Menu' */
  drawerLabel?: string;
  /** @default 'Log out' */
  logoutLabel?: string;
  children: ReactNode;
}

const plainLink = ({ children, ...props }: NavLinkProps) => <a {...props}>{children}</a>;

/**
 * The page frame: a sidebar and the main area. Wide screens get a rail of icons (their words
 * hidden but naming them) that widens over the page, words shown, while the pointer is over it
 * or keyboard focus is inside it. It narrows at once when the pointer leaves it or, still over
 * it, passes its entries toward the page, so it never stays over the page's own controls (their
 * left edge: "Back to Rooms"); an entry is as wide as its words, so a pointer on it is never
 * taken as leaving. A link clicked with the mouse keeps the focus but not the rail wide. Below 768px a top
 * bar with a toggle opens the sidebar as a modal drawer over a dimmed page: Tab stays inside
 * it, and Escape, the overlay or the close button close it and give the focus back to the
 * toggle.
 */
export function AppShell({
  brand,
  navItems,
  user,
  onLogout,
  renderLink = plainLink,
  navLabel: navLabelProp,
  openMenuLabel: openMenuLabelProp,
  closeMenuLabel: closeMenuLabelProp,
  drawerLabel: drawerLabelProp,
  logoutLabel: logoutLabelProp,
  children,
}: AppShellProps) {
  const strings = useUiStrings();
  const navLabel = navLabelProp ?? strings.mainNavigation;
  const openMenuLabel = openMenuLabelProp ?? strings.openMenu;
  const closeMenuLabel = closeMenuLabelProp ?? strings.closeMenu;
  const drawerLabel = drawerLabelProp ?? strings.menu;
  const logoutLabel = logoutLabelProp ?? strings.logOut;
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  // Focus from a click stays on the link; only keyboard focus (focus-visible) holds the rail open.
  const { isFocusVisible } = useFocusVisible();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  // The drawer's code (react-aria's modal, focus scope and overlay) comes with its first opening.
  const [Drawer, setDrawer] = useState<ComponentType<AppShellDrawerProps> | null>(null);
  const fetchDrawer = () => {
    loadDrawer().then(
      (component) => setDrawer(() => component),
      () => setOpen(false),
    );
  };
  const openMenu = () => {
    setOpen(true);
    fetchDrawer();
  };

  // Escape closes a drawer still on its way, as it closes the drawer itself.
  useEffect(() => {
    if (!open || Drawer) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, Drawer]);

  // The drawer only exists below 768px: widening the window closes it (and frees the focus).
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(media.wide);
    const onChange = () => wide.matches && setOpen(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  // Touch has no hover: only a mouse or pen pointer widens the rail.
  const onPointer = (entering: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'touch') setHovered(entering);
  };
  // Past the labels toward the page, the widened rail only hides the page: narrow it.
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'touch' || !hovered) return;
    const direction = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr';
    const point = { x: event.clientX, y: event.clientY };
    if (isHeadingIntoPage(event.currentTarget, point, direction)) setHovered(false);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  };

  const renderItems = (items: NavItem[], className: string) => (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          {renderLink({
            href: item.href,
            className: styles.link,
            'aria-current': item.active ? 'page' : undefined,
            onClick: close,
            children: (
              <>
                {item.icon && (
                  <span className={styles.icon} aria-hidden="true">
                    {item.icon}
                  </span>
                )}
                <span className={styles.railLabel} data-rail-content>
                  {item.label}
                </span>
              </>
            ),
          })}
          {item.children && renderItems(item.children, styles.subList)}
        </li>
      ))}
    </ul>
  );

  const sidebarContent = (inDrawer: boolean) => (
    <>
      <div className={styles.brand}>
        <span className={styles.railLabel} data-rail-content>
          {brand}
        </span>
        {inDrawer && (
          <span className={styles.closeButton}>
            <CloseButton aria-label={closeMenuLabel} onPress={close} />
          </span>
        )}
      </div>
      <nav aria-label={navLabel} className={styles.nav}>
        {renderItems(navItems, styles.list)}
      </nav>
      <div className={styles.user}>
        {renderLink({
          href: user.profileHref,
          className: styles.profileLink,
          'aria-current': undefined,
          onClick: close,
          children: (
            <>
              <Avatar name={user.name} size="small" decorative />
              {/* A person's name and address: never translated (by a browser either). */}
              <span
                className={`${styles.userText} ${styles.railLabel}`}
                data-rail-content
                translate="no"
              >
                <span className={styles.userName} title={user.name}>
                  {user.name}
                </span>
                {user.email && <span className={styles.userEmail}>{user.email}</span>}
              </span>
            </>
          ),
        })}
        <span className={styles.logout} data-rail-content>
          <Button
            variant="ghost"
            size="small"
            icon={<LogOutIcon />}
            aria-label={logoutLabel}
            onPress={onLogout}
          />
        </span>
      </div>
    </>
  );

  return (
    <div className={styles.shell}>
      <header className={styles.topBar}>
        <Button
          variant="ghost"
          icon={<MenuIcon />}
          aria-label={openMenuLabel}
          aria-expanded={open}
          aria-haspopup="dialog"
          // Pointer over or focus on the toggle starts the drawer's download.
          onHoverStart={preloadDrawer}
          onFocus={preloadDrawer}
          onPress={openMenu}
        />
        <div className={styles.brand}>{brand}</div>
      </header>
      {Drawer && (
        <Drawer isOpen={open} onOpenChange={setOpen} label={drawerLabel}>
          {sidebarContent(true)}
        </Drawer>
      )}
      <aside
        className={styles.sidebar}
        data-expanded={hovered || (focusWithin && isFocusVisible) || undefined}
        onPointerEnter={onPointer(true)}
        onPointerLeave={onPointer(false)}
        onPointerMove={onPointerMove}
        onFocus={() => setFocusWithin(true)}
        onBlur={onBlur}
      >
        {sidebarContent(false)}
      </aside>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
