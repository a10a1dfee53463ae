/**
 * Benchmark of the built-in engine (not a test: timings depend on the machine).
 * Reports generation p50/p95 per type and language without speech, then speech cost.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createEngine } from './engine';
import { languages } from './languages';
import { seededRandom } from './random';
import type { GenerateRequest } from './schemas';
import { speak } from './speech/speak';
import { countWords } from './text';

const runs = Number(process.env.BENCH_RUNS ?? 200);
const engine = createEngine({ random: seededRandom(42) });
const levels = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
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
