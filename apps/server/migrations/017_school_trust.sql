-- Issue 17: a school behind one address, rooms by consent, tokens never at rest in clear.

-- Failed sign-ins per (account, address): growing delays lock one account from one address only.
CREATE TABLE login_locks (
  email text NOT NULL,
  address text NOT NULL,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL,
  locked_until timestamptz,
  PRIMARY KEY (email, address)
);
CREATE INDEX login_locks_last_failure_idx ON login_locks (last_failure_at);

-- Rooms by consent: a code (and a link carrying it) a pupil enters to join; null = turned off.
ALTER TABLE rooms ADD COLUMN join_code text UNIQUE;
