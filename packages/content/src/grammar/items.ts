import * as EnglishVerbs from 'english-verbs-helper';
import { blankWords } from '../builtin/blanks';
import { equivalentAnswers } from '../builtin/variants';
import {
  englishVerbs,
  hasRegularFrenchPresent,
  hasRegularItalianPresent,
  italianPresentByRule,
  type Person,
  periphrases,
} from '../conjugation/conjugate';
import {
  hasRegularPresent,
  hasRegularPreterite,
  hasStrongPreterite,
  regularPreterite,
  ruleGivesPerson,
} from '../conjugation/iberian';
import type { LanguageCode, Level } from '../languages';
import { pick, type Random, shuffle } from '../random';
import type { AnswerItemKind, AnswerKeyItem, WritingVariation } from '../schemas';
import { normalizeAnswer, words } from '../text';
import {
  motionVerbs,
  type Phrase,
  type TopicEntry,
  topicEntries,
  type VerbId,
  verbs,
} from '../topics/lexicon';
import { buildChoiceItem } from './choice';
import {
  arrangements,
  atOrBelow,
  auxiliaryOf,
  type ClauseSpec,
  capitalise,
  extras,
  extrasAt,
  fitsMeaning,
  formOf,
  namedAs,
  realise,
  renderingOf,
  type Subject,
  subjects,
} from './clause';
import { buildFormItem, formVariationsOf } from './forms';
import type { MeaningId, Rendering } from './meanings';
import type { GrammarPoint, VerbPoint } from './point';
import { reflexivePredicates, reflexiveVerbs } from './reflexives';

/** An item as the exercise shows it and keys it. */
export type WritingItem = {
  variation: WritingVariation;
  prompt: string;
  key: Omit<AnswerKeyItem, 'id'>;
};

export type BuiltItem = WritingItem & {
  /** The clause the item was built from, so tests and the eval can recompute its key. */
  clause: ClauseSpec;
};

export type ItemRequest<Point extends GrammarPoint = VerbPoint> = {
  point: Point;
  level: Level;
  topic: TopicEntry;
  variation: WritingVariation;
  /** The language Translations are written in (the teacher's). */
  instruction: LanguageCode;
  random: Random;
  /** Verbs the teacher named as examples ("ter, ir, fazer"): the items use those of them that fit. */
  verbs?: readonly VerbId[];
};

type Predicate = { verb: VerbId; complement: Phrase };

function englishIrregular(verb: VerbId): string[] | null {
  const info = EnglishVerbs.getVerbInfo(englishVerbs(), verbs[verb].en);
  return info
    ? (info.filter((form): form is string => typeof form === 'string') as string[])
    : null;
}

/** The past a learner builds by rule: *goed, *eated, learned. */
function regularised(verb: VerbId): string {
  const lemma = verbs[verb].en;
  return lemma.endsWith('e') ? `${lemma}d` : `${lemma}ed`;
}

/**
 * Whether a Spanish, Portuguese, Italian or French verb is what the point asks in its tense:
 * regular or irregular in the present ("hablo", "tengo", "je parle"), regular in every person of
 * the preterite ("hablé", not "pidió") or with a strong one ("tuve"). Italian pasts are not told
 * apart.
 */
function romanceFits(point: VerbPoint, verb: VerbId, regular: boolean): boolean {
  const { language } = point;
  const present = point.meanings.every((meaning) => meaning === 'present');
  if (language === 'it') return present && hasRegularItalianPresent(verbs[verb].it) === regular;
  if (language === 'fr') return present && hasRegularFrenchPresent(verbs[verb].fr) === regular;
  if (language !== 'es' && language !== 'pt') return false;
  const lemma = verbs[verb][language];
  if (present) return hasRegularPresent(language, lemma) === regular;
  return regular ? hasRegularPreterite(language, lemma) : hasStrongPreterite(language, lemma);
}

