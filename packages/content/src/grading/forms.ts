import spanishVerbs from '../data/es/verbs.json';
import portugueseVerbs from '../data/pt/verbs.json';
import type { LanguageCode } from '../languages';
import { stripAccents } from '../text';
import type { FormLabel } from './messages';
import type { Speller } from './spelling';

/**
 * Accent pairs where dropping the accent gives another form, as a teacher explains them:
 * `right` is how the key's word ends, `yours` how the unaccented word ends. The first rule whose
 * endings match names both forms ("gano" is the present; the preterite is "ganó").
 */
type SlipRule = { right: RegExp; yours: RegExp; rightLabel: FormLabel; yourLabel: FormLabel };

const slipRules: Partial<Record<LanguageCode, SlipRule[]>> = {
  es: [
    { right: /ré$/, yours: /re$/, rightLabel: 'future', yourLabel: 'futureSubjunctive' },
    {
      right: /r(á|ás|án)$/,
      yours: /r(a|as|an)$/,
      rightLabel: 'future',
      yourLabel: 'imperfectSubjunctive',
    },
    { right: /ó$/, yours: /o$/, rightLabel: 'preterite', yourLabel: 'present' },
    { right: /é$/, yours: /e$/, rightLabel: 'preterite', yourLabel: 'presentSubjunctive' },
    { right: /^está$/, yours: /^esta$/, rightLabel: 'verbToBe', yourLabel: 'demonstrative' },
  ],
  pt: [
    { right: /r(á|ão)$/, yours: /r(a|am)$/, rightLabel: 'future', yourLabel: 'pluperfect' },
    { right: /^é$/, yours: /^e$/, rightLabel: 'verbToBe', yourLabel: 'conjunction' },
    { right: /^está$/, yours: /^esta$/, rightLabel: 'verbToBe', yourLabel: 'demonstrative' },
    { right: /ou$/, yours: /o$/, rightLabel: 'preterite', yourLabel: 'present' },
  ],
  it: [
    { right: /^è$/, yours: /^e$/, rightLabel: 'verbToBe', yourLabel: 'conjunction' },
    { right: /^là$/, yours: /^la$/, rightLabel: 'adverbOfPlace', yourLabel: 'article' },
    { right: /[^r]ò$/, yours: /[^r]o$/, rightLabel: 'preterite', yourLabel: 'present' },
  ],
  fr: [
    { right: /^à$/, yours: /^a$/, rightLabel: 'preposition', yourLabel: 'verbToHave' },
    { right: /^là$/, yours: /^la$/, rightLabel: 'adverbOfPlace', yourLabel: 'article' },
    { right: /é(e?s?)$/, yours: /e(e?s?)$/, rightLabel: 'participle', yourLabel: 'present' },
  ],
};

/** The two forms named when the unaccented `yours` is itself a form of the word `right`. */
export function slipLabels(
  code: LanguageCode,
  yours: string,
  right: string,
): { yourLabel: FormLabel; rightLabel: FormLabel } | undefined {
  if (yours === right || stripAccents(yours) !== stripAccents(right)) return undefined;
  const rule = slipRules[code]?.find((r) => r.right.test(right) && r.yours.test(yours));
  return rule && { yourLabel: rule.yourLabel, rightLabel: rule.rightLabel };
}

/** Per verb, per tense: the six persons, or one form (a gerund, a participle). */
type Tables = Record<string, Record<string, string[] | string>>;
const tableForms = (tables: Tables) =>
  new Set(Object.values(tables).flatMap((tenses) => Object.values(tenses).flat()));
const verbForms: Partial<Record<LanguageCode, Set<string>>> = {};

/** The hand-written Spanish and Portuguese tables hold forms hunspell may not list. */
function inVerbTables(code: LanguageCode, word: string): boolean {
  if (code !== 'es' && code !== 'pt') return false;
  verbForms[code] ??= tableForms(code === 'es' ? spanishVerbs : portugueseVerbs);
  return verbForms[code].has(word);
}

/**
 * Whether a word the student wrote exists on its own (a word of the dictionary or a form in
 * the verb tables): then it is another word, not a slip of the keyboard.
 */
export function isRealWord(
  code: LanguageCode,
  speller: Speller,
  word: string,
  asNoun = false,
): boolean {
  if (/\d/.test(word)) return true;
  if (inVerbTables(code, word)) return true;
  // Answers are compared in lower case: where a German noun is expected, try it capitalised.
  const capitalised = word.charAt(0).toLocaleUpperCase() + word.slice(1);
  return speller.correct(word) || (asNoun && speller.correct(capitalised));
}

/**
 * Spanish has two imperfect subjunctives, -ra and -se (caminara/caminase,
 * hubiéramos/hubiésemos): both are the same answer.
 */
const raEnding = /^((?=.{3,}r).+?(?:a|á|e|é))r(a|as|amos|ais|an)$/;
const seEnding = /^((?=.{3,}s).+?(?:a|á|e|é))s(e|es|emos|eis|en)$/;
const seOf: Record<string, string> = { a: 'e', as: 'es', amos: 'emos', ais: 'eis', an: 'en' };

export function sameSubjunctive(a: string, b: string): boolean {
  const ra = raEnding.exec(a) ?? raEnding.exec(b);
  const se = seEnding.exec(a === ra?.input ? b : a);
  if (!ra || !se) return false;
  return ra[1] === se[1] && seOf[ra[2] as string] === se[2];
}
