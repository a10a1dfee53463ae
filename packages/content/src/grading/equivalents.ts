import { createRequire } from 'node:module';
import { italianVerbs } from '../conjugation/conjugate';
import {
  conjugateIberian,
  gerund,
  type IberianTense,
  iberianTenses,
  participle,
} from '../conjugation/iberian';
import type { LanguageCode } from '../languages';
import { stripAccents } from '../text';
import { withEnglishIf, withGermanAlsOb, withGermanWenn } from './conditions';
import { italianStressedDative } from './emphaticPronouns';
import { frenchAdverbUninverted } from './frenchInversion';
import { isGermanFiniteVerb } from './germanTenses';
import { italianConcessive } from './italianConcessive';
import { italianPhrasing } from './italianPhrasing';
import { infinitiveAsGerund } from './likeDoing';
import { destinationWithA, haverAsAuxiliary, obligationWithQue } from './portugueseAlternatives';
import { frenchDont, italianCui, spanishCual } from './relatives';
import type { Speller } from './spelling';

/**
 * Ways of writing the same sentence that a teacher accepts, each brought to one form by a rule of
 * the language (not by listing answers): both sides of a comparison go through the same steps,
 * so "Quiero comprarlo" and "Lo quiero comprar", "Estou a estudar" and "Estou estudando",
 * "colour" and "color", "On va acheter" and "Nous allons acheter" read alike.
 */
export function equivalentTokens(
  code: LanguageCode,
  tokens: readonly string[],
  speller: Speller | undefined,
): string[] {
  switch (code) {
    case 'en':
      return englishTokens(tokens, speller);
    case 'fr':
      return frenchDuration(
        carAsParceQue(
          frenchDont(
            davantageAsPlus(
              onForNous(frenchQuestions(frenchAdverbUninverted(frenchElisions(tokens)))),
            ),
          ),
        ),
      );
    case 'de':
      // "Wie geht's", "gibt's", "hab's": 's is "es".
      return wagenAsAuto(
        withGermanWenn(
          withGermanAlsOb(
            withoutDass(
              tokens.flatMap((token) => {
                const match = /^(.+)'s$/.exec(token);
                return match ? [match[1] as string, 'es'] : [token];
              }),
            ),
          ),
        ),
      );
    case 'es':
      return spanishCual(
        durationFirst(
          'es',
          llevarWithDuration(
            withoutArticleBeforeLanguage(
              'es',
              usually(
                'es',
                climbClitics(
                  'es',
                  tokens.map((token) => spanishClitics(optionalAccents[token] ?? token, speller)),
                ),
              ),
            ),
            speller,
          ),
        ),
      );
    case 'it':
      return italianPhrasing(
        italianConcessive(
          italianCui(
            italianDuration(
              withoutArticleBeforeLanguage(
                'it',
                climbClitics(
                  'it',
                  italianStressedDative(italianElisions(tokens)).map(italianClitics),
                ),
              ),
            ),
          ),
        ),
      );
    case 'pt':
      return portugueseAlternatives(
        durationFirst(
          'pt',
          withoutArticleBeforeLanguage(
            'pt',
            usually(
              'pt',
              withoutArticleBeforePossessive(
                progressiveWithA(
                  climbClitics(
                    'pt',
                    tokens.map((token, index) =>
                      // "Não lembro-me": after "não", "que"... the pronoun goes before, so this stays.
                      attractors.has(tokens[index - 1] as string)
                        ? portugueseSpelling(token, speller)
                        : portugueseClitics(portugueseSpelling(token, speller)),
                    ),
                  ),
                ),
              ),
            ),
          ),
        ),
      );
    default:
      return [...tokens];
  }
}

const portugueseAlternatives = (tokens: readonly string[]) =>
  obligationWithQue(destinationWithA(haverAsAuxiliary(tokens)));

/**
 * Accents Spanish no longer requires (RAE 2010): "sólo" the adverb, "éste" the pronoun, "guión".
 * Unlike "está" / "esta", neither spelling is another word here.
 */
const optionalAccents: Record<string, string> = {
  sólo: 'solo',
  éste: 'este',
  ésta: 'esta',
  éstos: 'estos',
  éstas: 'estas',
  ése: 'ese',
  ésa: 'esa',
  ésos: 'esos',
  ésas: 'esas',
  aquél: 'aquel',
  aquélla: 'aquella',
  aquéllos: 'aquellos',
  aquéllas: 'aquellas',
  guión: 'guion',
};

/** A token holding a verb with its pronouns detached: ["lo", "comprar"] stands for "comprarlo". */
type Detached = string | { clitics: string[]; verb: string };
const flat = (items: readonly Detached[]): string[] =>
  items.flatMap((item) => (typeof item === 'string' ? [item] : [...item.clitics, item.verb]));

// ---------------------------------------------------------------- English

const require = createRequire(import.meta.url);
/** Subjects whose 's is "is" or "has" and 'd "had" or "would", never a possessive. */
const contractedSubjects = new Set(
  'i you he she it we they that there here what who where when why how everyone everybody everything someone somebody something nobody nothing'.split(
    ' ',
  ),
);

/**
 * British spellings read as American ones: the rules of the two spellings (-our/-or, -re/-er,
 * -ise/-ize, -yse/-yze, a doubled l before -ed/-ing, -ogue/-og, -ence/-ense, ae/oe), tried only on
 * a word the (American) dictionary does not know and kept when it knows the result; a few words
 * differ otherwise.
 */
