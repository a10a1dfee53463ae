/**
 * Grades the issue 28 variant cases (variants.ts) and prints, per category, how many right
 * answers are accepted (outright or left to the teacher) and how many wrong ones are refused.
 * `pnpm --filter @lingua/content exec tsx src/grading/corpus/variantsEval.ts [--fourth] [--misses]`
 * (`--fourth`: only the fourth batch, variantsFourth.ts).
 */
import type { Language } from '../../languages';
import { gradeCases } from './run';
import { type VariantCase, type VariantCategory, variantCases } from './variants';
import { fourthBatch } from './variantsFourth';

const chosen = process.argv.includes('--fourth') ? fourthBatch : variantCases;
const byLanguage = new Map<Language, VariantCase[]>();
for (const item of chosen)
  byLanguage.set(item.language, [...(byLanguage.get(item.language) ?? []), item]);
const results = (
  await Promise.all([...byLanguage].map(([language, cases]) => gradeCases(language, cases)))
).flat();

const rows = new Map<VariantCategory, string>();
for (const category of new Set(results.map((result) => result.category))) {
  const mine = results.filter((result) => result.category === category);
  const right = mine.filter((result) => result.verdict === 'correct');
  const gaps = right.filter((result) => result.gap);
  const accepted = right.filter((result) => result.given === 'correct' && !result.toCheck);
  const toCheck = right.filter((result) => result.toCheck);
  const notRight = mine.filter((result) => result.verdict !== 'correct');
  const agreed = notRight.filter((result) => result.agrees);
  const credited = notRight.filter((result) => result.given === 'correct');
  rows.set(
    category,
    `${category.padEnd(17)} right accepted ${accepted.length}/${right.length} (to check ${toCheck.length}, known gaps ${gaps.length})  wrong/half as the teacher ${agreed.length}/${notRight.length} (credited ${credited.length})`,
  );
}
console.log([...rows.values()].join('\n'));
const total = results.filter((result) => !result.agrees || result.toCheck);
console.log(`agree ${results.length - total.length}/${results.length}`);
if (process.argv.includes('--misses'))
  for (const result of total)
    console.log(
      `${result.category} ${result.language} ${result.key.kind} "${result.key.answer}" ← "${result.answer}": teacher ${result.verdict}, grader ${result.given}${result.toCheck ? ' (to check)' : ''} — ${result.tip}`,
    );
