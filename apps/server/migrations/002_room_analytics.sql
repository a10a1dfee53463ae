-- Room analytics kept up to date on write, so a teacher's room page and the assignment lists
-- read a few summary rows instead of aggregating every graded answer of a room on each call.
-- Triggers keep them (so cascades, bulk inserts and every code path are covered), in the
-- transaction of the write. metrics.test.ts compares each with a computation from scratch.
--
-- Two ways of keeping a row right, chosen per table:
-- * recomputed from its sources for the keys a statement touched, after locking the row, so a
--   concurrent writer of the same key waits and then recomputes with this one's rows committed;
-- * per-type and per-topic counters add what graded answers bring (answers never change) and
--   are recounted when answers are deleted (rare: an exercise, an account, a sitting removed).
-- Rows hang off their assignment, room and user with ON DELETE CASCADE, so deleting one of those
-- drops its figures; recomputations only write rows whose parents still exist.

-- One row per (assignment, student) holding it, with a finished sitting or a graded answer.
CREATE TABLE assignment_learner_stats (
  assignment_id uuid NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  room_id uuid NOT NULL,
  held boolean NOT NULL DEFAULT false,
  finished_sittings integer NOT NULL DEFAULT 0,
  -- Average start-to-finish minutes of finished timed sittings (null without one).
  timed_minutes numeric,
  answers integer NOT NULL DEFAULT 0,
  score_sum numeric NOT NULL DEFAULT 0,
  -- Sum of the durations the answers reported (null when none did).
  answered_seconds bigint,
  last_answered_at timestamptz,
  PRIMARY KEY (assignment_id, user_id)
);
CREATE INDEX assignment_learner_stats_room_user_idx ON assignment_learner_stats (room_id, user_id);

-- The learner rows of one assignment, added up.
CREATE TABLE assignment_stats (
  assignment_id uuid PRIMARY KEY REFERENCES assignments (id) ON DELETE CASCADE,
  holders integer NOT NULL DEFAULT 0,
  finished_holders integer NOT NULL DEFAULT 0,
  answers integer NOT NULL DEFAULT 0,
  score_sum numeric NOT NULL DEFAULT 0,
  last_answered_at timestamptz
);

-- The learner rows of one student across a room's assignments, and the distinct exercises
-- they answered there.
CREATE TABLE room_learner_stats (
  room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  held_assignments integer NOT NULL DEFAULT 0,
  finished_assignments integer NOT NULL DEFAULT 0,
  answers integer NOT NULL DEFAULT 0,
  score_sum numeric NOT NULL DEFAULT 0,
  exercises_answered integer NOT NULL DEFAULT 0,
  PRIMARY KEY (room_id, user_id)
);

CREATE TABLE assignment_type_stats (
  assignment_id uuid NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
  exercise_type text NOT NULL,
  answers integer NOT NULL,
  score_sum numeric NOT NULL,
  PRIMARY KEY (assignment_id, exercise_type)
);

CREATE TABLE assignment_topic_stats (
  assignment_id uuid NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
  grammar_topic text NOT NULL,
  -- Graded answers with at least one item of the topic.
  answers integer NOT NULL,
  items integer NOT NULL,
  correct_items integer NOT NULL,
  PRIMARY KEY (assignment_id, grammar_topic)
);

CREATE FUNCTION refresh_assignment_learner_stats(assignment_ids uuid[], user_ids uuid[])
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
      FROM attempts at
      WHERE at.assignment_id = s.assignment_id AND at.user_id = s.user_id)
  FROM (SELECT DISTINCT * FROM unnest(assignment_ids, user_ids)) AS k (assignment_id, user_id)
  WHERE s.assignment_id = k.assignment_id AND s.user_id = k.user_id;

  DELETE FROM assignment_learner_stats s
  USING unnest(assignment_ids, user_ids) AS k (assignment_id, user_id)
  WHERE s.assignment_id = k.assignment_id AND s.user_id = k.user_id
    AND NOT s.held AND s.finished_sittings = 0 AND s.answers = 0;
END $$;