const britishWords: Record<string, string> = {
  grey: 'gray',
  greys: 'grays',
  programme: 'program',
  programmes: 'programs',
  tyre: 'tire',
  tyres: 'tires',
  aeroplane: 'airplane',
  aeroplanes: 'airplanes',
  pyjamas: 'pajamas',
  plough: 'plow',
  jewellery: 'jewelry',
  aluminium: 'aluminum',
  sceptical: 'skeptical',
  moustache: 'mustache',
  ageing: 'aging',
  judgement: 'judgment',
  fulfil: 'fulfill',
  enrol: 'enroll',
  skilful: 'skillful',
  learnt: 'learned',
  spelt: 'spelled',
  dreamt: 'dreamed',
  burnt: 'burned',
  smelt: 'smelled',
  spoilt: 'spoiled',
  leapt: 'leaped',
  practise: 'practice',
  practised: 'practiced',
  practising: 'practicing',
  maths: 'math',
  mum: 'mom',
  mums: 'moms',
  storey: 'story',
  draught: 'draft',
  kerb: 'curb',
  cheque: 'check',
  cheques: 'checks',
  whisky: 'whiskey',
  cosy: 'cozy',
  doughnut: 'donut',
};
const britishRules: [RegExp, string][] = [
  [/our(s|ed|ing|ite|ites|able|ful|less|er|ers|hood|hoods|ly)?$/, 'or$1'],
  [/([^aeiou])re(s)?$/, '$1er$2'],
  [/is(e|es|ed|ing|er|ers|ation|ations|able)$/, 'iz$1'],
  [/ys(e|es|ed|ing)$/, 'yz$1'],
  [/([aeiou])ll(ed|ing|er|ers)$/, '$1l$2'],
  [/ogue(s)?$/, 'og$1'],
  [/ence(s)?$/, 'ense$1'],
  [/ae/, 'e'],
  [/oe/, 'e'],
];
function americanSpelling(word: string, speller: Speller | undefined): string {
  const known = britishWords[word];
  if (known) return known;
  if (!speller || word.length < 4 || /\d/.test(word) || speller.correct(word)) return word;
  for (const [pattern, replacement] of britishRules) {
    if (!pattern.test(word)) continue;
    const candidate = word.replace(pattern, replacement);
    if (candidate !== word && speller.correct(candidate)) return candidate;
  }
  return word;
}

/**
 * English words as compared: 's and 'd apart from their word ("she's", "Mary's coming": is, has
 * or a possessive, told apart by what the other side has there), "let's" as "let us", British
 * spellings as American ones, and "have got" as "have" ("I've got two brothers").
 */
const reportingVerbs =
  /^(say|says|said|tell|tells|told|think|thinks|thought|know|knows|knew|believe|believes|believed|hope|hopes|hoped|explain|explains|explained|claim|claims|claimed|admit|admits|admitted|promise|promises|promised|suggest|suggests|suggested|realise|realised|realize|realized|feel|feels|felt|guess|suppose|supposed|agree|agreed|decide|decided|mean|meant|sure|glad|afraid)$/;

const perfectAuxiliaries = /^(have|has|'ve|had|'d)$/;
const irregularParticiples = (): Record<string, [string, string][]> =>
  require('english-verbs-irregular/dist/verbs.json') as Record<string, [string, string][]>;

/** The past participle of the verb an -ing form belongs to: "living" lived, "teaching" taught. */
function participleOfIng(ing: string, speller: Speller | undefined): string | undefined {
  const stem = ing.slice(0, -3);
  const bases = [stem, `${stem}e`, stem.replace(/(.)\1$/, '$1')].filter(
    (base) => base.length >= 2 && (base in irregularParticiples() || speller?.correct(base)),
  );
  const base = bases[0];
  if (!base) return undefined;
  const irregular = irregularParticiples()[base]?.[0]?.[1];
  if (irregular) return irregular;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

/**
 * "I've been living here for two years" / "I have lived here for two years": with "for" or
 * "since", the perfect continuous of a verb reads as its perfect.
 */
function perfectForDuration(tokens: string[], speller: Speller | undefined): string[] {
  if (!tokens.includes('for') && !tokens.includes('since')) return tokens;
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const ing = tokens[i + 1];
    const participle =
      tokens[i] === 'been' &&
      perfectAuxiliaries.test(out.at(-1) ?? '') &&
      ing?.endsWith('ing') &&
      participleOfIng(ing, speller);
    if (participle) {
      out.push(participle);
      i++;
    } else out.push(tokens[i] as string);
  }
  return out;
}

const irregularPlurals = new Set('people children men women feet teeth mice'.split(' '));
/**
 * "A lot of people", "many people": before a plural "a lot of" (and "lots of", read as it) says
 * "many"; before a mass noun ("a lot of water") it says "much", which it stays, and "how a lot of"
 * is no "how many".
 */
function aLotOfAsMany(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const next = tokens[i + 3] ?? '';
    const plural = irregularPlurals.has(next) || /[^s]s$/.test(next);
    const bound = /^(how|so|too|as)$/.test(tokens[i - 1] ?? '');
    if (plural && !bound && tokens.slice(i, i + 3).join(' ') === 'a lot of') {
      out.push('many');
      i += 2;
    } else out.push(tokens[i] as string);
  }
  return out;
}

function englishTokens(tokens: readonly string[], speller: Speller | undefined): string[] {
  return infinitiveAsGerund(
    withEnglishIf(aLotOfAsMany(perfectForDuration(englishWords(tokens, speller), speller))),
  );
}

