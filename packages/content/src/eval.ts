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
import { genreFor } from './builtin/genres';
import { GrammarUnavailable } from './builtin/notices';
import { textsFor } from './builtin/passage';
import { outsideRange, profileOf, type Tense } from './builtin/profile';
import { bankThemes } from './data/bank';
import { bankFor } from './data/banks';
import { createEngine } from './engine';
import { pointVersions, readingVersions, versionsReport } from './evalVersions';
import { inventory } from './grammar/inventory';
import { isOnPoint } from './grammar/onPoint';
import { namedGrammarRequests } from './grammar/requests';
import {
  bandOf,
  type Language,
  type LanguageCode,
  type Level,
  languageCodes,
  languages,
  levels,
} from './languages';
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
            if (isOnPoint(point, prompt, key)) row.onPoint++;
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

type RequestRow = { requests: number; onPoint: number; declined: number; failures: string[] };

/**
 * Requests that name grammar (grammar/requests.ts), made into exercises: on point when every item
 * is keyed to the expected point, declined by name when the engine refuses with a notice naming
 * the expected grammar term; anything else is another point given silently.
 */
async function namedRequests(): Promise<RequestRow> {
  const row: RequestRow = { requests: 0, onPoint: 0, declined: 0, failures: [] };
  for (const [input, code, level, expected] of namedGrammarRequests) {
    row.requests++;
    try {
      const exercise = await engine.generate({
        type: 'Writing',
        user_input: input,
        language: languageOf[code],
        level,
        quantity: 10,
      });
      if (exercise.answer_key.every((key) => key.point === expected)) row.onPoint++;
      else row.failures.push(`${code} "${input}": ${exercise.answer_key[0]?.point}`);
    } catch (error) {
      if (!(error instanceof GrammarUnavailable)) throw error;
      const named = error.notices.some(
        (notice) =>
          (notice.id === 'notice.grammar.unavailable' && notice.values.term === expected) ||
          // "?": grammar no single point teaches, declined quoting the request.
          (notice.id === 'notice.grammar.unrecognised' && expected === '?'),
      );
      if (named) row.declined++;
      else row.failures.push(`${code} "${input}": ${error.message}`);
    }
  }
  return row;
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
  { input: 'die Berliner Mauer', expected: 'history' },
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
  input: string,
  exercise: GeneratedExercise,
  language: Language,
  expected: string | undefined,
) {
  const passage = bankFor(languageCodes[language]).passages.find(
    (p) => p.title === exercise.results.Title,
  );
  const topic = topicEntries.find((entry) => entry.id === expected);
  // The level of the text is measured by the level table; here only its topic counts.
  const topicNotice = exercise.notices?.some(
    ({ id }) => id === 'notice.text.closest' || id === 'notice.text.none',
  );
  if (topic?.hasTexts && passage?.topic === topic.themes[0] && !topicNotice) return 'onTopic';
  // A text made from data for the topic (a timetable for transport).
  const made = genreFor(input, exercise.level);
  if (!passage && made && made.genre.topic === expected && !exercise.notices) return 'onTopic';
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
            ? readingVerdict(input, exercise, language, expected)
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

type LevelRow = {
  code: LanguageCode;
  level: Level;
  /** Readings given as of the level (no notice that the text is of another level). */
  own: number;
  /** Readings of the band's other level, said so by a notice. */
  borrowed: number;
  wordsPerSentence: number;
  beyondBand: number;
  tenses: Map<Tense, number>;
  titles: Set<string>;
  outside: string[];
};

/**
 * Each bank theme asked at each level in each language: the profile of the texts given as of
 * the level (words per sentence, words beyond the level's band, tenses), those outside the
 * level's range, and how many came from the band's other level (with a notice).
 */
async function levelProfiles(): Promise<LevelRow[]> {
  const rows: LevelRow[] = [];
  for (const language of languages) {
    const code = languageCodes[language];
    for (const level of levels) {
      const row: LevelRow = {
        code,
        level,
        own: 0,
        borrowed: 0,
        wordsPerSentence: 0,
        beyondBand: 0,
        tenses: new Map(),
        titles: new Set(),
        outside: [],
      };
      for (const theme of bankThemes) {
        const exercise = await engine.generate({
          type: 'Reading',
          // A theme's id may be a grammar word ("future"): a teacher asks by the topic's name.
          user_input: topicEntries.find(({ id }) => id === theme)?.label ?? theme,
          language,
          level,
          questions_quantity: 3,
          quantity_words: 150,
        });
        if (
          exercise.notices?.some(
            ({ id }) => id === 'notice.text.closest' || id === 'notice.text.none',
          )
        )
          continue;
        if (exercise.notices?.some(({ id }) => id === 'notice.text.level')) {
          row.borrowed++;
          continue;
        }
        // The text the reading was cut from, as readings have it (without a listening's part);
        // a text made from data is all shown.
        const text = textsFor(code, bandOf(level), theme, 'Reading').find(
          (candidate) => candidate.title === exercise.results.Title,
        );
        const whole =
          text?.paragraphs.map((paragraph) => paragraph.text).join(' ') ??
          exercise.results.Paragraph ??
          '';
        const profile = profileOf(whole, code, level);
        row.own++;
        row.titles.add(exercise.results.Title ?? '');
        row.wordsPerSentence += profile.wordsPerSentence;
        row.beyondBand += profile.beyondBand;
        for (const tense of profile.tenses) row.tenses.set(tense, (row.tenses.get(tense) ?? 0) + 1);
        const why = outsideRange(profile, level);
        if (why) row.outside.push(`${language} ${level} "${exercise.results.Title}": ${why}`);
      }
      rows.push(row);
    }
  }
  return rows;
}

function levelReport(rows: LevelRow[]): string[] {
  const shared = rows.flatMap((row) => {
    const next = rows.find(
      (other) =>
        other.code === row.code && other.level[0] === row.level[0] && other.level > row.level,
    );
    return next ? [...row.titles].filter((title) => next.titles.has(title)) : [];
  });
  return [
    `### Levels (${bankThemes.length} bank themes asked at each level in each language)`,
    '',
    'Profile of the whole text each reading is cut from: words per sentence, share of words beyond the',
    "level's frequency band (the most frequent word forms of the language's bank: A1 150, A2 300, B1 600,",
    'B2 1200, C1 2400, C2 4800; names and numbers left out), tenses found. A text is written for one',
    'level of its band (the lower one when it keeps that range); the other level gets it with a notice',
    '("borrowed"). Outside: texts given as of the level that break its range.',
    '',
    '| language | level | own texts | borrowed | words per sentence | beyond band | tenses (share of texts) | outside range |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- | ---: |',
    ...rows.map((row) => {
      const mean = (sum: number) => (row.own > 0 ? sum / row.own : 0);
      const tenses = [...row.tenses.entries()]
        .filter(([tense]) => tense !== 'present')
        .map(([tense, count]) => `${tense} ${Math.round((100 * count) / Math.max(row.own, 1))}%`)
        .join(', ');
      const measured =
        row.own > 0
          ? `${mean(row.wordsPerSentence).toFixed(1)} | ${percent(mean(row.beyondBand), 1)} | ${tenses || 'present'}`
          : '– | – | –';
      return `| ${languageOf[row.code]} | ${row.level} | ${row.own} | ${row.borrowed} | ${measured} | ${row.outside.length} |`;
    }),
    '',
    `Texts given as of both levels of a band: ${shared.length}.`,
    '',
    ...rows.flatMap((row) => row.outside.map((failure) => `- outside its level: ${failure}`)),
  ];
}

const percent = (part: number, whole: number) =>
  `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;

function report(
  grammarRows: GrammarRow[],
  requestRow: RequestRow,
  topicRows: TopicRow[],
  levelRows: LevelRow[],
  versionLines: string[],
): string {
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
    '(au, im, allo), when it carries one of the forms the point teaches; a command must also call the',
    'person it speaks to ("Lucía, ...", "Señora, ...").',
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
    `### Requests naming grammar (${requestRow.requests}, six languages)`,
    '',
    "Everyday syllabus requests and the issue's examples (`grammar/requests.ts`, written with the engine,",
    'so not a held-out measure), 10 items each. On point: every item keyed to the expected point.',
    'Declined by name: no exercise, and a notice naming the grammar asked ("No offline exercises on the',
    'passive (Passiv) yet"). Anything else is another point given silently.',
    '',
    '| requests | on point | declined by name | another point (silent) |',
    '| ---: | ---: | ---: | ---: |',
    `| ${requestRow.requests} | ${requestRow.onPoint} | ${requestRow.declined} | ${requestRow.failures.length} |`,
    '',
    ...requestRow.failures.map((failure) => `- silent: ${failure}`),
    '',
    `### Topics (${topicCases.length} requests per language: ${topicEntries.length} topics of the lexicon by their label, ${topicCases.length - topicEntries.length} outside it)`,
    '',
    'Reading: on topic when the text is from the bank theme that covers the topic (whatever its level,',
    'measured below); declined honestly',
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
    '',
    ...levelReport(levelRows),
    '',
    ...versionLines,
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

const levelRows = await levelProfiles();
const grammarRows = await grammar();
const requestRow = await namedRequests();
const topicRows = await topics();
// Versions draw from an engine of their own, so the figures above stay as they were.
const versionsEngine = createEngine({ random: seededRandom(2026) });
const versionLines = versionsReport(
  await pointVersions(versionsEngine, languageOf),
  await readingVersions(versionsEngine),
  languageOf,
);
const section = report(grammarRows, requestRow, topicRows, levelRows, versionLines);
await write(section);
console.log(section);
// A text given as of a level it does not keep fails the evaluation.
if (levelRows.some((row) => row.outside.length > 0)) process.exitCode = 1;
