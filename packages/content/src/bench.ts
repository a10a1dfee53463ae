/**
 * Benchmark of the built-in engine (not a test: timings depend on the machine).
 * Reports review and generation p50/p95 per type and language without speech, versions of an
 * exercise, then speech cost.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { makeVersions } from './builtin/versions';
import { createEngine } from './engine';
import { languages, levels } from './languages';
import { seededRandom } from './random';
import type { GeneratedExercise, GenerateRequest, ReviewRequest } from './schemas';
import { speak } from './speech/speak';
import { countWords } from './text';

const runs = Number(process.env.BENCH_RUNS ?? 200);
const engine = createEngine({ random: seededRandom(42) });
const topics = [
  'food and cooking',
  'Urlaub am Meer',
  'mon travail',
  'la scuola',
  'tecnologia',
  'sport',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function requestFor(
  type: 'Writing' | 'Reading',
  language: (typeof languages)[number],
  i: number,
): GenerateRequest {
  const common = {
    user_input: topics[i % topics.length] ?? 'food',
    language,
    level: levels[i % levels.length] ?? 'B1',
  };
  return type === 'Writing'
    ? { type, ...common, quantity: (i % 10) + 1 }
    : { type, ...common, questions_quantity: (i % 10) + 1, quantity_words: 30 + ((i * 37) % 270) };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
/** BENCH_ONLY=generation|review|versions|speech runs one part; all four by default. */
const only = process.env.BENCH_ONLY;
const runs_ = (part: string) => !only || only === part;

/**
 * What students write, item by item: the key, the key with a letter dropped, another item's
 * answer, a misspelled guess (the dictionary's suggestions are the slow path) and nothing.
 */
const letters = (n: number) => n.toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)] ?? 'q');

function studentAnswer(exercise: GeneratedExercise, index: number, round: number): string {
  const key = exercise.answer_key[index]?.answer ?? '';
  switch ((index + round) % 5) {
    case 0:
      return key;
    case 1:
      return key.replace(/(\p{L}{4})\p{L}/u, '$1');
    case 2:
      return exercise.answer_key[(index + 1) % exercise.answer_key.length]?.answer ?? '';
    case 3:
      // A new misspelling every time, so no cache answers for the dictionary.
      return `${key.split(' ')[0] ?? ''} brum${letters(round)}pel`;
    default:
      return '';
  }
}