function englishWords(tokens: readonly string[], speller: Speller | undefined): string[] {
  const out: string[] = [];
  for (const token of tokens) {
    if (token === "let's") {
      out.push('let', 'us');
      continue;
    }
    const contracted = /^(.+)'(s|d)$/.exec(token);
    if (contracted && (contracted[2] === 's' || contractedSubjects.has(contracted[1] as string))) {
      out.push(americanSpelling(contracted[1] as string, speller), `'${contracted[2]}`);
      continue;
    }
    if (token === 'got' && /^(have|has|'s)$|'ve$/.test(out.at(-1) ?? '')) continue;
    // "She said (that) she was tired": "that" after a verb of saying or thinking may go.
    if (token === 'that' && reportingVerbs.test(out.at(-1) ?? '')) continue;
    out.push(americanSpelling(token, speller));
  }
  return out;
}

/** "She's lived": 's is "has" before a participle, else "is"; 'd is "had" or "would". */
export function sameContraction(a: string, b: string): boolean {
  const pair = (short: string, full: string) =>
    (short === "'s" && (full === 'is' || full === 'has')) ||
    (short === "'d" && (full === 'had' || full === 'would'));
  return pair(a, b) || pair(b, a);
}

// ---------------------------------------------------------------- French

/** A masculine accusative determiner with the neuter one that says the same. */
const accusativeNeuter: Record<string, string> = {
  einen: 'ein',
  keinen: 'kein',
  den: 'das',
  meinen: 'mein',
  deinen: 'dein',
  seinen: 'sein',
  ihren: 'ihr',
  unseren: 'unser',
  euren: 'euer',
};
const copulas =
  /^(bin|bist|ist|sind|seid|war|warst|waren|wart|wird|wirst|werden|wurde|wurden|bleibt|heißt)$/;

/**
 * "Ich habe einen Wagen" says "ich habe ein Auto": "Wagen" is masculine, so its accusative
 * ("einen Wagen") is read as the neuter "ein Auto" ("dem Wagen" and the like are synonyms of
 * their own, lexicon.ts). Not after "sein" and its kind, nor opening the sentence, where "ein
 * Auto" is a nominative: "das ist einen Wagen" stays wrong.
 */
function wagenAsAuto(tokens: readonly string[]): string[] {
  const out = [...tokens];
  for (let i = 1; i < out.length - 1; i++) {
    const neuter = accusativeNeuter[out[i] as string];
    if (!neuter || out[i + 1] !== 'wagen' || copulas.test(out[i - 1] as string)) continue;
    out[i] = neuter;
    out[i + 1] = 'auto';
  }
  return out;
}

/** "ohne dass", "so dass": "dass" there is no reported clause, it cannot go. */
const dassBound = new Set('so ohne als statt anstatt außer'.split(' '));
const germanDeterminers =
  /^(der|die|das|den|dem|ein|eine|einen|mein|meine|dein|deine|sein|seine|ihr|ihre|unser|unsere)$/;
/**
 * "Er sagt, dass er krank sei" and "Er sagt, er sei krank": a "dass" clause ending the sentence
 * read with its verb second and without "dass", so both ways of reporting read alike; its verb
 * in any other place still differs.
 */
function withoutDass(tokens: readonly string[]): string[] {
  const at = tokens.indexOf('dass');
  if (at < 1 || dassBound.has(tokens[at - 1] as string)) return [...tokens];
  const clause = tokens.slice(at + 1);
  const subject = germanDeterminers.test(clause[0] ?? '') ? 2 : 1;
  if (clause.length < subject + 2) return [...tokens];
  const verb = clause.at(-1) as string;
  if (!isGermanFiniteVerb(verb)) return [...tokens];
  return [...tokens.slice(0, at), ...clause.slice(0, subject), verb, ...clause.slice(subject, -1)];
}

/** What makes "car" the noun (a coach): "en car", "le car", "un car scolaire". */
const carAsNoun =
  /^(le|un|du|au|en|ce|mon|ton|son|notre|votre|leur|les|des|aux|ces|mes|tes|ses|leurs|nos|vos)$/;

/** What opens a duration before its clause: "ça fait", "cela fait", "il y a", "voilà". */
const frenchDurationOpeners = [['ça', 'fait'], ['cela', 'fait'], ['il', 'y', 'a'], ['voilà']];
const frenchTimeUnits =
  /^(an|ans|année|années|mois|semaine|semaines|jour|jours|heure|heures|minute|minutes|longtemps)$/;
/**
 * "Ça fait trois ans que j'apprends le français", "Il y a trois ans que…" and "J'apprends le
 * français depuis trois ans": the duration (one to three words) read after its clause.
 */
function frenchDuration(tokens: readonly string[]): string[] {
  const opener = frenchDurationOpeners.find((words) =>
    words.every((word, index) => tokens[index] === word),
  );
  if (!opener) return [...tokens];
  const that = tokens.findIndex(
    (token, index) => index > opener.length && (token === 'que' || token === "qu'"),
  );
  const duration = tokens.slice(opener.length, that);
  const timed = frenchTimeUnits.test(duration.at(-1) ?? '');
  if (that < 0 || duration.length > 3 || !timed || that === tokens.length - 1) return [...tokens];
  return [...tokens.slice(that + 1), 'depuis', ...duration];
}

/**
 * "Je ne sors pas car il pleut" / "parce qu'il pleut": inside the sentence "car" gives the cause as
 * "parce que" does. Not opening it ("Car il pleut, …" is no French), nor as the noun ("en car").
 */
function carAsParceQue(tokens: readonly string[]): string[] {
  return tokens.flatMap((token, index) => {
    if (token !== 'car' || index < 2 || carAsNoun.test(tokens[index - 1] as string)) return [token];
    return ['parce', /^[aeiouyhàâéèêîô]/.test(tokens[index + 1] ?? '') ? "qu'" : 'que'];
  });
}

/**
 * "Voyager davantage", "davantage de temps": "davantage" says "plus" (more) at the end of its
 * clause or before "de" and "que"; never in a negation, where "plus" is "no longer".
 */
function davantageAsPlus(tokens: readonly string[]): string[] {
  if (tokens.includes('ne') || tokens.includes("n'")) return [...tokens];
  return tokens.map((token, index) => {
    const next = tokens[index + 1];
    const closes = next === undefined || /^(de|d'|que|qu')$/.test(next);
    return token === 'davantage' && closes ? 'plus' : token;
  });
}

/** l'école, qu'il, n'a, j'ai: the elided word apart, so questions and negations read alike. */
function frenchElisions(tokens: readonly string[]): string[] {
  return tokens.flatMap((token) => {
    const match = /^(l|d|j|m|t|s|n|c|qu|jusqu|lorsqu|puisqu)'(.+)$/.exec(token);
    return match ? [`${match[1]}'`, match[2] as string] : [token];
  });
}

const frenchObjectClitics = new Set([
  'ne',
  "n'",
  'me',
  "m'",
  'te',
  "t'",
  'se',
  "s'",
  'le',
  'la',
  "l'",
  'les',
  'lui',
  'leur',
  'y',
  'en',
  'nous',
  'vous',
]);

/**
 * "Est-ce que tu aimes…", "Aimes-tu…" and "Tu aimes… ?" are the same question: est-ce que goes
 * and an inverted subject pronoun returns before its verb (and the pronouns and "ne" before it).
 */
function frenchQuestions(tokens: readonly string[]): string[] {
  const out: string[] = [];
  let estCeQue = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    const next = tokens[i + 1];
    if ((token === 'est-ce' || token === "qu'est-ce") && (next === 'que' || next === "qu'")) {
      // "Qu'est-ce que tu fais" asks "Que fais-tu" (the elision was split off before).
      if (token === "qu'est-ce") out.push('que');
      else if (out.at(-1) === "qu'") out.splice(-1, 1, 'que');
      estCeQue = true;
      i++;
      continue;
    }
    const inverted = /^(.+?)-(?:t-)?(je|tu|il|elle|on|nous|vous|ils|elles)$/.exec(token);
    // "Est-ce que aimes-tu": a question asked twice stays as written, and is wrong.
    if (inverted && !estCeQue) {
      let at = out.length;
      while (at > 0 && frenchObjectClitics.has(out[at - 1] as string)) at--;
      const pronoun = inverted[2] as string;
      const before = out[at - 1];
      // "Marie aime-t-elle" is "Marie aime": the pronoun repeats a subject already named.
      // Not after "quel âge", "combien de livres": that noun is the object.
      const repeats =
        /^(il|elle|ils|elles)$/.test(pronoun) &&
        before !== undefined &&
        !questionWords.has(before) &&
        !out.some((word) => objectQuestionWords.has(word)) &&
        agreesWithSubject(out.slice(0, at), pronoun);
      if (!repeats) out.splice(at, 0, pronoun);
      out.push(inverted[1] as string);
      continue;
    }
    out.push(token);
  }
  // "Tu habites où ?" asks "Où habites-tu ?": a question word at the end goes to the front, and
  // so does "quoi" after its verb ("Tu fais quoi ce soir ?").
  const last = out.at(-1);
  const quoi = out.indexOf('quoi');
  if (out.length >= 3 && last && trailingQuestionWords[last]) {
    const from = out.at(-2) === "d'" ? out.length - 2 : out.length - 1;
    const moved = out.splice(from).map((word) => trailingQuestionWords[word] ?? word);
    out.unshift(...moved);
  } else if (quoi >= 2 && !frenchPrepositions.has(out[quoi - 1] as string)) {
    out.splice(quoi, 1);
    out.unshift('que');
  }
  return withSubjectBeforeVerb(out);
}

