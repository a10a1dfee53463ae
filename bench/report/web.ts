import type { LighthouseResult, ViewResult, WebResults } from '../lib/results';
import { firstViews } from '../web/views';
import { type BudgetCheck, kb, ms, table } from './format';

export const PERFORMANCE_BUDGET = 95;
export const ACCESSIBILITY_BUDGET = 100;
/** Issue 34: Google's "good" largest contentful paint, and total blocking time. */
export const LCP_BUDGET_MS = 2500;
export const TBT_BUDGET_MS = 200;

const statusNote = (result: { status: string; note?: string | undefined }) =>
  result.status === 'measured'
    ? 'measured'
    : `${result.status}${result.note ? `: ${result.note}` : ''}`;

/** The size check's figure for the view, and the files it and the browser disagree on. */
function fromBuild(view: ViewResult): string {
  if (!view.fromBuild) return '-';
  const { jsGzip, onlyInBrowser, onlyInBuild } = view.fromBuild;
  const differences = [
    ...onlyInBrowser.map((path) => `+${path.replace(/^.*\//, '')}`),
    ...onlyInBuild.map((path) => `-${path.replace(/^.*\//, '')}`),
  ];
  return differences.length === 0 ? kb(jsGzip) : `${kb(jsGzip)} (${differences.join(', ')})`;
}

function viewRow(view: ViewResult): string[] {
  return [
    view.name,
    `\`${view.path.replace(/[0-9a-f-]{36}/, '{id}')}\``,
    view.signedInAs ?? '-',
    kb(view.js.gzip),
    kb(view.js.brotli),
    kb(view.js.raw),
    kb(view.css.gzip),
    kb(view.css.brotli),
    String(view.files),
    fromBuild(view),
    statusNote(view),
  ];
}

const score = (value: number | undefined) => (value === undefined ? '-' : String(value));

function lighthouseRow(result: LighthouseResult): string[] {
  return [
    `${result.name} \`${result.path}\``,
    score(result.performance),
    score(result.accessibility),
    score(result.bestPractices),
    ms(result.lcpMs),
    ms(result.tbtMs),
    result.cls === undefined ? '-' : result.cls.toFixed(3),
    statusNote(result),
  ];
}

export function renderWeb(results: WebResults): string {
  return [
    `Browser: Chromium ${results.chromium} (Debian), driven by Playwright. Each first view opens ` +
      'in a new context (empty cache; signed-in views with the session already stored) and ' +
      'counts every JS and CSS file downloaded until the network is idle, compressed here with ' +
      'gzip -9 and brotli -q 11. The template-solving dialog counts the assignments page and ' +
      'the dialog opened from its first Solve button. "From the build" is the figure of the size ' +
      "check in `pnpm test` (tests/e2e/support/firstViewBudgets.test.ts, the build's manifest), " +
      "with any file only the browser (+) or only the build's reading (-) counts.",
    '',
    table(
      [
        'First view',
        'Path',
        'As',
        'JS gzip',
        'JS brotli',
        'JS raw',
        'CSS gzip',
        'CSS brotli',
        'Files',
        'JS gzip from the build',
        'Status',
      ],
      results.views.map(viewRow),
    ),
    '',
    'Lighthouse 12 (mobile emulation, simulated throttling) in a new Chromium per page:',
    '',
    table(
      ['Page', 'Performance', 'Accessibility', 'Best practices', 'LCP', 'TBT', 'CLS', 'Status'],
      results.lighthouse.map(lighthouseRow),
    ),
  ].join('\n');
}

export function webBudgets(results: WebResults | undefined): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const view of firstViews('{id}')) {
    if (!view.jsBudgetBytes) continue;
    const measured = results?.views.find((v) => v.name === view.name);
    const budget = `${view.name} first view JS <= ${kb(view.jsBudgetBytes)} gzip`;
    if (!measured || measured.status === 'failed') {
      checks.push({ budget, measured: measured ? statusNote(measured) : 'not run', met: null });
      continue;
    }
    const bytes = kb(measured.js.gzip);
    checks.push({
      budget,
      measured: measured.status === 'measured' ? bytes : `${bytes} (${statusNote(measured)})`,
      met: measured.status === 'measured' ? measured.js.gzip <= view.jsBudgetBytes : null,
    });
  }
  const measuredViews = results?.views.filter((v) => v.status !== 'failed') ?? [];
  const withInspector = measuredViews.filter((v) => v.loadsInspector).map((v) => v.name);
  checks.push({
    budget: 'No first view loads the XState inspector (development only)',
    measured: withInspector.length > 0 ? `loaded by ${withInspector.join(', ')}` : 'none',
    met: measuredViews.length > 0 ? withInspector.length === 0 : null,
  });
  for (const page of results?.lighthouse ?? []) {
    const counts = page.status === 'measured';
    const suffix = counts ? '' : ` (${statusNote(page)})`;
    checks.push({
      budget: `Lighthouse performance >= ${PERFORMANCE_BUDGET}: ${page.name}`,
      measured: `${score(page.performance)}${suffix}`,
      met: counts && page.performance !== undefined ? page.performance >= PERFORMANCE_BUDGET : null,
    });
    checks.push({
      budget: `Lighthouse LCP <= ${LCP_BUDGET_MS} ms: ${page.name}`,
      measured: `${ms(page.lcpMs)}${suffix}`,
      met: counts && page.lcpMs !== undefined ? page.lcpMs <= LCP_BUDGET_MS : null,
    });
    checks.push({
      budget: `Lighthouse TBT <= ${TBT_BUDGET_MS} ms: ${page.name}`,
      measured: `${ms(page.tbtMs)}${suffix}`,
      met: counts && page.tbtMs !== undefined ? page.tbtMs <= TBT_BUDGET_MS : null,
    });
    checks.push({
      budget: `Lighthouse accessibility = ${ACCESSIBILITY_BUDGET}: ${page.name}`,
      measured: `${score(page.accessibility)}${suffix}`,
      met:
        counts && page.accessibility !== undefined
          ? page.accessibility >= ACCESSIBILITY_BUDGET
          : null,
    });
  }
  return checks;
}
