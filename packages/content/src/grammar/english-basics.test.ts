import { describe, expect, it } from 'vitest';
import { articlePoints } from './article-points';
import { checkFormPoint, soundPoint } from './form-point-checks';
import { understandGrammar } from './match';

const points = (articlePoints.en ?? []).filter((point) => point.id !== 'en.a-an');

describe('English possessive adjectives and there is / there are', () => {
  it.each([
    ['possessive adjectives', 'en.possessive-adjectives'],
    ['adjetivos posesivos en inglés', 'en.possessive-adjectives'],
    ['there is / there are', 'en.there-is-are'],
    ['there is and there are', 'en.there-is-are'],
  ])('"%s" is understood as %s', (request, id) => {
    const understood = understandGrammar(request, 'en', 'A1');
    expect(understood?.kind === 'point' ? understood.point.id : understood).toBe(id);
  });

  it.each(points.map((point) => [point.id, point] as const))(
    '%s: items on the point, keys accepted, the slip refused',
    async (_, point) => {
      for (const level of ['A1', 'B1', 'C1'] as const) {
        expect(await checkFormPoint(point, level)).toMatchObject(soundPoint);
      }
    },
  );
});