/** Whether the rule gives the verb's form for this person in the point's tense (true if unknown). */
function romanceByRule(point: VerbPoint, verb: VerbId, person: Person): boolean {
  const { language } = point;
  const present = point.meanings.every((meaning) => meaning === 'present');
  if (language === 'it') return !present || italianPresentByRule(verbs[verb].it, person);
  if (language !== 'es' && language !== 'pt') return true;
  return ruleGivesPerson(
    language,
    verbs[verb][language],
    present ? 'PRESENT' : 'PRETERITE',
    person,
  );
}

function fits(point: VerbPoint, { verb }: Predicate): boolean {
  switch (point.verbs) {
    case 'motion':
      return motionVerbs.includes(verb);
    case 'action':
      return !motionVerbs.includes(verb);
    case 'all':
      return true;
    case 'progressive':
      // Nor "find" or "forget", which happen at once ("*is finding an old map").
      return verb !== 'see' && verb !== 'come' && verb !== 'find' && verb !== 'forget';
    case 'irregular':
      if (point.language === 'en') {
        return (
          englishIrregular(verb)?.[0] !== undefined &&
          englishIrregular(verb)?.[0] !== regularised(verb)
        );
      }
      return romanceFits(point, verb, false);
    case 'regular':
      if (point.language === 'en') return englishIrregular(verb) === null;
      return romanceFits(point, verb, true);
    case 'participle': {
      const forms = englishIrregular(verb);
      return forms !== null && forms[0] !== forms[1];
    }
    case 'reflexive':
      return reflexiveVerbs.includes(verb);
  }
}

/** What the topic offers the point: going to its place, or its actions taught by the level. */
function predicatesOf(topic: TopicEntry, level: Level): Predicate[] {
  const actions = topic.actions.filter((action) => atOrBelow(action.from, level));
  return [
    ...motionVerbs.map((verb) => ({ verb, complement: topic.place })),
    ...(actions.length > 0 ? actions : topic.actions).map(({ verb, object }) => ({
      verb,
      complement: object,
    })),
  ];
}

/** Whether the verb shows the rendering's tense plainly (`Rendering.verbs`, `avoid`). */
const shows = (rendering: Rendering | undefined, { verb }: Predicate) =>
  (!rendering?.verbs || rendering.verbs.includes(verb)) && !rendering?.avoid?.includes(verb);

/** A tense shown by fewer of the topic's verbs than this borrows other topics' too. */
const fewestVerbs = 4;

const samePredicate = (a: Predicate, b: Predicate) =>
  a.verb === b.verb && a.complement.en === b.complement.en;

const verbCount = (predicates: readonly Predicate[]) =>
  new Set(predicates.map(({ verb }) => verb)).size;

/**
 * The topic's own words when they fit the point, else those of the topics nearest to it; when the
 * rendering prefers some verbs (`rendering.verbs`, `avoid`) or the point drills regular or
 * irregular ones, the topic's that fit and, if they are too few for varied items, the nearest
 * topics' and then any topic's.
 */
