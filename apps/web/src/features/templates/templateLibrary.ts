import { type Message, msg } from '@lingua/i18n';
import { distinct, inTimeline, type Timeline } from '../exercises/timeline';
import type { LibraryTemplate } from './queries';

export interface TemplateFilters {
  timeline: Timeline;
  level: string;
  language: string;
}

export const noTemplateFilters: TemplateFilters = { timeline: 'all', level: '', language: '' };

/** How many filters differ from "everything", for the panel's count. */
export function activeFilterCount(filters: TemplateFilters): number {
  return [filters.timeline !== 'all', filters.level !== '', filters.language !== ''].filter(Boolean)
    .length;
}

export function filterTemplates(
  templates: readonly LibraryTemplate[],
  filters: TemplateFilters,
  now: number,
): LibraryTemplate[] {
  return templates.filter(
    (template) =>
      inTimeline(template.created_at, filters.timeline, now) &&
      (filters.level === '' || template.template_level === filters.level) &&
      (filters.language === '' || template.language === filters.language),
  );
}

/** Level and language options come from both lists. */
export function templateFilterOptions(templates: readonly LibraryTemplate[]) {
  return {
    level: distinct(templates, (template) => template.template_level),
    language: distinct(templates, (template) => template.language),
  };
}

/** The four stat cards; "This Week" counts own templates of the last 7 days. */
export function templateStats(
  own: readonly LibraryTemplate[],
  shared: readonly LibraryTemplate[],
  now: number,
) {
  return {
    mine: own.length,
    shared: shared.length,
    thisWeek: own.filter((template) => inTimeline(template.created_at, 'week', now)).length,
    languages: distinct([...own, ...shared], (template) => template.language).length,
  };
}

/** "1 exercise", "3 exercises". */
export function exerciseCount(count: number): Message {
  return msg('templates.card.exercises', { count });
}
