-- Issue 30: the tutor's replies as the server wrote them. The model reads an assistant turn only
-- from here: one a client wrote itself (a forged "teacher" turn) never reaches it.
CREATE TABLE chat_replies (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_replies_user_idx ON chat_replies (user_id, created_at);