export function predicatesFor(
  point: VerbPoint,
  topic: TopicEntry,
  level: Level,
  rendering?: Rendering,
  named: readonly VerbId[] = [],
): Predicate[] {
  // No topic lists reflexive verbs: their points say a daily routine.
  if (point.verbs === 'reflexive') {
    const asked = reflexivePredicates.filter(({ verb }) => named.includes(verb));
    return [...(asked.length > 0 ? asked : reflexivePredicates)];
  }
  if (rendering?.scenes) return [...rendering.scenes];
  const fitting = (topics: readonly TopicEntry[]) =>
    topics.flatMap((other) => predicatesOf(other, level)).filter((p) => fits(point, p));
  const near = topicEntries.filter((other) => other.themes[0] === topic.themes[0]);
  const widening = [[topic], near, topicEntries];
  // The verbs the teacher named, each with the nearest topic's complements that it takes.
  const asked = named.flatMap((verb) => {
    for (const topics of widening) {
      const found = fitting(topics).filter((p) => p.verb === verb && shows(rendering, p));
      if (found.length > 0) return found;
    }
    return [];
  });
  if (asked.length > 0) return asked;
  // A drill of regular or irregular verbs, too, wants several of them, not one verb repeated.
  const verbClass = point.verbs === 'regular' || point.verbs === 'irregular';
  if (rendering?.verbs || rendering?.avoid || verbClass) {
    let showing: Predicate[] = [];
    for (const topics of widening) {
      if (verbCount(showing) >= fewestVerbs) break;
      const more = fitting(topics).filter(
        (p) => shows(rendering, p) && !showing.some((q) => samePredicate(p, q)),
      );
      showing = [...showing, ...more];
    }
    if (showing.length > 0) return showing;
  }
  for (const topics of widening) {
    const found = fitting(topics);
    if (found.length > 0) return found;
  }
  return [];
}

/**
 * Subjects the clause can take in both languages; a translation leaves out one of two subjects
 * its source spells alike (English "you" for tu and voi), so its key is not a guess.
 */
function subjectsFor(
  code: LanguageCode,
  instruction: LanguageCode,
  meaning: MeaningId,
  translating: boolean,
): Subject[] {
  // The teacher's language matters only when the item is written in it ("I want Tom to go").
  const renderings = [
    renderingOf(code, meaning),
    ...(translating ? [renderingOf(instruction, meaning)] : []),
  ];
  const ambiguous = (subject: Subject) =>
    translating &&
    subjects.some(
      (other) =>
        other.person < subject.person && other.text[instruction] === subject.text[instruction],
    );
  return subjects.filter(
    (subject) =>
      subject.text[code] &&
      subject.text[instruction] &&
      !ambiguous(subject) &&
      !(subject.person === 0 && renderings.some((r) => r?.leadIsFirstPerson)) &&
      !renderings.some((r) => r?.addressee && r.addressee[subject.person] === undefined) &&
      !(renderings.some((r) => r?.imperative) && subject.id !== 'you') &&
      !(
        renderings.some((r) => r?.thirdPersonOnly) &&
        subject.person !== 2 &&
        subject.person !== 5
      ) &&
      renderings.every((r) => !r?.showingPersons || r.showingPersons.includes(subject.person)),
  );
}

const sentenceOf = (parts: readonly string[]) => parts.join(' ');
const same = (a: string, b: string) => normalizeAnswer(a) === normalizeAnswer(b);

/** Every right form of the verb here (main-clause order): the rendering's, its equivalents, either gender of "je". */
function rightForms(code: LanguageCode, spec: ClauseSpec): string[][] {
  const rendering = renderingOf(code, spec.meaning);
  if (!rendering) return [];
  const tenses = [rendering.tense, ...(rendering.alsoRight ?? [])];
  const genders = spec.subject.eitherGender ? (['M', 'F'] as const) : [spec.subject.gender];
  const forms = tenses.flatMap((tense) =>
    genders.map((gender) => formOf(code, spec, tense, { gender })),
  );
  return forms.filter(
    (form, i) => forms.findIndex((f) => sentenceOf(f) === sentenceOf(form)) === i,
  );
}

/** A form as the sentence shows it: German subordinate clauses put the finite verb last. */
function shown(code: LanguageCode, spec: ClauseSpec, form: readonly string[]): string {
  const subordinate = code === 'de' && renderingOf(code, spec.meaning)?.order === 'subordinate';
  const [finite, ...rest] = form;
  return sentenceOf(subordinate && finite ? [...rest, finite] : form);
}

