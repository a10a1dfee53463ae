import type { LanguageCode } from '../languages';
import type { AnswerItemKind, AnswerKeyItem } from '../schemas';
import { normalizeAnswer, words } from '../text';
import { isOtherAddressee, isOtherImperative } from './addressee';
import { isSpeakersGender, isVerbOfPronoun } from './agreement';
import { isAlternativeForm } from './alternatives';
import { isCauseAsNoun } from './causes';
import {
  canonicalWords,
  differingPairs,
  editDistance,
  isInverted,
  isMovedAdverb,
  numbersIn,
  sameBag,
  sameWords,
  withoutAccents,
  withoutOptionalSubject,
  withoutRepeatedSubject,
} from './compare';
import { isFactThatClause } from './factThat';
import { isRealWord, slipLabels } from './forms';
import { asSimpleFuture } from './future';
import { asPresentForFuture } from './futurePresent';
import { asSimplePast, asSynthesisedSubjunctive, isWouldSubjunctive } from './germanTenses';
import { answerAsPassatoRemoto, asPassatoRemoto } from './italianRemote';
import { lexicons } from './lexicon';
import { type FormLabel, type Messages, pointName } from './messages';
import { namedFormWithItsWords } from './namedForm';
import { numberOfOtherGender } from './numberGender';
import { isFormOfHintedVerb, isOpenPerson } from './openPerson';
import { isConjunctionOfKeysKind, isOpenSlot } from './openSlots';
import { withoutMealArticle } from './optionalWords';
import {
  isAdverbialInside,
  isCliticMoved,
  isMiddleFieldReordered,
  isMovedPhrase,
  isPleasingSubjectFronted,
  isPronounBeforeSubject,
  isQuantityBeforeParticiple,
  isSubjectAfterVerb,
  isTimeFronted,
  isUninverted,
  withPrefixSeparated,
} from './order';
import { otherAccentedWord } from './otherAccent';
import { isAgainstKey, isParaphrase } from './paraphrase';
import { withoutVagueAgent } from './passiveAgent';
import { isPassiveSubjectAfter } from './passiveOrder';
import { isPastProgressiveForPast, isPastProgressiveInSentence } from './pastProgressive';
import { perfectAsPreterite } from './perfectPreterite';
import { asNos, asVoce } from './persons';
import { asPlainRequest } from './politeRequests';
import { asSimplePresent } from './progressive';
import { answerReadings, movedClauseReadings, withSubjectsEitherWay } from './severalChanges';
import type { Speller } from './spelling';
import { suggestionFor } from './suggest';
import { singleTypo } from './typo';
import { mayBeRight, mayBeRightOnText } from './undecided';
import { asTuteo, asVosotros } from './voseo';

/** The credits a grader gives: right, a slip that costs half, wrong. */
export const GRADER_CREDITS = [0, 0.5, 1] as const;
export type Credit = (typeof GRADER_CREDITS)[number];
/**
 * `toCheck`: an open answer the grader can neither prove right nor wrong (undecided.ts): half
 * credit until the teacher decides, so accepting raises the score and refusing lowers it.
 */
export type Verdict = { credit: Credit; feedback: string; tip: string; toCheck?: true };

/** Everything one item is graded with. */
export type ItemContext = {
  code: LanguageCode;
  key: AnswerKeyItem;
  kind: AnswerItemKind;
  written: string;
  speller: Speller;
  m: Messages;
  /** The item's prompt (the sentence to translate or transform, the question), when known. */
  prompt?: string;
  /** The text a reading or listening question is about, when known. */
  passage?: string;
};

const references = (key: AnswerKeyItem) => [key.answer, ...(key.accepted ?? [])];

/** The words an item shows: its prompt's and its key's (whom it speaks of, a "se"...). */
const personWords = ({ prompt, key }: ItemContext) =>
  normalizeAnswer(`${prompt ?? ''} ${key.answer}`).split(' ');

/** Grades one answer by the kind of its item, with feedback and a tip in the student's language. */
export function gradeItem(context: ItemContext): Verdict {
  const { key, written, m, code } = context;
  const shown = m.quote(key.answer);
  if (normalizeAnswer(written) === '') {
    return {
      credit: 0,
      feedback: m.noAnswer(shown),
      tip: m.noAnswerTip(pointName(key.grammar_topic, code)),
    };
  }
  const exact = references(key).some((reference) =>
    sameWords(code, normalizeAnswer(written).split(' '), normalizeAnswer(reference).split(' ')),
  );
  if (exact) return right(context, capitalisationTip(context) ?? m.wellDone);
  switch (context.kind) {
    case 'form':
    case 'blank':
      return gradeClosed(context);
    case 'reorder':
      return gradeReorder(context);
    case 'comprehension':
      return gradeComprehension(context);
    default:
      return gradeOpen(context);
  }
}

const right = ({ m }: ItemContext, tip: string): Verdict => ({
  credit: 1,
  feedback: m.correct,
  tip,
});
const wrong = ({ m, key }: ItemContext, tip: string): Verdict => ({
  credit: 0,
  feedback: m.notQuite(m.quote(key.answer)),
  tip,
});
/** The key's words in an order no rule allows: the order is the mistake. */
const outOfOrder = ({ m, key }: ItemContext): Verdict => ({
  credit: 0,
  feedback: m.wordOrder(m.quote(key.answer)),
  tip: m.wordOrderTip,
});
const toCheck = ({ m, key }: ItemContext): Verdict => ({
  credit: 0.5,
  feedback: m.toCheck,
  tip: m.toCheckTip(m.quote(key.answer)),
  toCheck: true,
});
const half = ({ m, key }: ItemContext, tip: string): Verdict => ({
  credit: 0.5,
  feedback: m.partly(m.quote(key.answer)),
  tip,
});

