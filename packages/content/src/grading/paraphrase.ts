import { keptAtMost } from '../kept';
import type { LanguageCode } from '../languages';
import { normalizeAnswer } from '../text';
import { clausesOf } from './answerClauses';
import { whyQuestion } from './causes';
import { canonicalWords, numbersIn, withoutAccents } from './compare';
import { lexicons } from './lexicon';
import { incidentals, meanings, startingVerbs } from './meanings';
import { verbsOf } from './undecided';

/**
 * An answer on a text said in the student's own words. A teacher grading a comprehension
 * question asks whether the answer says what the key says, not whether it repeats its words:
 * - a near-synonym or a phrase for a word (meanings.ts), another form of the word (stems);
 * - the key's hedges, intensifiers and light verbs left out ("many", "feel", "vor allem");
 * - in German, a compound for its parts ("Tischlerausbildung", "Ausbildung als Tischlerin");
 * - details the question does not ask: a number unless it asks how many or when, a closing
 *   place unless it asks where, the key's "because…" unless it asks why;
 * - a yes/no question answered with the key's yes or no and part of its reason.
 * What still refuses it: a negation one side only, another number, a yes for a no, another place
 * named, or the text's other content (the distractor) instead of the key's.
 */
export type OnText = {
  code: LanguageCode;
  written: string;
  references: readonly string[];
  prompt?: string;
  passage?: string;
};

type Matcher = { prefix: string } | { stem: string };
/** Group -1: an incidental, dropped; -2: a starting verb, dropped too. */
type Member = { group: number; tokens: Matcher[] };
/** A word of the text, or a whole phrase of a group, as compared. */
type Unit = { word: string; unit: string; dropped?: true; starts?: true };

const endings: Record<LanguageCode, RegExp> = {
  en: /(ing|ed|es|e|s)$/,
  es: /(ando|iendo|aron|ieron|ar|er|ir|an|en|os|as|es|o|a|e|s)$/,
  fr: /(aient|ent|es|e|s|x)$/,
  de: /(innen|in|en|er|es|em|e|n|s)$/,
  it: /(ando|endo|are|ere|ire|ano|ono|i|e|a|o)$/,
  pt: /(ando|endo|indo|aram|eram|iram|ar|er|ir|am|em|ou|eu|iu|os|as|es|o|a|e|s)$/,
};

/** A crude stem: forms of one word (number, gender, person) compare equal. */
function stemOf(code: LanguageCode, word: string): string {
  const plain = withoutAccents(code, word);
  const stem = plain.replace(endings[code], '');
  return stem.length >= 3 ? stem : plain;
}

/**
 * A word's stem, a verb's form by its verb's ("choveu" as "chover", "went" as "go"): an answer on
 * a text says what happened in any tense the question leaves open.
 */
function unitStem(code: LanguageCode, word: string): string {
  const verbs = verbsOf(code, word);
  const [verb] = verbs ?? [];
  return verbs?.size === 1 && verb ? stemOf(code, verb) : stemOf(code, word);
}

/** The members by their first word's stem, and those opening on a prefix, longest first. */
type Compiled = { byStem: Map<string, Member[]>; byPrefix: Member[] };
const compiled = new Map<LanguageCode, Compiled>();

function membersOf(code: LanguageCode): Compiled {
  const known = compiled.get(code);
  if (known) return known;
  const matcher = (piece: string): Matcher[] =>
    piece.endsWith('*')
      ? [{ prefix: withoutAccents(code, piece.slice(0, -1).toLocaleLowerCase()) }]
      : canonicalWords(code, piece).map((word) => ({ stem: unitStem(code, word) }));
  const member = (group: number, phrase: string): Member => ({
    group,
    tokens: phrase.split(' ').flatMap(matcher),
  });
  const members = [
    ...meanings[code].flatMap((phrases, group) => phrases.map((phrase) => member(group, phrase))),
    ...incidentals[code].map((phrase) => member(-1, phrase)),
    ...startingVerbs[code].map((phrase) => member(-2, phrase)),
  ].filter((item) => item.tokens.length > 0);
  members.sort((a, b) => b.tokens.length - a.tokens.length);
  const built: Compiled = { byStem: new Map(), byPrefix: [] };
  for (const item of members) {
    const first = item.tokens[0] as Matcher;
    if ('prefix' in first) built.byPrefix.push(item);
    else built.byStem.set(first.stem, [...(built.byStem.get(first.stem) ?? []), item]);
  }
  compiled.set(code, built);
  return built;
}