/** A wrong form of the kind the point is about; undefined when that kind gives nothing wrong here. */
function plantedForm(
  code: LanguageCode,
  spec: ClauseSpec,
  point: VerbPoint,
  right: string[][],
): string[] | undefined {
  const rendering = renderingOf(code, spec.meaning);
  if (!rendering) return undefined;
  const isRight = (form: string[]) => right.some((r) => same(sentenceOf(r), sentenceOf(form)));
  const candidate = ((): string[] | undefined => {
    // A contrast of two tenses: the wrong one is the other tense, which the adverbial rules out.
    const other = point.sideBySide
      ? undefined
      : point.meanings.find((meaning) => meaning !== spec.meaning);
    const otherTense = other ? renderingOf(code, other)?.tense : undefined;
    if (otherTense && otherTense !== rendering.tense) return formOf(code, spec, otherTense);
    if (point.sideBySide && rendering.slip) return formOf(code, spec, rendering.slip);
    const mistake = point.mistake;
    switch (mistake.kind) {
      case 'auxiliary': {
        const other = auxiliaryOf(spec.verb) === 'be' ? 'have' : 'be';
        return formOf(code, spec, rendering.tense, { auxiliary: other });
      }
      case 'tense':
        return formOf(code, spec, mistake.tense);
      case 'regularised':
        if (code !== 'es' && code !== 'pt') return [regularised(spec.verb)];
        // "ir" has no stem to regularise (*í): the item falls back to another person's ending.
        return verbs[spec.verb][code].length > 2
          ? [regularPreterite(code, verbs[spec.verb][code], spec.subject.person)]
          : undefined;
      case 'participle': {
        const forms = englishIrregular(spec.verb);
        const [first] = right;
        if (!forms?.[0] || !first) return undefined;
        return [...first.slice(0, -1), forms[0]];
      }
      case 'modalTo': {
        const [first] = right;
        return first ? [...first.slice(0, -1), 'to', ...first.slice(-1)] : undefined;
      }
      case 'order':
      case 'person':
        return undefined;
    }
  })();
  return candidate && !isRight(candidate) ? candidate : undefined;
}

/** The same tense with another person's ending: wrong whoever the subject is (or the infinitive). */
function personForms(
  code: LanguageCode,
  spec: ClauseSpec,
  right: string[][],
  mistakeTense?: string,
): string[][] {
  const rendering = renderingOf(code, spec.meaning);
  if (!rendering) return [];
  // A command's "we" form is right too, with another meaning ("Chicos, comamos": let's eat);
  // "Léa, allons / allez..." are orders too (to us, politely to her): not wrong options.
  const persons = ([0, 1, 2, 3, 4, 5] as Person[]).filter(
    (p) =>
      p !== spec.subject.person &&
      !(rendering.addressee && p === 3) &&
      !(rendering.imperative && (p === 3 || p === 4)),
  );
  // The bare infinitive comes last: wrong in a finite slot, for verbs whose form has no person.
  // Then the wrong tense in any person ("read" is both past and present: "reads" is still wrong).
  const all = [
    ...persons.map((person) => formOf(code, spec, rendering.tense, { person })),
    ...(mistakeTense ? persons.map((person) => formOf(code, spec, mistakeTense, { person })) : []),
    // A periphrasis without its conjugated verb ("*Morgen bestellen ich") is more than one slip;
    // an English bare verb is a right present but after he or she ("On Sundays we go...").
    ...(periphrases[code]?.[rendering.tense] || (code === 'en' && spec.subject.person !== 2)
      ? []
      : [[verbs[spec.verb][code]]]),
  ];
  return all.filter(
    (form, i) =>
      !right.some((r) => same(sentenceOf(r), sentenceOf(form))) &&
      all.findIndex((f) => sentenceOf(f) === sentenceOf(form)) === i,
  );
}

/**
 * Other right sentences: every order of the adverbials (`orders`), and unless the answer must
 * use exactly the given words (`sameWords`, a reordering), the other right forms, dropped subject
 * pronouns and contractions.
 */
