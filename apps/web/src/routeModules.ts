import type { AreaPart } from '@lingua/i18n';
import { parse } from 'regexparam';
import type { Access } from './guards/access';

/**
 * Where each route's screen lives, and who may open it (platform-shell.md section 2, plus the
 * targets of the reset and verify mails). Free of React, so boot.ts can start the current
 * route's downloads while React itself is still on its way. `parts` are the catalogue parts its
 * screen's words are in, beside core (routeCatalogueParts.test.ts checks them against the keys
 * the screen's modules use, dialogs opened from it included).
 */
export const routeModules = {
  '/login': {
    access: 'publicOnly',
    parts: ['auth'],
    load: () => import('./screens/Login/LoginScreen'),
  },
  '/signup': {
    access: 'publicOnly',
    parts: ['auth'],
    load: () => import('./screens/Signup/SignupScreen'),
  },
  '/forgot-password': {
    access: 'publicOnly',
    parts: ['auth'],
    load: () => import('./screens/ForgotPassword/ForgotPasswordScreen'),
  },
  // Mail links must work in whatever browser opens them, signed in or not.
  '/reset-password': {
    access: 'everyone',
    parts: ['auth'],
    load: () => import('./screens/ResetPassword/ResetPasswordScreen'),
  },
  '/verify-email': {
    access: 'everyone',
    parts: ['auth'],
    load: () => import('./screens/VerifyEmail/VerifyEmailScreen'),
  },
  '/dashboard': {
    access: 'signedIn',
    parts: ['dashboard'],
    load: () => import('./screens/Dashboard/DashboardScreen'),
  },
  '/exercises': {
    access: 'signedIn',
    parts: ['exercises'],
    load: () => import('./screens/Exercises/ExercisesScreen'),
  },
  '/my-exercises': {
    access: 'signedIn',
    parts: ['exercises', 'templates'],
    load: () => import('./screens/MyExercises/MyExercisesScreen'),
  },
  '/generate': {
    access: 'signedIn',
    parts: ['exercises'],
    load: () => import('./screens/Generate/GenerateScreen'),
  },
  '/my-templates': {
    access: 'signedIn',
    parts: ['templates', 'exercises', 'solve'],
    load: () => import('./screens/Templates/TemplatesScreen'),
  },
  '/rooms': {
    access: 'signedIn',
    parts: ['rooms'],
    load: () => import('./screens/Rooms/RoomsScreen'),
  },
  '/rooms/:roomId': {
    access: 'signedIn',
    parts: ['rooms'],
    load: () => import('./screens/RoomDetail/RoomDetailScreen'),
  },
  // The room's gradebook and one sitting (the room's teacher only; the server enforces it).
  '/rooms/:roomId/gradebook': {
    access: 'signedIn',
    parts: ['gradebook', 'rooms'],
    load: () => import('./screens/Gradebook/GradebookScreen'),
  },
  // A sitting: its rubric names the speaking criteria (exercises) and records a reply (solve).
  '/rooms/:roomId/sittings/:sittingId': {
    access: 'signedIn',
    parts: ['gradebook', 'exercises', 'solve'],
    load: () => import('./screens/Gradebook/SittingScreen'),
  },
  '/assignments': {
    access: 'signedIn',
    parts: ['assignments', 'solve', 'exercises', 'gradebook', 'templates'],
    load: () => import('./screens/Assignments/AssignmentsScreen'),
  },
  '/profile': {
    access: 'signedIn',
    parts: [],
    load: () => import('./screens/Profile/ProfileScreen'),
  },
  '/settings': {
    access: 'signedIn',
    parts: ['settings'],
    load: () => import('./screens/Settings/SettingsScreen'),
  },
  '/chatbot': {
    access: 'signedIn',
    parts: ['chat'],
    load: () => import('./screens/Chatbot/ChatbotScreen'),
  },
  '/voice-chat': {
    access: 'signedIn',
    parts: ['solve'],
    load: () => import('./screens/VoiceChat/VoiceChatScreen'),
  },
  '/feedback': {
    access: 'signedIn',
    parts: ['feedback'],
    load: () => import('./screens/Feedback/FeedbackScreen'),
  },
} as const satisfies Record<
  string,
  { access: Access; parts: readonly AreaPart[]; load: () => Promise<unknown> }
>;

export type RoutePath = keyof typeof routeModules;

/** The catalogue parts of the landing page, which the app renders for / in another language. */
export const landingParts: readonly AreaPart[] = ['landing'];

/** The catalogue parts `pathname`'s screen needs beside core (none for an unknown path). */
export function routeCatalogueParts(pathname: string): readonly AreaPart[] {
  if (pathname === '/') return landingParts;
  const path = routeOf(pathname);
  return path ? routeModules[path].parts : [];
}

/** What every route but the landing page renders inside: the session, query cache, toasts. */
export const loadAppProviders = () => import('./app/AppProviders');
/** The signed-in frame: sidebar, top bar, user menu. */
export const loadAppLayout = () => import('./layout/AppLayout');

/**
 * The route `pathname` renders, matched the way wouter's router matches (its default parser is
 * regexparam; wouter's own `matchRoute` would bring React into this React-free module).
 */
export function routeOf(pathname: string): RoutePath | undefined {
  return (Object.keys(routeModules) as RoutePath[]).find((path) =>
    parse(path).pattern.test(pathname),
  );
}

/**
 * Starts downloading everything `pathname` will render at once, beside React, instead of one
 * lazy module after another (React, then the providers, then the session check, then the
 * screen). A failed download is reported by the lazy import that needs it.
 */
export function preloadRoute(pathname: string): void {
  const path = routeOf(pathname);
  if (!path) return;
  const { access, load } = routeModules[path];
  const downloads: Promise<unknown>[] = [loadAppProviders(), load()];
  if (access === 'signedIn') downloads.push(loadAppLayout());
  for (const download of downloads) download.catch(() => {});
}
