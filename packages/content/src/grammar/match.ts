import { type LanguageCode, type Level, levels } from '../languages';
import { topicEntries } from '../topics/lexicon';
import { renderingOf } from './clause';
import { completedPart, coordinatedTexts } from './coordinated';
import { editDistance, findWord, fold } from './fuzzy';
import { inventory } from './inventory';
import { type GrammarPoint, isVerbPoint } from './point';
import { commandOfExampleForms } from './politeExamples';
import { type GrammarTerm, grammarStems, grammarTerms, grammarWords } from './terms';

/**
 * Words that carry no grammar meaning in a request ("the past tense of irregular verbs",
 * "le passé composé avec être"): they neither match nor count against a name.
 */
export const grammarFiller = new Set(
  `the a an of with and in for on to about at tense tenses verb verbs form forms use practice exercise exercises
  or vs versus ou oder o
  le la les l de du des d avec et en pour sur au aux un une temps verbe verbes exercice exercices
  der die das den dem des mit und im in fur zum zur ein eine verben zeit ubung ubungen
  il lo gli i di del della dei con e per sul al alla un una tempo verbo verbi esercizio esercizi
  el los las de del y en con un una tiempo verbo verbos ejercicio ejercicios
  o os as do da dos das com em na um uma tempo verbo verbos exercicio exercicios`.split(/\s+/),
);

/**
 * Words that say how the teacher wants the exercise, not its grammar nor its topic: the level,
 * the kind of exercise ("Übungen zum Perfekt, Niveau A2", "práctica de la familia").
 */
export const practiceWords = new Set(
  `a1 a2 b1 b2 c1 c2 level levels niveau nivel livello nivelo stufe
  practice practise pratique practica pratica entrainement training drill drills revision revisions
  repaso ripasso revisao wiederholung review worksheet fiche ficha scheda arbeitsblatt
  exercise exercises exercice exercices ejercicio ejercicios esercizio esercizi exercicio exercicios
  ubung ubungen aufgaben grammar grammaire grammatik grammatica gramatica`.split(/\s+/),
);

/**
 * Words left out when matching grammar: the practice words, the language taught ("le passé
 * simple espagnol"), "on", "sur", "zum" ("exercises on the past simple") and a teacher's asking
 * why or how two things differ.
 */
export const requestNoise = new Set([
  ...practiceWords,
  ...`english anglais englisch inglese ingles french francais franzosisch francese frances
  german allemand deutsch deutschen tedesco aleman alemao spanish espagnol spanisch spagnolo espanol
  espanhol italian italien italienisch italiano portuguese portugais portugiesisch portoghese
  portugues englischen englische franzosischen franzosische italienischen italienische
  spanischen spanische portugiesischen portugiesische anglaise espagnole italienne allemande
  portugaise inglesa francesa alemana espanola espanhola italiana portuguesa inglesi francesi
  tedeschi tedesca tedesche spagnoli spagnola spagnole italiani portoghesi ingleses franceses
  alemanes espanoles italianos portugueses alemaes alema espanhois allemands espagnols
  italiens sur zum zur sul sulla sobre on about
  why pourquoi warum difference differences different explain explanation unterschied unterschiede
  diferencia diferencias differenza differenze diferenca diferencas`.split(/\s+/),
]);

/**
 * Ordinals and "type" in any language as one word, so "condicional de tipo 2", "second
 * conditional" and "periodo ipotetico del secondo tipo" meet.
 */
const sameWord: Record<string, string> = Object.fromEntries(
  (
    [
      ['0', 'zero cero null'],
      ['1', 'first 1st premier premiere primer primero primo primeiro erste ersten erster'],
      ['2', 'second 2nd deuxieme segundo secondo zweite zweiten zweiter'],
      ['3', 'third 3rd troisieme 3e tercer tercero terzo terceiro dritte dritten dritter'],
      ['type', 'tipo typ types tipos typen'],
    ] as const
  ).flatMap(([to, from]) => from.split(' ').map((word) => [word, to])),
);

const contentWords = (text: string) =>
  fold(text)
    .split(' ')
    .filter((word) => word && !grammarFiller.has(word) && !requestNoise.has(word))
    .map((word) => sameWord[word] ?? word);

/**
 * Teachers' abbreviations of grammar words ("pres perfect", "Konj. II", "subj. imperfect"), folded:
 * read as the word when written with a full stop or beside another word of grammar or
 * abbreviation ("pres perf vs past simple", "PC vs imparfait"), so that "près de" stays a place
 * and "PC games" a computer.
 */
const abbreviations: Record<string, string> = {
  pres: 'present',
  perf: 'perfect',
  cond: 'conditional',
  subj: 'subjunctive',
  konj: 'Konjunktiv',
  inf: 'infinitive',
  infin: 'infinitive',
  imperf: 'imperfect',
  fut: 'future',
  prep: 'preposition',
  preps: 'prepositions',
  adj: 'adjective',
  adjs: 'adjectives',
  adv: 'adverb',
  advs: 'adverbs',
  pron: 'pronoun',
  prons: 'pronouns',
  irreg: 'irregular',
  vb: 'verb',
  vbs: 'verbs',
  cong: 'congiuntivo',
  pc: 'passé composé',
  pret: 'preterite',
};

/**
 * Where a language spells the word otherwise, and its own abbreviations: "subj. présent" is the
 * subjonctif, "pron. relativi" pronomi, "Wechselpräp. – wo? + Dat." the Dativ.
 */
const ownAbbreviations: Partial<Record<LanguageCode, Record<string, string>>> = {
  fr: {
    subj: 'subjonctif',
    pres: 'présent',
    ind: 'indicatif',
    cond: 'conditionnel',
    imperf: 'imparfait',
    fut: 'futur',
    inf: 'infinitif',
    pron: 'pronoms',
    prons: 'pronoms',
    prep: 'prépositions',
    preps: 'prépositions',
  },
  es: {
    subj: 'subjuntivo',
    pres: 'presente',
    ind: 'indicativo',
    cond: 'condicional',
    imperf: 'imperfecto',
    fut: 'futuro',
    pret: 'pretérito',
    pron: 'pronombres',
    prons: 'pronombres',
    prep: 'preposiciones',
    preps: 'preposiciones',
  },
  it: {
    subj: 'congiuntivo',
    pres: 'presente',
    ind: 'indicativo',
    cond: 'condizionale',
    imperf: 'imperfetto',
    fut: 'futuro',
    pron: 'pronomi',
    prons: 'pronomi',
    prep: 'preposizioni',
    preps: 'preposizioni',
  },
  pt: {
    subj: 'conjuntivo',
    conj: 'conjuntivo',
    pres: 'presente',
    ind: 'indicativo',
    cond: 'condicional',
    imperf: 'imperfeito',
    fut: 'futuro',
    pret: 'pretérito',
    pron: 'pronomes',
    prons: 'pronomes',
    prep: 'preposições',
    preps: 'preposições',
  },
  de: {
    prap: 'Präpositionen',
    wechselprap: 'Wechselpräpositionen',
    nom: 'Nominativ',
    akk: 'Akkusativ',
    dat: 'Dativ',
    gen: 'Genitiv',
    prat: 'Präteritum',
  },
};
const abbreviationTables = new Map<LanguageCode | undefined, Record<string, string>>();
function abbreviationsIn(code?: LanguageCode): Record<string, string> {
  let table = abbreviationTables.get(code);
  if (!table) {
    table = { ...abbreviations, ...(code ? ownAbbreviations[code] : {}) };
    abbreviationTables.set(code, table);
  }
  return table;
}

/** Words joining two points ("X vs Y") that stand between an abbreviation and its neighbour. */
const joining = new Set('vs versus or and ou et oder und o y e x'.split(' '));

function withoutAbbreviations(text: string, code?: LanguageCode): string {
  const abbreviations = abbreviationsIn(code);
  const tokens = text.replace(/(?<!\p{L})w\/(?=\s)/giu, 'with').split(/(\p{L}+)/u);
  // Words sit at odd indexes, what separates them at even ones.
  const grammarLike = (index: number) => {
    const word = fold(tokens[index] ?? '');
    return word !== '' && (abbreviations[word] !== undefined || namesGrammar(word));
  };
  const neighbour = (index: number, step: 2 | -2) => {
    let at = index + step;
    while (joining.has(fold(tokens[at] ?? ''))) at += step;
    return grammarLike(at);
  };
  const read = [...tokens];
  for (let index = 1; index < tokens.length; index += 2) {
    const full = abbreviations[fold(tokens[index] as string)];
    const after = tokens[index + 1] ?? '';
    if (!full) continue;
    if (after.startsWith('.')) {
      read[index] = full;
      read[index + 1] = ` ${after.slice(1)}`;
    } else if (neighbour(index, 2) || neighbour(index, -2)) read[index] = full;
  }
  return read.join('');
}

/** Every word of the request, folded, ordinals and "type" as one word. */
const wordsOf = (text: string) =>
  fold(text)
    .split(' ')
    .filter(Boolean)
    .map((word) => sameWord[word] ?? word);

/**
 * "Praeteritum" as "Präteritum" (folded "prateritum"), "hoefliche Bitten" as "höfliche", when
 * that is a word of grammar names or of what a point is used for.
 */
function withUmlauts(word: string): string {
  if (!/ae|oe|ue/.test(word)) return word;
  const plain = word.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u');
  return grammarVocabulary().has(plain) || usage.has(plain) ? plain : word;
}

type Scored = { point: GrammarPoint; score: number; used: string[] };

/**
 * A name's words, and whether it must be said whole and in order ("du de la des", "have to"):
 * such a name is looked for among every word of the request, not only its content words.
 */
type Name = { words: string[]; whole: boolean };

/**
 * A name and, when it has a part in brackets, each part alone: "passé simple espagnol (pretérito
 * indefinido)" is asked as "passé simple" or as "pretérito indefinido", and a missing half must
 * not count against the other.
 */