CREATE FUNCTION refresh_assignment_stats(assignment_ids uuid[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO assignment_stats (assignment_id)
  SELECT a.id FROM assignments a WHERE a.id = ANY (assignment_ids) ORDER BY a.id
  ON CONFLICT DO NOTHING;

  PERFORM 1 FROM assignment_stats WHERE assignment_id = ANY (assignment_ids)
  ORDER BY assignment_id FOR UPDATE;

  UPDATE assignment_stats s SET
    (holders, finished_holders, answers, score_sum, last_answered_at) = (
      SELECT count(*) FILTER (WHERE l.held),
             count(*) FILTER (WHERE l.held AND l.finished_sittings > 0),
             coalesce(sum(l.answers), 0), coalesce(sum(l.score_sum), 0), max(l.last_answered_at)
      FROM assignment_learner_stats l WHERE l.assignment_id = s.assignment_id)
  WHERE s.assignment_id = ANY (assignment_ids);
END $$;

CREATE FUNCTION refresh_room_learner_stats(room_ids uuid[], user_ids uuid[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO room_learner_stats (room_id, user_id)
  SELECT DISTINCT k.room_id, k.user_id
  FROM unnest(room_ids, user_ids) AS k (room_id, user_id)
  JOIN rooms r ON r.id = k.room_id
  JOIN users u ON u.id = k.user_id
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;

  PERFORM 1 FROM room_learner_stats s
  JOIN unnest(room_ids, user_ids) AS k (room_id, user_id)
    ON s.room_id = k.room_id AND s.user_id = k.user_id
  ORDER BY s.room_id, s.user_id
  FOR UPDATE OF s;

  UPDATE room_learner_stats s SET
    (held_assignments, finished_assignments, answers, score_sum) = (
      SELECT count(*) FILTER (WHERE l.held),
             count(*) FILTER (WHERE l.held AND l.finished_sittings > 0),
             coalesce(sum(l.answers), 0), coalesce(sum(l.score_sum), 0)
      FROM assignment_learner_stats l WHERE l.room_id = s.room_id AND l.user_id = s.user_id),
    exercises_answered = (
      SELECT count(DISTINCT at.exercise_id)
      FROM attempts at JOIN assignments a ON a.id = at.assignment_id
      WHERE a.room_id = s.room_id AND at.user_id = s.user_id)
  FROM (SELECT DISTINCT * FROM unnest(room_ids, user_ids)) AS k (room_id, user_id)
  WHERE s.room_id = k.room_id AND s.user_id = k.user_id;

  DELETE FROM room_learner_stats s
  USING unnest(room_ids, user_ids) AS k (room_id, user_id)
  WHERE s.room_id = k.room_id AND s.user_id = k.user_id
    AND s.held_assignments = 0 AND s.answers = 0;
END $$;

CREATE FUNCTION refresh_assignment_topic_stats(assignment_ids uuid[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM assignment_topic_stats WHERE assignment_id = ANY (assignment_ids)
  ORDER BY assignment_id, grammar_topic FOR UPDATE;

  DELETE FROM assignment_topic_stats WHERE assignment_id = ANY (assignment_ids);

  INSERT INTO assignment_topic_stats (assignment_id, grammar_topic, answers, items, correct_items)
  SELECT at.assignment_id, ai.grammar_topic, count(DISTINCT ai.attempt_id), count(*),
         count(*) FILTER (WHERE ai.is_correct)
  FROM attempt_items ai
  JOIN attempts at ON at.id = ai.attempt_id
  JOIN assignments a ON a.id = at.assignment_id
  WHERE at.assignment_id = ANY (assignment_ids)
  GROUP BY 1, 2;
END $$;

-- Sources of the learner rows: answers, sittings and holders (all have assignment_id, user_id).
CREATE FUNCTION refresh_changed_learners() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  assignment_ids uuid[];
  user_ids uuid[];
BEGIN
  SELECT array_agg(assignment_id), array_agg(user_id) INTO assignment_ids, user_ids
  FROM (SELECT DISTINCT assignment_id, user_id FROM changed_rows
        WHERE assignment_id IS NOT NULL) AS pairs;
  IF assignment_ids IS NOT NULL THEN
    PERFORM refresh_assignment_learner_stats(assignment_ids, user_ids);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER attempts_inserted_learners AFTER INSERT ON attempts
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_changed_learners();
CREATE TRIGGER attempts_deleted_learners AFTER DELETE ON attempts
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_changed_learners();
CREATE TRIGGER sittings_inserted_learners AFTER INSERT ON assignment_attempts
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_changed_learners();
CREATE TRIGGER sittings_updated_learners AFTER UPDATE ON assignment_attempts
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_changed_learners();
CREATE TRIGGER sittings_deleted_learners AFTER DELETE ON assignment_attempts
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_changed_learners();
CREATE TRIGGER holders_inserted_learners AFTER INSERT ON assignment_members
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_changed_learners();
CREATE TRIGGER holders_deleted_learners AFTER DELETE ON assignment_members
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_changed_learners();

-- Learner rows roll up into their assignment's row and their (room, student) row.
CREATE FUNCTION refresh_learner_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  room_ids uuid[];
  user_ids uuid[];
BEGIN
  SELECT array_agg(room_id), array_agg(user_id) INTO room_ids, user_ids
  FROM (SELECT DISTINCT room_id, user_id FROM changed_rows) AS pairs;
  IF room_ids IS NOT NULL THEN
    PERFORM refresh_assignment_stats(ARRAY(SELECT DISTINCT assignment_id FROM changed_rows));
    PERFORM refresh_room_learner_stats(room_ids, user_ids);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER learners_inserted_rollups AFTER INSERT ON assignment_learner_stats
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_learner_rollups();
CREATE TRIGGER learners_updated_rollups AFTER UPDATE ON assignment_learner_stats
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_learner_rollups();
CREATE TRIGGER learners_deleted_rollups AFTER DELETE ON assignment_learner_stats
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_learner_rollups();

CREATE FUNCTION count_answers_by_type() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  INSERT INTO assignment_type_stats AS t (assignment_id, exercise_type, answers, score_sum)
  SELECT c.assignment_id, c.exercise_type, sign * count(*), sign * sum(c.score)
  FROM changed_rows c JOIN assignments a ON a.id = c.assignment_id
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (assignment_id, exercise_type) DO UPDATE
    SET answers = t.answers + EXCLUDED.answers, score_sum = t.score_sum + EXCLUDED.score_sum;
  IF TG_OP = 'DELETE' THEN
    DELETE FROM assignment_type_stats t USING changed_rows c
    WHERE t.assignment_id = c.assignment_id AND t.exercise_type = c.exercise_type
      AND t.answers = 0;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER attempts_inserted_types AFTER INSERT ON attempts
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_answers_by_type();
CREATE TRIGGER attempts_deleted_types AFTER DELETE ON attempts
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_answers_by_type();

-- New items add to their topic; an answer counts once per topic however many items it has.
CREATE FUNCTION count_new_topic_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO assignment_topic_stats AS t (assignment_id, grammar_topic, answers, items, correct_items)
  SELECT assignment_id, grammar_topic,
         count(*) FILTER (WHERE (SELECT count(*) FROM attempt_items ai
                                 WHERE ai.attempt_id = answered.attempt_id
                                   AND ai.grammar_topic = answered.grammar_topic) = answered.items),
         sum(items), sum(correct_items)
  FROM (SELECT at.assignment_id, c.grammar_topic, c.attempt_id, count(*) AS items,
               count(*) FILTER (WHERE c.is_correct) AS correct_items
        FROM changed_rows c JOIN attempts at ON at.id = c.attempt_id
        WHERE at.assignment_id IS NOT NULL
        GROUP BY 1, 2, 3) AS answered
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (assignment_id, grammar_topic) DO UPDATE
    SET answers = t.answers + EXCLUDED.answers, items = t.items + EXCLUDED.items,
        correct_items = t.correct_items + EXCLUDED.correct_items;
  RETURN NULL;
END $$;

CREATE TRIGGER items_inserted_topics AFTER INSERT ON attempt_items
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_new_topic_items();

-- Deleted answers take their items with them (by cascade, before this runs): recount the
-- topics of their assignments. Items deleted on their own recount those of their answer.
CREATE FUNCTION recount_topics_of_deleted_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_assignment_topic_stats(ARRAY(
    SELECT DISTINCT assignment_id FROM changed_rows WHERE assignment_id IS NOT NULL ORDER BY 1));
  RETURN NULL;
END $$;

CREATE FUNCTION recount_topics_of_deleted_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_assignment_topic_stats(ARRAY(
    SELECT DISTINCT at.assignment_id FROM changed_rows c JOIN attempts at ON at.id = c.attempt_id
    WHERE at.assignment_id IS NOT NULL ORDER BY 1));
  RETURN NULL;
END $$;

CREATE TRIGGER attempts_deleted_topics AFTER DELETE ON attempts
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION recount_topics_of_deleted_answers();
CREATE TRIGGER items_deleted_topics AFTER DELETE ON attempt_items
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION recount_topics_of_deleted_items();

-- Backfill from the rows already there.
SELECT refresh_assignment_learner_stats(array_agg(assignment_id), array_agg(user_id))
FROM (SELECT assignment_id, user_id FROM assignment_members
      UNION SELECT assignment_id, user_id FROM assignment_attempts
      UNION SELECT assignment_id, user_id FROM attempts WHERE assignment_id IS NOT NULL) AS pairs;

INSERT INTO assignment_type_stats (assignment_id, exercise_type, answers, score_sum)
SELECT assignment_id, exercise_type, count(*), sum(score)
FROM attempts WHERE assignment_id IS NOT NULL GROUP BY 1, 2;

SELECT refresh_assignment_topic_stats(ARRAY(SELECT id FROM assignments));