const frenchPrepositions = new Set("à de d' pour par sur avec en sans dans chez".split(' '));
const frenchDeterminers = new Set(
  "le la les l' un une des ce cet cette ces mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs".split(
    ' ',
  ),
);

/**
 * "Combien coûte ce livre ?" asks "Ce livre coûte combien ?": after a question word, a subject
 * with its determiner that follows the verb to the end goes back before it.
 */
function withSubjectBeforeVerb(tokens: string[]): string[] {
  const [first, verb, determiner] = tokens;
  if (
    tokens.length < 4 ||
    !first ||
    !/^(où|quand|comment|combien|que)$/.test(first) ||
    !verb ||
    frenchDeterminers.has(verb) ||
    frenchObjectClitics.has(verb) ||
    questionWords.has(verb) ||
    /^(je|tu|il|elle|on|ils|elles)$/.test(verb) ||
    !determiner ||
    !frenchDeterminers.has(determiner)
  )
    return tokens;
  return [first, ...tokens.slice(2), verb];
}

const questionWords = new Set(
  "où quand comment combien pourquoi que qu' qui quoi quel quelle quels quelles lequel laquelle lesquels lesquelles".split(
    ' ',
  ),
);
const determinerGenders: Record<string, string> = Object.fromEntries([
  ...'le un mon ton son ce cet du au'.split(' ').map((word) => [word, 'il']),
  ...'la une ma ta sa cette'.split(' ').map((word) => [word, 'elle']),
  ...'les des mes tes ses ces nos vos leurs aux'.split(' ').map((word) => [word, 'ils elles']),
]);
/**
 * "Le chat mange-t-il", "Les filles viennent-elles": the repeated pronoun agrees with the
 * subject's determiner ("La voiture est-il" stays wrong); a name without one is not checked.
 */
function agreesWithSubject(before: readonly string[], pronoun: string): boolean {
  for (let i = before.length - 1; i >= Math.max(0, before.length - 3); i--) {
    const genders = determinerGenders[before[i] as string];
    if (genders) return genders.split(' ').includes(pronoun);
  }
  return true;
}

const objectQuestionWords = new Set(
  "quel quelle quels quelles combien que qu' qui quoi lequel laquelle lesquels lesquelles".split(
    ' ',
  ),
);
/** Question words an intonation question may end with, as they read at the front. */
const trailingQuestionWords: Record<string, string> = {
  où: 'où',
  quand: 'quand',
  comment: 'comment',
  combien: 'combien',
  quoi: 'que',
};

let firstPlural: Map<string, string> | undefined;
/** Every French first person plural form with the third person singular of the same tense. */
function thirdSingularOf(form: string): string | undefined {
  if (!firstPlural) {
    firstPlural = new Map();
    const verbs = require('french-verbs-lefff/dist/conjugations.json') as Record<
      string,
      Record<string, string[]>
    >;
    for (const tenses of Object.values(verbs)) {
      for (const tense of ['P', 'I', 'F', 'C', 'S', 'J', 'T']) {
        const persons = tenses[tense];
        const we = persons?.[3];
        const it = persons?.[2];
        if (we && it && we !== 'NA' && it !== 'NA' && !firstPlural.has(we)) firstPlural.set(we, it);
      }
    }
  }
  return firstPlural.get(form);
}

/**
 * "On va acheter" says "Nous allons acheter": subject "nous" and its verb in the first person
 * plural read as "on" and the third person singular of the same tense ("nous nous levons" as
 * "on se lève"). An "on" with a plural verb stays as written, and is wrong.
 */
function onForNous(tokens: readonly string[]): string[] {
  const out = [...tokens];
  for (let i = 0; i < out.length; i++) {
    if (out[i] !== 'nous') continue;
    // Subject "nous": at the start or after a word that cannot govern an object pronoun.
    let j = i + 1;
    const between: number[] = [];
    while (j < out.length && frenchObjectClitics.has(out[j] as string)) {
      between.push(j);
      j++;
    }
    const verb = out[j];
    const singular = verb && /(ons|mes)$/.test(verb) ? thirdSingularOf(verb) : undefined;
    if (!singular) continue;
    out[i] = 'on';
    // "nous nous sommes promenés" is "on s'est promenés".
    for (const at of between)
      if (out[at] === 'nous') out[at] = /^[aeiouéèêh]/.test(singular) ? "s'" : 'se';
    out[j] = singular;
    i = j;
  }
  return out;
}