const variantsOf = (name: string): string[] => {
  const bracket = /^(.*?)\s*\((.*)\)\s*$/.exec(name);
  if (!bracket?.[1] || !bracket[2]) return [name];
  // A part that only says the language ("(portugués)") names nothing alone.
  // A formula names the point only whole: "(no + subjonctif)" is not the subjunctive.
  return [
    name,
    ...[bracket[1], bracket[2]].filter(
      (part) => contentWords(part).length > (part.includes('+') ? 1 : 0),
    ),
  ];
};

/**
 * A name of filler words only, or whose other words are everyday topic words ("en train de",
 * "verb at the end"), is looked for whole: "train" or "week-end" alone name no grammar.
 */
const nameOf = (name: string): Name => {
  const words = [...new Set(contentWords(name))];
  const all = wordsOf(name);
  // "have to", "going to", "ir a": one everyday word with filler is said whole ("have got" is not
  // "have to").
  const phrase =
    words.length === 0 ||
    words.every((word) => topicWords().has(word)) ||
    (words.length === 1 && all.length > 1 && !namesGrammar(words[0] as string));
  return phrase ? { words: all, whole: true } : { words, whole: false };
};

/** Every point's names and aliases as written whole, folded, by language. */
const wholeNames = new Map<LanguageCode, Map<string, GrammarPoint[]>>();
/**
 * Whether a part of a name in brackets is another point's whole name, the other part sharing no
 * word with that point's names: "passive voice (past simple)" narrows the passive to a tense, and
 * "past simple" alone asks for the tense; "irregular preterite (pretérito indefinido)" glosses.
 */
function namesAnother(part: string, beside: string, point: GrammarPoint): boolean {
  let names = wholeNames.get(point.language);
  if (!names) {
    names = new Map();
    for (const other of inventory[point.language]) {
      for (const name of [...Object.values(other.names), ...other.aliases]) {
        const key = fold(name);
        names.set(key, [...(names.get(key) ?? []), other]);
      }
    }
    wholeNames.set(point.language, names);
  }
  const besideWords = new Set(contentWords(beside));
  return (names.get(fold(part)) ?? []).some(
    (other) =>
      other !== point &&
      !fullNamesOf(other).some((words) => words.some((word) => besideWords.has(word))),
  );
}

/** Names and aliases folded once: folding (Unicode normalisation) costs more than matching. */
const foldedNames = new Map<GrammarPoint, Name[]>();
function namesOf(point: GrammarPoint): Name[] {
  let names = foldedNames.get(point);
  if (!names) {
    names = [...Object.values(point.names), ...point.aliases]
      .flatMap((name) => {
        const [whole, ...parts] = variantsOf(name);
        return [
          whole as string,
          ...parts.filter(
            (part) => !namesAnother(part, parts.find((other) => other !== part) ?? '', point),
          ),
        ];
      })
      .map(nameOf);
    foldedNames.set(point, names);
  }
  return names;
}

/**
 * The request's content words, and the typed words each name word may be a typo of, worked out
 * once per request: every point's every name asks for the same few words.
 */
type Typed = { has: ReadonlySet<string>; typos: (word: string) => string[] };

/** A word with a negating prefix is its opposite, no typo of it ("irregulares", "unregelmäßig"). */
const negates = (typed: string, word: string) =>
  typed.endsWith(word) && /^(?:ir|in|im|il|un|non)$/.test(typed.slice(0, -word.length));

function typedWords(input: readonly string[]): Typed {
  // A typo is never a topic's word nor another short word of the grammar vocabulary ("going"
  // is no typo of "doing", "articoli" none of "articolate"), but a plural in -s is the same word
  // ("deductions") and a long cognate a typo ("condicional", "conditional").
  const typoable = input.filter(
    (typed) => !topicWords().has(typed) && (typed.length >= 9 || !grammarVocabulary().has(typed)),
  );
  const known = new Map<string, string[]>();
  return {
    has: new Set(input),
    typos: (word) => {
      let typos = known.get(word);
      if (!typos) {
        typos = input.filter(
          (typed) =>
            typed !== word &&
            !negates(typed, word) &&
            ((typoable.includes(typed) && findWord([typed], word) !== undefined) ||
              `${typed}s` === word ||
              `${word}s` === typed),
        );
        known.set(word, typos);
      }
      return typos;
    },
  };
}

/** How well one name or alias is found in the request: all its words, a typo weighing less. */
function scoreName(
  input: Typed,
  wanted: readonly string[],
): { score: number; used: string[]; found: string[] } {
  if (wanted.length === 0) return { score: 0, used: [], found: [] };
  const found: string[] = [];
  let score = 0;
  for (const word of wanted) {
    // An exact word first, so "imperfeito" is not taken for a typo of "perfeito"; an exact word
    // also weighs a little more, so "irréguliers" is not read as a typo of "réguliers".
    const match =
      input.has.has(word) && !found.includes(word)
        ? word
        : input.typos(word).find((typed) => !found.includes(typed));
    if (match) {
      found.push(match);
      score += match === word ? 1 : 0.9;
    } else {
      score -= 0.5;
    }
  }
  // One word of a longer name is never enough ("Passiv mit werden" is no Futur I with werden).
  if (found.length < wanted.length) return { score: 0, used: [], found };
  return { score, used: found, found };
}

/**
 * A name of filler words only ("por y para", "du de la des") counts only when the request says
 * it whole and in order: "la Coupe du monde" names no partitive article.
 */
function scorePhrase(
  everyWord: readonly string[],
  wanted: readonly string[],
): { score: number; used: string[]; found: string[] } {
  const found = everyWord.some((_, start) =>
    wanted.every((word, index) => everyWord[start + index] === word),
  );
  return found
    ? { score: wanted.length, used: [...wanted], found: [...wanted] }
    : { score: 0, used: [], found: [] };
}

/** A name found in the request: all its words, each exact or with a typo. */
const named = (score: number) => score > 0;

/**
 * The point's best name in the request, and every word its names account for: those of a name
 * said whole, and, once one is, those of a name two of whose words are said ("Konjunktiv I
 * (indirekte Rede)"; "I wish + would", "si + imparfait + conditionnel").
 */
function scorePoint(input: Typed, everyWord: readonly string[], point: GrammarPoint): Scored {
  let best: Scored = { point, score: 0, used: [] };
  const covered = new Set<string>();
  const partly = new Set<string>();
  for (const name of namesOf(point)) {
    const { score, used, found } = name.whole
      ? scorePhrase(everyWord, name.words)
      : scoreName(input, name.words);
    if (named(score)) for (const word of used) covered.add(word);
    else if (found.length >= 2 && found.length === name.words.length - 1) {
      // Only when the word left out says no grammar ("hypothèse", "wishes"): "pretérito
      // perfecto simple" without "simple" is not the preterite.
      const left = name.words.filter((word) => !input.has.has(word) && !input.typos(word).length);
      if (!left.some(namesGrammar)) for (const word of found) partly.add(word);
    }
    if (score > best.score) best = { point, score, used };
  }
  if (named(best.score)) for (const word of partly) covered.add(word);
  const shown = examplesSaid(everyWord, point);
  if (shown.score > 0) {
    for (const word of shown.used) covered.add(word);
    best = { point, score: Math.max(best.score, 0) + shown.score, used: best.used };
  }
  return { ...best, used: [...covered] };
}

export type PointMatch = {
  point: GrammarPoint;
  /** Words of the request (folded) that named the point, left out when looking for the topic. */
  used: string[];
};

/**
 * What the request asks of grammar: a point of the inventory; a term of the grammar vocabulary
 * that no point of the language teaches; or grammar the engine cannot place (two points at once,
 * a tense of no inventory): both declined by name, never replaced by another point.
 */
export type GrammarRequest =
  | ({ kind: 'point' } & PointMatch)
  | { kind: 'unavailable'; term: GrammarTerm; used: string[]; asked?: string }
  | { kind: 'unrecognised'; asked: string; used: string[] }
  | { kind: 'points'; points: GrammarPoint[]; declined: DeclinedPart[]; used: string[] };

/**
 * A coordinated part no point teaches: a term of the vocabulary (with the words that named it,
 * as typed), or the part as typed.
 */
export type DeclinedPart = { term: GrammarTerm; asked?: string } | { asked: string };

/**
 * The words that named a term, as the teacher typed them outside brackets, with the grammar words
 * said next to them ("adjectifs possessifs" for the possessives): a decline names the point in
 * the teacher's words too.
 */