const keptUnits = keptAtMost<Unit[]>(5_000);

/**
 * The text's words as units: each group's phrase as the group, incidentals marked dropped. A
 * passage is only searched for the answer's words: its words are taken as written, not compared
 * forms (cheaper, and enough to tell its sentences apart).
 */
function unitsOf(code: LanguageCode, text: string, asWritten = false): Unit[] {
  return keptUnits(`${code}\u0000${asWritten}\u0000${text}`, () =>
    readUnits(code, text, asWritten),
  );
}

function readUnits(code: LanguageCode, text: string, asWritten: boolean): Unit[] {
  const tokens = asWritten
    ? normalizeAnswer(text).split(' ').filter(Boolean)
    : canonicalWords(code, text);
  const plains = tokens.map((word) => withoutAccents(code, word));
  const stems = tokens.map((word) => unitStem(code, word));
  const fits = (matcher: Matcher, at: number) =>
    at < tokens.length &&
    ('prefix' in matcher
      ? (plains[at] as string).startsWith(matcher.prefix)
      : stems[at] === matcher.stem);
  const { byStem, byPrefix } = membersOf(code);
  const units: Unit[] = [];
  for (let index = 0; index < tokens.length; ) {
    const candidates = [...(byStem.get(stems[index] as string) ?? []), ...byPrefix];
    let found: Member | undefined;
    for (const candidate of candidates)
      if (
        (!found || candidate.tokens.length > found.tokens.length) &&
        candidate.tokens.every((matcher, offset) => fits(matcher, index + offset))
      )
        found = candidate;
    if (found) {
      const word = tokens.slice(index, index + found.tokens.length).join(' ');
      units.push(
        found.group < 0
          ? { word, unit: '', dropped: true, ...(found.group === -2 ? { starts: true } : {}) }
          : { word, unit: `=${found.group}` },
      );
      index += found.tokens.length;
    } else {
      units.push({ word: tokens[index] as string, unit: stems[index] as string });
      index += 1;
    }
  }
  return units;
}

const yesAndNo: Record<LanguageCode, Record<string, 'yes' | 'no'>> = {
  en: { yes: 'yes', no: 'no' },
  es: { sí: 'yes', si: 'yes', no: 'no' },
  fr: { oui: 'yes', si: 'yes', non: 'no' },
  de: { ja: 'yes', doch: 'yes', nein: 'no' },
  it: { sì: 'yes', si: 'yes', no: 'no' },
  pt: { sim: 'yes', não: 'no' },
};

/** Questions whose answer is a number, a share or a time: there, the key's number is the answer. */
const asksNumber =
  /\b(how (many|much|old|long)|when|what time|cu[aá]nt[oa]s?|cu[aá]ndo|qu[eé] hora|combien|quand|quelle heure|wie (viele?|alt|lange)|wann|uhrzeit|quant[ioe]|quando|che ora|quant[oa]s|que horas|what (percentage|proportion|share|age|year)|porcentaje|proporci[oó]n|pourcentage|proportion|prozent\w*|anteil|percentuale|proporzione|percentagem|propor[cç][aã]o|quel âge|what age|qu[eé] edad|che et[aà]|que idade|what day|qu[eé] d[ií]a|quel jour|welche[nm]? tag|che giorno|que dia|em que dia)\b/i;
/** Questions asking where. */
const asksPlace = /(^|[\s¿])(where|d[oó]nde|adonde|où|wo|wohin|woher|dove|onde|aonde)(?=[\s?]|$)/i;

