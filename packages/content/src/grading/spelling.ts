import { type Hunspell, type HunspellFactory, loadModule } from 'hunspell-asm';
import { keptAtMost } from '../kept';
import type { LanguageCode } from '../languages';

export type Speller = {
  correct(word: string): boolean;
  suggest(word: string): string[];
};

/** Each dictionary-xx package reads its own .aff and .dic files when imported. */
const dictionaries: Record<
  LanguageCode,
  () => Promise<{ default: { aff: Uint8Array; dic: Uint8Array } }>
> = {
  en: () => import('dictionary-en'),
  es: () => import('dictionary-es'),
  fr: () => import('dictionary-fr'),
  de: () => import('dictionary-de'),
  it: () => import('dictionary-it'),
  pt: () => import('dictionary-pt'),
};

let factory: Promise<HunspellFactory> | undefined;
const spellers = new Map<LanguageCode, Promise<Speller>>();
const loaded = new Map<LanguageCode, Speller>();

/** The language's speller once loaded (a review loads it before grading), else undefined. */
export const loadedSpeller = (code: LanguageCode): Speller | undefined => loaded.get(code);

/**
 * Hunspell (compiled to WebAssembly) with the dictionary-xx packages. nspell was the first
 * choice but needs minutes and gigabytes to expand the Italian and Portuguese affix files.
 */
async function loadSpeller(code: LanguageCode): Promise<Speller> {
  factory ??= loadModule();
  const hunspellFactory = await factory;
  const { aff, dic } = (await dictionaries[code]()).default;
  const hunspell: Hunspell = hunspellFactory.create(
    hunspellFactory.mountBuffer(aff, `${code}.aff`),
    hunspellFactory.mountBuffer(dic, `${code}.dic`),
  );
  // A lookup costs tens of microseconds in WebAssembly; answers repeat the same words.
  const known = keptAtMost<boolean>(50_000);
  return {
    correct(word) {
      return known(word, () => hunspell.spell(word));
    },
    suggest: (word) => hunspell.suggest(word),
  };
}

/** One speller per language and process, loaded on first use. */
export function spellerFor(code: LanguageCode): Promise<Speller> {
  let speller = spellers.get(code);
  if (!speller) {
    speller = loadSpeller(code).then((ready) => {
      loaded.set(code, ready);
      return ready;
    });
    spellers.set(code, speller);
  }
  return speller;
}

/** Words the dictionary does not know, with the first suggestion when there is one. */
export async function misspelledWords(
  code: LanguageCode,
  words: readonly string[],
  knownNames: ReadonlySet<string> = new Set(),
): Promise<{ word: string; suggestion?: string }[]> {
  const speller = await spellerFor(code);
  return words
    .filter((word) => !/\d/.test(word) && !knownNames.has(word) && !isKnown(speller, word))
    .map((word) => {
      const [suggestion] = speller.suggest(word);
      return suggestion ? { word, suggestion } : { word };
    });
}

/** Elided forms (l'école, dell'anno, c'è) are checked as the dictionary stores them or part by part. */
function isKnown(speller: Speller, word: string): boolean {
  const plain = word.replace(/’/g, "'");
  if (speller.correct(plain)) return true;
  const apostrophe = plain.indexOf("'");
  if (apostrophe > 0) {
    const head = plain.slice(0, apostrophe + 1);
    const tail = plain.slice(apostrophe + 1);
    return speller.correct(head) && speller.correct(tail);
  }
  return plain.includes('-') && plain.split('-').every((part) => speller.correct(part));
}
