import { FIXTURE_NOW, fixtures } from '@lingua/api/mocks';
import { inEnglish } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import type { LibraryTemplate } from './queries';
import {
  activeFilterCount,
  exerciseCount,
  filterTemplates,
  noTemplateFilters,
  templateFilterOptions,
  templateStats,
} from './templateLibrary';

const DAY = 86_400_000;
const own: LibraryTemplate[] = [fixtures.templates.spanish, fixtures.templates.english];
const shared: LibraryTemplate[] = [
  {
    ...fixtures.templates.spanish,
    id: 'shared-1',
    language: 'French',
    template_level: 'C1',
    created_at: new Date(FIXTURE_NOW - DAY).toISOString(),
  },
];

describe('the templates library', () => {
  it('counts own, shared, own of this week and languages of both', () => {
    const stats = templateStats(own, shared, FIXTURE_NOW);
    expect(stats.mine).toBe(2);
    expect(stats.shared).toBe(1);
    expect(stats.thisWeek).toBe(
      own.filter((t) => FIXTURE_NOW - Date.parse(t.created_at) <= 7 * DAY).length,
    );
    expect(stats.languages).toBe(new Set([...own, ...shared].map((t) => t.language)).size);
  });

  it('counts active filters and clears back to zero', () => {
    expect(activeFilterCount(noTemplateFilters)).toBe(0);
    expect(activeFilterCount({ timeline: 'today', level: 'B1', language: '' })).toBe(2);
  });

  it('filters by level and language', () => {
    const found = filterTemplates(
      [...own, ...shared],
      { ...noTemplateFilters, language: 'French' },
      FIXTURE_NOW,
    );
    expect(found.map((t) => t.id)).toEqual(['shared-1']);
  });

  it('derives options from the loaded templates', () => {
    expect(templateFilterOptions(shared)).toEqual({ level: ['C1'], language: ['French'] });
  });

  it('writes the exercise count in the singular or plural', () => {
    expect(inEnglish(exerciseCount(1))).toBe('1 exercise');
    expect(inEnglish(exerciseCount(3))).toBe('3 exercises');
  });
});
