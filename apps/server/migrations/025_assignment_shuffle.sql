-- Shuffled questions and options per student (issue 32). The assignment says what is shuffled;
-- each sitting records the seed its order is dealt from, so a resume, a reload or an offline
-- save finds the same order and a new attempt deals another. Null: dealt in template order.
ALTER TABLE assignments
  ADD COLUMN shuffle_questions boolean NOT NULL DEFAULT false,
  ADD COLUMN shuffle_options boolean NOT NULL DEFAULT false;
ALTER TABLE assignment_attempts ADD COLUMN deal_seed integer;
