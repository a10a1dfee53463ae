-- Issue 31: class accounts, made by a room's teacher for pupils without an e-mail address.

-- The pupil signs in with users.username (unique in the deployment, users_username_key) and the
-- password on the card; users.email holds a placeholder under the reserved `.invalid` domain
-- (RFC 2606), never a person's address: no mail is ever queued to it.
CREATE TABLE class_accounts (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- When the teacher last printed a password (made or reset): the card older than it is void.
  password_set_at timestamptz NOT NULL DEFAULT now(),
  last_signed_in_at timestamptz
);
CREATE INDEX class_accounts_room_idx ON class_accounts (room_id, created_at);

-- The account exists for its room only: when the room goes, the pupil's account and work go too.
CREATE FUNCTION delete_class_account_user() RETURNS trigger AS $$
BEGIN
  DELETE FROM users WHERE id = OLD.user_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER class_accounts_delete_user AFTER DELETE ON class_accounts
  FOR EACH ROW EXECUTE FUNCTION delete_class_account_user();

-- A class account is a member from the start.
ALTER TABLE room_members DROP CONSTRAINT room_members_joined_by_check;
ALTER TABLE room_members ADD CONSTRAINT room_members_joined_by_check
  CHECK (joined_by IN ('invitation', 'code', 'class_account'));