// ---------------------------------------------------------------- Spanish, Italian, Portuguese

/** Pronouns that may hang on an infinitive or gerund, longest first. */
const enclitics: Record<'es' | 'it' | 'pt', readonly string[]> = {
  es: ['los', 'las', 'les', 'nos', 'lo', 'la', 'le', 'me', 'te', 'se', 'os'],
  it: [
    'glielo',
    'gliela',
    'glieli',
    'gliele',
    'gliene',
    'gli',
    'lo',
    'la',
    'li',
    'le',
    'ne',
    'mi',
    'ti',
    'si',
    'ci',
    'vi',
    'me',
    'te',
    'se',
    'ce',
    've',
  ],
  pt: [],
};

/** "dártelo" → te, lo + dar; "comprándolo" → lo + comprando. Imperatives stay as written. */
function spanishClitics(token: string, speller: Speller | undefined): Detached {
  const clitics: string[] = [];
  let rest = token;
  for (let round = 0; round < 3; round++) {
    // "irme", "irnos": "ir" is the one infinitive of two letters.
    const clitic = enclitics.es.find(
      (candidate) =>
        rest.endsWith(candidate) &&
        (rest.length > candidate.length + 2 || rest === `ir${candidate}`),
    );
    if (!clitic) break;
    const base = stripAccents(rest.slice(0, -clitic.length));
    if (!/(ar|er|ir|ando|iendo|yendo)$/.test(base) && !enclitics.es.some((c) => base.endsWith(c)))
      break;
    clitics.unshift(clitic);
    rest = rest.slice(0, -clitic.length);
  }
  const verb = stripAccents(rest);
  if (clitics.length === 0 || !/(ar|er|ir|ando|iendo|yendo)$/.test(verb)) return token;
  // "Carlos" is no "car" + "los": the verb must be a word ("dar", "comprando"); and "caros" no
  // "car" + "os": a short one a verb whose participle is a word too ("dado", "ido", not "cado").
  if (speller ? !speller.correct(verb) && !speller.correct(rest) : verb.length < 4) return token;
  if (speller && verb.length <= 3 && !speller.correct(participle('es', verb))) return token;
  // The accent "dárselo" needs goes with the pronouns (but not "reír", "oír").
  const plainVerb = /(eír|oír)$/.test(rest) ? rest : verb;
  return { clitics, verb: plainVerb };
}

/** "farlo" → lo + fare, "darmelo" → me, lo + dare, "dirglielo" → glielo + dire. */
function italianClitics(token: string): Detached {
  const clitics: string[] = [];
  let rest = token;
  for (let round = 0; round < 2; round++) {
    const clitic = enclitics.it.find(
      (candidate) => rest.endsWith(candidate) && rest.length > candidate.length + 2,
    );
    if (!clitic) break;
    const base = rest.slice(0, -clitic.length);
    const isVerb = /(ar|er|ir|rr|ando|endo)$/.test(base);
    const isCombined =
      round === 0 &&
      /^(lo|la|li|le|ne)$/.test(clitic) &&
      /(me|te|se|ce|ve)$/.test(base) &&
      /(ar|er|ir|rr)$/.test(base.slice(0, -2));
    if (!isVerb && !isCombined) break;
    clitics.unshift(clitic);
    rest = base;
  }
  if (clitics.length === 0) return token;
  const verb = /(ando|endo)$/.test(rest) ? rest : `${rest}e`;
  // "parlo" is no "par(e)" + "lo": the verb must be an infinitive of the dictionary.
  if (!/(ando|endo)$/.test(rest) && !(verb in italianVerbs())) return token;
  return { clitics, verb };
}

/** Words that draw the pronoun before the verb in European and Brazilian Portuguese alike. */
const attractors = new Set(
  'não nunca jamais nem ninguém nada também tampouco já ainda só apenas talvez que quem onde quando porque'.split(
    ' ',
  ),
);

/**
 * Portuguese pronouns after a hyphen go before their verb: "chamo-me" as "me chamo",
 * "comprá-lo" as "o comprar" (the -lo form of "o" after an infinitive), "fazê-lo" as "o fazer".
 */
function portugueseClitics(token: string): Detached {
  const mesoclisis = mesoclitic(token);
  if (mesoclisis) return mesoclisis;
  const match = /^(.+?)-(me|te|se|nos|vos|lhe|lhes|o|a|os|as|lo|la|los|las|no|na|nos|nas)$/.exec(
    token,
  );
  if (!match) return token;
  let verb = match[1] as string;
  let clitic = match[2] as string;
  // "Sentamo-nos": the "-mos" of "we" loses its s before "nos".
  if (clitic === 'nos' && verb.endsWith('mo')) return { clitics: [clitic], verb: `${verb}s` };
  // After -r, -s or -z "o" is "lo" ("comprá-lo"): "comprar-o" is a mistake, and stays as written.
  if (/^(o|a|os|as)$/.test(clitic) && /[rsz]$/.test(verb)) return token;
  if (/^l(o|a|os|as)$/.test(clitic)) {
    clitic = clitic.slice(1);
    // comprá-lo, vendê-lo, parti-lo, pô-lo: the infinitive lost its r; compramo-lo its s.
    if (/[áêíiô]$/.test(verb)) verb = `${stripAccents(verb).replace(/o$/, 'ô')}r`;
    else verb = `${verb}s`;
  }
  return { clitics: [clitic], verb };
}

/**
 * The future and conditional with the pronoun inside ("dir-lhe-ei", "ter-te-ia", "fá-lo-ei") are
 * the pronoun before the verb ("lhe direi", "te teria", "o farei").
 */
