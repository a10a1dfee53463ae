import { randomInt } from 'node:crypto';
import { type Random, seededRandom, shuffle } from '@lingua/content';
import type { GradableExercise } from '../grading/grading';
import type { Schemas } from '../shared/schemas';

/**
 * The order a shuffled sitting is dealt (issue 32), pure: from the sitting's seed and the
 * template's exercises, the exercises' order, each one's items' order and, per fill-in or
 * reorder item, the order of its choices or chunks. Presentation only: items keep their ids, so
 * answers, grades, overrides and flags are unchanged. The same seed and content deal the same.
 */

export type DealtOrder = Schemas['DealtOrder'];

export interface ShuffleSettings {
  shuffle_questions: boolean;
  shuffle_options: boolean;
}

export const shuffles = (settings: ShuffleSettings) =>
  settings.shuffle_questions || settings.shuffle_options;

/** A new sitting's seed (a 31-bit integer, stored in `assignment_attempts.deal_seed`). */
export const newSeed = () => randomInt(0, 2 ** 31);

/** A fill-in prompt ends with its choices in brackets: "Er ___ nach Hause (geht / gehen)". */
const CHOICES = /^(.*)\(([^()]*\/[^()]*)\)(\s*)$/s;
const SEPARATOR = ' / ';

function dealChoices(prompt: string, random: Random): string {
  const match = CHOICES.exec(prompt);
  if (!match) return prompt;
  const [, before = '', choices = '', after = ''] = match;
  const options = choices.split('/').map((option) => option.trim());
  return `${before}(${shuffle(options, random).join(SEPARATOR)})${after}`;
}

/** Reorder chunks, never dealt in the key's own order (that would give the answer away). */
function dealChunks(prompt: string, answer: string, random: Random): string {
  const chunks = prompt.split('/').map((chunk) => chunk.trim());
  if (chunks.length < 2) return prompt;
  const solved = (order: string[]) => order.join(' ').toLowerCase() === answer.trim().toLowerCase();
  let dealt = shuffle(chunks, random);
  for (let tries = 0; tries < 5 && solved(dealt); tries += 1) dealt = shuffle(chunks, random);
  return solved(dealt) ? prompt : dealt.join(SEPARATOR);
}

type Item = { id: number; prompt: string };

function dealOptions(exercise: GradableExercise, item: Item, random: Random): Item {
  const key = exercise.answer_key.find((entry) => entry.id === item.id);
  if (key?.kind === 'blank' || key?.kind === 'form')
    return { ...item, prompt: dealChoices(item.prompt, random) };
  if (key?.kind === 'reorder')
    return { ...item, prompt: dealChunks(item.prompt, key.answer, random) };
  return item;
}

const promptsOf = (exercise: GradableExercise) =>
  (exercise.type === 'Writing' ? exercise.results.Exercises : exercise.results.Questions) ?? [];

/** The sitting's order: `exercises` in the template's order, dealt from `seed`. */
export function deal(
  seed: number,
  exercises: readonly GradableExercise[],
  settings: ShuffleSettings,
): DealtOrder {
  const random = seededRandom(seed);
  const order = settings.shuffle_questions ? shuffle(exercises, random) : [...exercises];
  return order.map((exercise) => {
    const items: Item[] = promptsOf(exercise).map((prompt, index) => ({ id: index + 1, prompt }));
    const ordered = settings.shuffle_questions ? shuffle(items, random) : items;
    return {
      exercise_id: exercise.id,
      items: settings.shuffle_options
        ? ordered.map((item) => dealOptions(exercise, item, random))
        : ordered,
    };
  });
}

/** Two deals present the same order (the prompts included). */
export const sameDeal = (a: DealtOrder, b: DealtOrder) => JSON.stringify(a) === JSON.stringify(b);
