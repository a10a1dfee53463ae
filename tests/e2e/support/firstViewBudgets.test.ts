import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from './build';
import { type FirstView, FirstViewReader } from './firstViews';
import { repoRoot } from './repo';

/** Issue 34: every first view of the app within 150 KB of JavaScript (gzip). */
const FIRST_VIEW_BUDGET_KB = 150;

const KB = 1024;
const FIRST_VIEW_BUDGET = FIRST_VIEW_BUDGET_KB * KB;

/**
 * Views beside each route's own first view: a dialog a person opens from it at once, or code a
 * page fetches as soon as it shows (the browser downloads it all the same, `pnpm bench:web`
 * counts it).
 */
const openedViews: FirstView[] = [
  {
    name: 'Template-solving dialog',
    route: '/assignments',
    // A timed sitting fetches the logout's "your answers" dialog as it opens (it must open offline).
    opens: [
      'src/features/templates/AssignmentSolveDialog.tsx',
      'src/layout/LogoutAnswersDialog.tsx',
    ],
  },
];

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

describe('first views of the built web app (apps/web/dist, built here when missing or stale)', () => {
  let reader: FirstViewReader;
  // The same build the journeys serve: `pnpm test` builds it at most once for both.
  beforeAll(() => {
    ensureBuilt();
    reader = new FirstViewReader(repoRoot);
  }, 600_000);

  it('reads every route of the route table', () => {
    // A route the reader failed to parse would silently escape its budget.
    const routes = reader.routeTable().map((route) => route.path);
    expect(routes).toEqual(expect.arrayContaining(['/login', '/dashboard', '/rooms/:roomId']));
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it(`keeps every first view within ${kb(FIRST_VIEW_BUDGET)} of JS gzip`, () => {
    const views: FirstView[] = [
      { name: 'Landing', route: '/' },
      ...reader.routeTable().map((route) => ({ name: route.path, route: route.path })),
      ...openedViews,
    ];
    const over = views.flatMap((view) => {
      const { jsGzip, files } = reader.size(view);
      if (jsGzip <= FIRST_VIEW_BUDGET) return [];
      const largest = files
        .slice(0, 4)
        .map(({ file, gzip }) => `${file} ${kb(gzip)}`)
        .join(', ');
      return [`${view.name}: ${kb(jsGzip)} > ${kb(FIRST_VIEW_BUDGET)} (largest: ${largest})`];
    });
    expect(over).toEqual([]);
  });
});