function mesoclitic(token: string): Detached | undefined {
  const found =
    /^(.+?)-(me|te|se|nos|vos|lhe|lhes|o|a|os|as|lo|la|los|las)-(ei|ás|á|emos|eis|ão|ia|ias|íamos|íeis|iam)$/.exec(
      token,
    );
  if (!found) return undefined;
  const [, stem = '', said = '', ending = ''] = found;
  // "fá-lo-ei": the infinitive lost its r before "lo".
  const lost = /^l(o|a|os|as)$/.test(said);
  const verb = lost ? `${stripAccents(stem)}r${ending}` : `${stem}${ending}`;
  return { clitics: [lost ? said.slice(1) : said], verb };
}

const links: Record<'es' | 'it' | 'pt', ReadonlySet<string>> = {
  es: new Set(['a', 'de', 'que']),
  it: new Set(['a', 'di']),
  pt: new Set(['a', 'de', 'que']),
};
/** Words that cannot head a verb group: articles, prepositions, conjunctions, pronouns. */
const notVerbs: Record<'es' | 'it' | 'pt', ReadonlySet<string>> = {
  es: new Set(
    'el la los las un una unos unas y o e u para por sin con en de a al del que no me te se nos os lo le les muy más ya también'.split(
      ' ',
    ),
  ),
  it: new Set(
    'il lo la i gli le un una uno e o per senza con in di a da su che non mi ti si ci vi ne molto più già anche'.split(
      ' ',
    ),
  ),
  pt: new Set(
    'o a os as um uma e ou para por sem com em de que não me te se nos vos lhe lhes muito mais já também'.split(
      ' ',
    ),
  ),
};
const isInfinitiveOrGerund = (code: 'es' | 'it' | 'pt', word: string) =>
  code === 'it' ? /(are|ere|ire|rre|ando|endo)$/.test(word) : /(ar|er|ir|ôr|or|ndo)$/.test(word);

/**
 * A pronoun of an infinitive or gerund may stand before the whole verb group ("Lo quiero
 * comprar" / "Quiero comprarlo"; "te lo voy a dar" / "voy a dártelo"; "lo devo fare" / "devo
 * farlo"): detached pronouns go before the group's first verb (over "a", "de", "que" and other
 * infinitives), so both placements read alike; a pronoun put anywhere else still differs.
 */
function climbClitics(code: 'es' | 'it' | 'pt', items: readonly Detached[]): string[] {
  const out: Detached[] = code === 'pt' ? brazilianProclisis(items) : [...items];
  for (let k = 0; k < out.length; k++) {
    const item = out[k] as Detached;
    if (typeof item === 'string' || !isInfinitiveOrGerund(code, item.verb)) continue;
    let head = k;
    for (;;) {
      let p = head - 1;
      if (p >= 0 && links[code].has(out[p] as string)) p--;
      const before = out[p];
      if (p < 0 || typeof before !== 'string' || notVerbs[code].has(before)) break;
      head = p;
      if (!isInfinitiveOrGerund(code, before)) break;
    }
    if (head === k) continue;
    out[k] = item.verb;
    out.splice(head, 0, ...item.clitics);
    k += item.clitics.length;
  }
  return flat(out);
}

const compoundAuxiliaries =
  /^(tenho|tens|tem|temos|têm|tinha|tinhas|tínhamos|tinham|tenha|tenhamos|tenham|tivesse|tivéssemos|tivessem|tiver|tivermos|tiverem|terei|terás|terá|teremos|terão|teria|teríamos|teriam|hei|há|havia|haviam)$/;
const participles =
  /(ado|ada|ados|adas|ido|ida|idos|idas|ito|ita|itos|itas|sto|sta|stos|stas|erto|erta)$/;

/**
 * Brazil puts the pronoun of an infinitive before it, after the verb it depends on ("Posso te
 * ajudar", "Vou te ligar"): read as the pronoun attached to the infinitive, which then climbs.
 */
function brazilianProclisis(items: readonly Detached[]): Detached[] {
  const out: Detached[] = [];
  for (let k = 0; k < items.length; k++) {
    const item = items[k] as Detached;
    const next = items[k + 1];
    const before = out.at(-1);
    if (
      typeof item === 'string' &&
      /^(me|te|se|nos|vos|lhe|lhes)$/.test(item) &&
      typeof next === 'string' &&
      isInfinitiveOrGerund('pt', next) &&
      typeof before === 'string' &&
      !notVerbs.pt.has(before)
    ) {
      out.push({ clitics: [item], verb: next });
      k++;
      continue;
    }
    // "Tenho me sentido" (Brazil) is "tenho-me sentido": the pronoun goes before the auxiliary.
    if (
      typeof item === 'string' &&
      /^(me|te|se|nos|vos|lhe|lhes)$/.test(item) &&
      typeof next === 'string' &&
      participles.test(next) &&
      typeof before === 'string' &&
      compoundAuxiliaries.test(before)
    ) {
      out.splice(out.length - 1, 0, item);
      continue;
    }
    out.push(item);
  }
  return out;
}

/** Italian elides before a vowel where the full form is just as right: "l'ho" / "lo ho". */
function italianElisions(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (const token of tokens) {
    const match =
      /^(l|un|dell|nell|all|dall|sull|quest|quell|dov|com|c|anch|d|m|t|s|v|gl|gliel)'(.+)$/.exec(
        token,
      );
    out.push(...(match ? [`${match[1]}'`, match[2] as string] : [token]));
  }
  // The full forms before a vowel read as elided ones.
  const elided: Record<string, string> = {
    lo: "l'",
    la: "l'",
    // Not "gliela": its participle agrees ("gliel'ho data"), and "gliela ho dato" is a mistake.
    glielo: "gliel'",
    questo: "quest'",
    questa: "quest'",
    quello: "quell'",
    quella: "quell'",
    dove: "dov'",
    come: "com'",
    ci: "c'",
    anche: "anch'",
    dello: "dell'",
    della: "dell'",
    nello: "nell'",
    nella: "nell'",
    allo: "all'",
    alla: "all'",
    dallo: "dall'",
    dalla: "dall'",
    sullo: "sull'",
    sulla: "sull'",
  };
  return out.map((token, index) => {
    // "un'" is always "una" (never "uno"): "un'auto" is "una macchina" once synonyms are read.
    if (token === "un'") return 'una';
    const next = out[index + 1];
    const full = elided[token];
    return full && next && /^[aeiouàèéìòùh]/.test(next) ? full : token;
  });
}

