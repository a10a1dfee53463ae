-- Issue 33: the teacher grades spoken answers on the CEFR-aligned rubric.

-- A rubric's credit is its points over the most it could earn (e.g. 7 of 12 = 0.5833): four
-- decimal places where a verdict needed one.
ALTER TABLE item_overrides
  ALTER COLUMN from_credit TYPE numeric(5, 4),
  ALTER COLUMN to_credit TYPE numeric(5, 4);
-- The rubric behind a change ({ "scores": { criterion: 0..4 }, "reply_recording_id"? }); null
-- for a verdict.
ALTER TABLE item_overrides ADD COLUMN rubric jsonb;

-- The criteria the template's speaking items are graded on; null: each exercise's own.
ALTER TABLE templates ADD COLUMN speaking_criteria text[]
  CHECK (speaking_criteria <@ ARRAY['range', 'accuracy', 'fluency', 'pronunciation',
                                    'task_achievement']::text[]
         AND cardinality(speaking_criteria) BETWEEN 1 AND 5);

-- The teacher's spoken reply to an item sits beside the student's answer: one of each per item.
ALTER TABLE recordings ADD COLUMN kind text NOT NULL DEFAULT 'answer'
  CHECK (kind IN ('answer', 'reply'));
ALTER TABLE recordings DROP CONSTRAINT recordings_attempt_id_exercise_id_item_id_key;
ALTER TABLE recordings ADD CONSTRAINT recordings_slot_key
  UNIQUE (attempt_id, exercise_id, item_id, kind);
