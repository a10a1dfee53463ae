-- A different version for each student (issue 32). The assignment says whether versions are
-- dealt; each sitting records, per exercise, the version it was dealt (0: the exercise itself)
-- and, for a stored version, its content as dealt, so the sitting is shown and graded with what
-- the student met even when the teacher later edits or removes the version.
ALTER TABLE assignments ADD COLUMN deal_versions boolean NOT NULL DEFAULT false;
CREATE TABLE sitting_versions (
  assignment_attempt_id uuid NOT NULL REFERENCES assignment_attempts (id) ON DELETE CASCADE,
  exercise_id uuid NOT NULL REFERENCES exercises (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version BETWEEN 0 AND 30),
  results jsonb,
  answer_key jsonb,
  PRIMARY KEY (assignment_attempt_id, exercise_id),
  CHECK ((version = 0) = (results IS NULL AND answer_key IS NULL))
);
CREATE INDEX sitting_versions_exercise ON sitting_versions (exercise_id, version);