function typedSpan(
  typedInput: string,
  words: readonly string[],
  beside: readonly string[] = [],
): string | undefined {
  const outside = typedInput.replace(/\([^)]*\)/g, (bracket) => ' '.repeat(bracket.length));
  const tokens = [...outside.matchAll(/[\p{L}\p{N}'’-]+/gu)];
  const saying = (token: RegExpMatchArray, said: readonly string[]) =>
    wordsOf(token[0]).some((word) => said.includes(withUmlauts(word)));
  // "verbes" in "verbes en -er + être et avoir" is the present's, not the term's.
  const own = words.filter((word) => !verbWords.has(word));
  let first = tokens.findIndex((token) => saying(token, own));
  let last = tokens.findLastIndex((token) => saying(token, own));
  if (first < 0) return undefined;
  while (first > 0 && saying(tokens[first - 1] as RegExpMatchArray, beside)) first--;
  while (last < tokens.length - 1 && saying(tokens[last + 1] as RegExpMatchArray, beside)) last++;
  const start = tokens[first]?.index ?? 0;
  const end = tokens[last] as RegExpMatchArray;
  return typedInput.slice(start, (end.index ?? 0) + end[0].length);
}

/** A term declined by name, with the words the teacher typed for it. */
function declinedTerm(
  typedInput: string,
  { term, used }: { term: GrammarTerm; used: string[] },
  saidWords: string[],
): GrammarRequest {
  const asked = typedSpan(typedInput, used, saidWords);
  return { kind: 'unavailable', term, used: saidWords, ...(asked ? { asked } : {}) };
}

const levelDistance = (point: GrammarPoint, level: Level) =>
  Math.min(...point.levels.map((l) => Math.abs(levels.indexOf(l) - levels.indexOf(level))));

type Candidate = Scored & { uncovered: string[] };

/**
 * The points the request names (fully, or two words of three), best first, each with the
 * request's grammar words it leaves unexplained: a point that leaves one is not what was asked
 * ("present perfect vs past simple" is neither tense alone).
 */
function candidates(
  input: Typed,
  everyWord: readonly string[],
  grammatical: readonly string[],
  code: LanguageCode,
  level: Level,
): Candidate[] {
  return inventory[code]
    .map((point) => scorePoint(input, everyWord, point))
    .filter(({ score }) => named(score))
    .map((scored) => ({
      ...scored,
      uncovered: grammatical.filter((word) => !scored.used.includes(word)),
    }))
    .sort(
      (a, b) =>
        a.uncovered.length - b.uncovered.length ||
        b.score - a.score ||
        levelDistance(a.point, level) - levelDistance(b.point, level),
    );
}

/** Two or more of a point's typical forms ("fui, tuve, hice"; "went, saw, ate") name it. */
function examplesSaid(everyWord: readonly string[], point: GrammarPoint): Scored {
  const examples = point.examples ?? [];
  const used = everyWord.filter((word) => examples.includes(word));
  return used.length >= 2 ? { point, score: used.length, used } : { point, score: 0, used: [] };
}

/** Every word of every point's names, in every inventory: words a typo of a term may not be. */
let foldedPointWords: Set<string> | undefined;
function pointWords(): Set<string> {
  foldedPointWords ??= new Set(
    Object.values(inventory).flatMap((points) =>
      points.flatMap((point) => namesOf(point).flatMap(({ words }) => words)),
    ),
  );
  return foldedPointWords;
}

/** Every word of the topic lexicon's keywords. */
let foldedTopicWords: Set<string> | undefined;
function topicWords(): Set<string> {
  foldedTopicWords ??= new Set(
    topicEntries.flatMap((topic) =>
      [topic.label, ...topic.keywords].flatMap((k) => fold(k).split(' ')),
    ),
  );
  return foldedTopicWords;
}

/** Words for "verb": filler in a point's name, but "Verben mit Dativ" is not "mit Dativ". */
const verbWords = new Set([
  'verb',
  'verbs',
  'verbe',
  'verbes',
  'verben',
  'verbo',
  'verbi',
  'verbos',
]);

/** A term's name as the words a request must hold: its content words and its words for "verb". */
function termWordsOf(name: string): string[] {
  const words = wordsOf(name);
  const kept = words.filter(
    (word) => (!grammarFiller.has(word) && !requestNoise.has(word)) || verbWords.has(word),
  );
  // "pour que" is both words, not "que" alone; "les pronoms y et en" all but its article, not
  // "pronoms" alone.
  if (!kept.some((word) => !verbWords.has(word) && !everyday.has(word))) return words;
  if (kept.length === 1 && words.length > 1) {
    const [first, ...rest] = words;
    return first && leadingArticles.has(first) ? rest : words;
  }
  return kept;
}

/**
 * Whether a term's word for "verb" is another term's, which says it with the word before it:
 * "reflexive Verben mit Akkusativ und Dativ" asks for reflexive verbs, not for "Verben mit Dativ".
 */
function qualifiedElsewhere(
  used: readonly string[],
  all: readonly { used: string[] }[],
  everyWord: readonly string[],
): boolean {
  return used.some((word) => {
    if (!verbWords.has(word)) return false;
    const before = everyWord[everyWord.indexOf(word) - 1];
    return (
      before !== undefined &&
      !used.includes(before) &&
      all.some((other) => other.used.includes(word) && other.used.includes(before))
    );
  });
}

/** Articles a name may start with ("the passive", "les pronoms y et en"). */
const leadingArticles = new Set(
  'the le la les l der die das il lo gli i el los las o os a as'.split(' '),
);

/** Every word of a point's names as written, filler included, for comparing with a term's. */
const fullWords = new Map<GrammarPoint, string[][]>();
function fullNamesOf(point: GrammarPoint): string[][] {
  let names = fullWords.get(point);
  if (!names) {
    names = [...Object.values(point.names), ...point.aliases].flatMap(variantsOf).map((name) =>
      fold(name)
        .split(' ')
        .map((word) => sameWord[word] ?? word),
    );
    fullWords.set(point, names);
  }
  return names;
}

/**
 * A term's name as the words a request must hold, and its length as written ("depuis il y a": 4);
 * `inOrder`: every word, article included, one after the other ("los indefinidos", "als ob").
 */
type TermName = { words: string[]; length: number; inOrder?: boolean };
/**
 * A term's names and aliases (`names`, their words the grammar vocabulary's), and every way it
 * is said (`weighed`): those, its examples and its phrases, whose words are everyday words.
 */
type Term = { term: GrammarTerm; names: string[][]; weighed: TermName[] };
/** Every term's names and aliases folded once, each as its content words. */
let foldedTerms: Term[] | undefined;
function terms(): Term[] {
  foldedTerms ??= grammarTerms.map((term) => {
    const unordered = (names: readonly string[]) =>
      names
        .flatMap(variantsOf)
        .map((name) => ({ words: termWordsOf(name), length: wordsOf(name).length }))
        .filter(({ words }) => words.length > 0);
    const named = unordered([...Object.values(term.names), ...term.aliases]);
    const weighed: TermName[] = [
      ...named,
      ...unordered(term.examples ?? []),
      ...(term.phrases ?? []).map((phrase) => {
        const words = wordsOf(phrase);
        return { words, length: words.length, inOrder: true };
      }),
    ];
    return { term, names: named.map(({ words }) => words), weighed };
  });
  return foldedTerms;
}

/**
 * The words of the terms' examples and phrases ("sowohl als auch", "if only", "du oder Sie"):
 * everyday words, not of the grammar vocabulary although a term's name may hold one.
 */
let foldedExampleWords: Set<string> | undefined;
function exampleWords(): Set<string> {
  foldedExampleWords ??= new Set(
    grammarTerms.flatMap(({ examples = [], phrases = [] }) =>
      [...examples, ...phrases].flatMap(wordsOf),
    ),
  );
  return foldedExampleWords;
}

/** Whether the words are said one after the other, as they are ("los indefinidos"). */
const saidInOrder = (everyWord: readonly string[], words: readonly string[]) =>
  everyWord.some((_, start) => words.every((word, index) => everyWord[start + index] === word));

/** Every word of every term's names: none is a typo of another term ("causatif", "accusatif"). */
let foldedTermWords: Set<string> | undefined;
function termWords(): Set<string> {
  foldedTermWords ??= new Set(terms().flatMap(({ names }) => names.flat()));
  return foldedTermWords;
}

/**
 * Words of grammar names that everyday requests use too ("quand j'étais petit", "what I like"):
 * they name grammar only inside a name, and a point need not account for them.
 */
const everyday = new Set(
  `que che als como come comme wie qui who what which that is are es ist t s don doesn didn isn
  aren won por para preterito contrast contraste kontrast contrasto difference diferencia
  differenza diferenca unterschied entre between zwischen tra after apres nach dopo despues depois
  er ir re ar are ere ire oir exprimer expression expresar esprimere ausdrucken express
  countries paesi paises landern stadten light ending formation address informal becoming
  saber wissen kennen savoir sapere conoscere support supports reporting provided providing
  verbal verbales verbali verbais verbaux expressions expresiones espressioni expressoes emotion
  emocion emozione emocao feeling feelings sentiment sentiments sentimiento sentimento sentimenti
  volonte voluntad volonta vontade opinion opinione opiniao wanting volition sie mein meine
  meinen meinem meiner`.split(/\s+/),
);

/** The words of every name of every point and term, in every language: the grammar vocabulary. */
let vocabulary: Set<string> | undefined;
function grammarVocabulary(): Set<string> {
  vocabulary ??= new Set(
    [
      ...pointWords(),
      ...terms()
        .flatMap(({ names }) => names.flat())
        .filter((word) => !exampleWords().has(word)),
    ].filter((word) => !everyday.has(word) && !topicWords().has(word)),
  );
  return vocabulary;
}

/** The vocabulary's words that name grammar by themselves: those a typo may stand for. */
let strongWords: string[] | undefined;
const strongVocabulary = () => {
  strongWords ??= [...grammarVocabulary()].filter(namesGrammar);
  return strongWords;
};

const grammarWordCache = new Map<string, boolean>();
/**
 * Whether a word of the request belongs to the grammar vocabulary, typos included ("simpel"): a
 * point that leaves such a word unexplained is not the one asked for.
 */
function isGrammarWord(word: string): boolean {
  let known = grammarWordCache.get(word);
  if (known === undefined) {
    const words = grammarVocabulary();
    known =
      words.has(word) ||
      // One slip only: "Höflichkeit" is a word of its own, not a typo of "Möglichkeit".
      (word.length >= 6 &&
        !topicWords().has(word) &&
        !everyday.has(word) &&
        strongVocabulary().some(
          (name) => Math.abs(name.length - word.length) <= 1 && editDistance(word, name, 1) <= 1,
        ));
    grammarWordCache.set(word, known);
  }
  return known;
}

/**
 * Words of the names that say what a point is used for, not which grammar it is ("should for
 * advice", "il condizionale per dare consigli"): a point need not account for them.
 */
const usage = new Set(
  `advice conseil rat consiglio consigli consejo consejos conselho conselhos obligation obbligo
  obligacion obrigacao pflicht possibility possibilite moglichkeit possibilita posibilidad
  possibilidade probabilidad probabilite plans plan habits habitudes gewohnheiten abitudini habitos
  deductions deduction speculation criticism preferences politeness politesse hoflichkeit cortesia
  routines routine predictions prediction regrets regret plans planes projets piani planos plane
  requests demandes peticiones richieste pedidos bitten
  genero numero gender number genre genere numerus wunsche ratschlage hoflich hofliche
  narrar raconter raccontare erzahlen narrating`.split(/\s+/),
);

/**
 * The request's words a point must account for: its grammar words, less those of use, and any
 * word joined to another by "+" ("llevar + gerundio": llevar is part of the construction asked).
 */
function grammarWordsOf(userInput: string, input: readonly string[]): string[] {
  const joined = new Set(
    [...userInput.matchAll(/([^\s+]+)\s*\+\s*([^\s+]+)/g)].flatMap(([, before, after]) =>
      [before, after].flatMap((side) => wordsOf(side ?? '')),
    ),
  );
  // A list of three or more single words, one of them grammar ("ser, estar e ficar"; "weil,
  // denn, deshalb"), asks for each of them; examples in brackets ("(went, saw, ate)") do not.
  const outside = userInput.replace(/\([^)]*\)/g, ' ');
  const items = outside
    .split(/[,;/]|\s(?:and|or|et|ou|und|oder|e|ed|o|y|u)\s/)
    .map((item) => contentWords(item));
  const listed =
    items.length >= 3 &&
    items.every((item) => item.length === 1) &&
    items.some(([word]) => word !== undefined && isGrammarWord(word))
      ? new Set(items.flat())
      : new Set<string>();
  // Examples in brackets need no point's name: "(si tuviera...)", "(tener que)", "(waere)" as
  // the request's words read it.
  const bracketed = new Set(
    [...userInput.matchAll(/\(([^)]*)\)/g)].flatMap(([, inside]) =>
      wordsOf(inside ?? '')
        .map(withUmlauts)
        .filter((word) => !namesGrammar(word)),
    ),
  );
  // Words written together with slashes, one of them no grammar ("he/she/it", "ich/du/er"), are
  // examples too: the persons the point is practised in.
  const slashed = new Set(
    [...userInput.matchAll(/[\p{L}']+(?:\/[\p{L}']+)+/gu)]
      .map(([run]) => wordsOf(run))
      .filter((words) => words.some((word) => !isGrammarWord(word)))
      .flatMap((words) => words.filter((word) => !namesGrammar(word))),
  );
  // "In the past" is when, not which tense ("imperfecto para hablar de hábitos en el pasado").
  const when = new Set(
    [...userInput.matchAll(pastAsTime)].flatMap(([phrase]) => wordsOf(phrase).map(withUmlauts)),
  );
  return input.filter(
    (word) =>
      ((isGrammarWord(word) && !usage.has(word)) || joined.has(word) || listed.has(word)) &&
      !bracketed.has(word) &&
      !slashed.has(word) &&
      !when.has(word),
  );
}

