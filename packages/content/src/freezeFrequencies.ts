/**
 * `pnpm --filter @lingua/content freeze:frequencies`: writes each language's reference word list
 * (`src/data/<code>/frequency.json`), the bank's most frequent word forms, most frequent first,
 * as many as the largest level band. The level profile ranks words on this frozen list, so a text
 * added to the bank no longer moves the measured level of every other one; run it again only to
 * re-base the levels on purpose, and check `levels.test.ts` after.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { bandSize } from './builtin/profile';
import { bankFor } from './data/banks';
import { type LanguageCode, languageCodes } from './languages';
import { words } from './text';

const kept = Math.max(...Object.values(bandSize));

function mostFrequent(code: LanguageCode): string[] {
  const counts = new Map<string, number>();
  for (const passage of bankFor(code).passages) {
    for (const paragraph of passage.paragraphs) {
      for (const word of words(paragraph.text.toLocaleLowerCase())) {
        counts.set(word, (counts.get(word) ?? 0) + 1);
      }
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, kept)
    .map(([word]) => word);
}

for (const code of Object.values(languageCodes)) {
  const target = fileURLToPath(new URL(`./data/${code}/frequency.json`, import.meta.url));
  await writeFile(target, `${JSON.stringify(mostFrequent(code), null, 2)}\n`);
}
