import { readFileSync } from 'node:fs';

export type PromptName =
  | 'system'
  | 'writing'
  | 'reading'
  | 'listening'
  | 'review'
  | 'tutor'
  | 'blind'
  | 'item'
  | 'rubric';

const folder = new URL('./prompts/', import.meta.url);
const templates = new Map<PromptName, string>();

/** A prompt file with its {{placeholders}} filled; a missing value is a bug, not an empty string. */
export function renderPrompt(name: PromptName, values: Record<string, string | number>): string {
  let template = templates.get(name);
  if (!template) {
    template = readFileSync(new URL(`${name}.md`, folder), 'utf8');
    templates.set(name, template);
  }
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Prompt ${name} needs ${key}`);
    return String(value);
  });
}
