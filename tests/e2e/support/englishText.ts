import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { expect, type Page } from '@playwright/test';
import { repoRoot } from './repo';

/**
 * The "no English" check of issue 20: everything a Spanish teacher reads on a page (its text
 * and the accessible names a screen reader speaks) must be Spanish, except content, which
 * carries `translate="no"` (names, e-mail addresses, the brand) or its own `lang` (exercises).
 */

/** One thing the reader meets on the page: a piece of text, or a label read out or shown. */
export interface PageText {
  text: string;
  /** `text`, or the attribute it came from (`aria-label`, `placeholder`, `title`, `alt`). */
  source: string;
}

/** Stands where content (translate="no", another `lang`) sat inside a piece of text. */
export const CONTENT_HOLE = '…';

/**
 * Runs in the page (self-contained, as `page.evaluate` sends it): every visible text and
 * accessible label under `scope` (a CSS selector, else the whole document), content left out.
 * A text is the words an element holds itself, its inline and block children included, with
 * content replaced by `CONTENT_HOLE`, so "Welcome back, <span translate=no>Maria</span>!"
 * reads "Welcome back, …!".
 */
export function collectPageTexts(scope: string | null): PageText[] {
  const HOLE = '…';
  const ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'];
  const primary = (tag: string | null) => (tag ?? '').trim().toLowerCase().split('-')[0] ?? '';
  const pageLanguage = primary(document.documentElement.getAttribute('lang'));

  /** Content, or not shown to anyone at all. */
  function isContent(element: Element): boolean {
    if (element.closest('[translate="no"]')) return true;
    const withLanguage = element.closest('[lang]');
    return withLanguage !== null && primary(withLanguage.getAttribute('lang')) !== pageLanguage;
  }
  function isShown(element: Element): boolean {
    if (element.closest('script, style, noscript, template')) return false;
    // An SVG <title> is never drawn, yet names its drawing.
    const drawn = element.tagName.toLowerCase() === 'title' ? element.parentElement : element;
    if (!drawn) return false;
    return drawn.checkVisibility({ visibilityProperty: true, checkVisibilityCSS: true } as never);
  }
  function ownText(element: Element): string {
    let text = '';
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) text += child.textContent ?? '';
      else if (child instanceof Element) {
        if (!isShown(child)) continue;
        if (isContent(child)) {
          text += HOLE;
          continue;
        }
        const inline = getComputedStyle(child).display.startsWith('inline');
        const inner = ownText(child);
        text += inline ? inner : ` ${inner} `;
      }
    }
    return text;
  }
  const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

  const root = scope ? document.querySelector(scope) : document.documentElement;
  if (!root) throw new Error(`Nothing on the page matches ${scope}`);
  const found: PageText[] = [];
  const seen = new Set<string>();
  const add = (text: string, source: string) => {
    const value = normalise(text);
    // A text of content only, punctuation or figures tells nothing about the language.
    if (!/\p{L}/u.test(value.replaceAll(HOLE, ''))) return;
    const key = `${source}\u0000${value}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ text: value, source });
  };

  for (const element of [root, ...root.querySelectorAll('*')]) {
    if (isContent(element) || !isShown(element)) continue;
    const holdsText = [...element.childNodes].some(
      (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '',
    );
    if (holdsText) add(ownText(element), 'text');
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) add(value, name);
    }
  }
  return found;
}

/** Every text and label of the page (or of `scope`, a CSS selector), content left out. */
export function pageTexts(page: Page, scope?: string): Promise<PageText[]> {
  return page.evaluate(collectPageTexts, scope ?? null);
}

export type Catalogue = Record<string, string>;

export function readAppCatalogue(locale: string): Catalogue {
  const file = join(repoRoot, 'packages/i18n/catalogues/app', `${locale}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
}

/**
 * English words no Spanish sentence uses: a text holding one of them is English. Words Spanish
 * also writes are left out: "has", "he" (haber), "no", "a", "e", "complete", "invite"
 * (subjunctives), "total", and loanwords ("chat", "email", "online", "test", "link", "top",
 * "feedback", "push"). englishText.test.ts checks that no Spanish message holds one.
 */