async function benchReview(): Promise<void> {
  console.log(`Built-in review, ${runs} reviews per row (dictionaries loaded first)`);
  console.log('language     items  p50        p95        cpu p95');
  for (const language of languages) {
    const exercises = await Promise.all(
      (['Writing', 'Reading'] as const).flatMap((type) =>
        [0, 1, 2].map((i) => engine.generate(requestFor(type, language, i * 7 + 9))),
      ),
    );
    const requests = (round: number): ReviewRequest => {
      const exercise = exercises[round % exercises.length] as GeneratedExercise;
      const items = exercise.answer_key.map((key, index) => ({
        id: key.id,
        question: '',
        answer: studentAnswer(exercise, index, round),
      }));
      return {
        ...exercise,
        user_answer:
          exercise.type === 'Writing'
            ? { Exercises: items }
            : {
                Questions: items.map(({ id, question, answer }) => ({
                  id,
                  question,
                  user_answer: answer,
                })),
              },
      };
    };
    await engine.review(requests(0));
    const times: number[] = [];
    // CPU time too: on a shared machine the wall clock also counts waiting for a core.
    const cpu: number[] = [];
    let items = 0;
    for (let round = 0; round < runs; round++) {
      const request = requests(round);
      items += request.answer_key.length;
      const start = performance.now();
      const startCpu = process.cpuUsage();
      await engine.review(request);
      const used = process.cpuUsage(startCpu);
      times.push(performance.now() - start);
      cpu.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    console.log(
      `${language.padEnd(13)}${(items / runs).toFixed(1).padEnd(7)}${ms(percentile(times, 50)).padEnd(11)}${ms(percentile(times, 95)).padEnd(11)}${ms(percentile(cpu, 95))}`,
    );
  }
  console.log('');
}

if (runs_('review')) await benchReview();
if (runs_('generation')) {
  console.log(`Built-in generation without speech, ${runs} runs per row (after one warm-up each)`);
  console.log('type      language     p50        p95');
  for (const type of ['Writing', 'Reading'] as const) {
    for (const language of languages) {
      await engine.generate(requestFor(type, language, 0));
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        await engine.generate(requestFor(type, language, i));
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${type.padEnd(10)}${language.padEnd(13)}${ms(percentile(times, 50)).padEnd(11)}${ms(percentile(times, 95))}`,
      );
    }
  }
  console.log('(Listening text is built like Reading; its cost is the speech below.)\n');
}
/**
 * 30 versions of a 10-item writing exercise (what a room of 30 students is dealt), offline: one
 * exercise per language and level on the bench's topics, versions with a new seed each run.
 */
async function benchVersions(): Promise<void> {
  const versionRuns = Math.max(1, Math.round(runs / 10));
  console.log(
    `30 versions of a 10-item writing exercise, ${versionRuns} runs per row (after one warm-up)`,
  );
  console.log('language     p50        p95        cpu p95    repeated items');
  for (const language of languages) {
    const exercises = await Promise.all(
      levels.map((level, i) =>
        engine.generate({
          type: 'Writing',
          user_input: topics[i % topics.length] ?? 'food',
          language,
          level,
          quantity: 10,
        }),
      ),
    );
    makeVersions(exercises[0] as GeneratedExercise, { count: 30, seed: 0 });
    const times: number[] = [];
    const cpu: number[] = [];
    let repeated = 0;
    for (let round = 0; round < versionRuns; round++) {
      const exercise = exercises[round % exercises.length] as GeneratedExercise;
      const start = performance.now();
      const startCpu = process.cpuUsage();
      const made = makeVersions(exercise, { count: 30, seed: round + 1 });
      const used = process.cpuUsage(startCpu);
      times.push(performance.now() - start);
      cpu.push((used.user + used.system) / 1000);
      repeated += made.repeatedItems;
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    console.log(
      `${language.padEnd(13)}${ms(percentile(times, 50)).padEnd(11)}${ms(percentile(times, 95)).padEnd(11)}${ms(percentile(cpu, 95)).padEnd(11)}${((100 * repeated) / (versionRuns * 300)).toFixed(1)}%`,
    );
  }
  console.log('');
}

if (runs_('versions')) await benchVersions();
if (runs_('speech')) {
  // Speech runs on worker threads: the event loop's longest stall shows whether it still blocks.
  console.log('Speech (eSpeak NG + LAME MP3 24 kbps, WebAssembly on worker threads)');
  await speak('Warm-up.', 'English', 'A1');
  console.log(
    'language     level  words  synth+encode  per 100 words  audio bytes/s  bytes    loop stall',
  );
  for (const language of languages) {
    for (const level of ['A1', 'C1'] as const) {
      const exercise = await engine.generate({
        type: 'Reading',
        user_input: 'travel',
        language,
        level,
        questions_quantity: 10,
        quantity_words: 150,
      });
      const text = exercise.results.Paragraph ?? '';
      const words = countWords(text);
      const loopDelay = monitorEventLoopDelay({ resolution: 10 });
      loopDelay.enable();
      const start = performance.now();
      const speech = await speak(text, language, level);
      const elapsed = performance.now() - start;
      loopDelay.disable();
      console.log(
        `${language.padEnd(13)}${level.padEnd(7)}${String(words).padEnd(7)}${ms(elapsed).padEnd(14)}${ms((elapsed / words) * 100).padEnd(15)}${String(Math.round(speech.bytes / speech.duration_seconds)).padEnd(15)}${String(speech.bytes).padEnd(9)}${ms(loopDelay.max / 1e6)}`,
      );
    }
  }
}
