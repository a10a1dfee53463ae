-- Lingua schema. Ids are UUIDs; every foreign key that a metrics or list query joins on is indexed.

CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text NOT NULL,
  email_verified_at timestamptz,
  username text,
  first_name text,
  last_name text,
  country text,
  phone_number text,
  role text CHECK (role IN ('teacher', 'student')),
  preferences jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));

CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

CREATE TABLE one_time_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('reset_password', 'verify_email')),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX one_time_tokens_user_idx ON one_time_tokens (user_id, purpose);

-- Fixed-window counters shared by every server instance.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);

CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  last_error text
);
CREATE INDEX mail_outbox_pending_idx ON mail_outbox (next_attempt_at)
  WHERE sent_at IS NULL AND failed_at IS NULL;

CREATE TABLE rooms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  teacher_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  room_name text NOT NULL,
  room_lang text NOT NULL,
  room_level text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rooms_teacher_idx ON rooms (teacher_id);

CREATE TABLE room_members (
  room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (room_id, user_id)
);
CREATE INDEX room_members_user_idx ON room_members (user_id);

CREATE TABLE exercises (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('Writing', 'Reading', 'Listening')),
  language text NOT NULL,
  level text NOT NULL,
  engine text NOT NULL,
  results jsonb NOT NULL,
  answer_key jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX exercises_user_created_idx ON exercises (user_id, created_at DESC)
  WHERE deleted_at IS NULL;

CREATE TABLE templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  template_name text NOT NULL,
  language text NOT NULL,
  template_level text NOT NULL,
  status text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX templates_user_idx ON templates (user_id, created_at DESC) WHERE deleted_at IS NULL;

CREATE TABLE template_exercises (
  template_id uuid NOT NULL REFERENCES templates (id) ON DELETE CASCADE,
  position integer NOT NULL,
  exercise_id uuid NOT NULL REFERENCES exercises (id) ON DELETE CASCADE,
  PRIMARY KEY (template_id, position)
);
CREATE INDEX template_exercises_exercise_idx ON template_exercises (exercise_id);

-- One row per recipient; sharing with a room shares with each of its current members.
CREATE TABLE template_shares (
  template_id uuid NOT NULL REFERENCES templates (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  shared_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (template_id, user_id)
);
CREATE INDEX template_shares_user_idx ON template_shares (user_id, created_at DESC);

CREATE TABLE assignments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  teacher_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  template_id uuid NOT NULL REFERENCES templates (id) ON DELETE CASCADE,
  assignment_text text NOT NULL,
  assignment_description text NOT NULL,
  schedule timestamptz NOT NULL,
  attempts integer NOT NULL CHECK (attempts >= 1),
  time_limit integer NOT NULL CHECK (time_limit >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assignments_room_idx ON assignments (room_id, schedule);
CREATE INDEX assignments_teacher_idx ON assignments (teacher_id, schedule);

CREATE TABLE assignment_members (
  assignment_id uuid NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  assigned_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (assignment_id, user_id)
);
CREATE INDEX assignment_members_user_idx ON assignment_members (user_id);

-- One timed sitting of an assignment by a student.
CREATE TABLE assignment_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  assignment_id uuid NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL DEFAULT now(),
  deadline timestamptz NOT NULL,
  submitted_at timestamptz,
  late boolean NOT NULL DEFAULT false
);
CREATE INDEX assignment_attempts_assignment_user_idx ON assignment_attempts (assignment_id, user_id);
CREATE INDEX assignment_attempts_user_idx ON assignment_attempts (user_id);

-- One reviewed answer to one exercise (standalone or inside an assignment sitting).
CREATE TABLE attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  exercise_id uuid NOT NULL REFERENCES exercises (id) ON DELETE CASCADE,
  exercise_type text NOT NULL,
  assignment_id uuid REFERENCES assignments (id) ON DELETE CASCADE,
  assignment_attempt_id uuid REFERENCES assignment_attempts (id) ON DELETE CASCADE,
  answers jsonb NOT NULL,
  score numeric(5, 2) NOT NULL,
  results jsonb NOT NULL,
  duration_seconds integer,
  started_at timestamptz,
  submitted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attempts_user_exercise_idx ON attempts (user_id, exercise_id, submitted_at DESC);
CREATE INDEX attempts_assignment_user_idx ON attempts (assignment_id, user_id);
CREATE INDEX attempts_exercise_idx ON attempts (exercise_id);

-- Per-item outcome of an attempt, so topic metrics aggregate in SQL.
CREATE TABLE attempt_items (
  attempt_id uuid NOT NULL REFERENCES attempts (id) ON DELETE CASCADE,
  item_id integer NOT NULL,
  grammar_topic text NOT NULL,
  is_correct boolean NOT NULL,
  PRIMARY KEY (attempt_id, item_id)
);
CREATE INDEX attempt_items_topic_idx ON attempt_items (grammar_topic);

CREATE TABLE feedback (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  feedback_type text NOT NULL,
  feedback_text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_user_idx ON feedback (user_id, created_at DESC);
