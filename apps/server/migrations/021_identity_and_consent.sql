-- Issue 30: an address counts once proven, children are reached with consent, join codes limited.

-- A link proves the address it was mailed to, and no other: an e-mail change is a link too.
ALTER TABLE one_time_tokens ADD COLUMN email text;
ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_purpose_check;
ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_purpose_check
  CHECK (purpose IN ('reset_password', 'verify_email', 'change_email'));

-- An address waiting for its link before it replaces the account's.
ALTER TABLE users ADD COLUMN pending_email text CHECK (pending_email = lower(pending_email));

-- A teacher's invitation waits for the pupil's answer; a code join may wait for the teacher's.
CREATE TABLE room_invitations (
  room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('invited', 'requested')),
  -- What the teacher typed (an invitation) or the pupil's address (a request).
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (room_id, user_id)
);
CREATE INDEX room_invitations_user_idx ON room_invitations (user_id, kind);

-- How a member came in (the teacher sees who joined by code).
ALTER TABLE room_members ADD COLUMN joined_by text NOT NULL DEFAULT 'invitation'
  CHECK (joined_by IN ('invitation', 'code'));

-- Join-code settings: the teacher's approval, an end, a cap on uses.
ALTER TABLE rooms ADD COLUMN join_approval boolean NOT NULL DEFAULT false;
ALTER TABLE rooms ADD COLUMN join_code_expires_at timestamptz;
ALTER TABLE rooms ADD COLUMN join_code_max_uses integer CHECK (join_code_max_uses BETWEEN 1 AND 1000);
ALTER TABLE rooms ADD COLUMN join_code_uses integer NOT NULL DEFAULT 0;

-- A share waits in the recipient's offers until accepted; shares made before stay accepted.
ALTER TABLE template_shares ADD COLUMN accepted_at timestamptz;
UPDATE template_shares SET accepted_at = created_at;

-- Links sent before this migration prove the address the account had then.
UPDATE one_time_tokens t SET email = u.email FROM users u WHERE u.id = t.user_id;
ALTER TABLE one_time_tokens ALTER COLUMN email SET NOT NULL;
