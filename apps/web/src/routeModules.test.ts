import { describe, expect, it } from 'vitest';
import { routeOf } from './routeModules';

describe('routeOf', () => {
  it('finds the route a path renders, with or without a trailing slash', () => {
    expect(routeOf('/rooms')).toBe('/rooms');
    expect(routeOf('/rooms/42')).toBe('/rooms/:roomId');
    expect(routeOf('/rooms/42/')).toBe('/rooms/:roomId');
  });

  it('finds nothing for a path no route renders', () => {
    expect(routeOf('/rooms/42/members')).toBeUndefined();
    expect(routeOf('/nowhere')).toBeUndefined();
  });
});
