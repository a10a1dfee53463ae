import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every message the specs spell out must be asserted somewhere. Each list in specMessages/
 * ({"spec", "sections", "messages"}) names a spec (it lives outside the repo) and the messages
 * of the listed sections word for word; `{name}` stands for a value filled in at run time.
 */
interface SpecMessages {
  spec: string;
  sections: string[];
  messages: string[];
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const listsDir = fileURLToPath(new URL('./specMessages/', import.meta.url));

/** Where a message counts as asserted: tests (unit, flow, e2e) and stories' play functions. */
const testOrStoryFile = /\.(test|spec|stories)\.tsx?$/;
const skippedDirs = new Set(['node_modules', 'dist', 'generated', '__screenshots__']);

function testOrStoryFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const hidden = entry.name.startsWith('.') && entry.name !== '.storybook';
      return hidden || skippedDirs.has(entry.name) ? [] : testOrStoryFiles(path);
    }
    return testOrStoryFile.test(entry.name) ? [path] : [];
  });
}

/** Escaped quotes read as the quotes they stand for, so any quoting style matches. */
function unescapeQuotes(source: string): string {
  return source.replace(/\\(['"`])/g, '$1');
}

/**
 * The message as a whole string literal: quoted on both sides (so "Error" is not found inside
 * "Error adding students"), each `{name}` matching any text or a `${...}` interpolation.
 */
function literalPattern(message: string): RegExp {
  const parts = message
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`['"\`]${parts.join('[^\'"`\\n]+')}['"\`]`);
}

// This file quotes messages in its comments, so it does not count as asserting them.
const guardFile = fileURLToPath(import.meta.url);
const sources = testOrStoryFiles(repoRoot)
  .filter((path) => path !== guardFile)
  .map((path) => unescapeQuotes(readFileSync(path, 'utf8')));
const lists = readdirSync(listsDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ name, list: JSON.parse(readFileSync(join(listsDir, name), 'utf8')) }));

describe('spec messages', () => {
  it('finds the lists and the test files', () => {
    expect(lists.map(({ name }) => name)).toContain('platform-shell.json');
    expect(sources.length).toBeGreaterThan(0);
  });

  describe.each(lists)('$name', ({ list }: { list: SpecMessages }) => {
    it('names its spec and sections and lists each message once', () => {
      expect(list.spec).toMatch(/\.md$/);
      expect(list.sections.length).toBeGreaterThan(0);
      expect(list.messages.length).toBeGreaterThan(0);
      expect(new Set(list.messages).size).toBe(list.messages.length);
    });

    it('has every message asserted by at least one test or story', () => {
      const unasserted = list.messages.filter((message) => {
        const pattern = literalPattern(message);
        return !sources.some((source) => pattern.test(source));
      });
      expect(unasserted, `messages of ${list.spec} no test or story mentions`).toEqual([]);
    });
  });
});