/**
 * A compared (lower-case) word quoted as it is written in the key or in the answer, so German
 * nouns keep their capitals in feedback.
 */
function q(context: ItemContext, word: string, from: 'key' | 'written' = 'key'): string {
  const source = from === 'key' ? references(context.key).join(' ') : context.written;
  const original = words(source).find((candidate) => candidate.toLocaleLowerCase() === word);
  const capitalised = word.charAt(0).toLocaleUpperCase() + word.slice(1);
  const shown = original ?? (from === 'key' && expectsNoun(context, word) ? capitalised : word);
  return context.m.quote(shown);
}

/** Task names ("Translation", "Fill in the blank") are not grammar points worth naming. */
const taskTopics =
  /^(translations?|fill in the blanks?|correct(ing)? (the )?mistakes|sentence (transformation|reordering)|reading comprehension|listening comprehension|word order|verb conjugation)$/i;

function grammarPoint({ key, code }: ItemContext): string | undefined {
  const topic = key.grammar_topic.replace(/^Verb conjugation: /i, '');
  return taskTopics.test(topic) ? undefined : pointName(topic, code);
}

/**
 * Case never costs points, but in German a noun written in lower case is a spelling mistake the
 * student should hear about.
 */
function capitalisationTip({ code, key, written, m }: ItemContext): string | undefined {
  if (code !== 'de') return undefined;
  const yours = words(written);
  const nouns = words(key.answer).filter(
    (word, index) =>
      index > 0 && /^\p{Lu}/u.test(word) && yours[index] === word.toLocaleLowerCase(),
  );
  if (nouns.length === 0) return undefined;
  return m.germanCapitals(nouns.map(m.quote).join(', '));
}

/** The reference nearest the answer, word by word, with the words that differ. */
function nearestReference(
  context: ItemContext,
  answer: readonly string[],
  wordsOf: (text: string) => string[],
): { pairs: [string, string][]; reference: string[] } | undefined {
  let best: { pairs: [string, string][]; reference: string[] } | undefined;
  for (const text of references(context.key)) {
    // The subject as written too: "nsotros" is a slip of the key's "nosotros", not an extra word.
    const readings = withSubjectsEitherWay(context.code, [[[...answer], wordsOf(text)]]);
    for (const [yours, reference] of readings) {
      const pairs = differingPairs(context.code, yours, reference);
      if (pairs && (!best || pairs.length < best.pairs.length)) best = { pairs, reference };
    }
  }
  return best;
}

/**
 * The answer and a reference to compare (with and without the optional subject pronoun one side
 * leaves out: severalChanges.ts), and, in a German translation, either side's Perfekt as the
 * Präteritum and "würde" form as the Konjunktiv II the other may have used; elsewhere, a progressive as the simple present ("are playing"), and
 * in a Spanish translation the key's perfect as the preterite (perfectPreterite.ts); a passive
 * without the agent that only repeats a vague subject (passiveAgent.ts).
 */
function tenseVariants(
  { code, kind, prompt }: ItemContext,
  answer: string[],
  reference: string[],
): [string[], string[]][] {
  const pairs: [string[], string[]][] = [[answer, reference]];
  const preterite = code === 'es' && kind === 'translate' && perfectAsPreterite(reference);
  if (preterite) pairs.push([answer, preterite]);
  // Italian tells the same past in the remoto ("fu scritto"), where the item names no tense.
  const remote = code === 'it' && !namesTense(kind, prompt) && asPassatoRemoto(reference);
  if (remote) pairs.push([answer, remote], [answer, asPassatoRemoto(remote) ?? remote]);
  // And the key's remoto written in the prossimo ("ha aperto" for "aprì").
  const answerRemote = code === 'it' && !namesTense(kind, prompt) && answerAsPassatoRemoto(answer);
  if (answerRemote) pairs.push([answerRemote, reference]);
  const agentless = kind === 'transform' && withoutVagueAgent(code, prompt, answer);
  if (agentless) pairs.push([agentless, reference]);
  const answerOnce = withoutRepeatedSubject(code, answer);
  const referenceOnce = withoutRepeatedSubject(code, reference);
  if (referenceOnce) pairs.push([answer, referenceOnce]);
  if (answerOnce) pairs.push([answerOnce, reference]);
  const referenceBare = withoutMealArticle(code, reference);
  if (referenceBare && !withoutMealArticle(code, answer)) pairs.push([answer, referenceBare]);
  // A transformation or correction may ask for the tense: only where its own sentence already
  // has the key's form (the tense is not what it asks), "sah" for "gesehen habe" is as right.
  const given = kind === 'translate' ? undefined : prompt && canonicalWords(code, prompt);
  if (kind !== 'translate' && !(given && (kind === 'transform' || kind === 'correct')))
    return withSubjectsEitherWay(code, pairs);
  const shown = (changed: readonly string[], other: readonly string[]) =>
    !given || changed.filter((word) => !other.includes(word)).every((word) => given.includes(word));
  const others =
    code === 'de'
      ? [asSimplePast, asSynthesisedSubjunctive]
      : [
          (words: readonly string[]) => asSimplePresent(code, words),
          (words: readonly string[]) => asSimpleFuture(code, words),
          (words: readonly string[]) => asPresentForFuture(code, words, prompt),
        ];
  for (const asOther of others) {
    const answerOther = asOther(answer);
    const referenceOther = asOther(reference);
    if (referenceOther && shown(reference, referenceOther)) pairs.push([answer, referenceOther]);
    if (answerOther && shown(answerOther, answer)) pairs.push([answerOther, reference]);
  }
  return withSubjectsEitherWay(code, pairs);
}

/** A transformation or correction whose hint names a tense ("passato prossimo", "remoto"). */
const namesTense = (kind: AnswerItemKind, prompt: string | undefined) =>
  kind !== 'translate' &&
  // "metti al passato" asks for a past, either one.
  /remoto|prossimo|tempo|presente|futuro|imperfetto/i.test(prompt ?? '');

