-- Equivalent versions of an exercise, made by the engine and curated by its owner, so each
-- student of a room can be dealt another. A version keeps its number when another is removed.
-- A listening version's recording is its exercise's: it is not stored again.
CREATE TABLE exercise_versions (
  exercise_id uuid NOT NULL REFERENCES exercises (id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number BETWEEN 1 AND 30),
  engine text NOT NULL,
  results jsonb NOT NULL,
  answer_key jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (exercise_id, number)
);