/** "In the past" as a time, not a tense: "in the past tense", "au passé" name the tense. */
const pastAsTime =
  /(?<!\p{L})(?:in the past|en el pasado|dans le passé|in der vergangenheit|nel passato|no passado)(?!\s+(?:tense|simple|continuous|progressive|perfect)(?!\p{L}))(?!\p{L})/giu;

/**
 * Whether a word says the request is about grammar, whatever the rest: a tense, mood, voice, part
 * of speech or construction named in one of the seven languages ("futur antérieur", "Genitiv").
 */
const namesGrammar = (word: string) =>
  !topicWords().has(word) &&
  (grammarWords.has(word) || grammarStems.some((stem) => word.startsWith(stem)));

/**
 * The grammar terms the request says, each with the words that said it, longest first: every
 * word of one of its names must be there (a typo allowed in long words), never a part of a name.
 */
export function termsSaid(typedInput: string): { term: GrammarTerm; used: string[] }[] {
  const everyWord = wordsOf(withoutAbbreviations(typedInput));
  return termsIn(
    everyWord.filter((word) => !grammarFiller.has(word)),
    everyWord,
  );
}

/**
 * The terms said that are no part of a longer one said ("conjunções" of "conjunções
 * concessivas"); "y" in "tú y usted" is no more than the "y" of a list.
 */
function outermost<T extends { used: string[] }>(said: readonly T[]): T[] {
  const naming = (used: readonly string[]) => used.filter((word) => !grammarFiller.has(word));
  return said.filter(
    ({ used }) =>
      !said.some(
        (other) =>
          naming(other.used).length > naming(used).length &&
          naming(used).every((word) => other.used.includes(word)),
      ),
  );
}

function termsIn(
  input: readonly string[],
  everyWord: readonly string[],
): { term: GrammarTerm; used: string[] }[] {
  const present = new Set(everyWord);
  // A typo only in a long word, and never another grammar word ("indefinido" is no typo of
  // "indefinidos") nor a topic's ("cafes" is no typo of "cases").
  const typos = input.filter(
    (typed) =>
      typed.length >= 6 &&
      !pointWords().has(typed) &&
      !termWords().has(typed) &&
      !topicWords().has(typed),
  );
  const said: { term: GrammarTerm; used: string[]; length: number }[] = [];
  for (const { term, weighed } of terms()) {
    let best: string[] | undefined;
    let longest = 0;
    for (const { words, length, inOrder } of weighed) {
      if (inOrder) {
        if (saidInOrder(everyWord, words) && length > longest) {
          best = [...words];
          longest = length;
        }
        continue;
      }
      const used: string[] = [];
      for (const word of words) {
        const match = present.has(word)
          ? word
          : word.length >= 7 && typos.length > 0
            ? findWord(
                typos.filter((typed) => !used.includes(typed)),
                word,
              )
            : undefined;
        if (!match || used.includes(match)) break;
        used.push(match);
      }
      if (used.length === words.length && length > longest) {
        best = used;
        longest = length;
      }
    }
    if (best) said.push({ term, used: best, length: longest });
  }
  // The longest name said first: "il y a / depuis" is about depuis, not about "il y a".
  return said
    .sort((a, b) => b.length - a.length || b.used.length - a.used.length)
    .map(({ term, used }) => ({ term, used }));
}

/** Points of the language that teach the term: a name of theirs is a name of the term and more. */
const teaching = new Map<string, GrammarPoint[]>();
export function pointsTeaching(term: GrammarTerm, code: LanguageCode): GrammarPoint[] {
  const key = `${term.id}:${code}`;
  let points = teaching.get(key);
  if (!points) {
    const termNames = terms().find((entry) => entry.term === term)?.names ?? [];
    points = inventory[code].filter(
      (point) =>
        term.points?.includes(point.id) ||
        // A name of the point holds the term's and no other grammar ("preposizioni con
        // accusativo e dativo" teaches no prepositions with the accusative).
        fullNamesOf(point).some((words) =>
          termNames.some(
            (name) =>
              name.every((word) => words.includes(word)) &&
              words.every((word) => name.includes(word) || !namesGrammar(word)),
          ),
        ),
    );
    teaching.set(key, points);
  }
  return points;
}

/**
 * How far a term said only in brackets narrows the point named outside them, its names sharing
 * the point's grammar words: every example in the brackets is the term's ("pronomi relativi (il
 * quale, il cui)" asks for the compound relatives, which the simple relatives che and cui do not
 * teach), some are ("(más... que, -ísimo)": the comparison and the absolute superlative), or none.
 */
function narrowing(
  { term, used }: { term: GrammarTerm; used: string[] },
  point: GrammarPoint,
  userInput: string,
): 'all' | 'some' | 'none' {
  // Words the point's own names hold gloss it ("a menos que (unless)").
  const own = new Set(fullNamesOf(point).flat());
  if (used.every((word) => own.has(word))) return 'none';
  const pointWords = new Set(namesOf(point).flatMap(({ words }) => words.filter(namesGrammar)));
  const entry = terms().find((candidate) => candidate.term === term);
  if (!entry?.names.some((name) => name.some((word) => pointWords.has(word)))) return 'none';
  const termWords = new Set(entry.weighed.flatMap(({ words }) => words));
  const examples = [...userInput.matchAll(/\(([^)]*)\)/g)]
    .flatMap(([, inside]) => (inside ?? '').split(/[,;/]/))
    .map(contentWords)
    .filter((words) => words.length > 0);
  const theTerms = examples.filter((words) => words.every((word) => termWords.has(word)));
  return theTerms.length === 0 ? 'none' : theTerms.length === examples.length ? 'all' : 'some';
}

/** Words that say after what a point is asked ("after", "nach", "depois de"): its context. */
const contextWords = new Set('after following nach apres dopo depois despues tras'.split(' '));
/**
 * And "with" ("pretérito perfecto con ya y todavía"), whose words a point's names must say; not
 * German "mit", which names constructions ("Nebensätze mit weil", "Passiv mit werden").
 */
const pointContextWords = new Set([...contextWords, 'with', 'avec', 'con', 'com']);

/**
 * Whether a term is said only after a context word, behind grammar it does not name ("gerunds
 * after prepositions", "infinitivo pessoal depois de preposições"): the request asks for that
 * grammar in the term's context, and a notice naming the term alone would name another point.
 */
function saidAsContext(
  used: readonly string[],
  grammatical: readonly string[],
  everyWord: readonly string[],
): boolean {
  const at = everyWord.findIndex((word) => contextWords.has(word));
  if (at < 0) return false;
  const before = new Set(everyWord.slice(0, at));
  return (
    used.every((word) => !before.has(word)) &&
    grammatical.some((word) => before.has(word) && !used.includes(word))
  );
}

/**
 * Whether the words after a context word ("after", "depois de") say nothing of the point: the
 * context asked is not the one its items would show ("verbos de emoción" beside "es importante
 * que"). A context it names among others ("cuando, hasta que") is its own. Words in brackets are
 * examples and count for nothing.
 */
function unsaidContext(
  used: readonly string[],
  everyWord: readonly string[],
  inside: ReadonlySet<string>,
): boolean {
  const at = everyWord.findIndex((word) => pointContextWords.has(word));
  if (at < 0) return false;
  const context = everyWord
    .slice(at + 1)
    .filter(
      (word) =>
        !grammarFiller.has(word) &&
        !requestNoise.has(word) &&
        !inside.has(word) &&
        !usage.has(word),
    );
  return context.length > 0 && !context.some((word) => used.includes(word));
}

/** Words inside brackets: examples or a gloss of what is named outside them. */
const bracketedWords = (userInput: string) =>
  new Set(
    [...userInput.matchAll(/\(([^)]*)\)/g)].flatMap(([, inside]) =>
      wordsOf(inside ?? '').map(withUmlauts),
    ),
  );