/** Times of the day and days of the week, as the text's units. */
const timeWords: Record<LanguageCode, readonly string[]> = {
  en: [
    ...'morning afternoon evening night weekend'.split(' '),
    ...'monday tuesday wednesday thursday friday saturday sunday'.split(' '),
  ],
  es: [
    ...'mañana tarde noche lunes martes miércoles jueves viernes sábado domingo'.split(' '),
    'fin de semana',
  ],
  fr: [
    ...'matin matinée après-midi soir soirée nuit week-end'.split(' '),
    ...'lundi mardi mercredi jeudi vendredi samedi dimanche'.split(' '),
  ],
  de: [
    ...'morgen vormittag nachmittag abend nacht wochenende'.split(' '),
    ...'montag dienstag mittwoch donnerstag freitag samstag sonntag'.split(' '),
  ],
  it: [
    ...'mattina mattino pomeriggio sera serata notte weekend'.split(' '),
    ...'lunedì martedì mercoledì giovedì venerdì sabato domenica'.split(' '),
    'fine settimana',
  ],
  pt: [
    ...'manhã tarde noite sábado domingo'.split(' '),
    ...'segunda-feira terça-feira quarta-feira quinta-feira sexta-feira'.split(' '),
    'fim de semana',
    'fins de semana',
  ],
};
const timeUnitCache = new Map<LanguageCode, Set<string>>();
function timeUnits(code: LanguageCode): Set<string> {
  let units = timeUnitCache.get(code);
  if (!units) {
    units = new Set(
      timeWords[code].flatMap((words) => unitsOf(code, words).map((unit) => unit.unit)),
    );
    timeUnitCache.set(code, units);
  }
  return units;
}

/** Prepositions that open a place ("au parc", "a Modena", "em Lisboa"). */
const placeWords: Record<LanguageCode, readonly string[]> = {
  en: ['in', 'at'],
  es: ['en'],
  fr: ['à', 'au', 'aux', 'dans', 'en'],
  de: ['in', 'im', 'am', 'an'],
  it: ['a', 'in', 'al', 'alla', 'nel', 'nella'],
  pt: ['em', 'no', 'na', 'nos', 'nas'],
};

/** Prepositions of a place or of a noun's complement ("del lago", "de trabajo"), not "with". */
const complements: Record<LanguageCode, readonly string[]> = {
  en: ['in', 'at', 'on', 'of', 'from', 'near'],
  es: ['en', 'de', 'del', 'a', 'al'],
  fr: ['à', 'au', 'aux', 'dans', 'en', 'de', 'du', 'des'],
  de: ['in', 'im', 'an', 'am', 'auf', 'bei', 'von', 'vom', 'aus'],
  it: ['a', 'in', 'di', 'da', 'al', 'alla', 'nel', 'nella', 'del', 'della', 'dei', 'delle'],
  pt: ['em', 'no', 'na', 'nos', 'nas', 'de', 'do', 'da', 'dos', 'das'],
};

/** The key's answer and the reason it adds when the question does not ask why. */
const reasonAdded =
  /,\s*(because|porque|parce que|parce qu'|car|weil|da|perché|poiché|pois)(?=[\s'’]).*$/i;

const isNumber = (unit: Unit) => /^\d+$/.test(unit.word);

/** Words that deny what follows them as a negation does ("every day except Monday"). */
const exceptions: Record<LanguageCode, readonly string[]> = {
  en: ['except', 'apart'],
  es: ['excepto', 'salvo', 'menos'],
  fr: ['sauf', 'excepté', 'hormis'],
  de: ['außer', 'ausser', 'ausgenommen'],
  it: ['tranne', 'eccetto', 'salvo'],
  pt: ['exceto', 'excepto', 'salvo', 'menos'],
};

