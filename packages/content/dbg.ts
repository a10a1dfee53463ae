import { runCorpus } from './src/grading/corpus/run';
const r = await runCorpus();
for (const x of r) if (!x.agrees) console.log(x.language, x.key.kind, JSON.stringify(x.key.answer), JSON.stringify(x.answer), 'want', x.verdict, 'got', x.given, '|', x.tip, x.says ?? '');
console.log(r.filter(x=>x.agrees).length, '/', r.length);
