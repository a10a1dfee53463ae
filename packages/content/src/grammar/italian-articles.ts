/** The Italian articles and articulated prepositions, from the noun's gender, number and first letters. */
import type { Slot } from './forms';
import type { Noun } from './nouns';

const italianVowel = (word: string) => /^[aeiouàèéìòù]/i.test(word);
/** Italian words that take lo/gli/uno: s + consonant, z, gn, ps, x, y. */
const italianLo = (word: string) => /^(s[^aeiouàèéìòù]|z|gn|ps|x|y)/i.test(word);

/** Which Italian article class the noun is in: before a vowel, lo-words, the others. */
function italianClass(noun: Noun): 'vowel' | 'lo' | 'plain' {
  return italianVowel(noun.text) ? 'vowel' : italianLo(noun.text) ? 'lo' : 'plain';
}

/** a + article: al cinema, allo stadio, all'aeroporto, alla stazione, ai giardini, alle terme. */
export function italianToThe(noun: Noun): Slot {
  const kind = italianClass(noun);
  if (noun.plural) {
    if (noun.gender === 'F') return { right: ['alle'], wrong: ['ai', 'agli'] };
    return kind === 'plain'
      ? { right: ['ai'], wrong: ['agli', 'alle'] }
      : { right: ['agli'], wrong: ['ai', 'alle'] };
  }
  if (noun.gender === 'F') {
    return kind === 'vowel'
      ? { right: ["all'"], wrong: ['alla', 'al'] }
      : { right: ['alla'], wrong: ['al', 'alle'] };
  }
  if (kind === 'vowel') return { right: ["all'"], wrong: ['al', 'allo'] };
  if (kind === 'lo') return { right: ['allo'], wrong: ['al', 'alla'] };
  return { right: ['al'], wrong: ['allo', 'alla'] };
}

/** The definite article: il pane, lo zucchero, l'olio, la pasta, i biscotti, gli spaghetti, le mele. */
export function italianDefinite(noun: Noun): Slot {
  const kind = italianClass(noun);
  if (noun.plural) {
    if (noun.gender === 'F') return { right: ['le'], wrong: ['i', 'gli'] };
    return kind === 'plain'
      ? { right: ['i'], wrong: ['gli', 'le'] }
      : { right: ['gli'], wrong: ['i', 'le'] };
  }
  if (noun.gender === 'F') {
    return kind === 'vowel'
      ? { right: ["l'"], wrong: ['la', 'il'] }
      : { right: ['la'], wrong: ['il', 'le'] };
  }
  if (kind === 'vowel') return { right: ["l'"], wrong: ['il', 'lo'] };
  if (kind === 'lo') return { right: ['lo'], wrong: ['il', 'la'] };
  return { right: ['il'], wrong: ['lo', 'la'] };
}

/** The indefinite article: un caffè, un antipasto, uno yogurt, una pizza, un'aranciata. */
export function italianIndefinite(noun: Noun): Slot {
  const kind = italianClass(noun);
  if (noun.gender === 'F') {
    return kind === 'vowel'
      ? { right: ["un'"], wrong: ['una', 'un'] }
      : { right: ['una'], wrong: ['un', 'uno'] };
  }
  if (kind === 'vowel') return { right: ['un'], wrong: ["un'", 'uno'] };
  if (kind === 'lo') return { right: ['uno'], wrong: ['un', 'una'] };
  return { right: ['un'], wrong: ['uno', 'una'] };
}

/** di + article, the partitive: del caffè, dello zucchero, dell'acqua, della frutta, dei libri, degli amici, delle mele. */
export function italianOfThe(noun: Noun): string {
  const article = italianDefinite(noun).right[0] ?? '';
  return { il: 'del', i: 'dei', gli: 'degli' }[article] ?? `del${article}`;
}
