import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import type { Catalogue, MessageId } from './messages';

/** Every pseudo-localised message starts and ends with these, so a test can spot plain text. */
export const pseudoStart = '⟦';
export const pseudoEnd = '⟧';

const plainLetters = [...'aeiouAEIOUcnsyCNSY'];
const accentedLetters = [...'àéîõüÀÉÎÕÜçñšýÇÑŠÝ'];
const accented = new Map(plainLetters.map((letter, index) => [letter, accentedLetters[index]]));

/** A text with the pseudo-locale's accents (stories name elements with it). */
export function pseudoAccent(text: string): string {
  return [...text].map((letter) => accented.get(letter) ?? letter).join('');
}

function transform(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: pseudoAccent(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: transform(option.value) },
        ]),
      );
      return { ...element, options };
    }
    if (element.type === TYPE.tag) return { ...element, children: transform(element.children) };
    return element;
  });
}

/** How the pseudo-locale shows a plain catalogue message, e.g. "⟦Lõg îñ⟧" for "Log in". */
export function pseudoOf(text: string): string {
  return `${pseudoStart}${pseudoAccent(text)}${pseudoEnd}`;
}

/**
 * The pseudo-locale: every message accented and bracketed ("⟦Lõg ìñ⟧"), placeholders kept.
 * A screen rendered with it shows at a glance (and to a test) any text that bypassed the
 * catalogue, and the longer accented letters show where a layout is too tight.
 */
export function pseudoLocalize(catalogue: Catalogue): Catalogue {
  return Object.fromEntries(
    Object.entries(catalogue).map(([id, message]) => [
      id,
      `${pseudoStart}${printAST(transform(parse(message)))}${pseudoEnd}`,
    ]),
  ) as Record<MessageId, string>;
}
