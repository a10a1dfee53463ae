import { germanVerbs } from '../conjugation/conjugate';
import type { LanguageCode } from '../languages';
import { canonicalWords, sameBag, sameWords } from './compare';
import { lexicons } from './lexicon';

/**
 * Where an adverbial may go: a time or place phrase (one that opens with a preposition or a word
 * of time) may open the sentence, close it or, in Spanish, Italian, Portuguese and French, follow
 * the verb; after it, those languages may put the subject behind its verb ("Ayer llegó mi
 * madre"). English keeps its object next to its verb; German is verb-second (compare.ts).
 */
const openers: Record<LanguageCode, ReadonlySet<string>> = {
  en: new Set(
    'in on at after before during every each last next this now yesterday today tomorrow'.split(
      ' ',
    ),
  ),
  es: new Set(
    'a en de con por para desde hasta durante después antes cada todos todas ahora ayer hoy mañana anoche'.split(
      ' ',
    ),
  ),
  pt: new Set(
    'a em de com por para desde até durante depois antes cada todos todas agora ontem hoje amanhã no na nos nas ao aos à às'.split(
      ' ',
    ),
  ),
  it: new Set(
    'a in di da con per su tra fra durante dopo prima ogni tutti tutte ora adesso ieri oggi domani al alla nel nella'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'à en de dans avec pour par pendant après avant chaque tous toutes maintenant hier demain au aux'.split(
      ' ',
    ),
  ),
  de: new Set(),
};
const opensAdverbial = (code: LanguageCode, words: readonly string[]) =>
  openers[code].has(words[0] as string);

/**
 * A short adverbial moved from the front to the end or back ("Ontem preparamos um bolo" /
 * "Preparamos um bolo ontem"; "I have slept better since I started running" / "Since I
 * started running, I have slept better").
 */
export function isMovedPhrase(
  code: LanguageCode,
  answer: readonly string[],
  reference: readonly string[],
  maxMoved: number,
): boolean {
  // German keeps its verb second: a phrase moved to the front takes the verb with it (isInverted).
  // Three words at least: "Demain, je travaillerai" / "Je travaillerai demain" (a short sentence
  // moves only an adverbial, below).
  if (code === 'de' || answer.length !== reference.length || answer.length < 3) return false;
  for (let moved = 1; moved <= Math.min(maxMoved + 1, answer.length - 2); moved++) {
    const front = reference.slice(0, moved);
    const end = reference.slice(-moved);
    // Beyond the short phrases, only an adverbial ("De manhã bebo café").
    const long = moved > maxMoved || moved > answer.length - 3;
    const frontToEnd = [...reference.slice(moved), ...front];
    const endToFront = [...end, ...reference.slice(0, -moved)];
    if ((!long || opensAdverbial(code, front)) && sameWords(code, answer, frontToEnd)) return true;
    if ((!long || opensAdverbial(code, end)) && sameWords(code, answer, endToFront)) return true;
  }
  return false;
}

/**
 * "À cause de la pluie, le concert a été annulé" / "Le concert a été annulé à cause de la pluie":
 * an adverbial of any length put before its sentence and its comma (short ones need no comma,
 * above). Not German, whose verb then comes before its subject (isInverted). Such a sentence as
 * words with the adverbial at its end.
 */
export function withPhraseBehind(code: LanguageCode, text: string): string[] | undefined {
  if (code === 'de') return undefined;
  const parts = text.split(',');
  if (parts.length !== 2) return undefined;
  const [phrase, main] = parts.map((part) => canonicalWords(code, part)) as [string[], string[]];
  if (phrase.length < 2 || main.length < 2 || !opensAdverbial(code, phrase)) return undefined;
  return [...main, ...phrase];
}

// Adverbs that may open the sentence ("Currently I live in Madrid"); not "always", "never",
// "already", "just" or "still", which a teacher keeps beside the verb.
const englishTimeWord =
  /^(yesterday|today|tomorrow|tonight|now|currently|nowadays|usually|normally|generally|sometimes|often|recently|lately|soon|later|then|finally|suddenly|fortunately|unfortunately|luckily)$/;
