/**
 * `pnpm --filter @lingua/content eval`: the built-in engine over a fixed set of requests, as a
 * teacher would type them, and the "Generation" section of docs/content-quality.md from what
 * it gave. Not a test: it measures, and the document shows the numbers.
 *
 * - Grammar: every point of every language, asked by its name in the language (and in English),
 *   at each of its levels, 10 mixed items: the share of items that exercise the asked point
 *   (they name it and carry the adverbial or lead that calls for its form).
 * - Topics: requests inside the lexicon and outside it, for readings and writings: answered on
 *   topic, declined honestly (a notice naming the closest themes), or off topic (silent).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { bankFor } from './data/banks';
import { createEngine } from './engine';
import { choiceMarkers } from './grammar/choice';
import { renderingOf } from './grammar/clause';
import { drillOf } from './grammar/forms';
import { inventory } from './grammar/inventory';
import { type Language, type LanguageCode, languageCodes, languages } from './languages';
import { seededRandom } from './random';
import type { GeneratedExercise } from './schemas';
import { normalizeAnswer } from './text';
import { topicEntries } from './topics/lexicon';

const engine = createEngine({ random: seededRandom(2026) });
const languageOf = Object.fromEntries(
  Object.entries(languageCodes).map(([language, code]) => [code, language]),
) as Record<LanguageCode, Language>;

const contains = (text: string, part: string) =>
  ` ${normalizeAnswer(text)} `.includes(` ${normalizeAnswer(part)} `);

/** An elided form ("à l'", "all'") begins the word it joins: "à l'aéroport". */
const containsForm = (text: string, form: string) =>
  form.endsWith("'")
    ? ` ${text.toLocaleLowerCase()}`.includes(` ${form.toLocaleLowerCase()}`)
    : contains(text, form);

type GrammarRow = {
  code: LanguageCode;
  requests: number;
  items: number;
  onPoint: number;
  failures: string[];
};

async function grammar(): Promise<GrammarRow[]> {
  const rows: GrammarRow[] = [];
  for (const [code, points] of Object.entries(inventory) as [
    LanguageCode,
    (typeof inventory)['en'],
  ][]) {
    const row: GrammarRow = { code, requests: 0, items: 0, onPoint: 0, failures: [] };
    for (const point of points) {
      // A form point's item carries one of the forms it teaches ("au", "im", "allo"); a choice
      // point's, one of the words it chooses between.
      const markers =
        point.kind === 'form'
          ? [...drillOf(point).paradigm]
          : point.kind === 'choice'
            ? choiceMarkers(point)
            : point.meanings.flatMap((meaning) => {
                const rendering = renderingOf(code, meaning);
                return [rendering?.cue, rendering?.lead].filter((text): text is string =>
                  Boolean(text),
                );
              });
      for (const level of point.levels) {
        for (const asked of [point.names[code], point.names.en]) {
          const exercise = await engine.generate({
            type: 'Writing',
            user_input: asked,
            language: languageOf[code],
            level,
            quantity: 10,
          });
          row.requests++;
          exercise.answer_key.forEach((key, index) => {
            row.items++;
            const prompt = exercise.results.Exercises?.[index] ?? '';
            const framed = markers.some((marker) =>
              containsForm(`${prompt} ${key.answer}`, marker),
            );
            if (key.point === point.id && framed) row.onPoint++;
            else if (row.failures.length < 5)
              row.failures.push(`${point.id} "${asked}" (${level}): ${prompt}`);
          });
        }
      }
    }
    rows.push(row);
  }
  return rows;
}

type TopicCase = { input: string; expected: string | undefined };

/** Inside the lexicon: each topic by its label; outside: subjects no offline text covers. */
const topicCases: TopicCase[] = [
  ...topicEntries.map((topic): TopicCase => ({ input: topic.label, expected: topic.id })),
  // Outside it, with the closest topic a teacher would accept, if any.
  { input: 'the French Revolution', expected: 'history' },
  { input: 'Champions League final', expected: 'football' },
  { input: 'dinosaurs', expected: undefined },
  { input: 'quantum computing', expected: undefined },
  { input: 'la Révolution française', expected: 'history' },
  { input: 'die Berliner Mauer', expected: undefined },
  { input: 'il Rinascimento', expected: undefined },
  { input: 'la Guerra Civil española', expected: 'history' },
  { input: 'o Carnaval do Rio', expected: 'festivals' },
  { input: 'black holes', expected: undefined },
];

type TopicRow = {
  type: string;
  requests: number;
  onTopic: number;
  declined: number;
  offTopic: number;
  failures: string[];
};

function readingVerdict(
  exercise: GeneratedExercise,
  language: Language,
  expected: string | undefined,
) {
  const passage = bankFor(languageCodes[language]).passages.find(
    (p) => p.title === exercise.results.Title,
  );
  const topic = topicEntries.find((entry) => entry.id === expected);
  if (topic?.hasTexts && passage?.topic === topic.themes[0] && !exercise.notices) return 'onTopic';
  if (exercise.notices?.some(({ id }) => id.startsWith('notice.text.'))) return 'declined';
  return 'offTopic';
}

