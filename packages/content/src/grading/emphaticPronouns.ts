import type { LanguageCode } from '../languages';

/**
 * Spanish and Portuguese may double an object pronoun with "a" and its stressed form, for
 * emphasis or clarity: "A mí me gustan los perros" is "Me gustan los perros", "Les dije la verdad
 * a ellos" is "Les dije la verdad". Each stressed form with the unstressed ones it doubles.
 */
const doubled: Partial<Record<LanguageCode, Readonly<Record<string, RegExp>>>> = {
  es: {
    mí: /^me$/,
    ti: /^te$/,
    él: /^(le|lo|la|se)$/,
    ella: /^(le|lo|la|se)$/,
    usted: /^(le|lo|la|se)$/,
    nosotros: /^nos$/,
    nosotras: /^nos$/,
    vosotros: /^os$/,
    vosotras: /^os$/,
    ellos: /^(les|los|las|se)$/,
    ellas: /^(les|los|las|se)$/,
    ustedes: /^(les|los|las|se)$/,
  },
  pt: {
    mim: /^me$/,
    ti: /^te$/,
    ele: /^(lhe|o)$/,
    ela: /^(lhe|a)$/,
    você: /^(lhe|o|a)$/,
    nós: /^nos$/,
    eles: /^(lhes|os)$/,
    elas: /^(lhes|as)$/,
    vocês: /^(lhes|os|as)$/,
  },
};

const selves = /^(mí|mim|ti|nosotros|nosotras|vosotros|vosotras|nós)$/;
const saysA = (words: readonly string[], pronoun: string) =>
  words.some((word, index) => word === 'a' && words[index + 1] === pronoun);

/**
 * The words without an "a" and stressed pronoun that the other side leaves out, where the
 * unstressed pronoun it doubles is there ("a ella" with "le"); undefined when there is none.
 * "A él le gusta" for "A ella le gusta" still differs: only a doubling one side lacks goes, and
 * from an answer only one the item shows (`shown`: "Le encanta" for "she" is not "a él") or the
 * speaker or listener.
 */
export function withoutEmphaticPronoun(
  code: LanguageCode,
  words: readonly string[],
  other: readonly string[],
  shown?: readonly string[],
): string[] | undefined {
  const stressed = doubled[code];
  if (!stressed) return undefined;
  const at = words.findIndex((word, index) => {
    const pronoun = words[index + 1] as string;
    const clitic = stressed[pronoun];
    if (word !== 'a' || !clitic || saysA(other, pronoun)) return false;
    // "A mí me", "a ti te": the speaker or listener, whom the clitic already names.
    if (shown && !saysA(shown, pronoun) && !selves.test(pronoun)) return false;
    return words.some((w, i) => (i < index || i > index + 1) && clitic.test(w));
  });
  return at < 0 ? undefined : [...words.slice(0, at), ...words.slice(at + 2)];
}

/** Italian's stressed dative pronouns and the unstressed ones they stand for before the verb. */
const italianDatives: Readonly<Record<string, string>> = {
  me: 'mi',
  te: 'ti',
  lui: 'gli',
  lei: 'le',
  noi: 'ci',
  voi: 'vi',
};
/** Words after which a clause starts: its stressed dative stands where the pronoun would. */
const clauseOpeners = /^(e|ma|però|che|perché|se|quando)$/;

/**
 * "A me piace la pizza" is "Mi piace la pizza": a clause opening with "a" and a stressed pronoun
 * reads as the unstressed one, after "non" ("Anche a me piace" keeps it: "anche mi piace" is no Italian).
 */
export function italianStressedDative(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const dative = italianDatives[tokens[at + 1] as string];
    const opens = at === 0 || clauseOpeners.test(tokens[at - 1] as string);
    if (tokens[at] === 'a' && dative && opens && at + 2 < tokens.length) {
      // "A me non piace": "Non mi piace".
      const negated = tokens[at + 2] === 'non';
      out.push(...(negated ? ['non', dative] : [dative]));
      at += negated ? 2 : 1;
    } else out.push(tokens[at] as string);
  }
  return out;
}