function acceptedSentences(
  code: LanguageCode,
  spec: ClauseSpec,
  allForms: string[][],
  {
    orders,
    sameWords,
    withoutCue = false,
  }: { orders: boolean; sameWords: boolean; withoutCue?: boolean },
): string[] {
  const all = arrangements(code, spec);
  const shapes = (orders ? all : all.slice(0, 1)).map((shape) =>
    withoutCue ? { ...shape, dropCue: true } : shape,
  );
  const right = sameWords ? allForms.slice(0, 1) : allForms;
  const dropsPronoun =
    !sameWords && (code === 'es' || code === 'it' || code === 'pt') && spec.subject.eitherGender;
  const specs = dropsPronoun
    ? [spec, { ...spec, subject: { ...spec.subject, text: { ...spec.subject.text, [code]: '' } } }]
    : [spec];
  const sentences = new Set<string>();
  for (const form of right) {
    for (const variant of specs) {
      for (const shape of shapes) {
        const { text } = realise(code, variant, shape, form);
        sentences.add(text);
        if (!sameWords) for (const other of equivalentAnswers(code, text)) sentences.add(other);
      }
    }
  }
  return [...sentences];
}

function keyOf(
  point: VerbPoint,
  kind: AnswerItemKind,
  answer: string,
  others: readonly string[],
): BuiltItem['key'] {
  const accepted = [...new Set(others)].filter((other) => other !== answer).slice(0, 60);
  return {
    answer,
    ...(accepted.length > 0 ? { accepted } : {}),
    grammar_topic: point.names.en,
    kind,
    point: point.id,
  };
}

/** The meanings a transformation reaches by another subject, not from the present. */
const isPresent = (meaning: MeaningId) => meaning === 'present' || meaning === 'presentThirdPerson';

