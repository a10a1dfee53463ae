import { type Topic, topics } from '../data/bank';
import { keywordsByTopic } from '../data/banks';
import { normalizeAnswer, stripAccents } from '../text';

const normalize = (text: string) => stripAccents(normalizeAnswer(text));

/** Keywords are matched on word starts so that plurals and compounds count ("restaurants", "Schulhof"). */
function hits(input: string[], keyword: string): number {
  const key = normalize(keyword);
  if (key.includes(' ')) return input.join(' ').includes(key) ? 2 : 0;
  const stem = key.length >= 5 ? key.slice(0, Math.max(5, key.length - 2)) : key;
  return input.some((word) => word === key || (key.length >= 5 && word.startsWith(stem))) ? 1 : 0;
}

/**
 * The bank's topics ordered from closest to farthest from the user's words, in any of the six
 * languages. Topics without a single keyword hit keep the bank's order after the hits.
 */
export function rankTopics(userInput: string): Topic[] {
  const input = normalize(userInput).split(' ');
  const scored = topics.map((topic, index) => ({
    topic,
    index,
    score: keywordsByTopic[topic]?.reduce((sum, keyword) => sum + hits(input, keyword), 0) ?? 0,
  }));
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map(({ topic }) => topic);
}
