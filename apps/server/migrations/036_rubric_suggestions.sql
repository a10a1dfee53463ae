-- Issue 33: the rubric points a model suggests from a spoken answer's transcript, for its
-- teacher to confirm or change (a suggestion, never a grade). Null where none was made.
ALTER TABLE recordings ADD COLUMN suggested_scores jsonb;