/** One item of the point in the variation, built from a clause on the topic. */
export function buildItem(request: ItemRequest, code: LanguageCode, index: number): BuiltItem {
  const { point, level, topic, variation, instruction, random } = request;
  const meaning = point.meanings[index % point.meanings.length] as MeaningId;
  const rendering = renderingOf(code, meaning);
  // A verb first, then its complement: borrowed topics each bring "go" and "come" to their place.
  const predicates = predicatesFor(point, topic, level, rendering, request.verbs);
  const verb = pick([...new Set(predicates.map((p) => p.verb))], random);
  const predicate = pick(
    predicates.filter((p) => p.verb === verb),
    random,
  );
  const fitting = subjectsFor(code, instruction, meaning, variation === 'Translations');
  // A drill of irregular verbs asks the persons whose form the rule does not give ("tengo",
  // not "tenemos"), where the verb has them.
  const irregularPersons =
    point.verbs === 'irregular'
      ? fitting.filter((subject) => !romanceByRule(point, verb, subject.person))
      : [];
  const persons = irregularPersons.length > 0 ? irregularPersons : fitting;
  // A rewrite whose verb keeps its form asks nothing: "Nós lemos" is present and preterite. A
  // command changes the sentence, not always the form ("Ihr geht" -> "Kinder, geht!").
  const changes = (candidate: Subject) => {
    const clause = { ...predicate, subject: candidate, extras: [], meaning };
    const form = (of: ClauseSpec) => realise(code, of).form.join(' ');
    return form(clause) !== form({ ...clause, meaning: 'present' });
  };
  const rewritten =
    variation === 'Sentence Transformation' && !isPresent(meaning) && !rendering?.addressee
      ? persons.filter(changes)
      : [];
  const subject = pick(rewritten.length > 0 ? rewritten : persons, random);
  // "My friends ... with some friends" says the same thing twice.
  // A scene of its own says all it needs: "has lived in this town for two years".
  const available = extras.filter(
    (extra) =>
      !rendering?.scenes &&
      atOrBelow(extra.from, level) &&
      fitsMeaning(extra, meaning) &&
      !(extra.id === 'friends' && subject.id === 'friends'),
  );
  const chosen = shuffle(available, random)
    .slice(0, extrasAt[level])
    .sort((a, b) => a.rank - b.rank);
  const spec: ClauseSpec = {
    subject,
    verb: predicate.verb,
    complement: predicate.complement,
    extras: chosen,
    meaning,
  };
  const canonical = realise(code, spec);
  const right = rightForms(code, spec);
  const answerForm = sentenceOf(canonical.form);
  const otherForms = right
    .map((form) => shown(code, spec, form))
    .filter((form) => form !== answerForm);
  const label = point.names[code];
  // The cue's word the learner chooses ("since"), asked with the verb or alone.
  const [choice, against] = rendering?.cueChoice ?? [];
  switch (variation) {
    case 'Verb Conjugation Drills': {
      const asked = choice ? [...canonical.form, choice] : canonical.form;
      const withChoice = (form: string) => (choice ? `${form} ${choice}` : form);
      return {
        variation,
        clause: spec,
        prompt: `${blankWords(canonical.text, asked)} (${canonical.lemma}, ${label})`,
        key: keyOf(point, 'form', withChoice(answerForm), otherForms.map(withChoice)),
      };
    }
    case 'Fill in the Blanks': {
      if (choice && against) {
        return {
          variation,
          clause: spec,
          prompt: `${blankWords(canonical.text, [choice])} (${shuffle([choice, against], random).join(' / ')})`,
          key: keyOf(point, 'blank', choice, []),
        };
      }
      const planted = plantedForm(code, spec, point, right);
      const others = personForms(
        code,
        spec,
        right,
        point.mistake.kind === 'tense' ? point.mistake.tense : undefined,
      );
      const persons = [...shuffle(others.slice(0, -1), random), ...others.slice(-1)].slice(
        0,
        planted ? 1 : 2,
      );
      const wrong = [planted, ...persons]
        .filter((form): form is string[] => form !== undefined)
        .map((form) => shown(code, spec, form));
      const options = shuffle([answerForm, ...new Set(wrong)], random);
      return {
        variation,
        clause: spec,
        prompt: `${blankWords(canonical.text, canonical.form)} (${options.join(' / ')})`,
        key: keyOf(point, 'blank', answerForm, otherForms),
      };
    }
    case 'Correct the Mistakes': {
      const planted = plantedForm(code, spec, point, right);
      const wrongText =
        point.mistake.kind === 'order' && code === 'de'
          ? realise(code, spec, {
              front: 'cue',
              order: spec.extras.map((_, i) => i),
              misplaceVerb: true,
            }).text
          : realise(
              code,
              spec,
              undefined,
              planted ??
                pick(
                  personForms(
                    code,
                    spec,
                    right,
                    point.mistake.kind === 'tense' ? point.mistake.tense : undefined,
                  ),
                  random,
                ),
            ).text;
      return {
        variation,
        clause: spec,
        prompt: wrongText,
        key: keyOf(
          point,
          'correct',
          canonical.text,
          acceptedSentences(code, spec, right, { orders: false, sameWords: false }),
        ),
      };
    }
    case 'Sentence Transformation': {
      // A present is rewritten with another subject, not from another tense.
      const presentPoint = isPresent(meaning);
      const base: ClauseSpec = presentPoint
        ? {
            ...spec,
            subject: pick(
              subjects.filter((s) => s.text[code] && s.person !== spec.subject.person),
              random,
            ),
          }
        : { ...spec, meaning: 'present', subject: politeSubject(code, spec, rendering) };
      const baseText = realise(code, base, {
        front: undefined,
        order: base.extras.map((_, i) => i),
        dropCue: true,
      }).text;
      const what = presentPoint
        ? `Rewrite with the subject "${spec.subject.text[code]}"`
        : rendering?.lead
          ? `Rewrite in the ${point.names.en}, beginning with "${capitalise(rendering.lead.replace(/,$/, ''))}"${rendering.cue ? ` and adding "${rendering.cue}"` : ''}`
          : `Rewrite in the ${point.names.en}, adding "${rendering?.cue ?? ''}"`;
      // Another subject keeps the sentence as given: no "every day" the prompt did not have.
      const rewritten = presentPoint
        ? realise(code, spec, {
            front: undefined,
            order: spec.extras.map((_, i) => i),
            dropCue: true,
          }).text
        : canonical.text;
      return {
        variation,
        clause: spec,
        prompt: `${what}: ${baseText}`,
        key: keyOf(
          point,
          'transform',
          rewritten,
          acceptedSentences(code, spec, right, {
            orders: true,
            sameWords: false,
            withoutCue: presentPoint,
          }),
        ),
      };
    }
    case 'Sentence Reordering': {
      const original = words(canonical.text);
      let shuffled = shuffle(original, random);
      for (let tries = 0; tries < 5 && shuffled.join(' ') === original.join(' '); tries++) {
        shuffled = shuffle(original, random);
      }
      return {
        variation,
        clause: spec,
        prompt: shuffled.join(' / '),
        key: keyOf(
          point,
          'reorder',
          canonical.text,
          acceptedSentences(code, spec, right, { orders: true, sameWords: true }),
        ),
      };
    }
    case 'Translations': {
      const source = realise(instruction, {
        ...spec,
        subject: namedAs(spec.subject, code, instruction),
      }).text;
      // "Emma has just eaten" says no "à l'instant": the translation need not add it.
      const cueOptional = !renderingOf(instruction, meaning)?.cue;
      return {
        variation,
        clause: spec,
        prompt: source,
        key: keyOf(point, 'translate', canonical.text, [
          ...acceptedSentences(code, spec, right, { orders: true, sameWords: false }),
          ...(cueOptional
            ? acceptedSentences(code, spec, right, {
                orders: false,
                sameWords: false,
                withoutCue: true,
              })
            : []),
        ]),
      };
    }
  }
}