// biome-ignore format: a word list reads best as running text.
export const ENGLISH_ONLY_WORDS: ReadonlySet<string> = new Set([
  // Function words.
  'the', 'an', 'and', 'or', 'of', 'to', 'on', 'at', 'by', 'with', 'without', 'from', 'into',
  'about', 'for', 'is', 'are', 'was', 'were', 'be', 'been', 'being', 'have', 'had', 'will',
  'would', 'can', 'could', 'should', 'must', 'not', "don't", "doesn't", "isn't", "aren't",
  "can't", "won't", "didn't", "you're", "it's", "i'm", "let's", 'this', 'that', 'these', 'those',
  'you', 'your', 'yours', 'my', 'our', 'we', 'they', 'their', 'them', 'she', 'his', 'her',
  'what', 'which', 'who', 'when', 'where', 'why', 'how', 'there', 'here', 'yet', 'any', 'every',
  'each', 'all', 'some', 'more', 'than', 'then', 'only', 'also', 'just', 'please', 'up', 'out',
  'new', 'back', 'next', 'previous', 'none', 'nothing', 'already', 'still', 'ago', 'left',
  // The app's own words.
  'dashboard', 'exercise', 'exercises', 'room', 'rooms', 'assignment', 'assignments',
  'template', 'templates', 'student', 'students', 'teacher', 'teachers', 'score', 'scores',
  'average', 'save', 'saved', 'delete', 'deleted', 'create', 'created', 'edit', 'submit',
  'generate', 'loading', 'search', 'review', 'attempt', 'attempts', 'due', 'joined', 'join',
  'level', 'language', 'languages', 'title', 'description', 'topic', 'topics', 'question',
  'questions', 'answer', 'answers', 'settings', 'profile', 'send', 'sent', 'start', 'finish',
  'finished', 'completed', 'pending', 'week', 'today', 'yesterday', 'tomorrow', 'minutes',
  'hours', 'days', 'date', 'name', 'password', 'account', 'sign', 'log', 'user', 'users',
  'reading', 'writing', 'listening', 'grammar', 'completion', 'rate', 'best', 'worst', 'view',
  'open', 'close', 'cancel', 'add', 'invited', 'code', 'copy', 'refresh', 'solve', 'results',
  'progress', 'gradebook', 'sitting', 'sittings', 'verdict', 'wrong', 'correct', 'coming',
  'soon', 'voice', 'message', 'type', 'upload', 'download', 'export', 'welcome', 'share',
  'shared', 'yes',
]);

/** English phrases the words above miss. */
const ENGLISH_PHRASES = [/\bno data\b/i, /\bno results\b/i];

/** Why a text is English, or null. */
export type EnglishReason = string;

interface MessagePattern {
  key: string;
  pattern: RegExp;
}

const WILDCARD = '.*?';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Piece {
  /** The regular expression's source. */
  source: string;
  /** The letters every text of the piece holds, whatever its placeholders and plural forms. */
  letters: number;
}

const letterCount = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

/** Every piece of a message as the reader sees it: the whole, and each tag's words alone. */
function messagePieces(elements: MessageFormatElement[]): Piece[] {
  const tagPieces: Piece[] = [];
  const piece = (items: MessageFormatElement[]): Piece => {
    const parts = items.map((item): Piece => {
      switch (item.type) {
        case TYPE.literal:
          return {
            source: escapeRegExp(item.value).replace(/\s+/g, '\\s+'),
            letters: letterCount(item.value),
          };
        case TYPE.tag: {
          const inner = piece(item.children);
          tagPieces.push(inner);
          return inner;
        }
        case TYPE.plural:
        case TYPE.select: {
          const options = Object.values(item.options).map((option) => piece(option.value));
          return {
            source: `(?:${options.map((option) => option.source).join('|')})`,
            letters: Math.min(...options.map((option) => option.letters)),
          };
        }
        default:
          // Arguments, numbers, dates, `#`: whatever the screen puts there.
          return { source: WILDCARD, letters: 0 };
      }
    });
    return {
      source: parts.map((part) => part.source).join(''),
      letters: parts.reduce((sum, part) => sum + part.letters, 0),
    };
  };
  return [piece(elements), ...tagPieces];
}

/**
 * The texts a message can show a reader, one per plural or select form (tags dropped,
 * arguments as `CONTENT_HOLE`).
 */
export function messageTexts(message: string): string[] {
  const texts = (items: MessageFormatElement[]): string[] =>
    items.reduce<string[]>(
      (sofar, item) => {
        let forms: string[];
        switch (item.type) {
          case TYPE.literal:
            forms = [item.value];
            break;
          case TYPE.tag:
            forms = texts(item.children);
            break;
          case TYPE.plural:
          case TYPE.select:
            forms = Object.values(item.options).flatMap((option) => texts(option.value));
            break;
          default:
            forms = [CONTENT_HOLE];
        }
        return sofar.flatMap((start) => forms.map((form) => start + form));
      },
      [''],
    );
  return texts(parse(message));
}