// ---------------------------------------------------------------- Portuguese

/** European and Brazilian spellings of the same word, where no rule below finds them. */
const portugueseWords: Record<string, string> = {
  facto: 'fato',
  factos: 'fatos',
  contacto: 'contato',
  contactos: 'contatos',
  contactar: 'contatar',
  receção: 'recepção',
  bebé: 'bebê',
  bebés: 'bebês',
  registo: 'registro',
  registos: 'registros',
  equipa: 'equipe',
  equipas: 'equipes',
  desporto: 'esporte',
  desportos: 'esportes',
};

/**
 * European spellings read as Brazilian ones: "económico"/"econômico" (é, ó before m or n),
 * the consonants European spelling kept before c, ç and t ("acção", "óptimo", "actual").
 * Each rule is kept only when the (Brazilian) dictionary knows the result.
 */
function portugueseSpelling(word: string, speller: Speller | undefined): string {
  const known = portugueseWords[word];
  if (known) return known;
  if (!speller || speller.correct(word)) return word;
  const candidates = [
    word.replace(/é(?=[mn][aeiouáéíóú])/, 'ê').replace(/ó(?=[mn][aeiouáéíóú])/, 'ô'),
    word.replace(/([aeiouó])[cp](?=[cçt])/, '$1'),
  ];
  return candidates.find((candidate) => candidate !== word && speller.correct(candidate)) ?? word;
}

const possessiveArticles: Record<string, RegExp> = {
  o: /^(meu|teu|seu|nosso|vosso)$/,
  a: /^(minha|tua|sua|nossa|vossa)$/,
  os: /^(meus|teus|seus|nossos|vossos)$/,
  as: /^(minhas|tuas|suas|nossas|vossas)$/,
};
/**
 * "O meu telemóvel" (Portugal) and "Meu celular" (Brazil): the article before a possessive that
 * agrees with it may be left out ("A meu" still differs).
 */
function withoutArticleBeforePossessive(tokens: readonly string[]): string[] {
  return tokens.filter((token, index) => !possessiveArticles[token]?.test(tokens[index + 1] ?? ''));
}

/**
 * "A Ana disse" (Portugal) and "Ana disse" (Brazil), "escrita pelo Pedro" and "por Pedro": the
 * article before a person's name is optional. Read on the text as written, a name being a
 * capitalised word: the sentence's subject (also after a time word or a comma: "Ontem a Maria
 * escreveu") or the agent after "pelo"; "de"/"do Brasil" and "vou a Lisboa" are left alone, where
 * the article or preposition is the point.
 */
export function withoutArticleBeforeName(text: string): string {
  return text
    .replace(/^(\s*)(?:O|A)\s+(?=\p{Lu}\p{Ll}+\s+\p{Ll})/u, '$1')
    .replace(
      /(?<=,|(?:^|\s)(?:[Oo]ntem|[Hh]oje|[Aa]manhã|[Dd]epois|[Aa]gora|[Ss]empre|[Nn]unca|[Tt]ambém|[Jj]á))\s+[oa]\s+(?=\p{Lu}\p{Ll}+\s+\p{Ll})/gu,
      ' ',
    )
    .replace(/(?<=\p{L}\s+)pel[oa]\s+(?=\p{Lu}\p{Ll}+(?:[\s.,;!?]|$))/gu, 'por ');
}

const languageNames: Record<'es' | 'it' | 'pt', RegExp> = {
  es: /^(español|castellano|inglés|francés|alemán|italiano|portugués|chino|japonés|árabe|ruso|catalán)$/,
  it: /^(italiano|inglese|francese|tedesco|spagnolo|portoghese|cinese|giapponese|arabo|russo)$/,
  pt: /^(português|inglês|francês|alemão|espanhol|italiano|chinês|japonês|árabe|russo)$/,
};
const languageArticles = new Set(['el', 'il', "l'", 'lo', 'o']);
/**
 * "Studio italiano" and "Studio l'italiano", "hablo español" and "hablo el español": a language
 * is named with or without its article.
 */
function withoutArticleBeforeLanguage(
  code: 'es' | 'it' | 'pt',
  tokens: readonly string[],
): string[] {
  return tokens.filter(
    (token, index) =>
      !languageArticles.has(token) || !languageNames[code].test(tokens[index + 1] ?? ''),
  );
}

const durationOpeners: Record<'es' | 'pt', { opener: string; after: string[] }> = {
  es: { opener: 'hace', after: ['desde', 'hace'] },
  pt: { opener: 'há', after: ['há'] },
};
/**
 * "Hace tres años que vivo aquí" and "Vivo aquí desde hace tres años", "Há três anos que moro
 * aqui" and "Moro aqui há três anos": the duration read after its clause; and "desde el 2015"
 * as "desde 2015" (a year with or without its article).
 */
function durationFirst(code: 'es' | 'pt', tokens: readonly string[]): string[] {
  const years = tokens.filter(
    (token, index) => !(token === 'el' && /^\d{4}$/.test(tokens[index + 1] ?? '')),
  );
  const { opener, after } = durationOpeners[code];
  const that = years.indexOf('que');
  if (years[0] !== opener || that < 2 || that > 4 || that === years.length - 1) return years;
  return [...years.slice(that + 1), ...after, ...years.slice(1, that)];
}

/**
 * "Sono due anni che studio italiano", "È da due anni che studio italiano" and "Studio italiano
 * da due anni": the duration read after its clause.
 */
function italianDuration(tokens: readonly string[]): string[] {
  const opened =
    tokens[0] === 'è' && tokens[1] === 'da' ? 2 : /^(sono|è)$/.test(tokens[0] ?? '') ? 1 : 0;
  const that = tokens.indexOf('che');
  if (opened === 0 || that < opened + 1 || that > opened + 3 || that === tokens.length - 1)
    return [...tokens];
  return [...tokens.slice(that + 1), 'da', ...tokens.slice(opened, that)];
}