/**
 * An item of any kind of point: a clause for a verb point, a sentence of a form point's drill
 * (forms.ts), a frame for a choice point (choice.ts).
 */
export function buildWritingItem(
  request: ItemRequest<GrammarPoint>,
  code: LanguageCode,
  index: number,
): WritingItem {
  const { point } = request;
  if (point.kind === 'form') return buildFormItem({ ...request, point });
  if (point.kind === 'choice') return buildChoiceItem({ ...request, point }, code, index);
  return buildItem({ ...request, point }, code, index);
}

/** Whether the point is a choice between its tenses (indefinido or imperfecto), not one tense. */
export const isContrast = (point: VerbPoint) => point.meanings.length > 1 && !point.sideBySide;

/**
 * Variations the point can be written in for this teacher: Translations need the meaning in their
 * language; a contrast of tenses has no reordering, whose words give the tense away and leave
 * nothing to choose.
 */
export function variationsOf(point: GrammarPoint, instruction: LanguageCode): WritingVariation[] {
  if (point.kind === 'form') return formVariationsOf(point, instruction);
  if (point.kind === 'choice') return [...point.variations];
  return point.variations.filter(
    (variation) =>
      (variation !== 'Sentence Reordering' || !isContrast(point)) &&
      (variation !== 'Translations' ||
        (instruction !== point.language &&
          point.meanings.every((meaning) => renderingOf(instruction, meaning)))),
  );
}

/**
 * The subject a German polite command is rewritten from: "Sie essen eine Pizza" becomes "Frau
 * Weber, essen Sie heute Abend eine Pizza!", not "Meine Freundinnen essen...".
 */
function politeSubject(
  code: LanguageCode,
  spec: ClauseSpec,
  rendering: Rendering | undefined,
): ClauseSpec['subject'] {
  const polite = code === 'de' && rendering?.addressee && spec.subject.person === 5;
  return polite ? { ...spec.subject, text: { ...spec.subject.text, de: 'Sie' } } : spec.subject;
}
