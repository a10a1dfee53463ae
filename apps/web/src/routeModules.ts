import { parse } from 'regexparam';
import type { Access } from './guards/access';

/**
 * Where each route's screen lives, and who may open it (platform-shell.md section 2, plus the
 * targets of the reset and verify mails). Free of React, so boot.ts can start the current
 * route's downloads while React itself is still on its way.
 */
export const routeModules = {
  '/login': { access: 'publicOnly', load: () => import('./screens/Login/LoginScreen') },
  '/signup': { access: 'publicOnly', load: () => import('./screens/Signup/SignupScreen') },
  '/forgot-password': {
    access: 'publicOnly',
    load: () => import('./screens/ForgotPassword/ForgotPasswordScreen'),
  },
  // Mail links must work in whatever browser opens them, signed in or not.
  '/reset-password': {
    access: 'everyone',
    load: () => import('./screens/ResetPassword/ResetPasswordScreen'),
  },
  '/verify-email': {
    access: 'everyone',
    load: () => import('./screens/VerifyEmail/VerifyEmailScreen'),
  },
  '/dashboard': { access: 'signedIn', load: () => import('./screens/Dashboard/DashboardScreen') },
  '/exercises': { access: 'signedIn', load: () => import('./screens/Exercises/ExercisesScreen') },
  '/my-exercises': {
    access: 'signedIn',
    load: () => import('./screens/MyExercises/MyExercisesScreen'),
  },
  '/generate': { access: 'signedIn', load: () => import('./screens/Generate/GenerateScreen') },
  '/my-templates': {
    access: 'signedIn',
    load: () => import('./screens/Templates/TemplatesScreen'),
  },
  '/rooms': { access: 'signedIn', load: () => import('./screens/Rooms/RoomsScreen') },
  '/rooms/:roomId': {
    access: 'signedIn',
    load: () => import('./screens/RoomDetail/RoomDetailScreen'),
  },
  // The room's gradebook and one sitting (the room's teacher only; the server enforces it).
  '/rooms/:roomId/gradebook': {
    access: 'signedIn',
    load: () => import('./screens/Gradebook/GradebookScreen'),
  },
  '/rooms/:roomId/sittings/:sittingId': {
    access: 'signedIn',
    load: () => import('./screens/Gradebook/SittingScreen'),
  },
  '/assignments': {
    access: 'signedIn',
    load: () => import('./screens/Assignments/AssignmentsScreen'),
  },
  '/profile': { access: 'signedIn', load: () => import('./screens/Profile/ProfileScreen') },
  '/settings': { access: 'signedIn', load: () => import('./screens/Settings/SettingsScreen') },
  '/chatbot': { access: 'signedIn', load: () => import('./screens/Chatbot/ChatbotScreen') },
  '/voice-chat': {
    access: 'signedIn',
    load: () => import('./screens/VoiceChat/VoiceChatScreen'),
  },
  '/feedback': { access: 'signedIn', load: () => import('./screens/Feedback/FeedbackScreen') },
} as const satisfies Record<string, { access: Access; load: () => Promise<unknown> }>;

export type RoutePath = keyof typeof routeModules;

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