const llevarForms = ['llevo', 'llevas', 'lleva', 'llevamos', 'lleváis', 'llevan'];
/**
 * "Llevo cuatro años viviendo en Madrid" is "Vivo en Madrid desde hace cuatro años": "llevar",
 * a duration of one to three words and a gerund, read as the verb's present and "desde hace".
 */
function llevarWithDuration(tokens: readonly string[], speller: Speller | undefined): string[] {
  const person = llevarForms.indexOf(tokens[0] ?? '');
  const at = tokens.findIndex(
    (token, index) => index >= 2 && index <= 4 && /(a|ie|ye)ndo$/.test(token),
  );
  const present =
    person >= 0 && at > 0 ? presentOfGerund(tokens[at] as string, person, speller) : undefined;
  if (!present) return [...tokens];
  return [present, ...tokens.slice(at + 1), 'desde', 'hace', ...tokens.slice(1, at)];
}

/** The present of the verb of a Spanish gerund ("viviendo", person 3: "vivimos"), if regular. */
function presentOfGerund(
  form: string,
  person: number,
  speller: Speller | undefined,
): string | undefined {
  const stem = form.replace(/(a|ie|ye)ndo$/, '');
  const verbs = form.endsWith('ando') ? [`${stem}ar`] : [`${stem}er`, `${stem}ir`];
  for (const verb of verbs) {
    if (gerund('es', verb) !== form) continue;
    const [present] = conjugateIberian('es', verb, 'PRESENT', person);
    if (present && (!speller || speller.correct(present))) return present;
  }
  return undefined;
}

/** The one-word tenses of Spanish and Portuguese, for tables of a verb's forms. */
export const simpleTenses: readonly IberianTense[] = iberianTenses.slice(
  0,
  iberianTenses.indexOf('PERFECT'),
);

let auxiliaryForms: Set<string> | undefined;
/** Forms of estar, andar, continuar and ficar, which take "a" + infinitive in Portugal. */
function isProgressiveAuxiliary(word: string): boolean {
  if (!auxiliaryForms) {
    auxiliaryForms = new Set();
    for (const verb of ['estar', 'andar', 'continuar', 'ficar']) {
      auxiliaryForms.add(verb);
      for (const tense of simpleTenses)
        for (let person = 0; person < 6; person++)
          for (const form of conjugateIberian('pt', verb, tense, person)) auxiliaryForms.add(form);
    }
  }
  return auxiliaryForms.has(word);
}

/**
 * "Estou a estudar" (Portugal) is "Estou estudando" (Brazil), "Ficaram em casa a ver filmes"
 * "Ficaram em casa vendo filmes": read both with the gerund, the "a" within three words of
 * the auxiliary.
 */
function progressiveWithA(tokens: readonly string[]): string[] {
  const out: string[] = [];
  let auxiliaryAt = -Infinity;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    out.push(token);
    if (isProgressiveAuxiliary(token)) auxiliaryAt = i;
    if (i - auxiliaryAt > 3 || tokens[i + 1] !== 'a') continue;
    // Pronouns detached from the infinitive stand between "a" and the verb.
    let j = i + 2;
    const pronouns: string[] = [];
    while (
      j < tokens.length &&
      /^(me|te|se|nos|vos|lhe|lhes|o|a|os|as)$/.test(tokens[j] as string)
    ) {
      pronouns.push(tokens[j] as string);
      j++;
    }
    const verb = tokens[j];
    if (!verb || !/(ar|er|ir|or|ôr)$/.test(verb)) continue;
    out.pop();
    out.push(...pronouns, token, gerund('pt', verb.replace(/ôr$/, 'or').replace(/^por$/, 'pôr')));
    i = j;
    auxiliaryAt = -Infinity;
  }
  return out;
}

// ---------------------------------------------------------------- "soler" / "costumar"

const usualWord: Record<'es' | 'pt', { adverb: string }> = {
  es: { adverb: 'normalmente' },
  pt: { adverb: 'normalmente' },
};
/** soler changes its stem (suelo, solemos), which the regular paradigm would not. */
const usualTables: Record<'es' | 'pt', Partial<Record<IberianTense, string[]>>> = {
  es: {
    PRESENT: ['suelo', 'sueles', 'suele', 'solemos', 'soléis', 'suelen'],
    IMPERFECT: ['solía', 'solías', 'solía', 'solíamos', 'solíais', 'solían'],
  },
  pt: {
    PRESENT: conjugatedPersons('pt', 'costumar', 'PRESENT'),
    IMPERFECT: conjugatedPersons('pt', 'costumar', 'IMPERFECT'),
  },
};
function conjugatedPersons(code: 'es' | 'pt', verb: string, tense: IberianTense): string[] {
  return [0, 1, 2, 3, 4, 5].map((person) => conjugateIberian(code, verb, tense, person)[0] ?? '');
}
/** A form of soler (costumar), which never stands without an infinitive. */
export function isUsualVerb(code: LanguageCode, word: string): boolean {
  return (code === 'es' || code === 'pt') && usualForm(code, word) !== undefined;
}
function usualForm(code: 'es' | 'pt', word: string) {
  for (const [tense, forms] of Object.entries(usualTables[code]) as [IberianTense, string[]][]) {
    const person = forms.indexOf(word);
    if (person >= 0) return { tense, person };
  }
  return undefined;
}

/**
 * "Suelo desayunar a las ocho" says "Normalmente desayuno a las ocho": soler (costumar) and an
 * infinitive read as "normalmente" and the infinitive in soler's person and tense.
 */
function usually(code: 'es' | 'pt', tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    const form = usualForm(code, token);
    const verb = tokens[i + 1];
    const conjugated =
      form && verb && /(ar|er|ir)$/.test(verb)
        ? conjugateIberian(code, verb, form.tense, form.person)[0]
        : undefined;
    if (!conjugated) {
      out.push(token);
      continue;
    }
    // Pronouns of the infinitive stand before soler ("me suelo levantar"): the adverb goes first.
    let at = out.length;
    while (at > 0 && personalClitic.test(out[at - 1] as string)) at--;
    out.splice(at, 0, usualWord[code].adverb);
    out.push(conjugated);
    i++;
  }
  return out;
}
const personalClitic = /^(me|te|se|nos|os|vos|lo|la|los|las|le|les|lhe|lhes|o|a|as)$/;