/** The end of what a starting verb starts: "parou de chover" for "começou a chover". */
const stops: Record<LanguageCode, readonly string[]> = {
  en: ['stop', 'stops', 'stopped', 'ceased'],
  es: ['paró', 'pararon', 'dejó', 'dejaron'],
  fr: ['arrêté', 'arrête', 'arrêtent', 'cessé', 'cesse'],
  de: ['aufgehört'],
  it: ['smesso', 'smise', 'smette', 'smettono'],
  pt: ['parou', 'pararam', 'deixou', 'deixaram'],
};

/** An answer read against one reference: what agrees, what is missing, what contradicts. */
type Reading = {
  /** A yes for the key's no (or the reverse). */
  otherYes: boolean;
  /** A negation (or an "except") one side only, or a number the key does not say. */
  contradicts: boolean;
  /** The key closes on a place and the answer names another ("à la maison" for "au café"). */
  otherPlace: boolean;
  /** How many of the key's content words the question does not already say, and are said. */
  wanted: number;
  found: number;
  /** Whether the key answers yes or no. */
  yesOrNo: boolean;
  /** The answer says content of the text's other sentences: the distractor. */
  distractor: boolean;
};

/** The last answer read: the grader asks isParaphrase and then isAgainstKey of one answer. */
let last: { onText: OnText; readings: Reading[] } | undefined;

function readingsOf(onText: OnText): Reading[] {
  if (last && sameOnText(last.onText, onText)) return last.readings;
  const readings = readAnswer(onText);
  last = { onText, readings };
  return readings;
}

const sameOnText = (a: OnText, b: OnText) =>
  a.code === b.code &&
  a.written === b.written &&
  a.prompt === b.prompt &&
  a.passage === b.passage &&
  a.references.join('\u0000') === b.references.join('\u0000');