/**
 * Terms said only by grammar words in brackets after those said outside: "le gérondif (en +
 * participe présent)" asks for the gerund; examples in brackets ("(durch, für, ohne)") still name.
 */
function glossesLast<T extends { used: string[] }>(said: T[], userInput: string): T[] {
  const inside = bracketedWords(userInput);
  const gloss = ({ used }: T) => used.every((word) => inside.has(word) && namesGrammar(word));
  return [...said.filter((term) => !gloss(term)), ...said.filter(gloss)];
}

/** The request outside brackets, split at "and", "or", "vs", "+", "/" and commas, as words. */
function coordinatedParts(userInput: string): string[][] {
  return userInput
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,/+&]|\s(?:and|or|vs\.?|versus|et|ou|und|oder|e|ed|o|y|u)\s/i)
    .map(wordsOf);
}

/**
 * A point joined to a term by "+", "and" or a comma, each said in a part of its own, the term
 * saying the rest ("présent des verbes en -er + être et avoir"). The point is named first: a term
 * named first heads what follows ("Adjektivdeklination nach bestimmtem und unbestimmtem Artikel"
 * asks for adjective endings).
 */
function pointBesideTerm(
  termUsed: readonly string[],
  ranked: readonly Candidate[],
  userInput: string,
): Candidate | undefined {
  const parts = coordinatedParts(userInput);
  const termWord = (word: string) => termUsed.includes(word) && !verbWords.has(word);
  const at = (words: readonly string[]) =>
    parts.findIndex((part) => part.some((word) => words.includes(word)));
  return ranked.find(
    ({ used, uncovered }) =>
      used.length > 0 &&
      at(used) < at(termUsed.filter((word) => !verbWords.has(word))) &&
      !used.some(termWord) &&
      uncovered.every((word) => termUsed.includes(word) || everyday.has(word)) &&
      parts.some((part) => part.some((word) => used.includes(word)) && !part.some(termWord)) &&
      parts.some((part) => part.some(termWord) && !part.some((word) => used.includes(word))),
  );
}

/**
 * Whether the request names grammar besides the term, so that a notice naming the term alone
 * would name only part of it: another term or point joined to it by "and", "vs", "+"
 * ("imperativo + pronombres", "futuro y condicional"), none of whose words is the term's.
 */
function namesMore(
  asked: { term: GrammarTerm; used: string[] },
  said: readonly { used: string[] }[],
  ranked: readonly Candidate[],
  grammatical: readonly string[],
  userInput: string,
): boolean {
  // Examples after a colon illustrate the term named before it as bracketed ones do
  // ("relativos con preposición: con la que, cuyo"); a term after it is one of a list ("unreal
  // past: would rather, as if").
  const colon = userInput.indexOf(':');
  const before = wordsOf(userInput.slice(0, Math.max(colon, 0)));
  const illustrated = colon >= 0 && asked.used.every((word) => before.includes(word));
  // So does a formula after the term: "wish + past perfect", "as if + past simple" say the forms
  // the term is built with, no other point beside it.
  const plus = userInput.indexOf('+');
  const formula =
    plus >= 0 && asked.used.every((word) => wordsOf(userInput.slice(0, plus)).includes(word));
  const inside = new Set([
    ...bracketedWords(userInput),
    ...(illustrated ? wordsOf(userInput.slice(colon + 1)) : []),
    ...(formula ? wordsOf(userInput.slice(plus + 1)) : []),
  ]);
  const own = new Set(
    terms()
      .find(({ term }) => term === asked.term)
      ?.names.flat(),
  );
  const rest = grammatical.filter(
    (word) => !asked.used.includes(word) && !own.has(word) && !inside.has(word),
  );
  if (rest.length === 0) return false;
  const parts = coordinatedParts(userInput);
  // Joined, not one inside the other's name: "Temporalsätze mit als | wenn" is one thing asked.
  const apart = (used: readonly string[]) =>
    used.some((word) => rest.includes(word)) &&
    !used.some((word) => asked.used.includes(word)) &&
    !parts.some(
      (part) =>
        part.some((word) => used.includes(word)) && part.some((word) => asked.used.includes(word)),
    ) &&
    parts.some((part) => part.some((word) => asked.used.includes(word)));
  return said.some(({ used }) => apart(used)) || ranked.some(({ used }) => apart(used));
}

/**
 * The grammar the request asks for, before any topic:
 * 1. a term no point of the language teaches is declined by name, even beside a point's name
 *    ("the passive voice – present simple and past simple");
 * 2. else the point whose names account for every grammar word of the request, in any of the six
 *    languages, with or without accents, with a typo or two ("passe compose avec etre"), the one
 *    taught nearest the asked level among equals; one word of a longer name is never enough;
 * 3. else a general term with points of its own ("modal verbs") that says all the grammar asked,
 *    else the term declined by name ("gli articoli": the inventory has each article, not both);
 *    a term is declined by name only when nothing else is joined to it ("futuro y condicional"
 *    names two), and never when one of its points is named with more ("verbi riflessivi al
 *    presente");
 * 4. else, if the request names grammar at all (a point's name beside another's, a tense of no
 *    inventory), it is declined quoting the request; only a request naming no grammar is left to
 *    the topic.
 */
function understandWhole(
  typedInput: string,
  code: LanguageCode,
  level: Level,
): GrammarRequest | undefined {
  const userInput = colonAsBrackets(withoutAbbreviations(typedInput, code), code, level);
  const input = contentWords(userInput).map(withUmlauts);
  const everyWord = wordsOf(userInput).map(withUmlauts);
  if (everyWord.length === 0) return undefined;
  const all = termsIn(input, everyWord);
  const said = glossesLast(
    outermost(all).filter(({ used }) => !qualifiedElsewhere(used, all, everyWord)),
    userInput,
  );
  const saidWords = [...new Set(said.flatMap(({ used }) => used))];
  const grammatical = grammarWordsOf(userInput, input);
  const ranked = candidates(typedWords(input), everyWord, grammatical, code, level);
  const [best] = ranked;
  const whole = best && best.uncovered.length === 0 ? best : undefined;
  // The point named outside brackets, whose examples in brackets go beyond it: "comparativos y
  // superlativos (más... que, -ísimo)" asks for the comparison the examples illustrate.
  const inside = bracketedWords(userInput);
  // The name outside must be a term that point teaches: "los indefinidos (algo, nadie)" is no
  // preterite ("indefinido") when its examples are the indefinite pronouns.
  const namedOutside =
    best?.uncovered.every((word) => inside.has(word)) &&
    said.some(
      ({ term, used }) =>
        used.every((word) => !inside.has(word)) && pointsTeaching(term, code).includes(best.point),
    )
      ? best
      : undefined;
  // The name of the kind the point is one of, before the point's formula
  // ("conditionals: if + past simple + would" is the second conditional): every word the point
  // leaves is that term's, and the point is named by words of its own.
  // The formula follows a colon or stands in brackets (a colon's list is read as brackets).
  const cut = userInput.search(/[:(]/);
  const head = cut < 0 ? userInput : userInput.slice(0, cut);
  const formula = cut < 0 ? '' : userInput.slice(cut);
  // Only the kinds the head says: "imperfecto de subjuntivo" in the formula is the point's own.
  const headWords = wordsOf(head);
  const kindWords = new Set(
    said
      .filter(
        ({ term, used }) =>
          best &&
          pointsTeaching(term, code).includes(best.point) &&
          used.some((word) => headWords.includes(word)),
      )
      .flatMap(
        ({ term }) =>
          terms()
            .find((entry) => entry.term === term)
            ?.names.flat() ?? [],
      ),
  );
  const kindNamed =
    best &&
    formula.includes('+') &&
    best.uncovered.length > 0 &&
    best.uncovered.every((word) => kindWords.has(word) && headWords.includes(word)) &&
    best.used.some((word) => !kindWords.has(word))
      ? best
      : undefined;
  // A term named outside the brackets before one their examples say ("zweiteilige Konnektoren:
  // entweder … oder, je … desto" asks for the paired conjunctions, not the correlative).
  const outside = userInput.replace(/\([^)]*\)/g, ' ');
  const outsideTerms = termsIn(contentWords(outside), wordsOf(outside));
  const outsideNamed = new Set(outermost(outsideTerms).map(({ term }) => term));
  const namedFirst = [
    ...said.filter(({ term }) => outsideNamed.has(term)),
    ...said.filter(({ term }) => !outsideNamed.has(term)),
  ];
  // A term no point teaches is declined, unless it is part of the name of the point asked
  // ("hay que" is no "hay" of there is) or one of its bracketed examples, and only by itself
  // when it is all that was asked; bracketed examples that are all a narrower kind of the point
  // ask for that kind ("pronomi relativi (il quale, il cui)").
  const missing = namedFirst.find(
    ({ term, used }) =>
      pointsTeaching(term, code).length === 0 &&
      // Articles said in a row ("der, die, das") name noun gender alone, not beside a point's name
      // ("Relativsätze mit der, die, das": the relative pronouns).
      !(
        used.every((word) => grammarFiller.has(word)) &&
        ranked.some((candidate) => candidate.used.some((word) => !used.includes(word)))
      ) &&
      !(
        whole &&
        used.every((word) => whole.used.includes(word)) &&
        !(
          used.every((word) => inside.has(word)) &&
          narrowing({ term, used }, whole.point, userInput) === 'all'
        )
      ) &&
      !(
        namedOutside &&
        used.every((word) => inside.has(word)) &&
        narrowing({ term, used }, namedOutside.point, userInput) !== 'all'
      ) &&
      // Examples of the points named outside the brackets, another term's words by chance:
      // "Artikel (der, die, das, ein, eine)" asks for articles, not for noun gender; but "los
      // indefinidos (algo, nadie)" names the indefinites outside them too.
      !(
        used.every((word) => inside.has(word)) &&
        !outsideTerms.some((outside) => outside.term === term) &&
        ranked.some(
          (candidate) =>
            candidate.used.some((word) => !inside.has(word)) &&
            narrowing({ term, used }, candidate.point, userInput) === 'none',
        )
      ),
  );
  // Grammar named whole, quoted when a term is only what it follows ("gerunds after prepositions").
  const asTyped: GrammarRequest = {
    kind: 'unrecognised',
    asked: typedInput.trim(),
    used: [...new Set([...grammatical, ...input.filter(namesGrammar)])],
  };
  if (missing && !namesMore(missing, said, ranked, grammatical, userInput)) {
    if (saidAsContext(missing.used, grammatical, everyWord)) return asTyped;
    // The point's items, the term declined beside them.
    const beside = pointBesideTerm(missing.used, ranked, userInput);
    if (beside) {
      const asked = typedSpan(typedInput, missing.used, saidWords);
      return {
        kind: 'points',
        points: [beside.point],
        declined: [{ term: missing.term, ...(asked ? { asked } : {}) }],
        // Every word is the grammar's, as for coordinated parts ("des verbes en -er").
        used: [...new Set(wordsOf(typedInput))],
      };
    }
    return declinedTerm(typedInput, missing, saidWords);
  }
  // A term with a point of its own beside another point ("présent des verbes en -er + être et
  // avoir"): both points, when the two say all the grammar asked and its examples ("imperativo +
  // pronombres (dámelo)" asks for their combination, which neither teaches).
  const termPoint =
    best && best.uncovered.length > 0
      ? said.flatMap(({ term, used }) => {
          const own = ranked.find(({ point }) => pointsTeaching(term, code).includes(point));
          const beside = own && pointBesideTerm(used, ranked, userInput);
          const sayAll =
            own &&
            beside &&
            beside.point !== own.point &&
            [...grammatical, ...inside].every(
              (word) => own.used.includes(word) || beside.used.includes(word),
            );
          return sayAll ? [[beside.point, own.point]] : [];
        })[0]
      : undefined;
  if (!missing && termPoint)
    return {
      kind: 'points',
      points: termPoint,
      declined: [],
      used: [...new Set(wordsOf(typedInput))],
    };
  // The point asked in a context its names do not say ("subjuntivo después de verbos de
  // emoción" is not the subjunctive after "es importante que"): quoted, not replaced.
  if (best && unsaidContext(best.used, everyWord, inside)) return asTyped;
  if (
    !missing &&
    best &&
    (best.uncovered.length === 0 || best === namedOutside || best === kindNamed)
  ) {
    // The words as typed too ("zweite", "Praeteritum"), so the topic is looked for without them.
    const typed = fold(typedInput).split(' ').filter(Boolean);
    const asTyped = typed.filter((word) =>
      fold(abbreviations[word] ?? sameWord[word] ?? word)
        .split(' ')
        .every((part) => best.used.includes(withUmlauts(sameWord[part] ?? part))),
    );
    const used = [...new Set([...best.used, ...asTyped])];
    // Examples of a narrower kind beside the point's own: the point, the kind named beside it.
    const beside = said.find(
      (term) =>
        pointsTeaching(term.term, code).length === 0 &&
        term.used.every((word) => inside.has(word)) &&
        narrowing(term, best.point, userInput) === 'some',
    );
    if (beside)
      return {
        kind: 'points',
        points: [best.point],
        declined: [beside],
        used: [...used, ...inside],
      };
    return { kind: 'point', point: best.point, used };
  }
  const [general] = said;
  // A general term with points of its own ("imperfect subjunctive") that says every grammar word
  // of the request ("imperfect" alone is another tense; "Relativsätze mit Präpositionen" is more).
  if (!missing && general && grammatical.every((word) => general.used.includes(word))) {
    const [point] = inventory[code]
      .filter((point) => general.term.points?.includes(point.id))
      .sort((a, b) => levelDistance(a, level) - levelDistance(b, level));
    if (point) return { kind: 'point', point, used: general.used };
    // Its points teach part of what it says, the rest of the request beyond them.
    if (!general.term.points && best && best.uncovered.length > 0)
      return declinedTerm(typedInput, general, saidWords);
  }
  // A term whose points each teach a part of it ("gli articoli": each article, not both) or none
  // of the grammar beyond the nearest point ("la négation ne... jamais"), declined by name; not
  // when one of its points is named with more ("verbi riflessivi al presente").
  const beyond = said.find(
    (term) =>
      (!best || term.used.some((word) => best.uncovered.includes(word))) &&
      !ranked.some(({ point }) => pointsTeaching(term.term, code).includes(point)) &&
      !namesMore(term, said, ranked, grammatical, userInput),
  );
  if (!missing && beyond)
    return saidAsContext(beyond.used, grammatical, everyWord)
      ? asTyped
      : declinedTerm(typedInput, beyond, saidWords);
  if (best || said.length > 0 || everyWord.some(namesGrammar)) return asTyped;
  return undefined;
}

