import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../languages';
import { judge } from './devset';
import { understandGrammar } from './match';
import { teacherRequests } from './teacherRequests';

describe.each(Object.entries(teacherRequests))(
  'syllabus titles for %s exercises',
  (code, cases) => {
    it.each(cases)('"%s" (%s): %s', (request, level, expected) => {
      const understood = understandGrammar(request, code as LanguageCode, level);
      expect(['on point', 'declined by name'], JSON.stringify(understood)).toContain(
        judge(understood, expected),
      );
    });

    it('has at least fifteen requests', () => {
      expect(cases.length).toBeGreaterThanOrEqual(15);
    });
  },
);