/** The differing words less those the grammar gives as equal there (`isAlternativeForm`). */
function withoutAlternatives(
  context: ItemContext,
  nearest: { pairs: [string, string][]; reference: string[] } | undefined,
) {
  if (!nearest) return nearest;
  const itemWords = personWords(context);
  const pairs = nearest.pairs.filter(
    ([yours, r]) => !isAlternativeForm(context.code, yours, r, nearest.reference, itemWords),
  );
  return { ...nearest, pairs };
}

/**
 * Words that differ only by accents: forgiven when the unaccented word is no word at all,
 * otherwise it is another form and the tip names both ("gano" is the present...).
 */
function accentVerdict(
  context: ItemContext,
  pairs: [string, string][],
  otherWord: (context: ItemContext, tip: string) => Verdict = wrong,
): Verdict | undefined {
  const { code, m, speller } = context;
  if (pairs.length === 0) return undefined;
  if (!pairs.every(([yours, r]) => withoutAccents(code, yours) === withoutAccents(code, r)))
    return undefined;
  for (const [yours, r] of pairs) {
    if (!isRealWord(code, speller, yours, expectsNoun(context, r))) continue;
    const labels = slipLabels(code, yours, r);
    if (labels) {
      const tip = m.otherLabelledForm(
        q(context, yours, 'written'),
        labels.yourLabel,
        q(context, r),
        labels.rightLabel,
      );
      return isTense(labels.yourLabel) ? wrong(context, tip) : otherWord(context, tip);
    }
    return otherWord(
      context,
      m.otherForm(q(context, yours, 'written'), q(context, r), grammarPoint(context)),
    );
  }
  const detail = pairs
    .map(([yours, r]) => m.pair(q(context, r), q(context, yours, 'written')))
    .join('; ');
  const transcribed = code === 'de';
  return right(context, transcribed ? m.umlautForgiven(detail) : m.accentForgiven(detail));
}

const tenses = new Set<FormLabel>([
  'present',
  'preterite',
  'future',
  'presentSubjunctive',
  'imperfectSubjunctive',
  'futureSubjunctive',
  'pluperfect',
  'participle',
]);
const isTense = (label: FormLabel) => tenses.has(label);

/** Conjugations and blanks: the form or an accepted one; a missing accent only as said above. */
function gradeClosed(context: ItemContext): Verdict {
  const { code, m, speller, key, written } = context;
  const wordsOf = (text: string) => canonicalWords(code, text, context.kind !== 'form');
  const answer = wordsOf(written);
  const nearest = withoutAlternatives(context, nearestReference(context, answer, wordsOf));
  const withItsWords =
    context.kind === 'form' &&
    references(key).some((text) =>
      namedFormWithItsWords(code, context.prompt, text).some((other) =>
        sameWords(code, answer, wordsOf(other)),
      ),
    );
  // "aurai" for "j'aurai": the form asked, without the pronoun that shows its person.
  const bareForm =
    context.kind === 'form' &&
    references(key).some((text) => {
      const [first = '', ...rest] = wordsOf(text);
      return personPronoun.test(first) && rest.length > 0 && sameWords(code, answer, rest);
    });
  if (
    nearest?.pairs.length === 0 ||
    withItsWords ||
    bareForm ||
    sameSentenceFilled(context) ||
    isContractedKey(context) ||
    (context.kind === 'blank' &&
      isPastProgressiveForPast(code, context.prompt, written, key.answer)) ||
    (context.kind === 'blank' &&
      isConjunctionOfKeysKind(code, context.prompt, written, key.answer)) ||
    isWouldForm(context, answer)
  )
    return right(context, m.wellDone);
  if (nearest) {
    const accent = accentVerdict(context, nearest.pairs);
    if (accent) return accent;
    if (nearest.pairs.length === 1) {
      const [yours, r] = nearest.pairs[0] as [string, string];
      if (
        isSpeakersGender(code, yours, r, personWords(context)) &&
        !isFormOfHintedVerb(code, context.prompt, r)
      )
        return right(context, m.wellDone);
      if (context.kind === 'blank' && isOpenPerson(code, context.prompt, yours, r))
        return right(context, m.wellDone);
      if (context.kind === 'blank' && isOpenSlot(code, context.prompt, yours, r))
        return right(context, m.wellDone);
      if (isRealWord(code, speller, yours, expectsNoun(context, r))) {
        return wrong(
          context,
          m.otherForm(q(context, yours, 'written'), q(context, r), grammarPoint(context)),
        );
      }
      const typo = singleTypo(yours, r);
      if (typo && r.length >= 3) {
        return {
          credit: 0,
          feedback: m.almost(m.quote(key.answer)),
          tip: m.typo(q(context, yours, 'written'), typo, q(context, r)),
        };
      }
    }
  }
  return wrong(context, freeTextTip(context));
}

