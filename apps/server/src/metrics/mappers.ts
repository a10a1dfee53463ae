import type { Schemas } from '../shared/schemas';

/** Best and worst `limit` topics, by score, then by how many answers covered them. */
export function toTopicPerformance(
  topics: readonly Schemas['TopicScore'][],
  limit: number,
): Schemas['TopicPerformance'] {
  const byScore = [...topics].sort(
    (a, b) =>
      b.avg_score - a.avg_score ||
      b.total_exercises - a.total_exercises ||
      a.grammar_topic.localeCompare(b.grammar_topic),
  );
  return {
    best_topics: byScore.slice(0, limit),
    worst_topics: [...byScore].reverse().slice(0, limit),
  };
}
