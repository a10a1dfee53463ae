/**
 * What every test of a new form point checks (comparison.test.ts, pronouns.test.ts): its items
 * carry the point, the project's grader gives full credit to each key and to each accepted
 * answer, and refuses the sentence with the typical slip (the drill's first wrong form).
 * Test support only: the engine does not import it.
 */
import { gradeItem } from '../grading/grade';
import { messagesFor } from '../grading/messages';
import { spellerFor } from '../grading/spelling';
import type { Level } from '../languages';
import { seededRandom } from '../random';
import { topicById } from '../topics/lexicon';
import { drillOf, type FormItem, withForm } from './forms';
import { buildWritingItem, variationsOf } from './items';
import type { FormPoint } from './point';

/** `count` items of each variation the point has for an English-speaking teacher, at the level. */
export function formItems(
  point: FormPoint,
  level: Level,
  { count = 12, seed = point.id.length * 31, topic = 'restaurant' } = {},
): FormItem[] {
  const random = seededRandom(seed);
  return variationsOf(point, 'en').flatMap((variation) =>
    Array.from(
      { length: count },
      (_, index) =>
        buildWritingItem(
          { point, level, topic: topicById(topic), variation, instruction: 'en', random },
          point.language,
          index,
        ) as FormItem,
    ),
  );
}

/** A check of a point whose items are all on it, keys accepted, slips refused. */
export const soundPoint = {
  offPoint: [],
  refusedRight: [],
  acceptedWrong: [],
};

export type PointCheck = {
  items: number;
  /** Items whose key does not name the point or carries none of its forms. */
  offPoint: string[];
  /** Keys and accepted answers the grader did not give full credit. */
  refusedRight: string[];
  /** Sentences with the typical slip the grader gave any credit. */
  acceptedWrong: string[];
};

const fold = (text: string) => ` ${text.toLocaleLowerCase().replace(/[.,!?¿¡]/g, ' ')} `;

export async function checkFormPoint(
  point: FormPoint,
  level: Level,
  count = 8,
): Promise<PointCheck> {
  const code = point.language;
  const speller = await spellerFor(code);
  const m = messagesFor('en');
  const paradigm = drillOf(point).paradigm;
  const check: PointCheck = { items: 0, offPoint: [], refusedRight: [], acceptedWrong: [] };
  const grade = (item: FormItem, written: string) =>
    gradeItem({
      code,
      key: { id: 1, ...item.key },
      kind: item.key.kind ?? 'blank',
      written,
      speller,
      m,
      prompt: item.prompt,
    }).credit;
  const items = formItems(point, level, {
    count,
    seed: point.id.length * 17 + count,
    topic: 'school',
  });
  for (const item of items) {
    check.items++;
    const said = fold(`${item.prompt} ${item.key.answer}`);
    const carries = paradigm.some((form) => said.includes(fold(form).trimEnd()));
    if (item.key.point !== point.id || !carries) check.offPoint.push(item.prompt);
    for (const right of [item.key.answer, ...(item.key.accepted ?? [])]) {
      if (grade(item, right) !== 1) check.refusedRight.push(`${item.prompt} -> ${right}`);
    }
    const [slip] = item.sentence.slot.wrong;
    if (!slip) continue;
    const wrong =
      item.variation === 'Fill in the Blanks'
        ? slip.endsWith("'")
          ? `${slip}${item.sentence.noun}`
          : slip
        : withForm(item.sentence, slip);
    if (grade(item, wrong) !== 0) check.acceptedWrong.push(`${item.prompt} -> ${wrong}`);
  }
  // A point that made no item checked nothing.
  if (check.items === 0) throw new Error(`${point.id} made no items at ${level}`);
  return check;
}