/** The subject pronouns a conjugated form may be given with, in the six languages. */
const personPronoun =
  /^(i|you|he|she|it|we|they|je|j'|tu|il|elle|on|nous|vous|ils|elles|ich|du|er|sie|es|wir|ihr|yo|tú|él|ella|usted|nosotros|nosotras|vosotros|vosotras|ellos|ellas|ustedes|io|lui|lei|noi|voi|loro|eu|ele|ela|você|nós|vós|eles|elas|vocês)$/;

/** The English auxiliaries a contraction may stand for. */
const contracted: Record<string, readonly string[]> = {
  d: ['had', 'would'],
  s: ['is', 'has'],
  ll: ['will'],
  ve: ['have'],
  re: ['are'],
  m: ['am'],
};

/**
 * "The train ___ (already / leave)" filled with "'d already left": the key's auxiliary ("had")
 * contracted onto the word before the blank, as a noun takes it in speech ("the train'd left").
 */
function isContractedKey({ code, kind, key, written }: ItemContext): boolean {
  if (code !== 'en' || kind !== 'blank') return false;
  const found = /^['’](d|s|ll|ve|re|m)(?:\s+(.*))?$/i.exec(written.trim());
  if (!found) return false;
  const [, short, rest = ''] = found;
  return (contracted[(short as string).toLocaleLowerCase()] ?? []).some((full) =>
    references(key).some((text) => normalizeAnswer(`${full} ${rest}`) === normalizeAnswer(text)),
  );
}

/** A German conjugation asking for the Konjunktiv II answered with "würde" (germanTenses.ts). */
function isWouldForm({ code, kind, prompt, key }: ItemContext, answer: readonly string[]): boolean {
  const hint = /\(([^)]*)\)\s*$/.exec(prompt ?? '')?.[1]?.toLocaleLowerCase();
  if (code !== 'de' || kind !== 'form' || !hint?.includes('konjunktiv ii')) return false;
  const verb = hint.split(',')[0]?.trim() ?? '';
  return isWouldSubjunctive(verb, answer, key.answer.toLocaleLowerCase());
}

/** A blank's gap: three underscores, or more, or dots. */
const gap = /_{3,}|…|\.{3}/;

/**
 * A blank filled with other words that make the same sentence: "My sister ___ in Paris since
 * 2019" with "has been living" for "has lived". The sentences compare as translations do.
 */
function sameSentenceFilled({ code, kind, prompt, key, written }: ItemContext): boolean {
  const contracted = /^['’]/.test(written);
  // A form is asked as itself; written as a contraction ("'ve seen"), it is the same form.
  if (!(kind === 'blank' || (kind === 'form' && contracted)) || !prompt || !gap.test(prompt))
    return false;
  // Hints in brackets are no words of the sentence, wherever they stand.
  const sentence = prompt.replace(/\s*\([^)]*\)/g, '');
  // A contraction joins the word before the blank: "we ___" with "'ll stay" is "we'll stay";
  // an elided word the one after it: "___ il pleut" with "parce qu'" is "parce qu'il pleut".
  const filled = (words: string) =>
    canonicalWords(
      code,
      sentence.replace(
        new RegExp(`(\\s?)(?:${gap.source})(\\s?)`),
        (_, before: string, after: string) =>
          (/^['’]/.test(words) ? '' : before) + words + (/['’]$/.test(words) ? '' : after),
      ),
      kind !== 'form',
    );
  // "je lirais" for "je ___ plus": the filler with the words next to the blank, said once.
  const yours = filled(withoutRepeatedContext(sentence, written));
  // The whole sentence written out with the key's words in the blank is as right, with or
  // without its subject pronoun ("Soy estudiante." for "Yo ___ estudiante.").
  const whole = canonicalWords(code, written, kind !== 'form');
  // "are going to stay" for "will stay", "voy a visitar" for "visitaré": the future said with
  // "to go", unless the item asks for the simple (synthetic) form by its name or for "will".
  const future = asksSimpleFuture(prompt, key.grammar_topic)
    ? undefined
    : asSimpleFuture(code, yours);
  return references(key).some((text) => {
    const reference = filled(text);
    return (
      sameWords(code, yours, reference) ||
      (whole.length > 1 && sameWords(code, ...withoutOptionalSubject(code, whole, reference))) ||
      isMovedAdverb(code, yours, reference) ||
      (!!future && sameWords(code, future, reference))
    );
  });
}

/**
 * The words of a blank's answer without those it repeats from beside the blank, up to three on
 * either side: "je lirais" for "je ___ plus" is "lirais".
 */
function withoutRepeatedContext(sentence: string, written: string): string {
  const [before = '', after = ''] = sentence.split(gap);
  const said = written.trim().split(/\s+/);
  const same = (a: readonly string[], b: readonly string[]) =>
    normalizeAnswer(a.join(' ')) === normalizeAnswer(b.join(' '));
  const preceding = before.trim().split(/\s+/).filter(Boolean);
  const following = after.trim().split(/\s+/).filter(Boolean);
  for (let size = Math.min(3, said.length - 1); size >= 1; size--) {
    if (same(said.slice(0, size), preceding.slice(-size))) return said.slice(size).join(' ');
    if (same(said.slice(-size), following.slice(0, size))) return said.slice(0, -size).join(' ');
  }
  return written;
}

/** "futuro simple", "futur simple", "futuro imperfecto", "will": the synthetic future by name. */
const asksSimpleFuture = (prompt: string, topic: string) =>
  /simple|simples|semplice|imperfe|sintétic|sintetic|will/i.test(`${prompt} ${topic}`);

/** Any order the item allows (the key's accepted list), or a clause moved round its comma. */
function gradeReorder(context: ItemContext): Verdict {
  const { code, m, written } = context;
  // "I've never seen…" for the words "I / have / never / seen…": a contraction of two of them.
  const expanded = withContractionsWritten(code, written);
  if (expanded !== written) {
    const asKey = references(context.key).some((text) =>
      sameWords(code, normalizeAnswer(expanded).split(' '), normalizeAnswer(text).split(' ')),
    );
    if (asKey) return right(context, m.wellDone);
    const verdict = gradeReorder({ ...context, written: expanded });
    if (verdict.credit === 1) return verdict;
  }
  const answer = normalizeAnswer(written).split(' ');
  const movedClause = references(context.key).some(
    (text) =>
      clausesSwapped(code, written, normalizeAnswer(text).split(' ')) ||
      clausesSwapped(code, text, answer) ||
      isInverted(code, answer, normalizeAnswer(text).split(' ')) ||
      isMovedPhrase(code, answer, normalizeAnswer(text).split(' '), 3) ||
      isAdverbialInside(code, answer, normalizeAnswer(text).split(' ')) ||
      isSubjectAfterVerb(code, answer, normalizeAnswer(text).split(' ')) ||
      isMovedAdverb(code, answer, normalizeAnswer(text).split(' ')) ||
      isMiddleFieldReordered(code, answer, normalizeAnswer(text).split(' ')) ||
      isPronounBeforeSubject(
        code,
        answer,
        normalizeAnswer(text).split(' '),
        (yours, reference) =>
          sameWords(code, yours, reference) || isInverted(code, yours, reference),
      ),
  );
  // "Ela me deu o livro" for "Ela deu-me o livro": the pronoun on the other side of its verb.
  const clitic = references(context.key).some((text) => isCliticMoved(code, written, text));
  if (movedClause || clitic || isSameSentenceReordered(code, written, references(context.key)))
    return right(context, m.wellDone);
  const nearest = nearestReference(context, answer, (text) => normalizeAnswer(text).split(' '));
  const accent = nearest && accentVerdict(context, nearest.pairs);
  if (accent) return accent;
  const inOrder = references(context.key).some((text) =>
    sameBag(answer, normalizeAnswer(text).split(' ')),
  );
  if (inOrder) return outOfOrder(context);
  return wrong(context, m.givenWords);
}

/** The answer with the contractions of its language written out ("i've" as "i have"). */
function withContractionsWritten(code: LanguageCode, written: string): string {
  const full = new Map(lexicons[code].contractions.map(([short, long]) => [short, long]));
  const tokens = normalizeAnswer(written).split(' ');
  const out = tokens.map((token) => full.get(token.replace(/’/g, "'")) ?? token).join(' ');
  return out === tokens.join(' ') ? written : out;
}

/** The words of a sentence with an inverted pronoun apart ("habites-tu", "viendra-t-il"). */
const givenWords = (text: string) =>
  normalizeAnswer(text)
    .split(/[\s-]+/)
    .filter((word) => word !== '' && word !== 't');

/** A French pronoun put after its verb ("habites-tu", "viendra-t-il"). */
const frenchInverted = /-(t-)?(je|tu|il|elle|on|nous|vous|ils|elles)(?!\p{L})/iu;

/**
 * "Tu habites où ?" for "Où habites-tu ?", "Peut-être viendra-t-il" for "Il viendra peut-être":
 * the key's words with a French pronoun inverted on one side, in the order the compared words
 * say is the same sentence (compare.ts). Not without an inversion: "Où ton frère habite ?" is
 * what a reorder of "Où habite ton frère ?" asks not to write.
 */
function isSameSentenceReordered(
  code: LanguageCode,
  written: string,
  keys: readonly string[],
): boolean {
  if (code !== 'fr') return false;
  const answer = canonicalWords(code, written);
  return keys.some(
    (text) =>
      frenchInverted.test(written) !== frenchInverted.test(text) &&
      sameBag(givenWords(written), givenWords(text)) &&
      sameWords(code, answer, canonicalWords(code, text)),
  );
}

/** "Si tengo tiempo, iré a la playa" / "Iré a la playa si tengo tiempo": two clauses swapped. */
function clausesSwapped(code: LanguageCode, withComma: string, other: readonly string[]): boolean {
  const clauses = withComma.split(',');
  if (clauses.length !== 2) return false;
  const [first, second] = clauses.map((part) => normalizeAnswer(part).split(' ')) as [
    string[],
    string[],
  ];
  if (first.length < 2 || second.length < 2 || first.length + second.length < 5) return false;
  // German: after a subordinate clause the main clause's verb comes first ("Weil er krank ist,
  // kommt er nicht", not "…, er kommt nicht"); its subject is one to three words.
  if (code === 'de' && germanSubordinators.test(second[0] as string))
    return subjectLengths(first).some((subject) =>
      sameWords(code, [...second, ...verbFirst(first, subject)], other),
    );
  if (code === 'de' && germanSubordinators.test(first[0] as string))
    return subjectLengths(second).some((subject) =>
      sameWords(code, [...verbSecond(second, subject), ...first], other),
    );
  return sameWords(code, [...second, ...first], other);
}

/** How many words a main clause's subject may have: one to three, leaving the verb a word after. */
const subjectLengths = (clause: readonly string[]) =>
  [1, 2, 3].filter((subject) => subject < clause.length - 1);
/** "er kommt nicht" as "kommt er nicht": the verb after a subject of `subject` words, first. */
const verbFirst = (clause: readonly string[], subject: number) => [
  clause[subject] as string,
  ...clause.slice(0, subject),
  ...clause.slice(subject + 1),
];
/** "kommt er nicht" as "er kommt nicht". */
const verbSecond = (clause: readonly string[], subject: number) => [
  ...clause.slice(1, subject + 1),
  clause[0] as string,
  ...clause.slice(subject + 1),
];

const germanSubordinators =
  /^(weil|dass|wenn|als|ob|obwohl|nachdem|bevor|da|damit|während|falls|sobald|seitdem|bis)$/;

/** Where the key has a German noun, a lower-case answer word is looked up as a noun. */
function expectsNoun({ code, key }: ItemContext, right: string): boolean {
  if (code !== 'de') return false;
  return references(key).some((text) => {
    const all = words(text);
    return all.some(
      (word, index) =>
        (index > 0 || all.length === 1) &&
        /^\p{Lu}/u.test(word) &&
        word.toLocaleLowerCase() === right,
    );
  });
}

/** Whether the student's word is a slip of the keyboard for the right one, not another word. */
function isSlip(context: ItemContext, yours: string, r: string): boolean {
  const { code, speller } = context;
  if (isRealWord(code, speller, yours, expectsNoun(context, r))) return false;
  const a = withoutAccents(code, yours);
  const b = withoutAccents(code, r);
  return editDistance(a, b) <= (b.length >= 7 ? 2 : 1);
}

/**
 * The answer's words are the reference's, or the reference's in an order a rule allows (each
 * keeps the number of words: other lengths need no rule tried).
 */
function saysKeyInItsOrder(
  { code, kind }: ItemContext,
  yours: readonly string[],
  reference: readonly string[],
): boolean {
  if (yours.length !== reference.length) return false;
  return (
    sameWords(code, yours, reference) ||
    isMovedPhrase(code, yours, reference, 3) ||
    isAdverbialInside(code, yours, reference) ||
    isSubjectAfterVerb(code, yours, reference) ||
    isMovedAdverb(code, yours, reference) ||
    isTimeFronted(code, yours, reference) ||
    isMiddleFieldReordered(code, yours, reference) ||
    isInverted(code, yours, reference) ||
    isPleasingSubjectFronted(code, yours, reference) ||
    isPassiveSubjectAfter(code, yours, reference) ||
    isQuantityBeforeParticiple(code, yours, reference) ||
    isPronounBeforeSubject(
      code,
      yours,
      reference,
      (a, b) => sameWords(code, a, b) || isInverted(code, a, b),
    ) ||
    (kind === 'translate' && isUninverted(code, yours, reference))
  );
}

/**
 * Translations, transformations and corrections: several references, an optional subject
 * pronoun, contractions, synonyms and a moved adverbial are the same answer; spelling slips
 * that leave no doubt about the word cost half the item.
 */
function gradeOpen(context: ItemContext): Verdict {
  const { code, m, written, key, speller } = context;
  const answer = canonicalWords(code, written);
  if (keepsPrompt(context, answer)) return wrong(context, freeTextTip(context));
  // "Trescientos camas" for "trescientas camas": the same digits, the number's gender wrong.
  const genders = references(key).map((text) =>
    numberOfOtherGender(
      code,
      normalizeAnswer(written).split(' '),
      normalizeAnswer(text).split(' '),
    ),
  );
  const [gender] = genders;
  if (gender && genders.every(Boolean))
    return wrong(context, m.otherForm(q(context, gender[0], 'written'), q(context, gender[1])));
  if (context.kind === 'transform' && isFactThatClause(code, context.prompt, written))
    return right(context, m.wellDone);
  // A translation may say "you" as "tu" or as "você" and "we" as "nós" or "a gente" (Portuguese)
  // whichever the key says.
  // A Spanish one may say it as "vos" or, to several people, as "ustedes" (voseo.ts).
  const you =
    code === 'pt' && context.kind === 'translate'
      ? (tokens: string[]) => asNos(asVoce(tokens))
      : code === 'es' && context.kind === 'translate'
        ? (tokens: string[]) => asVosotros(asTuteo(tokens))
        : (tokens: string[]) => tokens;
  const itemWords = personWords(context);
  const ownMoved = movedClauseReadings(code, written).map(you);
  for (const text of references(key)) {
    const keyWords = you(canonicalWords(code, text));
    // "Could you help me?" for "Can you help me?": the same request, more politely.
    const asked =
      context.kind === 'translate'
        ? asPlainRequest(code, written, text, you(answer), keyWords)
        : you(answer);
    // Several changes at once (severalChanges.ts): the clause order, the subject, the tense and
    // the forms the grammar gives as equal are brought to the key's before a rule compares.
    const keyMoved = movedClauseReadings(code, text).map(you);
    // A clause moved on both sides leaves them in one order: only one side's moved reading helps.
    const orders: [string[], string[]][] = [[asked, keyWords]];
    if (ownMoved.length === 0 || keyMoved.length === 0)
      orders.push(
        ...ownMoved.map((own): [string[], string[]] => [own, keyWords]),
        ...keyMoved.map((moved): [string[], string[]] => [asked, moved]),
      );
    for (const [yoursInOrder, keyInOrder] of orders) {
      // A German clause moved puts the main clause's verb back by guessing its subject's
      // length: those readings compare word for word, never through another order's rule.
      const guessed = code === 'de' && (yoursInOrder !== asked || keyInOrder !== keyWords);
      const says = (reading: string[], reference: string[]) =>
        guessed
          ? sameWords(code, reading, reference)
          : saysKeyInItsOrder(context, reading, reference);
      for (const [yours, reference] of tenseVariants(context, yoursInOrder, keyInOrder)) {
        const readings = [yours, ...answerReadings(code, yours, reference, itemWords)];
        if (readings.some((reading) => says(reading, reference)))
          return right(context, capitalisationTip(context) ?? m.wellDone);
      }
    }
  }
  const nearest = withoutAlternatives(
    context,
    nearestReference(context, you(answer), (text) => you(canonicalWords(code, text))),
  );
  if (nearest?.pairs.length === 0) return right(context, capitalisationTip(context) ?? m.wellDone);
  const progressive = references(key).some((text) =>
    isPastProgressiveInSentence(code, answer, canonicalWords(code, text)),
  );
  if (progressive) return right(context, capitalisationTip(context) ?? m.wellDone);
  // "Can you help me?": "Kannst du", "Können Sie" or "Könnt ihr mir helfen?" alike.
  const saysYou =
    context.kind === 'translate' && /\byou(rs?|rself|rselves)?\b/i.test(context.prompt ?? '');
  if (nearest && saysYou && isOtherAddressee(code, nearest.pairs))
    return right(context, capitalisationTip(context) ?? m.wellDone);
  const imperative =
    context.kind === 'translate' &&
    isOtherImperative(code, context.prompt, nearest?.pairs ?? [], nearest?.reference[0]);
  if (imperative) return right(context, capitalisationTip(context) ?? m.wellDone);
  // "Der Film anfängt um acht": the key's words with its separable verb whole, in the wrong place.
  // Read as typed: the canonical words say "fängt ... an" as "beginnt".
  const joined = references(key).some((text) => {
    const reference = normalizeAnswer(text).split(' ');
    const separated = withPrefixSeparated(code, normalizeAnswer(written).split(' '), reference);
    return !!separated && sameBag(separated, reference);
  });
  if (joined) return outOfOrder(context);
  if (nearest && nearest.pairs.length > 0) {
    // In a sentence, "esta" for "está" is a slip that costs half; a wrong tense costs it all.
    const accent = accentVerdict(context, nearest.pairs, half);
    if (accent) return accent;
    const allowed = Math.max(1, Math.floor(nearest.reference.length / 6));
    const slips = nearest.pairs.filter(([yours, r]) => isSlip(context, yours, r));
    if (nearest.pairs.length <= allowed && slips.length === nearest.pairs.length) {
      const [yours, r] = slips[0] as [string, string];
      return half(context, m.spellingSlip(q(context, yours, 'written'), q(context, r)));
    }
    if (nearest.pairs.length === 1) {
      const [yours, r] = nearest.pairs[0] as [string, string];
      if (
        isSpeakersGender(code, yours, r, personWords(context)) &&
        !isVerbOfPronoun(code, personWords(context), r)
      )
        return right(context, capitalisationTip(context) ?? m.wellDone);
      if (isRealWord(code, speller, yours, expectsNoun(context, r))) {
        // Another word in the key's place: a synonym the lists lack, or a wrong form.
        if (undecided(context, answer)) return toCheck(context);
        return wrong(
          context,
          m.otherForm(q(context, yours, 'written'), q(context, r), grammarPoint(context)),
        );
      }
    }
  }
  const inOrder = references(key).some((text) => sameBag(answer, canonicalWords(code, text)));
  // The key's words in another order than the ones a rule allows: the order is the mistake.
  if (inOrder) return outOfOrder(context);
  if (undecided(context, answer)) return toCheck(context);
  return wrong(context, freeTextTip(context));
}

/**
 * A transformation or correction answered with its own sentence, in another way of writing it
 * ("Est-ce que tu parles espagnol ?" for "Tu parles espagnol. (inversion)"): nothing was done.
 */
function keepsPrompt(
  { code, kind, prompt, written }: ItemContext,
  answer: readonly string[],
): boolean {
  if (!prompt || (kind !== 'transform' && kind !== 'correct')) return false;
  const given = prompt.replace(/\([^)]*\)\s*$/, '');
  // "¿Tú hablas español?" for "Tú hablas español. (pregunta)": a question by its mark alone is
  // one, unless the item asks for a form of question ("(inversion)").
  const asks = (text: string) => /[?？]\s*$/.test(text.trim());
  const formAsked = /invers|est-ce/i.test(prompt.slice(given.length));
  if (asks(written) && !asks(given) && !formAsked) return false;
  const sentence = canonicalWords(code, given);
  return sentence.length > 1 && sameWords(code, answer, sentence);
}

