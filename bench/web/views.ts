import type { Page } from 'playwright';
import type { Role } from './session';

/** What a screen still shows while its implementation has not landed (PendingScreen). */
export const PLACEHOLDER_TEXT = 'This screen is being built.';

export interface View {
  name: string;
  path: string;
  signedInAs: Role | null;
  /** Its route in apps/web/src/routeModules.ts (`/` the landing page), for the build's figure. */
  route: string;
  /** Modules the view opens after loading (a dialog), relative to apps/web. */
  opens?: string[];
  /** Budget of JS gzip bytes for this first view, if any. */
  jsBudgetBytes?: number;
  /**
   * Brings the view up after the page has loaded (opening a dialog); answers a reason when the
   * screen does not offer it yet.
   */
  open?: (page: Page) => Promise<string | undefined>;
}

export const LANDING_JS_BUDGET = 70 * 1024;
/** Issue 34: every first view of the app (tests/e2e/support/firstViewBudgets.test.ts too). */
export const FIRST_VIEW_JS_BUDGET = 150 * 1024;

/** Opens the template-solving dialog from the student's first assignment that can be solved. */
async function openSolveDialog(page: Page): Promise<string | undefined> {
  // Each card's button is named after its assignment ("Solve Week 1 homework").
  const solve = page.getByRole('button', { name: /^Solve( Again)? / });
  const count = await solve.count();
  for (let i = 0; i < count; i += 1) {
    const button = solve.nth(i);
    if (!(await button.isEnabled())) continue;
    await button.click();
    await page.getByRole('dialog').first().waitFor({ timeout: 15_000 });
    return undefined;
  }
  return 'no enabled Solve button on /assignments yet';
}

/** The first views issues 9 and 34 budget: each route, and the template-solving dialog. */
export function firstViews(roomId: string): View[] {
  const app = (name: string, path: string, signedInAs: Role | null, route = path): View => ({
    name,
    path,
    route,
    signedInAs,
    jsBudgetBytes: FIRST_VIEW_JS_BUDGET,
  });
  return [
    { name: 'Landing', path: '/', route: '/', signedInAs: null, jsBudgetBytes: LANDING_JS_BUDGET },
    app('Login', '/login', null),
    app('Sign-up', '/signup', null),
    app('Forgot password', '/forgot-password', null),
    app('Reset password', '/reset-password', null),
    app('Dashboard (teacher)', '/dashboard', 'teacher'),
    app('Dashboard (student)', '/dashboard', 'student'),
    app('Rooms (teacher)', '/rooms', 'teacher'),
    app('Room detail (200 students)', `/rooms/${roomId}`, 'teacher', '/rooms/:roomId'),
    app(
      'Gradebook (200 students)',
      `/rooms/${roomId}/gradebook`,
      'teacher',
      '/rooms/:roomId/gradebook',
    ),
    app('Assignments (teacher)', '/assignments', 'teacher'),
    app('Assignments (student)', '/assignments', 'student'),
    {
      ...app('Template-solving dialog', '/assignments', 'student'),
      open: openSolveDialog,
      opens: ['src/features/templates/AssignmentSolveDialog.tsx'],
    },
    app('Generate', '/generate', 'teacher'),
    app('My exercises', '/my-exercises', 'teacher'),
    app('Templates', '/my-templates', 'teacher'),
    app('Settings', '/settings', 'student'),
    app('Profile', '/profile', 'student'),
  ];
}
