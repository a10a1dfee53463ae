-- New items were counted per (answer, topic) with a lookup of the items already stored, which
-- a bulk insert (250,000 items in seed:scale) turned into one scan per group. An answer's items
-- arrive in one statement on every path, so add them in one grouped pass, and recount the
-- assignments instead in the one case that pass would count wrong: an answer that already had
-- items before this statement.
CREATE OR REPLACE FUNCTION count_new_topic_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM attempt_items ai
      JOIN (SELECT DISTINCT attempt_id FROM changed_rows) c ON c.attempt_id = ai.attempt_id)
     > (SELECT count(*) FROM changed_rows) THEN
    PERFORM refresh_assignment_topic_stats(ARRAY(
      SELECT DISTINCT at.assignment_id FROM changed_rows c JOIN attempts at ON at.id = c.attempt_id
      WHERE at.assignment_id IS NOT NULL ORDER BY 1));
    RETURN NULL;
  END IF;

  INSERT INTO assignment_topic_stats AS t (assignment_id, grammar_topic, answers, items, correct_items)
  SELECT at.assignment_id, c.grammar_topic, count(DISTINCT c.attempt_id), count(*),
         count(*) FILTER (WHERE c.is_correct)
  FROM changed_rows c JOIN attempts at ON at.id = c.attempt_id
  WHERE at.assignment_id IS NOT NULL
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (assignment_id, grammar_topic) DO UPDATE
    SET answers = t.answers + EXCLUDED.answers, items = t.items + EXCLUDED.items,
        correct_items = t.correct_items + EXCLUDED.correct_items;
  RETURN NULL;
END $$;

-- A learner row is always inserted empty and updated by the same call: its update rolls up.
DROP TRIGGER learners_inserted_rollups ON assignment_learner_stats;
