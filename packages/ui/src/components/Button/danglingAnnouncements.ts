/**
 * react-aria's Button announces its pending state through the live announcer as an entry that
 * points at the button (`role="img" aria-labelledby`) and stays 7 s. A button that goes away in
 * that time (a dialog closing, login moving to the dashboard) leaves an entry pointing at
 * nothing: an image without a name (axe: role-img-alt) that browse mode can still land on. It
 * was read when it was added, so dropping it loses nothing (adobe/react-spectrum#10579).
 */
export function dropDanglingAnnouncements(root: Document = document) {
  for (const entry of root.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const ids = (entry.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.some((id) => root.getElementById(id))) entry.remove();
  }
}

/** The announcer adds the first message of a page 100 ms after it is asked to. */
export const FIRST_ANNOUNCEMENT_DELAY_MS = 150;
