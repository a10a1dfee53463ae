import { localeNames } from '@lingua/i18n';

/**
 * The letters the pseudo-locale always accents: a text still holding one of them in plain form
 * did not come from the catalogue.
 */
const PLAIN_LETTER = /[aeiouAEIOUcnsyCNSY]/;

/** Words that stay as they are in every language: the languages' own names. */
const PROPER_NAMES = Object.values(localeNames);

const ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'];

function isExempt(element: Element | null): boolean {
  // `translate="no"`: names, e-mail addresses, the brand, content in its own language.
  return element === null || element.closest('[translate="no"], script, style') !== null;
}

function untranslated(text: string, data: readonly string[]): boolean {
  const rest = [...PROPER_NAMES, ...data].reduce(
    (remaining, name) => remaining.replaceAll(name, ''),
    text,
  );
  return PLAIN_LETTER.test(rest);
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
    if (text !== '' && !isExempt(node.parentElement) && untranslated(text, data)) found.push(text);
  }
  for (const element of root.querySelectorAll(ATTRIBUTES.map((name) => `[${name}]`).join())) {
    if (isExempt(element)) continue;
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name)?.trim() ?? '';
      if (value !== '' && untranslated(value, data)) found.push(`${name}="${value}"`);
    }
  }
  return found;
}