/**
 * English texts of `english` that a reader of `target` should never see: each message that
 * reads differently in the target catalogue, as a pattern (placeholders match anything, and
 * content that sat in one shows as `CONTENT_HOLE`). A message a target message also reads as
 * (a shared word such as "Error") is left out.
 */
export function englishMessagePatterns(english: Catalogue, target: Catalogue): MessagePattern[] {
  const targetTexts = Object.values(target).flatMap(messageTexts);
  const patterns: MessagePattern[] = [];
  for (const [key, message] of Object.entries(english)) {
    if (target[key] === message) continue;
    for (const { source, letters } of messagePieces(parse(message))) {
      // "{count}%" or "{a} of {b}": too little of the message is fixed to tell its language.
      if (letters < 3) continue;
      const pattern = new RegExp(`^\\s*${source}\\s*$`, 'su');
      if (targetTexts.some((text) => pattern.test(text))) continue;
      patterns.push({ key, pattern });
    }
  }
  return patterns;
}

/** Tells English texts for a reader of `target` (Spanish by default). */
export function createEnglishDetector(
  english: Catalogue = readAppCatalogue('en'),
  target: Catalogue = readAppCatalogue('es'),
): (text: string) => EnglishReason | null {
  const patterns = englishMessagePatterns(english, target);
  return (text) => {
    const message = patterns.find(({ pattern }) => pattern.test(text));
    if (message) return `the English of ${message.key}`;
    // E-mail addresses and dotted identifiers ("teacher.x1@example.com") are names, not words;
    // a quotation (feedback quoting the exercise's answer: «every Tuesday») is content.
    const prose = text
      .replace(/«[^»]*»|“[^”]*”|"[^"]*"/g, CONTENT_HOLE)
      .split(/\s+/)
      .filter((token) => !/@|\p{L}\.[\p{L}\p{N}]/u.test(token))
      .join(' ');
    const words =
      prose
        .toLowerCase()
        .replace(/’/g, "'")
        .match(/[\p{L}']+/gu) ?? [];
    const english = words.filter((word) => ENGLISH_ONLY_WORDS.has(word.replace(/^'+|'+$/g, '')));
    if (english.length > 0) return `English words: ${[...new Set(english)].join(', ')}`;
    const phrase = ENGLISH_PHRASES.find((candidate) => candidate.test(text));
    return phrase ? `English phrase ${phrase.source}` : null;
  };
}

/** The English among a page's texts, one readable line each. */
export function englishTexts(
  texts: readonly PageText[],
  detect: (text: string) => EnglishReason | null = createEnglishDetector(),
): string[] {
  return texts.flatMap(({ text, source }) => {
    const reason = detect(text);
    if (reason === null) return [];
    return [`${source === 'text' ? '' : `${source}=`}"${text}" (${reason})`];
  });
}

let spanishDetector: ((text: string) => EnglishReason | null) | undefined;

export interface NoEnglishOptions {
  /** Only this part of the page (a CSS selector). */
  scope?: string;
  /**
   * Content the journey put on the page (exercise titles, questions...) that a label may quote:
   * an `aria-label="Delete {title}"` cannot mark the title's language, so it is left out there.
   */
  content?: readonly string[];
}

/** `text` with each piece of known content replaced by `CONTENT_HOLE`, longest first. */
function withoutContent(text: string, content: readonly string[]): string {
  return [...content]
    .filter((piece) => piece.trim() !== '')
    .sort((a, b) => b.length - a.length)
    .reduce((rest, piece) => rest.replaceAll(piece, CONTENT_HOLE), text);
}

/**
 * Fails (softly: the journey goes on to the next screen) when the page, or `scope`, shows or
 * names anything in English outside content; the failure lists every English text found.
 */
export async function expectNoEnglish(
  page: Page,
  screen: string,
  { scope, content = [] }: NoEnglishOptions = {},
): Promise<void> {
  spanishDetector ??= createEnglishDetector();
  await expect(page.locator('html'), `${screen} is in Spanish`).toHaveAttribute('lang', 'es');
  const texts = (await pageTexts(page, scope)).map(({ text, source }) => ({
    source,
    text: source === 'text' ? text : withoutContent(text, content),
  }));
  const found = englishTexts(texts, spanishDetector);
  expect.soft(found, `English on ${screen} (${page.url()})`).toEqual([]);
}

/** Fails (softly) when the browser tab's title is English. */
export async function expectNoEnglishTitle(page: Page): Promise<void> {
  spanishDetector ??= createEnglishDetector();
  const title = await page.title();
  const found = englishTexts([{ text: title, source: 'document title' }], spanishDetector);
  expect.soft(found, `English in the tab's title (${page.url()})`).toEqual([]);
}
