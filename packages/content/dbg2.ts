import { runCorpus } from './src/grading/corpus/run';
const r = await runCorpus();
for (const x of r.filter(x => x.language === process.argv[2])) console.log(x.given.padEnd(8), JSON.stringify(x.answer), '|', x.feedback, '|', x.tip);