/** Nothing proves the open answer right or wrong (undecided.ts): the teacher decides. */
function undecided(context: ItemContext, answer: string[]): boolean {
  const { code, speller, written, key, kind, prompt } = context;
  return mayBeRight({
    code,
    speller,
    written,
    answer,
    references: references(key).map((text) => canonicalWords(code, text)),
    ...(prompt ? { prompt } : {}),
    rewritesPrompt: kind === 'transform' || kind === 'correct',
  });
}

/**
 * Reading and listening questions: the key's content words anywhere in the answer (a whole
 * sentence, the text's own words, digits or words, a synonym). Part of them earns half.
 */
function gradeComprehension(context: ItemContext): Verdict {
  const { code, m, written, key } = context;
  const lexicon = lexicons[code];
  const answer = canonicalWords(code, written);
  const answerSet = new Set(answer.map((word) => withoutAccents(code, word)));
  // "¿Por qué no fue Ana?" "No fue porque…": the question's own negation is no opposite.
  const asked = context.prompt ? canonicalWords(code, context.prompt) : [];
  // "O avô" for "A avó": an accent written otherwise names another person (otherAccent.ts).
  const otherAccents = references(key).map((text) =>
    otherAccentedWord(code, context.speller, answer, canonicalWords(code, text)),
  );
  const [otherAccent] = otherAccents;
  if (otherAccent && otherAccents.every(Boolean))
    return wrong(
      context,
      m.otherForm(q(context, otherAccent[0], 'written'), q(context, otherAccent[1])),
    );
  const textNumbers = context.passage
    ? [...numbersIn(code, context.passage), ...numbersIn(code, context.prompt ?? '')]
    : undefined;
  let best: Verdict | undefined;
  for (const text of references(key)) {
    const reference = canonicalWords(code, text);
    if (sameWords(code, answer, reference) || isYesOrNoOf(code, answer, reference))
      return right(context, m.wellDone);
    const negated = lexicon.negations.some(
      (word) => answer.includes(word) !== reference.includes(word) && !asked.includes(word),
    );
    if (negated) {
      best ??= { credit: 0, feedback: m.notQuite(m.quote(key.answer)), tip: m.negation };
      continue;
    }
    // "Tiene tres hermanos" for "Tiene dos hermanos": another number is another answer; where
    // the key says none, a number the text does not say either ("a los 18 años" for quince).
    const keyNumbers = reference.filter((word) => /^\d+$/.test(word));
    const yourNumbers = answer.filter((word) => /^\d+$/.test(word));
    const allowed = keyNumbers.length > 0 ? keyNumbers : (textNumbers ?? keyNumbers);
    if (
      (keyNumbers.length > 0 || textNumbers) &&
      yourNumbers.some((number) => !allowed.includes(number))
    ) {
      best ??= wrong(context, freeTextTip(context));
      continue;
    }
    const content = reference.filter((word) => !lexicon.functionWords.includes(word));
    const wanted = askedFor(context, answer, content.length > 0 ? content : reference);
    const missing: string[] = [];
    const slipped: [string, string][] = [];
    for (const word of wanted) {
      if (answerSet.has(withoutAccents(code, word))) continue;
      const slip = answer.find((yours) => yours.length >= 4 && isSlip(context, yours, word));
      if (slip) slipped.push([slip, word]);
      else missing.push(word);
    }
    let verdict: Verdict;
    if (missing.length === 0 && slipped.length === 0) verdict = right(context, m.wellDone);
    else if (missing.length === 0) {
      const [yours, r] = slipped[0] as [string, string];
      verdict = half(context, m.spellingSlip(q(context, yours, 'written'), q(context, r)));
    } else if (wanted.length >= 2 && missing.length * 2 <= wanted.length) {
      verdict = half(context, m.missingContent(missing.map((word) => q(context, word)).join(', ')));
    } else verdict = wrong(context, freeTextTip(context));
    if (!best || verdict.credit > best.credit) best = verdict;
    if (best.credit === 1) break;
  }
  if (best?.credit === 1) return best;
  const { prompt, passage } = context;
  const own = { code, written, references: references(key), prompt, passage };
  if (isParaphrase(own)) return right(context, m.wellDone);
  if (isCauseAsNoun(code, context.prompt, written, references(key)))
    return right(context, m.wellDone);
  // A yes for the key's no, or the text's other content: no credit for the words shared.
  if (isAgainstKey(own)) return best?.credit === 0 ? best : wrong(context, freeTextTip(context));
  if (best && best.credit > 0) return best;
  const onText = mayBeRightOnText({
    code,
    speller: context.speller,
    written,
    answer,
    references: references(key).map((text) => canonicalWords(code, text)),
    ...(context.passage ? { passage: context.passage } : {}),
  });
  if (onText && best?.tip !== m.negation) return toCheck(context);
  return best ?? wrong(context, freeTextTip(context));
}

