/**
 * The versions part of `pnpm --filter @lingua/content eval`: each grammar point's exercise made
 * into versions and every item checked as a single exercise's is (`isOnPoint`); readings made
 * into versions whose questions the text must answer.
 */
import { makeVersions } from './builtin/versions';
import { topics as themes } from './data/bank';
import type { Engine } from './engine';
import { inventory } from './grammar/inventory';
import { isOnPoint } from './grammar/onPoint';
import { type Language, type LanguageCode, languageCodes, languages } from './languages';
import type { GeneratedExercise } from './schemas';
import { normalizeAnswer } from './text';

/** Versions per exercise, and the seed they are drawn with. */
const versionsPerExercise = 5;
const seed = 2026;

export type PointVersions = {
  code: LanguageCode;
  point: string;
  versions: number;
  items: number;
  onPoint: number;
  /** Items of the original's level, point and kind at their place. */
  ofLevel: number;
  repeated: number;
  shortfall: boolean;
  failures: string[];
};

/**
 * Each point of each language asked by its name in the language at its main level, 10 mixed
 * items, made into versions.
 */
export async function pointVersions(
  engine: Engine,
  languageOf: Record<LanguageCode, Language>,
): Promise<PointVersions[]> {
  const rows: PointVersions[] = [];
  for (const [code, points] of Object.entries(inventory) as [
    LanguageCode,
    (typeof inventory)['en'],
  ][]) {
    for (const point of points) {
      const level = point.levels[0] ?? 'A1';
      const original = await engine.generate({
        type: 'Writing',
        user_input: point.names[code],
        language: languageOf[code],
        level,
        quantity: 10,
      });
      const made = makeVersions(original, { count: versionsPerExercise, seed });
      const row: PointVersions = {
        code,
        point: point.id,
        versions: made.versions.length,
        items: 0,
        onPoint: 0,
        ofLevel: 0,
        repeated: made.repeatedItems,
        shortfall: made.shortfall !== undefined,
        failures: [],
      };
      for (const version of made.versions) {
        version.answer_key.forEach((key, index) => {
          row.items++;
          const prompt = version.results.Exercises?.[index] ?? '';
          const before = original.answer_key[index];
          if (isOnPoint(point, prompt, key)) row.onPoint++;
          else if (row.failures.length < 2) row.failures.push(`off point: ${prompt}`);
          const same =
            version.level === level &&
            point.levels.includes(version.level) &&
            key.point === before?.point &&
            key.kind === before?.kind;
          if (same) row.ofLevel++;
          else if (row.failures.length < 2) row.failures.push(`not as the original: ${prompt}`);
        });
      }
      rows.push(row);
    }
  }
  return rows;
}

export type ReadingVersions = {
  language: Language;
  readings: number;
  versions: number;
  questions: number;
  answered: number;
  /** The same measure on the original readings, for comparison. */
  originalQuestions: number;
  originalAnswered: number;
  shortfalls: number;
};

/** The text states the answer (or another accepted one) word for word. */
function answered(text: string, key: GeneratedExercise['answer_key'][number]): boolean {
  const said = ` ${normalizeAnswer(text)} `;
  return [key.answer, ...(key.accepted ?? [])].some((answer) =>
    said.includes(` ${normalizeAnswer(answer)} `),
  );
}

/** A B1 reading of 3 questions on each bank theme, in each language, made into versions. */
export async function readingVersions(engine: Engine): Promise<ReadingVersions[]> {
  const rows: ReadingVersions[] = [];
  for (const language of languages) {
    const row: ReadingVersions = {
      language,
      readings: 0,
      versions: 0,
      questions: 0,
      answered: 0,
      originalQuestions: 0,
      originalAnswered: 0,
      shortfalls: 0,
    };
    for (const theme of themes) {
      const original = await engine.generate({
        type: 'Reading',
        user_input: theme,
        language,
        level: 'B1',
        questions_quantity: 3,
        quantity_words: 150,
      });
      const made = makeVersions(original, { count: versionsPerExercise, seed });
      row.readings++;
      row.versions += made.versions.length;
      if (made.shortfall) row.shortfalls++;
      for (const key of original.answer_key) {
        row.originalQuestions++;
        if (answered(original.results.Paragraph ?? '', key)) row.originalAnswered++;
      }
      for (const version of made.versions) {
        for (const key of version.answer_key) {
          row.questions++;
          if (answered(version.results.Paragraph ?? '', key)) row.answered++;
        }
      }
    }
    rows.push(row);
  }
  return rows;
}

const percent = (part: number, whole: number) =>
  `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;

export function versionsReport(
  points: PointVersions[],
  readings: ReadingVersions[],
  languageOf: Record<LanguageCode, Language>,
): string[] {
  const codes = Object.values(languageCodes);
  const faulty = points.filter(
    (row) => row.onPoint < row.items || row.ofLevel < row.items || row.shortfall,
  );
  return [
    `### Versions (issue 32: ${versionsPerExercise} versions of each exercise, seed ${seed})`,
    '',
    'Writing: each point asked by its name in the language at its main level, 10 mixed items, made into',
    `${versionsPerExercise} versions (\`makeVersions\`). On the point: the check of the grammar table above, item by`,
    "item. Of the level: the version keeps the original's level (one the point is taught at) and, at each",
    "place, the original item's point and kind. Repeated: items whose sentence the original or an earlier",
    'version already had (the topic and level had no other). Short: exercises that got fewer versions than asked.',
    '',
    '| language | points | versions | items | on the point | of the level | repeated | short |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...codes.map((code) => {
      const rows = points.filter((row) => row.code === code);
      const sum = (field: 'versions' | 'items' | 'onPoint' | 'ofLevel' | 'repeated') =>
        rows.reduce((total, row) => total + row[field], 0);
      return `| ${languageOf[code]} | ${rows.length} | ${sum('versions')} | ${sum('items')} | ${percent(sum('onPoint'), sum('items'))} | ${percent(sum('ofLevel'), sum('items'))} | ${percent(sum('repeated'), sum('items'))} | ${rows.filter((row) => row.shortfall).length} |`;
    }),
    '',
    `Points whose every version item is on the point and of the level, with all ${versionsPerExercise} versions made: ${points.length - faulty.length} of ${points.length}.`,
    '',
    ...faulty.map(
      (row) =>
        `- ${row.point}: ${row.versions} versions, on the point ${row.onPoint}/${row.items}, of the level ${row.ofLevel}/${row.items}${row.failures.length > 0 ? `; ${row.failures.join('; ')}` : ''}`,
    ),
    '',
    `Reading: a B1 reading of 3 questions on each bank theme (${themes.length}), made into ${versionsPerExercise} versions: the same`,
    'text, other questions of its pool; answered: the text states the key (or an accepted answer) word for word',
    "(a question asking why may be answered in other words: the originals' share is beside it).",
    '',
    '| language | readings | versions | questions | answered by the text | originals answered | short |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...readings.map(
      (row) =>
        `| ${row.language} | ${row.readings} | ${row.versions} | ${row.questions} | ${percent(row.answered, row.questions)} | ${percent(row.originalAnswered, row.originalQuestions)} | ${row.shortfalls} |`,
    ),
  ];
}
