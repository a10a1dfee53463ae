// Screenshot baselines against the stories that take them: lists a photographed story without
// a baseline and a baseline no photographed story takes (a story tagged `!screenshot`, renamed
// or removed). `--delete` deletes the latter. Usage: node scripts/screenshot-baselines.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, unlinkSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';

const remove = process.argv.includes('--delete');
const files = execFileSync('git', ['ls-files', '*.stories.tsx'], { encoding: 'utf8' })
  .trim()
  .split('\n');

/** The file name Vitest gives `toMatchScreenshot(story name)` in Chromium on Linux. */
const baselineOf = (storyName) =>
  `${storyName
    .replace(/['"’:+]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')}-chromium-linux.png`;

let photographed = 0;
let notPhotographed = 0;
let problems = 0;
for (const file of files) {
  const csf = loadCsf(readFileSync(file, 'utf8'), {
    fileName: file,
    makeTitle: (title) => title ?? file,
  }).parse();
  const metaTags = csf._meta?.tags ?? [];
  const dir = join(dirname(file), '__screenshots__', basename(file));
  const unclaimed = new Set(existsSync(dir) ? readdirSync(dir) : []);
  for (const story of csf.stories) {
    const own = story.tags ?? [];
    const optedOut = [...metaTags, ...own].includes('!screenshot') && !own.includes('screenshot');
    const baseline = baselineOf(story.name);
    const exists = unclaimed.delete(baseline);
    if (optedOut) {
      notPhotographed++;
      if (exists) unclaimed.add(baseline);
    } else {
      photographed++;
      if (!exists) {
        problems++;
        console.log(`no baseline: ${file} "${story.name}"`);
      }
    }
  }
  for (const baseline of unclaimed) {
    problems++;
    console.log(`${remove ? 'deleted' : 'unused'}: ${join(dir, baseline)}`);
    if (remove) unlinkSync(join(dir, baseline));
  }
}
console.log(`${photographed} stories photographed, ${notPhotographed} not (tagged !screenshot)`);
process.exitCode = problems > 0 && !remove ? 1 : 0;
