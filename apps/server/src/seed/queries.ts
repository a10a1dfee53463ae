import type { Queryable } from '../db/db';

// The demo seed writes past dates (created 60 days ago, sittings last week), which the
// areas' own statements never do: its inserts live here.

async function insertReturningId(db: Queryable, sql: string, values: unknown[]): Promise<string> {
  const [row] = await db.query<{ id: string }>(sql, values);
  if (!row) throw new Error(`insert returned nothing: ${sql.slice(0, 40)}`);
  return row.id;
}

export async function demoExists(db: Queryable): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM users WHERE email = 'teacher@lingua.demo'");
  return rows.length > 0;
}

export function insertDemoUser(
  db: Queryable,
  user: {
    email: string;
    passwordHash: string;
    username: string;
    first: string;
    last: string;
    country: string;
    role: 'teacher' | 'student';
  },
): Promise<string> {
  return insertReturningId(
    db,
    `INSERT INTO users (email, password_hash, email_verified_at, username, first_name, last_name,
       country, phone_number, role, created_at)
     VALUES ($1, $2, now(), $3, $4, $5, $6, '+49 1512345678', $7, now() - interval '60 days') RETURNING id`,
    [user.email, user.passwordHash, user.username, user.first, user.last, user.country, user.role],
  );
}

/** A room created 45 days ago with its members. */
export async function insertDemoRoom(
  db: Queryable,
  room: { teacherId: string; name: string; language: string; level: string; members: string[] },
): Promise<string> {
  const id = await insertReturningId(
    db,
    `INSERT INTO rooms (teacher_id, room_name, room_lang, room_level, created_at)
     VALUES ($1, $2, $3, $4, now() - interval '45 days') RETURNING id`,
    [room.teacherId, room.name, room.language, room.level],
  );
  await db.query('INSERT INTO room_members (room_id, user_id) SELECT $1, unnest($2::uuid[])', [
    id,
    room.members,
  ]);
  return id;
}

/** A template created 20 days ago (without its exercises), shared with `sharedWith`. */
export async function insertDemoTemplate(
  db: Queryable,
  template: {
    teacherId: string;
    name: string;
    language: string;
    level: string;
    sharedWith: string[];
  },
): Promise<string> {
  const id = await insertReturningId(
    db,
    `INSERT INTO templates (user_id, template_name, language, template_level, created_at)
     VALUES ($1, $2, $3, $4, now() - interval '20 days') RETURNING id`,
    [template.teacherId, template.name, template.language, template.level],
  );
  await db.query(
    'INSERT INTO template_shares (template_id, user_id, shared_by, accepted_at) SELECT $1, unnest($2::uuid[]), $3, now()',
    [id, template.sharedWith, template.teacherId],
  );
  return id;
}

/** An assignment created a week before its schedule, given to `members`. */
export async function insertDemoAssignment(
  db: Queryable,
  assignment: {
    teacherId: string;
    roomId: string;
    templateId: string;
    text: string;
    description: string;
    schedule: Date;
    members: string[];
  },
): Promise<string> {
  const id = await insertReturningId(
    db,
    `INSERT INTO assignments (teacher_id, room_id, template_id, assignment_text, assignment_description,
       schedule, attempts, time_limit, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 2, 20, $6::timestamptz - interval '7 days') RETURNING id`,
    [
      assignment.teacherId,
      assignment.roomId,
      assignment.templateId,
      assignment.text,
      assignment.description,
      assignment.schedule,
    ],
  );
  await db.query(
    'INSERT INTO assignment_members (assignment_id, user_id) SELECT $1, unnest($2::uuid[])',
    [id, assignment.members],
  );
  return id;
}

/** A finished sitting of a 20-minute assignment, handed in after `minutes`. */
export function insertDemoSitting(
  db: Queryable,
  sitting: { assignmentId: string; studentId: string; startedAt: Date; minutes: number },
): Promise<string> {
  return insertReturningId(
    db,
    `INSERT INTO assignment_attempts (assignment_id, user_id, started_at, deadline, submitted_at)
     VALUES ($1, $2, $3, $3::timestamptz + interval '20 minutes', $3::timestamptz + make_interval(mins => $4))
     RETURNING id`,
    [sitting.assignmentId, sitting.studentId, sitting.startedAt, sitting.minutes],
  );
}
