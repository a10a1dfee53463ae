-- Timed sittings keep each answer as the student types it (issue 18): the last saved answer of
-- each exercise is what the sitting is graded from, whether the student finishes or the server
-- closes the sitting at its deadline. Ordered by `client_saved_at` (the browser's clock corrected
-- by the server's), so an offline queue sent late never replaces a newer answer.
CREATE TABLE sitting_answers (
  assignment_attempt_id uuid NOT NULL REFERENCES assignment_attempts (id) ON DELETE CASCADE,
  exercise_id uuid NOT NULL REFERENCES exercises (id) ON DELETE CASCADE,
  user_answer jsonb NOT NULL,
  client_saved_at timestamptz NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (assignment_attempt_id, exercise_id)
);
CREATE INDEX sitting_answers_exercise_idx ON sitting_answers (exercise_id);

-- The close job looks for open sittings past their deadline.
CREATE INDEX assignment_attempts_open_deadline_idx ON assignment_attempts (deadline)
  WHERE submitted_at IS NULL;

-- A sitting's graded answer of an exercise is looked up before grading it (it is graded once).
CREATE INDEX attempts_sitting_exercise_idx ON attempts (assignment_attempt_id, exercise_id)
  WHERE assignment_attempt_id IS NOT NULL;