/** The writing exercise says its sentences are not about the asked topic. */
const declinedWords = (exercise: GeneratedExercise) =>
  exercise.notices?.some(({ id }) => id === 'notice.words.none' || id === 'notice.words.closest');

function writingVerdict(
  exercise: GeneratedExercise,
  language: Language,
  expected: string | undefined,
) {
  const code = languageCodes[language];
  const topic = topicEntries.find((entry) => entry.id === expected);
  if (declinedWords(exercise)) return 'declined';
  if (topic) {
    const words = [topic.place[code], ...topic.actions.map((action) => action.object[code])];
    const items = exercise.answer_key.map(
      (key, index) => `${exercise.results.Exercises?.[index] ?? ''} ${key.answer}`,
    );
    if (items.every((item) => words.some((word) => contains(item, word)))) return 'onTopic';
  }
  if (declinedWords(exercise)) return 'declined';
  return 'offTopic';
}

async function topics(): Promise<TopicRow[]> {
  const rows: TopicRow[] = [];
  for (const type of ['Reading', 'Writing'] as const) {
    const row: TopicRow = { type, requests: 0, onTopic: 0, declined: 0, offTopic: 0, failures: [] };
    for (const language of languages) {
      for (const { input, expected } of topicCases) {
        const level = 'B1';
        const exercise =
          type === 'Reading'
            ? await engine.generate({
                type,
                user_input: input,
                language,
                level,
                questions_quantity: 3,
                quantity_words: 120,
              })
            : await engine.generate({ type, user_input: input, language, level, quantity: 5 });
        const verdict =
          type === 'Reading'
            ? readingVerdict(exercise, language, expected)
            : writingVerdict(exercise, language, expected);
        row.requests++;
        row[verdict]++;
        if (verdict === 'offTopic' && row.failures.length < 5)
          row.failures.push(`${language} "${input}": ${exercise.results.Title}`);
      }
    }
    rows.push(row);
  }
  return rows;
}

const percent = (part: number, whole: number) =>
  `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;

function report(grammarRows: GrammarRow[], topicRows: TopicRow[]): string {
  const points = Object.values(inventory).map((list) => list.length);
  const lines = [
    '## Generation',
    '',
    'Written by `pnpm --filter @lingua/content eval` (the built-in engine, no `OPENAI_*`, seed 2026).',
    '',
    `### Grammar points (${points.reduce((a, b) => a + b, 0)} points, ${Math.min(...points)}-${Math.max(...points)} per language)`,
    '',
    'Each point asked by its name in the language and in English, at each of its levels, 10 mixed items.',
    'An item exercises the point when its key names the point and the sentence carries the adverbial or',
    'lead that calls for the point\'s form ("hier", "ojalá", "ich glaube, dass"); for a choice between',
    'two words (ser/estar, por/para), when the sentence carries one of them; for an article or case',
    '(au, im, allo), when it carries one of the forms the point teaches.',
    '',
    '| language | points | requests | items | exercising the point |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...grammarRows.map(
      (row) =>
        `| ${languageOf[row.code]} | ${inventory[row.code].length} | ${row.requests} | ${row.items} | ${percent(row.onPoint, row.items)} |`,
    ),
    '',
    ...grammarRows.flatMap((row) => row.failures.map((failure) => `- missed: ${failure}`)),
    '',
    `### Topics (${topicCases.length} requests per language: ${topicEntries.length} topics of the lexicon by their label, ${topicCases.length - topicEntries.length} outside it)`,
    '',
    'Reading: on topic when the text is from the bank theme that covers the topic; declined honestly',
    'when the preview says "No offline text about ..." and names the closest themes. Writing: on topic',
    "when every item (prompt and key) uses the topic's words (or the closest topic's a teacher would",
    'accept: history for the French Revolution, football for the Champions League); declined honestly',
    "when the preview says it used the closest topic's words. Off topic: anything else, silent.",
    '',
    '| type | requests | on topic | declined honestly | off topic (silent) |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...topicRows.map(
      (row) =>
        `| ${row.type} | ${row.requests} | ${row.onTopic} (${percent(row.onTopic, row.requests)}) | ${row.declined} (${percent(row.declined, row.requests)}) | ${row.offTopic} |`,
    ),
    '',
    ...topicRows.flatMap((row) =>
      row.failures.map((failure) => `- off topic: ${row.type} ${failure}`),
    ),
  ];
  return `${lines
    .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
    .join('\n')
    .trim()}\n`;
}

const target = fileURLToPath(new URL('../../../docs/content-quality.md', import.meta.url));

/** Replaces the Generation section (up to the next `## `), keeping the rest of the document. */
async function write(section: string): Promise<void> {
  const current = await readFile(target, 'utf8').catch(() => '# Content quality\n');
  const start = current.indexOf('## Generation');
  if (start < 0) {
    await writeFile(target, `${current.trimEnd()}\n\n${section}`);
    return;
  }
  const next = current.indexOf('\n## ', start + 1);
  const rest = next < 0 ? '' : current.slice(next + 1);
  await writeFile(target, `${current.slice(0, start)}${section}${rest ? `\n${rest}` : ''}`);
}

const section = report(await grammar(), await topics());
await write(section);
console.log(section);