function readAnswer({ code, written, references, prompt, passage }: OnText): Reading[] {
  const lexicon = lexicons[code];
  const functionWords = new Set([...lexicon.functionWords, ...lexicon.classes.flat()]);
  const negations = new Set([...lexicon.negations, ...exceptions[code]]);
  const question = prompt ? unitsOf(code, prompt) : [];
  const asked = new Set(question.map((unit) => unit.unit));
  const questionDenies = question.some((unit) => negations.has(unit.word));
  const sentences = (passage ?? '')
    .split(/(?<=[.!?;])\s+/)
    .map((sentence) => new Set(unitsOf(code, sentence, true).map((unit) => unit.unit)));
  const answer = unitsOf(code, written);
  const textNumbers = new Set(passage ? numbersIn(code, passage) : []);
  const asksForNumber = prompt !== undefined && asksNumber.test(prompt);
  const isContent = (unit: Unit) =>
    !unit.dropped &&
    !functionWords.has(unit.word) &&
    !negations.has(unit.word) &&
    !isNumber(unit) &&
    // An elided word ("qu'", "l'", "c'") is a function word.
    !/['’]$/.test(unit.word);
  const keys = references.flatMap((reference) =>
    prompt && !whyQuestion.test(prompt) && reasonAdded.test(reference)
      ? [reference, reference.replace(reasonAdded, '')]
      : [reference],
  );
  return keys.map((reference) => {
    const key = unitsOf(code, reference);
    const keyYes = yesAndNo[code][key[0]?.word ?? ''];
    const yourYes = yesAndNo[code][answer[0]?.word ?? ''];
    const yours = yourYes && keyYes ? answer.slice(1) : answer;
    const theirs = keyYes ? key.slice(1) : key;
    // "Lisent-ils moins ?" "Non, pas moins"; "¿Por qué no se publicó?" "No se publicó porque…":
    // after a no, or where the question denies, the question's own word denied is no denial of
    // the key's. Another word denied is, and so is the question's word where the key says it
    // ("Quel jour est-il fermé ?" "Il n'est pas fermé le lundi").
    const said = yours;
    const echoes = keyYes === 'no' || questionDenies;
    const denies = (units: Unit[]) =>
      units.some((unit, index) => {
        // A word read by its meaning ("nothing" for free, "didn't buy" for forgot) denies nothing.
        if (!negations.has(unit.word) || unit.unit.startsWith('=')) return false;
        const next = units.slice(index + 1, index + 4).find(isContent);
        return !next || !echoes || !asked.has(next.unit);
      });
    const keyNumbers = theirs.filter(isNumber).map((unit) => unit.word);
    const yourNumbers = said.filter(isNumber).map((unit) => unit.word);
    // "He hurt his knee at 17" where the text says seventeen: the text's number is a detail,
    // unless the question asks for a number or the key says one (then it is another answer).
    const detail = (number: string) =>
      keyNumbers.length === 0 && textNumbers.has(number) && !asksForNumber;
    // A denial in a clause of its own that says neither the key's nor the question's words
    // ("…, donc on ne peut pas le visiter") denies nothing the key says.
    const keyContent = new Set(theirs.filter(isContent).map((unit) => unit.unit));
    const touches = (units: Unit[]) =>
      units.some(
        (unit) =>
          isContent(unit) &&
          (asked.has(unit.unit) ||
            [...keyContent].some((theirsUnit) => says(code, [unit.unit], theirsUnit))),
      );
    const deniedInItsClause = () =>
      clausesOf(code, written).some((clause) => {
        const units = unitsOf(code, clause);
        return touches(units) && denies(units);
      });
    const keyDenies = denies(theirs);
    const endsWhatStarts =
      key.some((unit) => unit.starts) && said.some((unit) => stops[code].includes(unit.word));
    const contradicts =
      endsWhatStarts ||
      (denies(said) !== keyDenies && deniedInItsClause() !== keyDenies) ||
      yourNumbers.some((number) => !keyNumbers.includes(number) && !detail(number)) ||
      (asksForNumber && keyNumbers.some((number) => !yourNumbers.includes(number)));
    const keyUnits = new Set(theirs.map((unit) => unit.unit));
    let content = theirs.filter(isContent);
    // A closing place ("au parc") is a detail unless the question asks where.
    const place = closingPlace(code, theirs);
    // A place the text names beside the key's content is no other place ("the city centre").
    const beside = new Set(
      sentences
        .filter((sentence) => content.some((unit) => sentence.has(unit.unit)))
        .flatMap((sentence) => [...sentence]),
    );
    const known = new Set([...keyUnits, ...asked, ...beside]);
    const otherPlace = place > 0 && namesOtherPlace(code, said, known, isContent);
    if (place > 0 && !otherPlace && !(prompt && asksPlace.test(prompt))) {
      const kept = theirs.slice(0, place).filter(isContent);
      if (kept.length > 0) content = kept;
    }
    // When it happened is a detail unless the question asks when ("Why did they party indoors?"
    // "It rained a lot" for "Because it rained heavily in the afternoon"); another time is not.
    const times = timeUnits(code);
    if (!asksForNumber && content.some((unit) => !times.has(unit.unit))) {
      const otherTime = said.some((unit) => times.has(unit.unit) && !keyUnits.has(unit.unit));
      if (!otherTime) content = content.filter((unit) => !times.has(unit.unit));
    }
    const notAsked = content.filter((unit) => !asked.has(unit.unit));
    const wanted = notAsked.length > 0 ? notAsked : content;
    const yourUnits = said.filter((unit) => !unit.dropped).map((unit) => unit.unit);
    const found = wanted.filter((unit) => says(code, yourUnits, unit.unit));
    // The text's other content, not the key's: a word of a sentence the key does not draw on.
    const drawnOn = sentences.filter((sentence) => content.some((unit) => sentence.has(unit.unit)));
    const elsewhere = sentences.filter((sentence) => !drawnOn.includes(sentence));
    // Where the answer says all of the key, a place or a noun's complement the text names
    // elsewhere is a detail of it ("den Geschäften in der Innenstadt", "l'acqua del lago"): a
    // place instead of the key's is not.
    const complete = found.length === wanted.length;
    const afterPlaceWord = (index: number) =>
      said
        .slice(Math.max(0, index - 2), index)
        .some((unit) => complements[code].includes(unit.word));
    const distractor = said.some(
      (unit, index) =>
        isContent(unit) &&
        !(complete && afterPlaceWord(index)) &&
        elsewhere.some((sentence) => sentence.has(unit.unit)) &&
        !drawnOn.some((sentence) => sentence.has(unit.unit)) &&
        !keyUnits.has(unit.unit) &&
        !asked.has(unit.unit) &&
        !theirs.some((other) => says(code, [unit.unit], other.unit)),
    );
    return {
      otherYes: yourYes !== undefined && keyYes !== undefined && yourYes !== keyYes,
      contradicts,
      otherPlace,
      wanted: wanted.length,
      found: found.length,
      yesOrNo: keyYes !== undefined,
      distractor,
    };
  });
}

/** The answer says what one of the key's answers says, in its own words (see above). */
export function isParaphrase(onText: OnText): boolean {
  return readingsOf(onText).some(
    (reading) =>
      !reading.otherYes &&
      !reading.contradicts &&
      !reading.distractor &&
      reading.found > 0 &&
      (reading.yesOrNo ? reading.found * 3 >= reading.wanted : reading.found === reading.wanted),
  );
}

/**
 * Part of the key's words said, but against it: a yes for its no, a denial ("every day except
 * Monday" for "on Mondays"), another number, another place, or the text's other content (the distractor:
 * "wandern" where they went to the museum instead). No half credit for that.
 */
export function isAgainstKey(onText: OnText): boolean {
  return readingsOf(onText).every(
    (reading) =>
      reading.otherYes || reading.distractor || reading.contradicts || reading.otherPlace,
  );
}

/** Where the key ends on a place ("… avec ses amis au parc"): the index of its preposition. */
function closingPlace(code: LanguageCode, key: readonly Unit[]): number {
  const end = key.length - 1;
  for (let index = end - 1; index >= Math.max(1, end - 2); index--)
    if (placeWords[code].includes((key[index] as Unit).word)) return index;
  return -1;
}

/** The answer names a place of its own: a place preposition before a word nothing names. */
function namesOtherPlace(
  code: LanguageCode,
  said: readonly Unit[],
  known: ReadonlySet<string>,
  isContent: (unit: Unit) => boolean,
): boolean {
  return said.some((unit, index) => {
    if (!placeWords[code].includes(unit.word)) return false;
    const next = said.slice(index + 1, index + 3).find(isContent);
    return next !== undefined && !known.has(next.unit);
  });
}

/**
 * Two stems of one word family the crude stemmer cut apart: "alquiler" / "alquileres",
 * "centro" / "central". Long enough to be no other word.
 */
function sameFamily(a: string, b: string): boolean {
  if (a.startsWith('=') || b.startsWith('=')) return false;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter.length >= 5 && longer.length - shorter.length <= 2 && longer.startsWith(shorter);
}

/**
 * Whether the answer's units say the key's unit: the same, one of its word family, or (German)
 * a compound of it.
 */
function says(code: LanguageCode, yours: readonly string[], unit: string): boolean {
  if (yours.includes(unit) || yours.some((y) => sameFamily(y, unit))) return true;
  if (code !== 'de' || unit.startsWith('=') || unit.length < 4) return false;
  // "Tischlerausbildung" says "Ausbildung" and "Tischlerin"; "Mittagszeit" says "mittags".
  if (yours.some((y) => y.length >= unit.length + 3 && (y.startsWith(unit) || y.endsWith(unit))))
    return true;
  // "Politik der Regierung" says "Regierungspolitik".
  for (let cut = 4; cut <= unit.length - 4; cut++) {
    const left = unit.slice(0, cut);
    const right = stemOf(code, unit.slice(cut));
    if ((yours.includes(left) || yours.includes(left.replace(/s$/, ''))) && yours.includes(right))
      return true;
  }
  return false;
}
