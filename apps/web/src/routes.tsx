import { type ComponentType, createElement, lazy, type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { loadOnFirstOpen } from './app/loadOnFirstOpen';
import { PageSpinner } from './components/PageSpinner/PageSpinner';
import type { Access } from './guards/access';
import { Guard } from './guards/Guard';
import { CatalogueParts } from './i18n/LocaleProvider';
import {
  landingParts,
  loadAppLayout,
  loadAppProviders,
  type RoutePath,
  routeModules,
} from './routeModules';

// Visitors who open / get the pre-rendered landing page and never load this module (see
// boot.ts). Inside the app every screen, the providers included, is fetched on demand.
const LandingScreen = lazy(() => import('./screens/Landing/LandingScreen'));
const AppProviders = lazy(loadAppProviders);
const NotFoundScreen = lazy(() => import('./screens/NotFound/NotFoundScreen'));
const AppLayout = lazy(() => loadAppLayout().then((module) => ({ default: module.AppLayout })));
const AssignmentsScreen = lazy(routeModules['/assignments'].load);
const CreateAssignmentDialog = loadOnFirstOpen(
  () =>
    import('./features/assignments/CreateAssignmentDialog').then(
      (module) => module.CreateAssignmentDialog,
    ),
  (props) => props.isOpen,
);

interface AppRoute {
  path: string;
  access: Access;
  screen: ReactNode;
}

/** Each route's screen element: the screen itself, or with what the route wires into it. */
const screenElements: Partial<Record<RoutePath, ReactNode>> = {
  '/assignments': (
    <AssignmentsScreen
      renderCreateAssignmentDialog={(props) => <CreateAssignmentDialog {...props} />}
    />
  ),
};

const appRoutes: readonly AppRoute[] = (Object.keys(routeModules) as RoutePath[]).map((path) => {
  const { access, parts, load } = routeModules[path];
  return {
    path,
    access,
    // The screen waits for its area's words (the layout around it shows meanwhile).
    screen: (
      <CatalogueParts parts={parts} preload={load}>
        {screenElements[path] ?? createElement(lazy<ComponentType>(load))}
      </CatalogueParts>
    ),
  };
});

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
          <CatalogueParts parts={landingParts}>
            <LandingScreen />
          </CatalogueParts>
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
