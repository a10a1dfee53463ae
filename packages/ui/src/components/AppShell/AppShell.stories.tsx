import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChevronLeftIcon, HomeIcon, InboxIcon, MenuIcon, RefreshIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { AppShell, type NavItem } from './AppShell';

const navItems: NavItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: '#/dashboard', icon: <HomeIcon />, active: true },
  { id: 'chatbot', label: 'ChatbotAI', href: '#/chatbot', icon: <InboxIcon /> },
  {
    id: 'exercises',
    label: 'Exercises',
    href: '#/exercises',
    icon: <MenuIcon />,
    children: [
      { id: 'generate', label: 'Generate', href: '#/generate' },
      { id: 'my-exercises', label: 'My Exercises', href: '#/my-exercises' },
      { id: 'my-templates', label: 'My Templates', href: '#/my-templates' },
    ],
  },
  { id: 'assignments', label: 'Assignments', href: '#/assignments', icon: <RefreshIcon /> },
];

const meta = {
  title: 'UI/AppShell',
  component: AppShell,
  parameters: { page: true },
  args: {
    brand: <span>Lingua</span>,
    navItems,
    user: { name: 'Maria Garcia', email: 'maria@school.example', profileHref: '#/profile' },
    onLogout: fn(),
    children: <EmptyState title="No rooms yet" />,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const sidebar = (canvasElement: HTMLElement) => canvasElement.querySelector('aside') as HTMLElement;

const centre = (element: Element) => {
  const box = element.getBoundingClientRect();
  return { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
};

/** Moves the mouse to a point, over whatever is drawn there (as a real pointer would). */
async function movePointerTo(coords: { clientX: number; clientY: number }) {
  const target = document.elementFromPoint(coords.clientX, coords.clientY) as Element;
  await userEvent.pointer({ target, coords });
}

export const CollapsedRail: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const ExpandedOnHover: Story = {
  play: async ({ canvasElement }) => {
    await movePointerTo(centre(sidebar(canvasElement)));
    await expect(sidebar(canvasElement)).toHaveAttribute('data-expanded', 'true');
  },
};

export const ExpandedOnKeyboardFocus: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await expect(sidebar(canvasElement)).toHaveAttribute('data-expanded', 'true');
  },
};

const onBack = fn();

/**
 * Pick a menu entry with the mouse, then head for the page's first control, at its left edge:
 * the rail narrows at once (the clicked link keeps the focus, which alone must not hold it open)
 * and the control under the pointer is the page's, not the rail's.
 */
export const LeavingTowardThePage: Story = {
  name: 'Leaving toward the page uncovers its controls',
  args: {
    // A router would navigate; the story stays on its page.
    renderLink: ({ children, onClick, href, ...props }) => (
      <a
        href={href}
        {...props}
        onClick={(event) => {
          event.preventDefault();
          onClick();
        }}
      >
        {children}
      </a>
    ),
    children: (
      <Button variant="ghost" icon={<ChevronLeftIcon />} onPress={onBack}>
        Back to Rooms
      </Button>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const rail = sidebar(canvasElement);
    const entry = canvas.getByRole('link', { name: 'Assignments' });
    await movePointerTo(centre(entry));
    await expect(rail).toHaveAttribute('data-expanded', 'true');
    await userEvent.click(entry);
    await expect(entry).toHaveFocus();

    // Straight for "Back to Rooms", which the widened rail covers when the move starts.
    const back = canvas.getByRole('button', { name: 'Back to Rooms' });
    const target = centre(back);
    await expect(rail).toContainElement(
      document.elementFromPoint(target.clientX, target.clientY) as HTMLElement,
    );
    await movePointerTo(target);
    await expect(rail).not.toHaveAttribute('data-expanded');
    // One frame later, what sits under the pointer is the button itself.
    await new Promise(requestAnimationFrame);
    await expect(back).toContainElement(
      document.elementFromPoint(target.clientX, target.clientY) as HTMLElement,
    );
    await userEvent.click(back);
    await expect(onBack).toHaveBeenCalledOnce();
  },
};

export const LongNameTruncated: Story = {
  args: {
    user: {
      name: 'Maximiliane Alexandra von Hohenzollern-Sigmaringen',
      email: 'maximiliane.von.hohenzollern@international-school.example',
      profileHref: '#/profile',
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.hover(sidebar(canvasElement));
    const name = within(sidebar(canvasElement)).getByTitle(/Maximiliane/);
    await expect(name.getBoundingClientRect().width).toBeLessThanOrEqual(120);
  },
};

export const LogsOut: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

export const MobileClosed: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** The drawer is a modal dialog rendered over the page, outside the story's canvas. */
const page = () => within(document.body);
/** The drawer's code comes with its first opening: a loaded machine may take a moment. */
const findDrawer = () => page().findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });

export const MobileOpen: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await findDrawer());
    await waitFor(() => expect(drawer.getByRole('navigation', { name: 'Main' })).toBeVisible());
    await expect(drawer.getByRole('link', { name: /Maria Garcia/ })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

export const MobileKeepsFocusInTheMenu: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await findDrawer();
    // A full round of Tab and Shift+Tab never leaves the drawer.
    const stops = within(drawer).getAllByRole('link').length + 2;
    for (let press = 0; press < stops + 1; press += 1) {
      await userEvent.tab();
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    for (let press = 0; press < stops + 1; press += 1) {
      await userEvent.tab({ shift: true });
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await expect(page().queryByRole('dialog')).not.toBeInTheDocument();
    // The modal gives focus back once it has unmounted, a frame later on a busy machine.
    await waitFor(() => expect(toggle).toHaveFocus());
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MobileClosesWithEscape: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await findDrawer();
    await userEvent.keyboard('{Escape}');
    await expect(page().queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, play: ExpandedOnHover.play };

export const RightToLeft: Story = { globals: { direction: 'rtl' }, play: ExpandedOnHover.play };