const englishTimeLead = /^(next|last|this|every)$/;
const englishTimeNoun =
  /^(year|month|week|weekend|day|morning|afternoon|evening|night|spring|summer|autumn|fall|winter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;

/**
 * "A new bridge will be built next year to ease the traffic" / "Next year a new bridge will be
 * built to ease the traffic": an English time adverbial ("tomorrow", "next year", "every
 * morning") put at the front from inside the sentence (isMovedPhrase moves one from the end).
 */
export function isTimeFronted(
  code: LanguageCode,
  answer: readonly string[],
  reference: readonly string[],
): boolean {
  if (code !== 'en' || answer.length !== reference.length) return false;
  const fronted = (from: readonly string[], to: readonly string[]) => {
    const [first = '', second = ''] = to;
    const length = englishTimeWord.test(first)
      ? 1
      : englishTimeLead.test(first) && englishTimeNoun.test(second)
        ? 2
        : 0;
    if (length === 0) return false;
    const phrase = to.slice(0, length);
    for (let at = 1; at + length <= from.length; at++) {
      if (!sameWords(code, from.slice(at, at + length), phrase)) continue;
      const variant = [...phrase, ...from.slice(0, at), ...from.slice(at + length)];
      if (sameWords(code, to, variant)) return true;
    }
    return false;
  };
  return fronted(reference, answer) || fronted(answer, reference);
}

/** "Piacere", "gustar", "encantar": verbs whose subject is what pleases, after them or before. */
const pleasingVerbs = /^(piac|gust|encant)\p{L}*$/u;
const dativeClitics = /^(mi|ti|gli|le|ci|vi|me|te|nos|os|les)$/;

/**
 * "Ti piace la pizza?" / "La pizza ti piace?", "¿Te gusta el café?" / "¿El café te gusta?": the
 * subject of a verb of pleasing before its pronoun and verb (with their "non" / "no") as after.
 */
export function isPleasingSubjectFronted(
  code: LanguageCode,
  answer: readonly string[],
  reference: readonly string[],
): boolean {
  if ((code !== 'it' && code !== 'es') || answer.length !== reference.length) return false;
  const fronted = (from: readonly string[], to: readonly string[]) => {
    const negated = /^(non|no)$/.test(from[0] as string) ? 1 : 0;
    if (!dativeClitics.test(from[negated] ?? '') || !pleasingVerbs.test(from[negated + 1] ?? ''))
      return false;
    const head = from.slice(0, negated + 2);
    const subject = from.slice(negated + 2);
    return subject.length > 0 && sameWords(code, to, [...subject, ...head]);
  };
  return fronted(reference, answer) || fronted(answer, reference);
}

const romance = (code: LanguageCode) =>
  code === 'es' || code === 'it' || code === 'pt' || code === 'fr';

/** Words after which nothing may be put: articles, determiners, prepositions, pronouns. */
function closedClass(code: LanguageCode): ReadonlySet<string> {
  let set = closedClasses.get(code);
  if (!set) {
    set = new Set(lexicons[code].classes.flat());
    closedClasses.set(code, set);
  }
  return set;
}
const closedClasses = new Map<LanguageCode, ReadonlySet<string>>();

/**
 * "Leo el periódico todos los días" / "Leo todos los días el periódico": an adverbial from the
 * end (or the front) of one side put inside the other, before an article or a preposition and
 * never after one ("Leo el todos los días periódico" stays wrong).
 */
export function isAdverbialInside(
  code: LanguageCode,
  answer: readonly string[],
  reference: readonly string[],
): boolean {
  if (!romance(code) || answer.length !== reference.length) return false;
  const inside = (from: readonly string[], to: readonly string[]) => {
    for (let length = 1; length <= Math.min(4, from.length - 2); length++) {
      for (const atEnd of [true, false]) {
        const phrase = atEnd ? from.slice(-length) : from.slice(0, length);
        if (!opensAdverbial(code, phrase)) continue;
        const rest = atEnd ? from.slice(0, -length) : from.slice(length);
        for (let at = 1; at < rest.length; at++) {
          // Between a verb and its complement: after an open word, before an article or a
          // preposition ("Mi padre en una oficina trabaja" puts it before the verb).
          if (closedClass(code).has(rest[at - 1] as string)) continue;
          if (!closedClass(code).has(rest[at] as string)) continue;
          const variant = [...rest.slice(0, at), ...phrase, ...rest.slice(at)];
          if (sameWords(code, to, variant)) return true;
        }
      }
    }
    return false;
  };
  return inside(reference, answer) || inside(answer, reference);
}

/**
 * "Mi madre llegó ayer" / "Ayer llegó mi madre", "Mia sorella è arrivata ieri" / "Ieri è
 * arrivata mia sorella": an adverbial moved to the front, the subject (up to three words) after
 * its verb (one word, or an auxiliary and its participle).
 */
export function isSubjectAfterVerb(
  code: LanguageCode,
  answer: readonly string[],
  reference: readonly string[],
): boolean {
  if (code !== 'es' && code !== 'it' && code !== 'pt') return false;
  if (answer.length !== reference.length) return false;
  const inverted = (from: readonly string[], to: readonly string[]) => {
    for (let subject = 1; subject <= 3; subject++) {
      for (let verb = 1; verb <= 2; verb++) {
        const phrase = from.slice(subject + verb);
        if (phrase.length === 0 || phrase.length > 4 || !opensAdverbial(code, phrase)) continue;
        // A subject or a verb is no adverbial: "se não chover / à praia" are neither.
        if (
          opensAdverbial(code, from.slice(0, subject)) ||
          opensAdverbial(code, from.slice(subject, subject + verb))
        )
          continue;
        const variant = [
          ...phrase,
          ...from.slice(subject, subject + verb),
          ...from.slice(0, subject),
        ];
        if (sameWords(code, to, variant)) return true;
      }
    }
    return false;
  };
  return inverted(reference, answer) || inverted(answer, reference);
}

/** German infinitives and past participles: the verb's second part, at the end of the clause. */
let germanNonFinite: ReadonlySet<string> | undefined;
function isGermanNonFinite(word: string): boolean {
  if (!germanNonFinite) {
    const forms = new Set<string>();
    const verbs = germanVerbs() as unknown as Record<string, { INF?: string; PA2?: string[] }>;
    for (const verb of Object.values(verbs)) {
      if (verb.INF) forms.add(verb.INF.toLocaleLowerCase());
      for (const participle of verb.PA2 ?? []) forms.add(participle.toLocaleLowerCase());
    }
    germanNonFinite = forms;
  }
  return germanNonFinite.has(word);
}

/** Words whose place in the German middle field is the point: negation and pronouns. */
const germanFixed =
  /^(nicht|kein|keine|keinen|keinem|keiner|ich|du|er|sie|es|wir|ihr|mich|dich|sich|uns|euch|ihn|ihm|ihnen|mir|dir)$/;

/** A subordinate clause puts its verb last ("dass er heute kommt"): a main clause only, here. */
const germanSubordinators =
  /^(dass|weil|wenn|ob|obwohl|damit|bevor|nachdem|sodass|falls|seitdem|sobald|solange|indem|denen|dessen|deren)$/;

/**
 * German keeps its finite verb second and the verb's other part last; the phrases between them
 * may come in either order ("Ich gebe meinem Bruder das Buch" / "Ich gebe das Buch meinem
 * Bruder", "Ich lerne seit zwei Jahren Deutsch" / "Ich lerne Deutsch seit zwei Jahren"), but
 * not "nicht" or a pronoun, whose place is what an exercise asks.
 */
export function isMiddleFieldReordered(
  code: LanguageCode,
  answer: readonly string[],
  reference: readonly string[],
): boolean {
  if (code !== 'de' || answer.length !== reference.length || answer.length < 4) return false;
  if (!sameBag(answer, reference) || reference.some((word) => germanSubordinators.test(word)))
    return false;
  const fixedAt = (index: number) =>
    index < 2 ||
    germanFixed.test(reference[index] as string) ||
    germanFixed.test(answer[index] as string);
  if (!reference.every((word, index) => !fixedAt(index) || answer[index] === word)) return false;
  const last = reference.length - 1;
  const endsOnVerb = [reference[last], answer[last]].some((word) =>
    isGermanNonFinite(word as string),
  );
  return !endsOnVerb || answer[last] === reference[last];
}

/** French adverbs of quantity, which stand between the auxiliary and the participle or after both. */
const frenchQuantities = /^(plus|moins|beaucoup|trop|assez|davantage|peu)$/;
const frenchAuxiliaries =
  /^(ai|as|a|avons|avez|ont|avais|avait|avions|aviez|avaient|aurai|auras|aura|aurons|aurez|auront|aurais|aurait|aurions|auriez|auraient|aie|aies|ait|ayons|ayez|aient|avoir|suis|es|est|sommes|êtes|sont|étais|était|étions|étiez|étaient|serais|serait|être)$/;

/**
 * "S'il avait plus travaillé" for "s'il avait travaillé plus": a French adverb of quantity before
 * the participle, its usual place, where the key puts it after. Not the other way round, nor
 * another adverb ("a bien dormi" is no "a dormi bien").
 */
export function isQuantityBeforeParticiple(
  code: LanguageCode,
  answer: readonly string[],
  reference: readonly string[],
): boolean {
  if (code !== 'fr' || answer.length !== reference.length) return false;
  return reference.some((word, at) => {
    if (at < 2 || !frenchQuantities.test(word)) return false;
    if (!frenchAuxiliaries.test(reference[at - 2] as string)) return false;
    const moved = [...reference];
    moved[at - 1] = word;
    moved[at] = reference[at - 1] as string;
    return sameWords(code, answer, moved);
  });
}

/** English adverbs of negation that invert the subject and auxiliary when they open a sentence. */
const invertingAdverbs = /^(hardly|scarcely|barely|never|seldom|rarely)$/;
const englishAuxiliaries = /^(had|has|have|was|were|is|are|am|will|would|could|can|should)$/;

/**
 * "Hardly had he arrived when…" / "He had hardly arrived when…", "Never have I seen…" / "I have
 * never seen…": the emphatic inversion after a negative adverb says what the plain order says (a
 * translation's choice; a transformation may ask for it). Not with "do", whose plain order
 * changes the verb ("Never did I think" / "I never thought").
 */
export function isUninverted(
  code: LanguageCode,
  answer: readonly string[],
  reference: readonly string[],
): boolean {
  if (code !== 'en' || answer.length !== reference.length) return false;
  const plain = (from: readonly string[], to: readonly string[]) => {
    const [adverb, auxiliary] = from;
    if (!invertingAdverbs.test(adverb ?? '') || !englishAuxiliaries.test(auxiliary ?? ''))
      return false;
    for (let subject = 1; subject <= 3 && subject + 2 < from.length; subject++) {
      const variant = [
        ...from.slice(2, 2 + subject),
        auxiliary as string,
        adverb as string,
        ...from.slice(2 + subject),
      ];
      if (sameWords(code, to, variant)) return true;
    }
    return false;
  };
  return plain(reference, answer) || plain(answer, reference);
}

/** German pronouns that are objects only (not "sie", "es", "ihr", also subjects). */
const germanObjectPronouns = /^(mir|dir|ihm|uns|euch|ihnen|mich|dich|ihn|sich)$/;
const germanArticles =
  /^(der|die|das|den|dem|des|ein|eine|einen|einem|einer|mein|meine|meinen|meinem|meiner|dein|deine|sein|seine|ihre|unser|unsere)$/;

/**
 * "Gestern hat mir meine Mutter einen Brief geschrieben" / "Gestern hat meine Mutter mir…": an
 * object pronoun may stand before the subject right after the verb; the cases say who does what,
 * so the order says nothing else. The answer with such a pronoun put after its noun phrase
 * (article and noun), compared by `same` (the other word-order rules).
 */
export function isPronounBeforeSubject(
  code: LanguageCode,
  answer: readonly string[],
  reference: readonly string[],
  same: (answer: readonly string[], reference: readonly string[]) => boolean,
): boolean {
  if (code !== 'de') return false;
  const moved = (words: readonly string[]) => {
    const at = words.findIndex(
      (word, index) =>
        index >= 1 &&
        index <= 3 &&
        germanObjectPronouns.test(word) &&
        germanArticles.test(words[index + 1] ?? '') &&
        (words[index + 2] ?? '') !== '',
    );
    if (at < 0) return undefined;
    return [
      ...words.slice(0, at),
      ...words.slice(at + 1, at + 3),
      words[at] as string,
      ...words.slice(at + 3),
    ];
  };
  const answerMoved = moved(answer);
  const referenceMoved = moved(reference);
  return (
    (!!answerMoved && same(answerMoved, reference)) ||
    (!!referenceMoved && same(answer, referenceMoved))
  );
}

/** Object pronouns that stand before or after their verb ("me deu" / "deu-me"). */
const clitics: Partial<Record<LanguageCode, RegExp>> = {
  pt: /^(me|te|se|nos|vos|lhe|lhes|o|a|os|as|lo|la|los|las|no|na|nas)$/,
};

/**
 * "Ela me deu o livro" for "Ela deu-me o livro": the words of a word-order item with one object
 * pronoun on the other side of its verb, where the language writes the sentence both ways (the
 * two read as one, compare.ts).
 */
export function isCliticMoved(code: LanguageCode, written: string, reference: string): boolean {
  const clitic = clitics[code];
  if (!clitic) return false;
  const given = (text: string) => text.toLocaleLowerCase().split(/[\s-]+/);
  const yours = given(written.replace(/[.!?]/g, ''));
  const theirs = given(reference.replace(/[.!?]/g, ''));
  const moved = yours.findIndex((word, index) => word !== theirs[index]);
  if (moved < 0 || !sameBag(yours, theirs)) return false;
  const without = (words: string[], word: string) => {
    const at = words.indexOf(word);
    return words.filter((_, index) => index !== at);
  };
  const pronoun = [yours[moved], theirs[moved]].find((word) => clitic.test(word ?? ''));
  return (
    pronoun !== undefined &&
    without(yours, pronoun).join(' ') === without(theirs, pronoun).join(' ') &&
    sameWords(code, canonicalWords(code, written), canonicalWords(code, reference))
  );
}

/** Prefixes German separates from their verb in a main clause ("fängt ... an"). */
const separablePrefixes =
  /^(ab|an|auf|aus|bei|ein|fern|fest|her|hin|los|mit|nach|statt|vor|weg|weiter|zu|zurück|zusammen)$/;

/**
 * "Der Film anfängt um acht" for "Der Film fängt um acht an": the answer with a German verb
 * written whole that the reference separates, as its two words; undefined where it has none.
 * The same words in another order: the verb's place is the mistake.
 */
export function withPrefixSeparated(
  code: LanguageCode,
  answer: readonly string[],
  reference: readonly string[],
): string[] | undefined {
  if (code !== 'de') return undefined;
  let changed = false;
  const split = answer.flatMap((word) => {
    if (reference.includes(word)) return [word];
    const prefix = reference.find(
      (other) =>
        separablePrefixes.test(other) &&
        word.startsWith(other) &&
        reference.includes(word.slice(other.length)),
    );
    if (!prefix) return [word];
    changed = true;
    return [word.slice(prefix.length), prefix];
  });
  return changed ? split : undefined;
}
