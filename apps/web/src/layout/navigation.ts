import type { MessageId } from '@lingua/i18n';

/** The sidebar's entries (platform-shell.md section 2): the same for every role. */
export interface NavEntry {
  id: string;
  /** The entry's name in the catalogue. */
  label: MessageId;
  href: string;
  children?: NavEntry[];
}

export const navEntries: NavEntry[] = [
  { id: 'dashboard', label: 'shell.nav.dashboard', href: '/dashboard' },
  { id: 'chatbot', label: 'shell.nav.chatbot', href: '/chatbot' },
  {
    id: 'exercises',
    label: 'shell.nav.exercises',
    href: '/exercises',
    children: [
      { id: 'generate', label: 'shell.nav.generate', href: '/generate' },
      { id: 'my-exercises', label: 'shell.nav.myExercises', href: '/my-exercises' },
      { id: 'my-templates', label: 'shell.nav.myTemplates', href: '/my-templates' },
    ],
  },
  { id: 'voiceChat', label: 'shell.nav.voiceChat', href: '/voice-chat' },
  { id: 'assignments', label: 'shell.nav.assignments', href: '/assignments' },
  { id: 'rooms', label: 'shell.nav.rooms', href: '/rooms' },
  { id: 'feedback', label: 'shell.nav.feedback', href: '/feedback' },
  { id: 'settings', label: 'shell.nav.settings', href: '/settings' },
];

/** Below 768px the drawer also offers these (the user block is far down on a phone). */
export const mobileEntries: NavEntry[] = [
  { id: 'profile', label: 'shell.nav.profile', href: '/profile' },
  { id: 'logout', label: 'shell.nav.logout', href: '/login' },
];

/**
 * Whether `entry` is the page at `path`: the root counts as ChatbotAI, and a room's page
 * keeps Rooms marked.
 */
export function isActive(entry: NavEntry, path: string): boolean {
  if (entry.href === '/chatbot' && path === '/') return true;
  return path === entry.href || path.startsWith(`${entry.href}/`);
}
