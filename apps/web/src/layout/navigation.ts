/** The sidebar's entries (platform-shell.md section 2): the same for every role. */
export interface NavEntry {
  id: string;
  label: string;
  href: string;
  children?: NavEntry[];
}

export const navEntries: NavEntry[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/dashboard' },
  { id: 'chatbot', label: 'ChatbotAI', href: '/chatbot' },
  {
    id: 'exercises',
    label: 'Exercises',
    href: '/exercises',
    children: [
      { id: 'generate', label: 'Generate', href: '/generate' },
      { id: 'my-exercises', label: 'My Exercises', href: '/my-exercises' },
      { id: 'my-templates', label: 'My Templates', href: '/my-templates' },
    ],
  },
  { id: 'voiceChat', label: 'Voice Chat', href: '/voice-chat' },
  { id: 'assignments', label: 'Assignments', href: '/assignments' },
  { id: 'rooms', label: 'Rooms', href: '/rooms' },
  { id: 'feedback', label: 'Feedback', href: '/feedback' },
  { id: 'settings', label: 'Settings', href: '/settings' },
];

/** Below 768px the drawer also offers these (the user block is far down on a phone). */
export const mobileEntries: NavEntry[] = [
  { id: 'profile', label: 'Profile', href: '/profile' },
  { id: 'logout', label: 'Logout', href: '/login' },
];

/**
 * Whether `entry` is the page at `path`: the root counts as ChatbotAI, and a room's page
 * keeps Rooms marked.
 */
export function isActive(entry: NavEntry, path: string): boolean {
  if (entry.href === '/chatbot' && path === '/') return true;
  return path === entry.href || path.startsWith(`${entry.href}/`);
}
