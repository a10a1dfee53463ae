-- What each mail is, so mail to one recipient can be capped per kind (issue 30: nobody may use
-- the server to flood a child's inbox). Older mail counts as 'other'.
ALTER TABLE mail_outbox ADD COLUMN kind text NOT NULL DEFAULT 'other';
CREATE INDEX mail_outbox_recipient_idx ON mail_outbox (lower(to_address), kind, created_at);
