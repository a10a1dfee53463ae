import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner } from './components/PageSpinner/PageSpinner';
import type { Access } from './guards/access';
import { Guard } from './guards/Guard';

// Visitors who open / get the pre-rendered landing page and never load this module (see
// boot.ts). Inside the app every screen, the providers included, is fetched on demand.
const LandingScreen = lazy(() => import('./screens/Landing/LandingScreen'));
const AppProviders = lazy(() => import('./app/AppProviders'));
const NotFoundScreen = lazy(() => import('./screens/NotFound/NotFoundScreen'));
const ExercisesScreen = lazy(() => import('./screens/Exercises/ExercisesScreen'));
const VoiceChatScreen = lazy(() => import('./screens/VoiceChat/VoiceChatScreen'));
const ChatbotScreen = lazy(() => import('./screens/Chatbot/ChatbotScreen'));
const AppLayout = lazy(() =>
  import('./layout/AppLayout').then((module) => ({ default: module.AppLayout })),
);
const LoginScreen = lazy(() => import('./screens/Login/LoginScreen'));
const SignupScreen = lazy(() => import('./screens/Signup/SignupScreen'));
const ForgotPasswordScreen = lazy(() => import('./screens/ForgotPassword/ForgotPasswordScreen'));
const ResetPasswordScreen = lazy(() => import('./screens/ResetPassword/ResetPasswordScreen'));
const VerifyEmailScreen = lazy(() => import('./screens/VerifyEmail/VerifyEmailScreen'));
const DashboardScreen = lazy(() => import('./screens/Dashboard/DashboardScreen'));
const GenerateScreen = lazy(() => import('./screens/Generate/GenerateScreen'));
const MyExercisesScreen = lazy(() => import('./screens/MyExercises/MyExercisesScreen'));
const TemplatesScreen = lazy(() => import('./screens/Templates/TemplatesScreen'));
const RoomsScreen = lazy(() => import('./screens/Rooms/RoomsScreen'));
const RoomDetailScreen = lazy(() => import('./screens/RoomDetail/RoomDetailScreen'));
const ProfileScreen = lazy(() => import('./screens/Profile/ProfileScreen'));
const SettingsScreen = lazy(() => import('./screens/Settings/SettingsScreen'));
const FeedbackScreen = lazy(() => import('./screens/Feedback/FeedbackScreen'));
const AssignmentsScreen = lazy(() => import('./screens/Assignments/AssignmentsScreen'));
const CreateAssignmentDialog = lazy(() =>
  import('./features/assignments/CreateAssignmentDialog').then((module) => ({
    default: module.CreateAssignmentDialog,
  })),
);

interface AppRoute {
  path: string;
  access: Access;
  screen: ReactNode;
}

/** The route map of platform-shell.md section 2, plus the targets of the reset and verify mails. */
export const appRoutes: readonly AppRoute[] = [
  { path: '/login', access: 'publicOnly', screen: <LoginScreen /> },
  { path: '/signup', access: 'publicOnly', screen: <SignupScreen /> },
  { path: '/forgot-password', access: 'publicOnly', screen: <ForgotPasswordScreen /> },
  // Mail links must work in whatever browser opens them, signed in or not.
  { path: '/reset-password', access: 'everyone', screen: <ResetPasswordScreen /> },
  { path: '/verify-email', access: 'everyone', screen: <VerifyEmailScreen /> },
  { path: '/dashboard', access: 'signedIn', screen: <DashboardScreen /> },
  { path: '/exercises', access: 'signedIn', screen: <ExercisesScreen /> },
  { path: '/my-exercises', access: 'signedIn', screen: <MyExercisesScreen /> },
  { path: '/generate', access: 'signedIn', screen: <GenerateScreen /> },
  { path: '/my-templates', access: 'signedIn', screen: <TemplatesScreen /> },
  { path: '/rooms', access: 'signedIn', screen: <RoomsScreen /> },
  { path: '/rooms/:roomId', access: 'signedIn', screen: <RoomDetailScreen /> },
  {
    path: '/assignments',
    access: 'signedIn',
    screen: (
      <AssignmentsScreen
        renderCreateAssignmentDialog={(props) => (
          <Suspense fallback={null}>
            <CreateAssignmentDialog {...props} />
          </Suspense>
        )}
      />
    ),
  },
  { path: '/profile', access: 'signedIn', screen: <ProfileScreen /> },
  { path: '/settings', access: 'signedIn', screen: <SettingsScreen /> },
  { path: '/chatbot', access: 'signedIn', screen: <ChatbotScreen /> },
  { path: '/voice-chat', access: 'signedIn', screen: <VoiceChatScreen /> },
  { path: '/feedback', access: 'signedIn', screen: <FeedbackScreen /> },
];

/** Every route but the landing page needs the session, so they share one lazy provider tree. */
function SessionRoutes() {
  return (
    <AppProviders>
      <Switch>
        {appRoutes.map(({ path, access, screen }) => (
          // One key for every signed-in route: React then keeps the guard and the layout
          // (sidebar, drawer, user block) mounted from one app screen to the next and swaps
          // only the screen.
          <Route key={access === 'signedIn' ? 'signedIn' : path} path={path}>
            <Guard access={access}>
              {access === 'signedIn' ? <AppLayout>{screen}</AppLayout> : screen}
            </Guard>
          </Route>
        ))}
        <Route>
          <NotFoundScreen />
        </Route>
      </Switch>
    </AppProviders>
  );
}

export function AppRouter() {
  return (
    <Switch>
      <Route path="/">
        <Suspense fallback={<PageSpinner />}>
          <LandingScreen />
        </Suspense>
      </Route>
      <Route>
        <Suspense fallback={<PageSpinner />}>
          <SessionRoutes />
        </Suspense>
      </Route>
    </Switch>
  );
}