/**
 * The grammar the request asks for (see `understandWhole`), or, when it names two points joined
 * by "and", "or", "vs" ("present perfect vs past simple", "tipo 3 y mixtas") and no single point
 * is both, each part read alone: exercises on those the inventory has, the others declined by
 * name beside them. A term that one part names whole still stands for the request ("the passive
 * – present simple and past simple" is the passive in two tenses), unless the part is an
 * ellipsis ("Typ 3 und gemischte" names mixed conditionals beside the third).
 */
export function understandGrammar(
  typedInput: string,
  code: LanguageCode,
  level: Level,
): GrammarRequest | undefined {
  // "pretérito perfeito (regulares e irregulares)": every verb of the tense, neither kind alone;
  // "verbo to be – afirmativa, negativa y preguntas": every kind of sentence, the verb asked;
  // "passé composé ou imparfait ? récit au passé": what follows the question says what for.
  // "Ja/Nein-Fragen" is one compound, no list of "Ja" and "Nein-Fragen".
  const plain = typedInput
    .replace(/(\p{L}+)\/(\p{L}+)-(?=\p{L})/gu, '$1-$2-')
    .replace(bothVerbKinds, ' ')
    .replace(sentenceKinds, ' ')
    .replace(/\(\s*[:;,]?\s*\)/g, ' ')
    .replace(/\s*[-–—:]\s*$/, '')
    .replace(/^([^:?]*\p{L}[^:?]*)\s\?\s+(?=\p{L})/u, '$1: ');
  const read = plain === typedInput ? undefined : readGrammar(plain, code, level);
  const understood =
    read?.kind === 'point' || read?.kind === 'points' ? read : readGrammar(typedInput, code, level);
  if (understood?.kind !== 'point') return understood;
  // "concession : pourtant, malgré, avoir beau" lists other members of the family than the one
  // the point opens its clauses with (bien que): those are asked, and no point has them.
  if (listsOtherConnectors(understood.point, typedInput, code))
    return { kind: 'unrecognised', asked: typedInput.trim(), used: [] };
  // "imperativo (hable, coma)": the examples' forms say whose command (politeExamples.ts).
  const point = commandOfExampleForms(understood.point, wordsOf(typedInput), code);
  return point === understood.point ? understood : { ...understood, point };
}

/**
 * Whether the request lists two or more examples (after a colon or in closing brackets) and none
 * of them is the connector the point's clauses open with ("bien que", "obwohl", "ojalá") or one of
 * its names: a point opened by one or two words only, so the examples of a tense ("hätte,
 * könnte") are never read this way.
 */
function listsOtherConnectors(point: GrammarPoint, typedInput: string, code: LanguageCode) {
  if (!isVerbPoint(point)) return false;
  // A command's lead is whom it speaks to ("Léa,"), no connector.
  const leads = point.meanings.flatMap((meaning) => {
    const rendering = renderingOf(code, meaning);
    return rendering?.lead && !rendering.imperative && !rendering.addressee
      ? [fold(rendering.lead)]
      : [];
  });
  if (leads.length === 0 || leads.some((lead) => lead.split(' ').length > 2)) return false;
  const listed =
    /:([^:()]+)$/.exec(typedInput)?.[1] ?? /\(([^()]+)\)\s*$/.exec(typedInput)?.[1] ?? '';
  const items = listItems(listed, code).map(fold);
  if (items.length < 2) return false;
  const own = [...leads, ...point.aliases.map(fold)];
  return !items.some((item) => own.some((name) => name.includes(item) || item.includes(name)));
}

/**
 * How a point's name sits in a list's items: "mustn't, don't have to" leaves an item out of
 * mustn't; "must, have to" reads "must have" across the comma.
 */
function nameInList(typedInput: string, used: readonly string[]) {
  const items = typedInput
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,;]/)
    .map((item) => wordsOf(item).map(withUmlauts));
  // Words of the name, not the letters of a folded contraction ("mustn't" is "mustn t").
  const own = used.filter((word) => word.length > 1 && items.some((item) => item.includes(word)));
  return {
    leavesItem: items.some((item) => !item.some((word) => own.includes(word))),
    across: items.length > 1 && !items.some((item) => own.every((word) => item.includes(word))),
  };
}

/**
 * A list each of whose items names a point alone ("must, have to, don't have to, mustn't"): all
 * of them, when the request names nothing else, or when the one point its words name leaves an
 * item out ("mustn't, don't have to") or is read across the commas ("must, have to" is no "must
 * have"); "comparatives and superlatives" is one point.
 */
