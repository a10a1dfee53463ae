import { readFileSync } from 'node:fs';
import { buildPassage } from './builtin/passage';
import { textTopic } from './topics/match';
import { seededRandom } from './random';
// lines: use|level|request
for (const line of readFileSync(process.argv[2] as string, 'utf8').split('\n').filter(Boolean)) {
  const [use, level, input] = line.split('|') as ['Reading' | 'Listening', string, string];
  const request = { language: 'English', level, user_input: input } as never;
  const m = textTopic(input, 'en', level as never);
  const out = buildPassage(request, use, 300, 5, 'Reading comprehension', seededRandom(1));
  const notes = out.notices.map((n) => n.id.replace('notice.text.', '') + (n.id.endsWith('closest') ? JSON.stringify(n.values.closest) : '')).join(',');
  console.log(`${notes.includes('closest') || notes.includes('none') ? 'XX' : 'ok'} ${use[0]} ${level} [${input}] -> ${out.title} | ${notes} | topic=${m.topic?.id} exact=${m.exact} words=${m.words} outside=${m.outside} tied=${m.tied.map((t) => t.topic.id)}`);
}
