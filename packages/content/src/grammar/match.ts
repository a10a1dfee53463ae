import { type LanguageCode, type Level, levels } from '../languages';
import { findWord, fold } from './fuzzy';
import { inventory } from './inventory';
import { type GrammarPoint, isVerbPoint } from './point';

/**
 * Words that carry no grammar meaning in a request ("the past tense of irregular verbs",
 * "le passé composé avec être"): they neither match nor count against a name.
 */
export const grammarFiller = new Set(
  `the a an of with and in for on to about at tense tenses verb verbs form forms use practice exercise exercises
  le la les l de du des d avec et en pour sur au aux un une temps verbe verbes exercice exercices
  der die das den dem des mit und im in fur zum zur ein eine verben zeit ubung ubungen
  il lo gli i di del della dei con e per sul al alla un una tempo verbo verbi esercizio esercizi
  el los las de del y en para por con un una tiempo verbo verbos ejercicio ejercicios
  o os as do da dos das com em no na para um uma tempo verbo verbos exercicio exercicios`.split(
    /\s+/,
  ),
);

const contentWords = (text: string) =>
  fold(text)
    .split(' ')
    .filter((word) => word && !grammarFiller.has(word));

type Scored = { point: GrammarPoint; score: number; used: string[] };

/**
 * A name's words, and whether they are all filler ("por y para", "por e para"): such a name is
 * looked for among every word of the request, not only its content words.
 */
type Name = { words: string[]; fillerOnly: boolean };

/** Names and aliases folded once: folding (Unicode normalisation) costs more than matching. */
const foldedNames = new Map<GrammarPoint, Name[]>();
function namesOf(point: GrammarPoint): Name[] {
  let names = foldedNames.get(point);
  if (!names) {
    names = [...Object.values(point.names), ...point.aliases].map((name) => {
      const words = contentWords(name);
      return words.length > 0
        ? { words, fillerOnly: false }
        : { words: fold(name).split(' ').filter(Boolean), fillerOnly: true };
    });
    foldedNames.set(point, names);
  }
  return names;
}

/** How well one name or alias is found in the request: its words found, less half of those missing. */
function scoreName(
  input: readonly string[],
  wanted: readonly string[],
): { score: number; used: string[] } {
  if (wanted.length === 0) return { score: 0, used: [] };
  const found: string[] = [];
  let score = 0;
  for (const word of wanted) {
    // An exact word first, so "imperfeito" is not taken for a typo of "perfeito"; an exact word
    // also weighs a little more, so "irréguliers" is not read as a typo of "réguliers".
    const rest = input.filter((typed) => !found.includes(typed));
    const match = rest.includes(word) ? word : findWord(rest, word);
    if (match) {
      found.push(match);
      score += match === word ? 1 : 0.9;
    } else {
      score -= 0.5;
    }
  }
  if (found.length === 0) return { score: 0, used: [] };
  return { score, used: found };
}

/**
 * A name of filler words only ("por y para", "du de la des") counts only when the request says
 * it whole and in order: "la Coupe du monde" names no partitive article.
 */
function scorePhrase(
  everyWord: readonly string[],
  wanted: readonly string[],
): { score: number; used: string[] } {
  const found = everyWord.some((_, start) =>
    wanted.every((word, index) => everyWord[start + index] === word),
  );
  return found ? { score: wanted.length, used: [...wanted] } : { score: 0, used: [] };
}

function scorePoint(
  input: readonly string[],
  everyWord: readonly string[],
  point: GrammarPoint,
): Scored {
  let best: Scored = { point, score: 0, used: [] };
  for (const name of namesOf(point)) {
    const { score, used } = name.fillerOnly
      ? scorePhrase(everyWord, name.words)
      : scoreName(input, name.words);
    if (score > best.score) best = { point, score, used };
  }
  return best;
}

export type PointMatch = {
  point: GrammarPoint;
  /** Words of the request (folded) that named the point, left out when looking for the topic. */
  used: string[];
};

/**
 * The grammar point of the language that the request names, in any of the six languages, with
 * or without accents and with a typo or two ("passe compose avec etre", "Perfekt mit sien");
 * among equally good matches, the one taught nearest the asked level.
 */
export function matchPoint(
  userInput: string,
  code: LanguageCode,
  level: Level,
): PointMatch | undefined {
  const input = contentWords(userInput);
  const everyWord = fold(userInput).split(' ').filter(Boolean);
  if (everyWord.length === 0) return undefined;
  const distance = (point: GrammarPoint) =>
    Math.min(...point.levels.map((l) => Math.abs(levels.indexOf(l) - levels.indexOf(level))));
  const ranked = inventory[code]
    .map((point) => scorePoint(input, everyWord, point))
    .filter(({ score }) => score >= 0.9)
    .sort((a, b) => b.score - a.score || distance(a.point) - distance(b.point));
  const best = ranked[0];
  return best ? { point: best.point, used: best.used } : undefined;
}

/** The points a syllabus teaches at the level: what a request without a grammar point practises. */
export function pointsAt(code: LanguageCode, level: Level): GrammarPoint[] {
  // A mix drills verbs on the teacher's topic; form points (articles, cases), with their own
  // nouns, and choice points (ser/estar) come when asked for by name.
  const verbPoints = inventory[code].filter(isVerbPoint);
  const taught = verbPoints.filter((point) => point.levels.includes(level));
  if (taught.length > 0) return taught;
  const index = levels.indexOf(level);
  return verbPoints.filter((point) => levels.indexOf(point.levels[0] ?? 'A1') <= index);
}
