import { pseudoEnd, pseudoOf, pseudoStart } from '@lingua/i18n/pseudo';
import { serverText } from '@lingua/i18n/server';
import { expect, it } from 'vitest';
import { type Language, languageCodes } from '../languages';
import { corpus } from './corpus/run';
import { gradeItem } from './grade';
import { feedbackMessages } from './messages';
import { spellerFor } from './spelling';

/** Every `grading.*` message accented and bracketed, as the app's pseudo-locale shows its own. */
const pseudo = feedbackMessages((id, values) => pseudoOf(serverText('en', id, values)));

/** What is left of a text once every bracketed catalogue message (nested ones too) is cut out. */
function outsideMessages(text: string): string {
  let depth = 0;
  let left = '';
  for (const character of text) {
    if (character === pseudoStart) depth++;
    else if (character === pseudoEnd) depth--;
    else if (depth === 0) left += character;
  }
  return left;
}

it('words every feedback and tip of the grading corpus from the catalogue, none in the code', async () => {
  const stray: string[] = [];
  for (const [language, cases] of Object.entries(corpus) as [Language, typeof corpus.English][]) {
    const code = languageCodes[language];
    const speller = await spellerFor(code);
    for (const item of cases) {
      const { feedback, tip } = gradeItem({
        code,
        key: item.key,
        kind: item.key.kind,
        written: item.answer,
        speller,
        m: pseudo,
        ...(item.prompt ? { prompt: item.prompt } : {}),
      });
      for (const text of [feedback, tip]) {
        // Only the spaces and stops that join two messages may stand outside them.
        if (/[\p{L}\p{N}]/u.test(outsideMessages(text))) stray.push(`${language}: ${text}`);
      }
    }
  }
  expect(stray).toEqual([]);
}, 60_000);
