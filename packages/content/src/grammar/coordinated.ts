/**
 * Requests naming two points at once ("present perfect vs past simple", "tipo 3 y mixtas",
 * "Temporal- und Konzessivsätze"): each coordinated part read alone, a part that names no
 * grammar by itself completed from its neighbour as a teacher would read the ellipsis.
 */
import { fold } from './fuzzy';

/** Where one coordinated point ends and the next begins: "and", "or", "vs", "/" and "&". */
const coordinator = /\s+(?:and|or|vs\.?|versus|et|ou|und|oder|e|ed|o|y|u)\s+|\s*[/&]\s*/i;

/**
 * The request's coordinated parts as typed: brackets and what follows a colon are examples of
 * the points named before them ("condicionales de tipo 3 y mixtas: si hubiera sabido...").
 */
export function coordinatedTexts(
  userInput: string,
  isFiller: (word: string) => boolean,
  known: (word: string) => boolean = () => true,
): string[] | undefined {
  const named = userInput.replace(/\([^)]*\)/g, ' ').split(':')[0] ?? '';
  const texts = named
    .split(coordinator)
    .map((part) => part.trim())
    .filter(Boolean);
  const [first = '', ...rest] = texts;
  const firstWords = first.split(/\s+/);
  // Folded words: "mustn't" is "mustn t", its word "mustn".
  const lastWord = (text: string) => fold(text).split(' ').at(-1) ?? '';
  const firstWord = (text: string) => fold(text).split(' ')[0] ?? '';
  // "con e senza articolo", "with and without": prepositions joined, not points ("going to vs
  // will", "have to / don't have to" are two).
  if (
    texts.some(
      (text, index) =>
        index < texts.length - 1 &&
        fold(text).split(' ').length === 1 &&
        isFiller(lastWord(text)) &&
        !known(firstWord(texts[index + 1] ?? '')),
    )
  )
    return undefined;
  return [
    first,
    ...rest.map((text) => {
      // "verbes pronominaux au présent et au passé composé": the later part is "verbes
      // pronominaux au passé composé", the head before the same preposition in the first.
      const opening = fold(text.split(/\s+/)[0] ?? '');
      const at = firstWords.map((word) => fold(word)).lastIndexOf(opening);
      return isFiller(opening) && at > 0 ? [...firstWords.slice(0, at), text].join(' ') : text;
    }),
  ];
}

/**
 * A German first half that leaves its head to the next word ("Temporal- und Konzessivsätze",
 * "Haupt- und Nebensätze"): the compound written whole, when the grammar vocabulary knows it.
 */
function hyphenCompound(
  part: string,
  next: string | undefined,
  known: (word: string) => boolean,
): string | undefined {
  const open = /^(.*?)(\p{L}+)-$/u.exec(part);
  const head = next?.split(/\s+/)[0];
  if (!open || !head) return undefined;
  for (let start = 1; start < head.length; start++) {
    const compound = `${open[2]}${head.slice(start)}`;
    if (known(fold(compound))) return `${open[1]}${compound}`;
  }
  return undefined;
}

/**
 * A part read as an ellipsis of its neighbour, as a teacher reads it: in the place of the
 * neighbour's word next to "and" ("past perfect simple vs continuous" is the past perfect
 * continuous; "Akkusativ und Dativ Pronomen" the accusative pronouns), else beside a grammar word
 * of the neighbour ("tipo 3 y mixtas" is "condicionales mixtas"); the first reading `understand`
 * accepts, else undefined.
 */
export function completedPart<T>(
  parts: readonly string[],
  index: number,
  understand: (text: string) => T | undefined,
  known: (word: string) => boolean,
): { text: string; understood: T } | undefined {
  const part = parts[index] as string;
  const compound = hyphenCompound(part, parts[index + 1], known);
  const before = parts[index - 1]?.split(/\s+/);
  const after = parts[index + 1]?.split(/\s+/);
  const beside = [...(before ?? []), ...(after ?? [])].filter((word) => known(fold(word)));
  const readings = compound
    ? [compound]
    : [
        ...(before ? [[...before.slice(0, -1), part].join(' ')] : []),
        ...(after ? [[part, ...after.slice(1)].join(' ')] : []),
        ...beside.map((word) => `${part} ${word}`),
      ];
  for (const text of readings) {
    const understood = understand(text);
    if (understood) return { text, understood };
  }
  return undefined;
}
