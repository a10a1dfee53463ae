-- Issue 33: speaking, the fourth exercise type, and the students' spoken answers.

ALTER TABLE exercises DROP CONSTRAINT exercises_type_check;
ALTER TABLE exercises ADD CONSTRAINT exercises_type_check
  CHECK (type IN ('Writing', 'Reading', 'Listening', 'Speaking'));

-- One recording per item of a speaking exercise in a timed sitting: a new one replaces it until
-- the sitting ends. Kept in the database (no file store to back up or secure apart); goes with
-- the student's account, the sitting or the exercise, or after RECORDING_RETENTION_DAYS.
CREATE TABLE recordings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  attempt_id uuid NOT NULL REFERENCES assignment_attempts (id) ON DELETE CASCADE,
  exercise_id uuid NOT NULL REFERENCES exercises (id) ON DELETE CASCADE,
  item_id integer NOT NULL CHECK (item_id BETWEEN 1 AND 10),
  mime_type text NOT NULL CHECK (mime_type IN ('audio/webm', 'audio/ogg', 'audio/mp4')),
  duration_ms integer NOT NULL CHECK (duration_ms > 0),
  bytes integer NOT NULL CHECK (bytes > 0),
  audio bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (attempt_id, exercise_id, item_id)
);
-- Opus and AAC are compressed already: stored out of line without a second compression.
ALTER TABLE recordings ALTER COLUMN audio SET STORAGE EXTERNAL;
CREATE INDEX recordings_user_idx ON recordings (user_id);
CREATE INDEX recordings_created_idx ON recordings (created_at);
