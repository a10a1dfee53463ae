-- The close job grades a sitting outside any transaction (a model may take a minute), so it no
-- longer holds the sitting's row while it works. It claims the sitting for a while instead: one
-- instance grades it, and a crashed instance's claim runs out and another takes it over.
ALTER TABLE assignment_attempts ADD COLUMN close_claimed_until timestamptz;
