import { expect, it } from 'vitest';
import { formatCharacterCount } from './characterCount';

it('reads as the specs write it', () => {
  expect(formatCharacterCount(0, 1000)).toBe('0/1000 characters');
  expect(formatCharacterCount(1000, 1000)).toBe('1000/1000 characters');
});