const yesAndNo: Record<LanguageCode, readonly string[]> = {
  en: ['yes', 'no'],
  es: ['sí', 'si', 'no'],
  fr: ['oui', 'non', 'si'],
  de: ['ja', 'nein', 'doch'],
  it: ['sì', 'si', 'no'],
  pt: ['sim', 'não'],
};
/** "Does the shop open on Sundays?" "No.": the key's own yes or no, the rest left unsaid. */
function isYesOrNoOf(code: LanguageCode, answer: readonly string[], reference: readonly string[]) {
  const [first] = reference;
  return (
    answer.length === 1 &&
    first !== undefined &&
    first === answer[0] &&
    yesAndNo[code].includes(first)
  );
}

const ageWords = new Set(
  'years year old ans an años año jahre jahr alt anni anno anos ano'.split(' '),
);

/**
 * What an answer on a text must say: the key's content words less the ones the question already
 * says ("How many students are there?" is answered by "15"), provided every word of the answer
 * comes from the key, the question or the text; else all of the key's content words.
 */
function askedFor(context: ItemContext, answer: readonly string[], wanted: string[]): string[] {
  const { code, prompt, passage } = context;
  if (!prompt) return wanted;
  const plainOf = (text: string) =>
    canonicalWords(code, text).map((word) => withoutAccents(code, word));
  const asked = new Set(plainOf(prompt));
  // "Where does she work?" asks for where: "works" in the key is the question's word.
  const isAsked = (word: string) => {
    const plain = withoutAccents(code, word);
    return [...asked].some(
      (other) =>
        other === plain ||
        (Math.min(other.length, plain.length) >= 4 &&
          Math.abs(other.length - plain.length) <= 2 &&
          (other.startsWith(plain) || plain.startsWith(other))),
    );
  };
  const numbers = new Set(answer.filter((word) => /^\d+$/.test(word)));
  const left = wanted.filter(
    (word, index) =>
      !isAsked(word) &&
      // "How old is he?" "48": the years go without saying after the number.
      !(ageWords.has(word) && numbers.has(wanted[index - 1] as string)),
  );
  if (left.length === 0 || left.length === wanted.length) return wanted;
  const known = new Set([
    ...asked,
    ...wanted.map((word) => withoutAccents(code, word)),
    ...(passage ? plainOf(passage) : []),
  ]);
  const functionWords = lexicons[code].functionWords;
  const fromKnown = answer.every(
    (word) => functionWords.includes(word) || known.has(withoutAccents(code, word)),
  );
  return fromKnown ? left : wanted;
}

/** For a wrong answer: spelling first (the dictionary), then length, then what to review. */
function freeTextTip(context: ItemContext): string {
  const { code, written, key, speller, m } = context;
  const keyWords = references(key).flatMap((text) => words(text));
  const known = new Set(keyWords.map((word) => word.toLocaleLowerCase()));
  const misspelled = words(written)
    .filter(
      (word) =>
        !known.has(word.toLocaleLowerCase()) &&
        !isRealWord(code, speller, word.toLocaleLowerCase()) &&
        !speller.correct(word),
    )
    .slice(0, 3);
  if (misspelled.length > 0) {
    const list = misspelled
      .map((word) => {
        const suggestion = suggestionFor(code, speller, word, keyWords);
        return suggestion ? m.didYouMean(m.quote(word), m.quote(suggestion)) : m.quote(word);
      })
      .join(', ');
    return m.spelling(list);
  }
  const expectedLength = words(key.answer).length;
  const writtenLength = words(written).length;
  if (expectedLength >= 3 && writtenLength < expectedLength / 2) return m.shorter(expectedLength);
  const point = grammarPoint(context);
  return point ? m.review(point) : m.compare;
}
