import { type Topic, topics } from '../data/bank';
import { keywordsByTopic, relatedByTopic } from '../data/banks';
import type { Random } from '../random';
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
 * languages: the topics the words name, then the topics related to the best one (so "food" falls
 * back to shopping or family, not to whatever comes first), then the rest in the bank's order.
 * Words that name no topic at all ("dinosaurs") get a topic picked by `random`, so asking twice
 * gives two different exercises rather than always the first topic.
 */
export function rankTopics(userInput: string, random?: Random): Topic[] {
  const input = normalize(userInput).split(' ');
  const scored = topics.map((topic, index) => ({
    topic,
    index,
    score: keywordsByTopic[topic]?.reduce((sum, keyword) => sum + hits(input, keyword), 0) ?? 0,
  }));
  const byScore = (a: { score: number; index: number }, b: { score: number; index: number }) =>
    b.score - a.score || a.index - b.index;
  const best = [...scored].sort(byScore)[0];
  if (best && best.score === 0 && random) {
    const start = Math.floor(random() * topics.length);
    return [...topics.slice(start), ...topics.slice(0, start)];
  }
  if (best && best.score > 0) {
    // Related topics rank just below any topic the words name, in the order they are listed.
    relatedByTopic[best.topic]?.forEach((related, position) => {
      const entry = scored.find(({ topic }) => topic === related);
      if (entry && entry.score === 0) entry.score = 0.5 - position * 0.01;
    });
  }
  return scored.sort(byScore).map(({ topic }) => topic);
}
