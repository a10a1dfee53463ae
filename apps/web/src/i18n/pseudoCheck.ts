import { localeNames } from '@lingua/i18n';

/**
 * The letters the pseudo-locale always accents: a text still holding one of them in plain form
 * did not come from the catalogue.
 */
const PLAIN_LETTER = /[aeiouAEIOUcnsyCNSY]/;

/** Words that stay as they are in every language: the languages' own names. */
const PROPER_NAMES = Object.values(localeNames);

/** CEFR levels (A1 to C2) read the same in every language (a level filter's options). */
const CEFR_LEVEL = /\b[ABC][12]\b/g;

const ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'];

/**
 * react-aria's own words, which it translates itself in every real locale (the pseudo-locale
 * runs it in English): overlay and calendar buttons, date segments, table sort announcements.
 */
const REACT_ARIA_LABELS = /^(Dismiss|Calendar|(month|day|year|hour|minute|AM\/PM),)$/;
const REACT_ARIA_TEXTS = /^(AM|PM|Selected Date: .*|sorted by column .*|sortable column)$/;

/**
 * `translate="no"`: names, e-mail addresses, the brand, content in its own language; a
 * textarea's text is what the user typed (or the content being edited). `<time>`
 * and `data-intl`: dates and country names Intl writes in the interface language itself (the
 * pseudo-locale's Intl is English's), not words the catalogue could hold. react-aria's live
 * announcer ("105 options available.") and the hidden native select it keeps beside a Select
 * (repeating the listbox's options): react-aria's own words or copies.
 */
const EXEMPT = [
  '[translate="no"]',
  'textarea',
  'time',
  '[data-intl]',
  '[data-live-announcer]',
  '[aria-hidden="true"] select',
  'script',
  'style',
].join();

function isExempt(element: Element | null): boolean {
  return element === null || element.closest(EXEMPT) !== null;
}

function untranslated(text: string, data: readonly string[]): boolean {
  const rest = [...PROPER_NAMES, ...data].reduce(
    (remaining, name) => remaining.replaceAll(name, ''),
    text,
  );
  return PLAIN_LETTER.test(rest.replace(CEFR_LEVEL, ''));
}

/**
 * Every text and accessible label under `root` that did not come through the catalogue, when
 * the page is rendered in the pseudo-locale ("⟦Lõg ìñ⟧"): hard-coded strings show up here.
 * `data` are the story's own values a message may carry inside it (a title typed by a teacher
 * in "Delete “{name}”?", a date Intl wrote): they are not the interface's words.
 */
export function untranslatedTexts(root: Element, data: readonly string[] = []): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (
      text !== '' &&
      !REACT_ARIA_TEXTS.test(text) &&
      !isExempt(node.parentElement) &&
      untranslated(text, data)
    ) {
      found.push(text);
    }
  }
  for (const element of root.querySelectorAll(ATTRIBUTES.map((name) => `[${name}]`).join())) {
    if (isExempt(element)) continue;
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name)?.trim() ?? '';
      if (value !== '' && !REACT_ARIA_LABELS.test(value) && untranslated(value, data)) {
        found.push(`${name}="${value}"`);
      }
    }
  }
  return found;
}
