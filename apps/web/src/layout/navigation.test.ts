import { englishText } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import { isActive, navEntries } from './navigation';

const entry = (id: string) => {
  const found = navEntries.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('isActive', () => {
  it('marks the entry of the page and of its sub-pages', () => {
    expect(isActive(entry('rooms'), '/rooms')).toBe(true);
    expect(isActive(entry('rooms'), '/rooms/42')).toBe(true);
    expect(isActive(entry('rooms'), '/roomsx')).toBe(false);
  });

  it('counts the root as ChatbotAI', () => {
    expect(isActive(entry('chatbot'), '/')).toBe(true);
    expect(isActive(entry('dashboard'), '/')).toBe(false);
  });

  it('lists the menu of the spec in its order', () => {
    expect(navEntries.map((e) => englishText({ id: e.label }))).toEqual([
      'Dashboard',
      'ChatbotAI',
      'Exercises',
      'Voice Chat',
      'Assignments',
      'Rooms',
      'Feedback',
      'Settings',
    ]);
  });
});
