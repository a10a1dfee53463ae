import type { LanguageCode } from '../languages';
import { canonicalWords, sameWords } from './compare';

/** "Although it was raining, we went out. (Despite ...)": the concession, the main clause, the hint. */
const concession =
  /^\s*(although|though|even though)\s+([^,]+),\s*(.+?)\s*\([^)]*\b(despite|in spite of)\b[^)]*\)\s*$/i;

/**
 * "Despite the fact that it was raining, we went out" for "Despite the rain, we went out": an
 * English transformation asking for "despite" (or "in spite of") answered with "the fact that"
 * and the sentence's own clause, which says the same without finding the noun. Either clause
 * may come first. Only the given clause: another verb or tense in it stays wrong.
 */
export function isFactThatClause(
  code: LanguageCode,
  prompt: string | undefined,
  written: string,
): boolean {
  const found = code === 'en' && prompt ? concession.exec(prompt) : null;
  if (!found) return false;
  const [, , clause, main] = found as unknown as [string, string, string, string];
  const answer = canonicalWords(code, written);
  const fact = `the fact that ${clause}`;
  return [`despite ${fact}, ${main}`, `${main.replace(/[.!?]\s*$/, '')} despite ${fact}.`].some(
    (text) => sameWords(code, answer, canonicalWords(code, text)),
  );
}
