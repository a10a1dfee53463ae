import { localeNames } from '@lingua/i18n';

/**
 * The letters the pseudo-locale always accents: a text still holding one of them in plain form
 * did not come from the catalogue.
 */
const PLAIN_LETTER = /[aeiouAEIOUcnsyCNSY]/;

/** Words that stay as they are in every language: the languages' own names. */
const PROPER_NAMES = Object.values(localeNames);

const ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'];

/**
 * react-aria's own words, which it translates itself in every real locale (the pseudo-locale
 * runs it in English): overlay and calendar buttons, date segments, table sort announcements.
 */
const REACT_ARIA_LABELS = /^(Dismiss|Calendar|(month|day|year|hour|minute|AM\/PM),)$/;
const REACT_ARIA_TEXTS = /^(AM|PM|Selected Date: .*|sorted by column .*|sortable column)$/;

function isExempt(element: Element | null): boolean {
  // `translate="no"`: names, e-mail addresses, the brand, content in its own language. The
  // hidden native select react-aria keeps beside a Select repeats the options the listbox shows.
  return (
    element === null ||
    element.closest('[translate="no"], script, style, [aria-hidden="true"] select') !== null
  );
}

function untranslated(text: string): boolean {
  const rest = PROPER_NAMES.reduce((remaining, name) => remaining.replaceAll(name, ''), text);
  return PLAIN_LETTER.test(rest);
}

/**
 * Every text and accessible label under `root` that did not come through the catalogue, when
 * the page is rendered in the pseudo-locale ("⟦Lõg ìñ⟧"): hard-coded strings show up here.
 */
export function untranslatedTexts(root: Element): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (
      text !== '' &&
      !REACT_ARIA_TEXTS.test(text) &&
      !isExempt(node.parentElement) &&
      untranslated(text)
    ) {
      found.push(text);
    }
  }
  for (const element of root.querySelectorAll(ATTRIBUTES.map((name) => `[${name}]`).join())) {
    if (isExempt(element)) continue;
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name)?.trim() ?? '';
      if (value !== '' && !REACT_ARIA_LABELS.test(value) && untranslated(value)) {
        found.push(`${name}="${value}"`);
      }
    }
  }
  return found;
}