function pointsListed(
  typedInput: string,
  code: LanguageCode,
  level: Level,
  whole?: { point: GrammarPoint; used: string[] },
): GrammarRequest | undefined {
  // Commas list points; a colon's list gives examples or kinds of what precedes it (listedPoints)
  // and "+" joins a formula's parts ("if + present simple, will").
  if (!typedInput.includes(',') || /[:+]/.test(typedInput)) return undefined;
  const items = listItems(typedInput.replace(/\([^)]*\)/g, ' '), code);
  const [first = '', ...rest] = items;
  const firstPoint = understandWhole(first, code, level);
  // A later item may say only what differs from the first ("subjonctif après bien que, pour que,
  // avant que"): read it with the first item's head, declined by that name if no point has it.
  const headOf = (item: string) => {
    const words = first.split(/\s+/);
    // Up to the preposition that introduces the examples ("après", "nach", "with"), else as many
    // words as the item has.
    const at = words.findLastIndex((word) => pointContextWords.has(fold(word)));
    const size = at > 0 ? words.length - at - 1 : item.split(/\s+/).length;
    return firstPoint?.kind === 'point' && words.length > size
      ? words.slice(0, -size).join(' ')
      : undefined;
  };
  // A point named by every word of the item: "subjonctif après avant que" is no "pour que".
  const naming = (item: string, understood: GrammarRequest | undefined) =>
    understood?.kind === 'point' &&
    contentWords(item).every((word) => understood.used.includes(withUmlauts(word)));
  const parts = [
    firstPoint,
    ...rest.map((item) => {
      const alone = understandWhole(item, code, level);
      const head = headOf(item);
      if (naming(item, alone) || !head) return alone;
      const headed = understandWhole(`${head} ${item}`, code, level);
      return naming(item, headed)
        ? headed
        : ({ kind: 'unrecognised', asked: `${head} ${item}`, used: [] } as const);
    }),
  ];
  const points = parts.flatMap((part) => (part?.kind === 'point' ? [part.point] : []));
  // Declined: the items read with the head that no point has (made above with no words used).
  const declined = parts.flatMap((part) =>
    part?.kind === 'unrecognised' && part.used.length === 0 ? [{ asked: part.asked }] : [],
  );
  if (
    items.length < 2 ||
    points.length + declined.length < items.length ||
    2 * points.length < items.length ||
    new Set(points).size < 2
  )
    return undefined;
  if (whole) {
    const { leavesItem, across } = nameInList(typedInput, whole.used);
    if (!leavesItem && !(across && !points.includes(whole.point))) return undefined;
  }
  return {
    kind: 'points',
    points: [...new Set(points)],
    declined,
    used: [...new Set(wordsOf(typedInput))],
  };
}

/** Regular and irregular verbs named together, in the seven languages. */
const bothVerbKinds =
  /(?<!\p{L})(?:(?:verbos|verbes|verbi|verbs)\s+)?(?:regular(?:es)?|réguliers|regolari|regelmäßigen?)\s+(?:e|y|and|et|und|&|\/)\s+(?:irregular(?:es)?|irréguliers|irregolari|unregelmäßigen?)(?:\s+(?:verbs|verben))?(?!\p{L})\s*:?/giu;

/**
 * The kinds of sentence a drill goes through, named together ("affirmative, negative and
 * questions", "forma afirmativa, negativa e interrogativa"): no grammar point of their own.
 */
const sentenceKinds =
  /(?<!\p{L})(?:(?:forms?|formas?|formes?|forme|frases|phrases|sentences|s[äa]tze)\s+)?(?:affirmatives?|afirmativ[ao]s?|affermativ[aeo]|affirmatif|positives?|positiv[aeo]s?)\s*[,/]?\s*(?:negatives?|negativ[aeo]s?|n[ée]gati(?:f|ve)s?)\s*(?:[,/&]|\s(?:and|y|e|et|und|ou|o|or)\s)\s*(?:interrogativ[aeo]s?|interrogati(?:f|ve)s?|questions?|preguntas|perguntas|domande|fragen)(?!\p{L})/giu;

function readGrammar(
  typedInput: string,
  code: LanguageCode,
  level: Level,
): GrammarRequest | undefined {
  const read = readNamed(typedInput, code, level);
  return !read || read.kind === 'unrecognised'
    ? (pointsListed(typedInput, code, level) ?? read)
    : read;
}

/** The request read by the names it says: a colon's kinds, a point or term, coordinated parts. */
function readNamed(
  typedInput: string,
  code: LanguageCode,
  level: Level,
): GrammarRequest | undefined {
  const kinds = kindsAfterColon(typedInput, code, level);
  if (kinds) return kinds;
  const whole = understandWhole(typedInput, code, level);
  if (whole?.kind === 'point')
    return (
      pointsListed(typedInput, code, level, whole) ??
      contrastedPoints(typedInput, whole, code, level) ??
      whole
    );
  if (!whole || whole.kind === 'points') return whole;
  // A term said only by examples in brackets ("(der, die, das)") gives way to the points the
  // words outside them name ("bestimmter und unbestimmter Artikel").
  const inBracketsOnly = whole.kind === 'unavailable' && whole.asked === undefined;
  const split = understandParts(typedInput, code, level);
  if (!split)
    return (
      // A head declined by name stays declined: "modals of deduction (must, might)" is no
      // exercise on must and might.
      listedPoints(typedInput, code, level, whole.kind === 'unrecognised' || inBracketsOnly) ??
      (inBracketsOnly ? besideNamedPoint(typedInput, whole, code, level) : undefined) ??
      whole
    );
  // The term the whole names must be one part's, read as an ellipsis ("Typ 3 und gemischte").
  const ellipsisOf = (term: GrammarTerm) =>
    split.completed &&
    !isChoice(term) &&
    split.parts.some((part) => part.kind === 'unavailable' && part.term === term);
  // Or a choice between two things ("gerundio o infinito") that no part names whole, its words
  // those of two constructions written as formulas ("stare + gerundio e stare per + infinito").
  const choiceAcross = (term: GrammarTerm) =>
    coordinatedTexts(typedInput, () => false)?.every((text) => text.includes('+')) &&
    isChoice(term) &&
    !split.parts.some((part) => part.kind === 'unavailable' && part.term === term);
  if (
    whole.kind === 'unavailable' &&
    !ellipsisOf(whole.term) &&
    !choiceAcross(whole.term) &&
    !(inBracketsOnly && split.parts.every((part) => part.kind === 'point'))
  )
    return whole;
  // An ellipsis of a part read no further is no reading ("los verbos ser, ir y ver").
  if (split.completed && split.parts.some((part) => part.kind === 'unrecognised')) return whole;
  const points = [
    ...new Set(split.parts.flatMap((part) => (part.kind === 'point' ? [part.point] : []))),
  ];
  // Parts none of which has a point: the request stays declined as a whole.
  if (points.length === 0) return whole;
  // A term that is all the parts ("concession / opposition") is the request, declined whole.
  const wholeTerm = split.parts.some(
    (part) =>
      part.kind === 'unavailable' &&
      split.parts.every((other) => other.used.every((word) => part.used.includes(word))),
  );
  if (wholeTerm) return whole;
  const terms = new Set<GrammarTerm>();
  const declined = split.parts.flatMap((part): DeclinedPart[] => {
    if (part.kind === 'unrecognised') return [{ asked: part.asked }];
    if (part.kind !== 'unavailable' || terms.has(part.term)) return [];
    terms.add(part.term);
    return [{ term: part.term, ...(part.asked ? { asked: part.asked } : {}) }];
  });
  // Every word is the grammar's: a part with a word of a topic is no part ("descrizioni"), and
  // the examples are the points' ("si hubiera sabido").
  const used = [...new Set([...split.parts.flatMap((part) => part.used), ...wordsOf(typedInput)])];
  if (points.length === 1 && declined.length === 0)
    return { kind: 'point', point: points[0] as GrammarPoint, used };
  return { kind: 'points', points, declined, used };
}

/**
 * Two points set side by side whose names overlap ("creo que / no creo que"): the whole request
 * reads as the one whose name holds the other's, but each part names its own point.
 */
function contrastedPoints(
  typedInput: string,
  whole: { point: GrammarPoint; used: readonly string[] },
  code: LanguageCode,
  level: Level,
): GrammarRequest | undefined {
  const wholePoint = whole.point;
  const texts = coordinatedTexts(withoutAbbreviations(typedInput, code), (word) =>
    grammarFiller.has(word),
  );
  if (!texts || texts.length < 2) return undefined;
  // Each part alone, all its words the point's: no part is an ellipsis of another here.
  const parts = texts.map((text) => {
    const alone = understandWhole(text, code, level);
    return alone?.kind === 'point' &&
      contentWords(text).every((word) => alone.used.includes(withUmlauts(word)))
      ? alone
      : undefined;
  });
  const points = parts.flatMap((part) => (part ? [part.point] : []));
  // The whole read as the part whose words hold every other part's, or as one part that leaves
  // out a word another part is named by ("voz passiva com ser e passiva com se").
  const holding = parts.find((part) => part?.point === wholePoint);
  const holds = texts.every((text) =>
    contentWords(text).every((word) => holding?.used.includes(withUmlauts(word))),
  );
  const overlooks = parts.some((part) => part?.used.some((word) => !whole.used.includes(word)));
  if (
    points.length < texts.length ||
    !(holds || overlooks) ||
    new Set(points).size < points.length ||
    !points.includes(wholePoint)
  )
    return undefined;
  const used = [...new Set([...parts.flatMap((part) => part?.used ?? []), ...wordsOf(typedInput)])];
  return { kind: 'points', points, declined: [], used };
}

/**
 * The point the words outside brackets name, the term only its examples name declined beside it
 * ("los relativos (que, quien, el cual)": the relatives, without "el cual").
 */
function besideNamedPoint(
  typedInput: string,
  declined: { term: GrammarTerm; used: string[] },
  code: LanguageCode,
  level: Level,
): GrammarRequest | undefined {
  const outside = understandWhole(typedInput.replace(/\([^)]*\)/g, ' '), code, level);
  // Examples all of the narrower kind ask for it: "pronomi relativi (il quale, la quale)".
  if (outside?.kind !== 'point' || narrowing(declined, outside.point, typedInput) !== 'some')
    return undefined;
  const used = [...new Set([...outside.used, ...wordsOf(typedInput)])];
  return { kind: 'points', points: [outside.point], declined: [{ term: declined.term }], used };
}

/** The words for "and" and "or" in each language, where a list's items are joined. */
const listConjunctions: Record<LanguageCode, string> = {
  en: 'and|or',
  fr: 'et|ou',
  de: 'und|oder',
  it: 'e|ed|o',
  es: 'y|e|o|u',
  pt: 'e|ou',
};

/**
 * A list's items, split at commas, semicolons, slashes and the conjunctions of the exercise's
 * language and English only: "il y a" is one item.
 */
