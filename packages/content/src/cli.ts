import { parseArgs } from 'node:util';
import { GrammarUnavailable, noticeOf } from './builtin/notices';
import { engineFromEnv } from './engine';
import { seededRandom } from './random';
import type { GenerateRequest } from './schemas';

const usage = `Usage: pnpm --filter @lingua/content generate -- --type reading --language German --level B1 --topic "Urlaub am Meer"
Options: --type writing|reading|listening  --language English|Spanish|French|German|Italian|Portuguese
         --level A1..C2  --topic TEXT  [--quantity N] [--questions N] [--words N] [--variation NAME]
         [--seed N] [--no-audio]  (OPENAI_BASE_URL/OPENAI_API_KEY/OPENAI_MODEL select the LLM engine)`;

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    type: { type: 'string', default: 'writing' },
    language: { type: 'string', default: 'English' },
    level: { type: 'string', default: 'A2' },
    topic: { type: 'string', default: 'daily life' },
    quantity: { type: 'string', default: '5' },
    questions: { type: 'string', default: '5' },
    words: { type: 'string', default: '120' },
    variation: { type: 'string' },
    seed: { type: 'string' },
    'no-audio': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
const common = { user_input: values.topic, language: values.language, level: values.level };
const type = capitalised(values.type);
const request = {
  Writing: { type, ...common, quantity: Number(values.quantity), variation: values.variation },
  Reading: {
    type,
    ...common,
    questions_quantity: Number(values.questions),
    quantity_words: Number(values.words),
  },
  Listening: { type, ...common, questions_quantity: Number(values.questions) },
}[type];

const engine = engineFromEnv(process.env, {
  ...(values.seed ? { random: seededRandom(Number(values.seed)) } : {}),
  onFallback: (error) => console.error(`LLM failed twice, built-in engine used: ${error}`),
});

try {
  const exercise = await engine.generate(request as GenerateRequest);
  const audio = exercise.results.audio_base64;
  if (audio && values['no-audio']) {
    exercise.results.audio_base64 = `<${Math.round((audio.length * 3) / 4 / 1024)} KB of MP3>`;
  }
  // The notices in English words, as the server would send them to an English reader.
  const { notices, ...rest } = exercise;
  console.log(JSON.stringify({ ...rest, notice: noticeOf({ notices }) }, null, 2));
} catch (error) {
  // Declined grammar is an answer, not a wrong command line: the notice alone, as the server says it.
  if (error instanceof GrammarUnavailable) {
    console.log(JSON.stringify({ notice: error.message }, null, 2));
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  console.error(usage);
  process.exit(1);
}
