import type { Page } from 'playwright';
import type { Role } from './session';

/** What a screen still shows while its implementation has not landed (PendingScreen). */
export const PLACEHOLDER_TEXT = 'This screen is being built.';

export interface View {
  name: string;
  path: string;
  signedInAs: Role | null;
  /** Budget of JS gzip bytes for this first view, if any. */
  jsBudgetBytes?: number;
  /**
   * Brings the view up after the page has loaded (opening a dialog); answers a reason when the
   * screen does not offer it yet.
   */
  open?: (page: Page) => Promise<string | undefined>;
}

export const LANDING_JS_BUDGET = 70 * 1024;
export const SIGNED_IN_JS_BUDGET = 180 * 1024;

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

/** The first views issue 9 budgets: each route, and the template-solving dialog. */
export function firstViews(roomId: string): View[] {
  return [
    { name: 'Landing', path: '/', signedInAs: null, jsBudgetBytes: LANDING_JS_BUDGET },
    { name: 'Login', path: '/login', signedInAs: null },
    {
      name: 'Dashboard (teacher)',
      path: '/dashboard',
      signedInAs: 'teacher',
      jsBudgetBytes: SIGNED_IN_JS_BUDGET,
    },
    {
      name: 'Dashboard (student)',
      path: '/dashboard',
      signedInAs: 'student',
      jsBudgetBytes: SIGNED_IN_JS_BUDGET,
    },
    {
      name: 'Room detail (200 students)',
      path: `/rooms/${roomId}`,
      signedInAs: 'teacher',
      jsBudgetBytes: SIGNED_IN_JS_BUDGET,
    },
    {
      name: 'Assignments (student)',
      path: '/assignments',
      signedInAs: 'student',
      jsBudgetBytes: SIGNED_IN_JS_BUDGET,
    },
    {
      name: 'Template-solving dialog',
      path: '/assignments',
      signedInAs: 'student',
      jsBudgetBytes: SIGNED_IN_JS_BUDGET,
      open: openSolveDialog,
    },
  ];
}