const listItems = (list: string, code: LanguageCode) =>
  list
    .split(new RegExp(`[,;/]|\\s(?:and|or|${listConjunctions[code]})\\s`))
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * A list after a colon or in closing brackets, one of whose items names a point ("temporale
 * Nebensätze: als, wenn, während, bevor, nachdem"; "subjonctif après les conjonctions (bien que,
 * pour que, avant que)"): the points it names, each other item declined by name beside them.
 */
function listedPoints(
  typedInput: string,
  code: LanguageCode,
  level: Level,
  inBrackets = false,
): GrammarRequest | undefined {
  const typed = withoutAbbreviations(typedInput, code);
  const afterColon = /^([^:()]*\p{L}[^:()]*):([^:()]+)$/u.exec(typed);
  // In brackets, a list with commas ("(verbi regolari e irregolari)" qualifies the head), each
  // item a point the head's terms teach: "(mit dem, in der)" are no dative prepositions there.
  const bracketed = inBrackets
    ? /^([^:()]*\p{L}[^:()]*)\(([^:()]+[,;/][^:()]+)\)\s*$/u.exec(typed)
    : null;
  const [, head = '', list = ''] = afterColon ?? bracketed ?? [];
  // Only the bracketed form reads the head's terms: a colon's items stand alone.
  const headTerms = bracketed
    ? termsIn(contentWords(head).map(withUmlauts), wordsOf(head).map(withUmlauts))
    : [];
  const fitsHead = (point: GrammarPoint) =>
    afterColon !== null || headTerms.some(({ term }) => pointsTeaching(term, code).includes(point));
  const items = listItems(list, code);
  if (items.length < 2) return undefined;
  // Each item as the head says it first ("future: present continuous" is its future use), else
  // alone, a point only when the item is all its name ("als", "going to"): an example sentence
  // ("Never have I...") is no request for the tense it happens to use.
  const parts = items.map((item): GrammarRequest => {
    const headed = understandWhole(`${head} ${item}`, code, level);
    if (headed?.kind === 'point') return headed;
    const alone = understandWhole(item, code, level);
    const named =
      alone?.kind !== 'point' ||
      (fitsHead(alone.point) &&
        contentWords(item).every((word) => alone.used.includes(withUmlauts(word))));
    return alone && named ? alone : { kind: 'unrecognised', asked: item, used: [] };
  });
  const points = [...new Set(parts.flatMap((part) => (part.kind === 'point' ? [part.point] : [])))];
  // A list the inventory mostly has: one connector of five is no exercise on the five (three
  // relatives of four that one point teaches are).
  const taught = parts.filter((part) => part.kind === 'point').length;
  if (points.length === 0 || 2 * taught < items.length) return undefined;
  const declined = parts.flatMap((part): DeclinedPart[] =>
    part.kind === 'unavailable'
      ? [{ term: part.term, ...(part.asked ? { asked: part.asked } : {}) }]
      : part.kind === 'unrecognised'
        ? [{ asked: part.asked }]
        : [],
  );
  return { kind: 'points', points, declined, used: [...new Set(wordsOf(typedInput))] };
}

/**
 * A later part read with the head the first part gives before a comma ("verbi riflessivi,
 * presente e passato prossimo": the reflexive verbs in the passato prossimo), when that names a
 * point or a term.
 */
function headed<T>(
  texts: readonly string[],
  index: number,
  named: (text: string) => T | undefined,
): { text: string; understood: T } | undefined {
  const [first = ''] = texts;
  const comma = first.indexOf(',');
  if (index === 0 || comma < 0) return undefined;
  const text = `${first.slice(0, comma)}, ${texts[index]}`;
  const understood = named(text);
  return understood ? { text, understood } : undefined;
}

/** A term named as two things joined ("gerundio o infinito", "used to and would"). */
const isChoice = (term: GrammarTerm) =>
  Object.values(term.names).some((name) => (coordinatedTexts(name, () => false)?.length ?? 0) > 1);

/** Each coordinated part understood alone, and whether one was read as an ellipsis. */
function understandParts(
  typedInput: string,
  code: LanguageCode,
  level: Level,
): { parts: GrammarRequest[]; completed: boolean } | undefined {
  const known = (word: string) => grammarVocabulary().has(word);
  const texts = coordinatedTexts(
    withoutAbbreviations(typedInput, code),
    (word) => grammarFiller.has(word),
    known,
  );
  if (!texts || texts.length < 2) return undefined;
  const alone = (text: string) => understandWhole(text, code, level);
  // An ellipsis names a point or a term; grammar read no further is no reading of it.
  const named = (text: string) => {
    const understood = alone(text);
    return understood?.kind === 'point' || understood?.kind === 'unavailable'
      ? understood
      : undefined;
  };
  const size = (text: string) => contentWords(text).length;
  const parts: GrammarRequest[] = [];
  let completed = false;
  for (const [index, text] of texts.entries()) {
    // A part shorter than its neighbour may leave it the head ("Akkusativ und Dativ", "tipo 3 y
    // mixtas"), and "Temporal-" is never read alone.
    const shorter = texts.some((other) => size(other) > size(text));
    const completion =
      headed(texts, index, named) ??
      (shorter || /\p{L}-$/u.test(text) ? completedPart(texts, index, named, known) : undefined) ??
      (alone(text) ? undefined : completedPart(texts, index, named, known));
    // The last word of a list after grammar ("ser, estar ou ficar") is one more thing asked,
    // declined by name when it names no grammar alone.
    const listEnd =
      index === texts.length - 1 && (texts[index - 1] ?? '').includes(',') && size(text) === 1;
    const understood =
      completion?.understood ??
      alone(text) ??
      (listEnd
        ? { kind: 'unrecognised', asked: text.replace(/[?!.]+$/, ''), used: contentWords(text) }
        : undefined);
    if (!understood) return undefined;
    // A list in a part the engine cannot place ("articles définis, indéfinis et partitifs") is
    // one request, not a part declined beside the last item.
    if (text.includes(',') && understood.kind !== 'point') return undefined;
    // Grammar read no further than more than one word may be what the other parts share ("y
    // negativo con pronombres", "o avere + accordo del participio"): the request is one.
    if (understood.kind === 'unrecognised' && size(text) > 1) return undefined;
    // Every word of a part is grammar its reading accounts for: "descrizioni al passato" in
    // "imperfetto per abitudini e descrizioni al passato" is no request for the passato prossimo.
    // "Temporal-" is read as the compound the vocabulary knows.
    const own = /\p{L}-$/u.test(text) ? [] : contentWords(text);
    const accounted = new Set([...understood.used, ...usage]);
    if (own.some((word) => !accounted.has(word))) return undefined;
    if (completion) completed = true;
    parts.push(understood);
  }
  return { parts, completed };
}

/**
 * Kinds of the point listed after a colon ("Conditionals: first and second", "Konjunktiv II:
 * Gegenwart und Vergangenheit"), each read with the head as after a comma: every kind asked, not
 * one of them alone as if the list were examples.
 */
function kindsAfterColon(
  typedInput: string,
  code: LanguageCode,
  level: Level,
): GrammarRequest | undefined {
  // Examples closing the list ("…: A e B (se tivesse sabido, quando tiver)") illustrate its kinds.
  const withoutExamples = typedInput.replace(/\s*\([^()]*\)\s*$/, '');
  const colon = /^([^:()]*\p{L}[^:()]*):([^:()]+)$/u.exec(withoutExamples);
  if (!colon?.[1] || !colon[2]) return undefined;
  const listed = `${colon[1].trim()}, ${colon[2].trim()}`;
  // Each listed item names grammar: "condicional: cortesía y consejos" lists uses of one point.
  const parts = coordinatedTexts(colon[2], (word) => grammarFiller.has(word));
  const grammarIn = (part: string) =>
    contentWords(part).some((word) => isGrammarWord(word) && !usage.has(word));
  if (!parts || parts.length < 2 || !parts.every(grammarIn)) return undefined;
  const understood = understandGrammar(listed, code, level);
  return understood?.kind === 'points' ? understood : undefined;
}

/**
 * Examples after a colon read as examples in brackets ("la double pronominalisation : je le lui
 * donne" as "… (je le lui donne)"): they illustrate, or narrow, the point named before them.
 */
function colonAsBrackets(userInput: string, code: LanguageCode, level: Level): string {
  const colon = /^([^:()]*\p{L}[^:()]*):([^:()]+)$/u.exec(userInput);
  if (!colon?.[1] || !colon[2]) return userInput;
  // A list of points after the colon ("les temps du passé : passé composé, imparfait") is no
  // example; a form of the point named before it is ("Konjunktiv II Vergangenheit: hätte gemacht").
  const head = understandWhole(colon[1], code, level);
  const headPoint = head?.kind === 'point' ? head.point : undefined;
  const listed = colon[2].split(/[,;/]/).some((item) => {
    const understood = understandWhole(item, code, level);
    return understood?.kind === 'point' && understood.point !== headPoint;
  });
  return listed ? userInput : `${colon[1]} (${colon[2].trim()})`;
}

/** The point the request names, if it names one the inventory has (see `understandGrammar`). */
export function matchPoint(
  userInput: string,
  code: LanguageCode,
  level: Level,
): PointMatch | undefined {
  const understood = understandGrammar(userInput, code, level);
  return understood?.kind === 'point'
    ? { point: understood.point, used: understood.used }
    : undefined;
}

/** The points a syllabus teaches at the level: what a request without a grammar point practises. */
export function pointsAt(code: LanguageCode, level: Level): GrammarPoint[] {
  // A mix drills verbs on the teacher's topic; form points (articles, cases), with their own
  // nouns, and choice points (ser/estar) come when asked for by name.
  // Reflexive verbs say a daily routine, not the topic: they too come when asked for.
  const verbPoints = inventory[code]
    .filter(isVerbPoint)
    .filter((point) => point.verbs !== 'reflexive');
  const taught = verbPoints.filter((point) => point.levels.includes(level));
  if (taught.length > 0) return taught;
  const index = levels.indexOf(level);
  return verbPoints.filter((point) => levels.indexOf(point.levels[0] ?? 'A1') <= index);
}
