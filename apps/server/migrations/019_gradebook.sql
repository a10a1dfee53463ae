-- Issue 19: the teacher's gradebook. Verdicts a teacher corrects, sittings excused, per-student
-- accommodations and extensions, students' flags on faulty questions.

-- An excused sitting still counts as done, but its answers leave the scores and analytics.
ALTER TABLE assignment_attempts ADD COLUMN excused_at timestamptz;

-- Per room and student, applied by the server to every assignment of the room.
CREATE TABLE room_accommodations (
  room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  time_multiplier numeric(3, 2) NOT NULL CHECK (time_multiplier IN (1, 1.25, 1.5, 2)),
  extra_attempts integer NOT NULL CHECK (extra_attempts BETWEEN 0 AND 10),
  PRIMARY KEY (room_id, user_id)
);

-- Per assignment and student: a later schedule.
CREATE TABLE assignment_extensions (
  assignment_id uuid NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  schedule timestamptz NOT NULL,
  PRIMARY KEY (assignment_id, user_id)
);

-- Every change of an item's verdict in a graded answer (who, when, from, to, why).
CREATE TABLE item_overrides (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  attempt_id uuid NOT NULL REFERENCES attempts (id) ON DELETE CASCADE,
  item_id integer NOT NULL,
  teacher_id uuid REFERENCES users (id) ON DELETE SET NULL,
  from_credit numeric(2, 1) NOT NULL,
  to_credit numeric(2, 1) NOT NULL,
  comment text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX item_overrides_attempt_idx ON item_overrides (attempt_id, item_id, created_at);

-- A student's flag on a question of their graded answer: one per item.
CREATE TABLE item_flags (
  attempt_id uuid NOT NULL REFERENCES attempts (id) ON DELETE CASCADE,
  item_id integer NOT NULL,
  note text NOT NULL,
  flagged_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (attempt_id, item_id)
);

-- The answers the score analytics count: not those of an excused sitting.
CREATE VIEW counted_attempts AS
  SELECT at.* FROM attempts at
  WHERE NOT EXISTS (SELECT 1 FROM assignment_attempts aa
                    WHERE aa.id = at.assignment_attempt_id AND aa.excused_at IS NOT NULL);

CREATE OR REPLACE FUNCTION refresh_assignment_learner_stats(assignment_ids uuid[], user_ids uuid[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO assignment_learner_stats (assignment_id, user_id, room_id)
  SELECT DISTINCT k.assignment_id, k.user_id, a.room_id
  FROM unnest(assignment_ids, user_ids) AS k (assignment_id, user_id)
  JOIN assignments a ON a.id = k.assignment_id
  JOIN users u ON u.id = k.user_id
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;

  PERFORM 1 FROM assignment_learner_stats s
  JOIN unnest(assignment_ids, user_ids) AS k (assignment_id, user_id)
    ON s.assignment_id = k.assignment_id AND s.user_id = k.user_id
  ORDER BY s.assignment_id, s.user_id
  FOR UPDATE OF s;

  UPDATE assignment_learner_stats s SET
    held = EXISTS (SELECT 1 FROM assignment_members am
                   WHERE am.assignment_id = s.assignment_id AND am.user_id = s.user_id),
    (finished_sittings, timed_minutes) = (
      SELECT count(*) FILTER (WHERE aa.submitted_at IS NOT NULL),
             avg(extract(epoch FROM aa.submitted_at - aa.started_at) / 60)
               FILTER (WHERE aa.submitted_at > aa.started_at)
      FROM assignment_attempts aa
      WHERE aa.assignment_id = s.assignment_id AND aa.user_id = s.user_id),
    (answers, score_sum, answered_seconds, last_answered_at) = (
      SELECT count(*), coalesce(sum(at.score), 0), sum(at.duration_seconds), max(at.submitted_at)
      FROM counted_attempts at
      WHERE at.assignment_id = s.assignment_id AND at.user_id = s.user_id)
  FROM (SELECT DISTINCT * FROM unnest(assignment_ids, user_ids)) AS k (assignment_id, user_id)
  WHERE s.assignment_id = k.assignment_id AND s.user_id = k.user_id;

  DELETE FROM assignment_learner_stats s
  USING unnest(assignment_ids, user_ids) AS k (assignment_id, user_id)
  WHERE s.assignment_id = k.assignment_id AND s.user_id = k.user_id
    AND NOT s.held AND s.finished_sittings = 0 AND s.answers = 0;
END $$;

CREATE OR REPLACE FUNCTION refresh_assignment_topic_stats(assignment_ids uuid[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM assignment_topic_stats WHERE assignment_id = ANY (assignment_ids)
  ORDER BY assignment_id, grammar_topic FOR UPDATE;

  DELETE FROM assignment_topic_stats WHERE assignment_id = ANY (assignment_ids);

  INSERT INTO assignment_topic_stats (assignment_id, grammar_topic, answers, items, correct_items)
  SELECT at.assignment_id, ai.grammar_topic, count(DISTINCT ai.attempt_id), count(*),
         count(*) FILTER (WHERE ai.is_correct)
  FROM attempt_items ai
  JOIN counted_attempts at ON at.id = ai.attempt_id
  JOIN assignments a ON a.id = at.assignment_id
  WHERE at.assignment_id = ANY (assignment_ids)
  GROUP BY 1, 2;
END $$;

CREATE FUNCTION refresh_assignment_type_stats(assignment_ids uuid[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM assignment_type_stats WHERE assignment_id = ANY (assignment_ids)
  ORDER BY assignment_id, exercise_type FOR UPDATE;

  DELETE FROM assignment_type_stats WHERE assignment_id = ANY (assignment_ids);

  INSERT INTO assignment_type_stats (assignment_id, exercise_type, answers, score_sum)
  SELECT at.assignment_id, at.exercise_type, count(*), sum(at.score)
  FROM counted_attempts at JOIN assignments a ON a.id = at.assignment_id
  WHERE at.assignment_id = ANY (assignment_ids)
  GROUP BY 1, 2;
END $$;

-- New answers are never in an excused sitting (only finished ones are excused, and a finished
-- sitting takes no answers), so they still add up; deleted ones may be: recount those.
CREATE OR REPLACE FUNCTION count_answers_by_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM refresh_assignment_type_stats(ARRAY(
      SELECT DISTINCT assignment_id FROM changed_rows WHERE assignment_id IS NOT NULL ORDER BY 1));
    RETURN NULL;
  END IF;
  INSERT INTO assignment_type_stats AS t (assignment_id, exercise_type, answers, score_sum)
  SELECT c.assignment_id, c.exercise_type, count(*), sum(c.score)
  FROM changed_rows c JOIN assignments a ON a.id = c.assignment_id
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (assignment_id, exercise_type) DO UPDATE
    SET answers = t.answers + EXCLUDED.answers, score_sum = t.score_sum + EXCLUDED.score_sum;
  RETURN NULL;
END $$;

-- A corrected verdict changes an answer's score and items: recount what they feed.
CREATE FUNCTION recount_corrected_answers() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  assignment_ids uuid[] := ARRAY(
    SELECT DISTINCT assignment_id FROM changed_rows WHERE assignment_id IS NOT NULL ORDER BY 1);
BEGIN
  PERFORM refresh_assignment_type_stats(assignment_ids);
  PERFORM refresh_assignment_topic_stats(assignment_ids);
  RETURN NULL;
END $$;

CREATE TRIGGER attempts_updated_learners AFTER UPDATE ON attempts
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_changed_learners();
CREATE TRIGGER attempts_updated_answers AFTER UPDATE ON attempts
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION recount_corrected_answers();
-- The function recounts the topics of the items' assignments, whatever the change.
CREATE TRIGGER items_updated_topics AFTER UPDATE ON attempt_items
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION recount_topics_of_deleted_items();

-- Excusing a sitting (or taking it back) moves its answers out of (or into) the counts; the
-- learner rows follow through sittings_updated_learners.
CREATE FUNCTION recount_excused_sitting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_assignment_type_stats(ARRAY[NEW.assignment_id]);
  PERFORM refresh_assignment_topic_stats(ARRAY[NEW.assignment_id]);
  RETURN NULL;
END $$;

CREATE TRIGGER sittings_excused_answers AFTER UPDATE OF excused_at ON assignment_attempts
  FOR EACH ROW WHEN (OLD.excused_at IS DISTINCT FROM NEW.excused_at)
  EXECUTE FUNCTION recount_excused_sitting();
