/** How far past a row's content the pointer may go, and how far from a row it may be. */
const SLACK_PX = 16;
const ROW_SLACK_PX = 24;

/**
 * Whether a pointer over the widened rail has passed everything the rail shows at its height:
 * it is heading for the page, whose controls the rail covers there, so the rail should narrow.
 * In the rail's empty stretches (far from any row) the pointer is taken to be browsing the menu.
 */
export function isHeadingIntoPage(
  rail: HTMLElement,
  point: { x: number; y: number },
  direction: 'ltr' | 'rtl',
): boolean {
  let row: DOMRect | undefined;
  let distance = Number.POSITIVE_INFINITY;
  // What the widened rail shows (brand, labels, user block) carries `data-rail-content`; a
  // label's row is its whole link (icon and padding included): a pointer on it is choosing it.
  for (const content of rail.querySelectorAll('[data-rail-content]')) {
    const box = (content.closest('a[href]') ?? content).getBoundingClientRect();
    if (box.height === 0) continue;
    const away = Math.max(box.top - point.y, point.y - box.bottom, 0);
    if (away < distance) {
      distance = away;
      row = box;
    }
  }
  if (!row || distance > ROW_SLACK_PX) return false;
  return direction === 'rtl' ? point.x < row.left - SLACK_PX : point.x > row.right + SLACK_PX;
}
