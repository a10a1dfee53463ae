import { normaliseEmail } from '../auth/rules';
import type { Deps } from '../deps';
import { conflict, forbidden, notFound, unprocessable } from '../http/errors';
import type { AuthUser } from '../http/route';
import { type RouteDefinition, route } from '../http/route';
import { requireRoomTeacher } from '../rooms/rules';
import { iso } from '../shared/time';
import {
  canReadTemplate,
  checkTemplateExercises,
  findTemplate,
  replaceTemplateExercises,
  type TemplateRow,
  templateSelect,
} from './queries';

const MISMATCH =
  'Please select exercises that have the same level and language to create a template.';

export function toTemplate(row: TemplateRow) {
  return {
    id: row.id,
    template_name: row.template_name,
    language: row.language,
    template_level: row.template_level,
    exercises_id_list: row.exercises_id_list,
    status: row.completed ? ('Completed' as const) : ('Pending' as const),
    created_at: iso(row.created_at),
    user_id: row.user_id,
  };
}

export function templateRoutes({ db }: Deps): RouteDefinition[] {
  const ownTemplate = async (templateId: string, user: AuthUser) => {
    const row = await findTemplate(db, user.id, templateId);
    if (!row || row.deleted) throw notFound('Template not found');
    if (row.user_id !== user.id) throw forbidden('Only the owner of this template can do this');
    return row;
  };

  const assertExercises = async (
    user: AuthUser,
    ids: readonly string[],
    language: string,
    level: string,
  ) => {
    const check = await checkTemplateExercises(db, user.id, ids, language, level);
    if (check === 'missing') throw notFound('One of the exercises does not exist');
    if (check === 'not_owned') throw forbidden('Templates can only hold your own exercises');
    if (check === 'mismatch') throw conflict(MISMATCH);
  };

  return [
    route('get', '/templates/get_templates', async ({ user }) => {
      const rows = await db.query<TemplateRow>(
        `${templateSelect()} WHERE t.user_id = $1 AND t.deleted_at IS NULL ORDER BY t.created_at DESC, t.id LIMIT 500`,
        [user.id],
      );
      return { status: 200, body: { templates: rows.map(toTemplate) } };
    }),

    route('get', '/templates/get_template/{id}', async ({ user, params }) => {
      const row = await findTemplate(db, user.id, params.id);
      if (!row || (row.deleted && row.user_id === user.id)) throw notFound('Template not found');
      if (!(await canReadTemplate(db, params.id, user.id)))
        throw forbidden('This template is not shared with you');
      return { status: 200, body: toTemplate(row) };
    }),

    route('post', '/templates/create_template', async ({ user, body }) => {
      const name = body.template_name.trim();
      if (!name) throw unprocessable({ template_name: 'Template name is required' });
      await assertExercises(user, body.exercises_id_list, body.language, body.template_level);
      const templateId = await db.transaction(async (tx) => {
        const [created] = await tx.query<{ id: string }>(
          `INSERT INTO templates (user_id, template_name, language, template_level)
           VALUES ($1, $2, $3, $4) RETURNING id`,
          [user.id, name, body.language, body.template_level],
        );
        if (!created) throw new Error('template insert returned nothing');
        await replaceTemplateExercises(tx, created.id, body.exercises_id_list);
        return created.id;
      });
      const row = await findTemplate(db, user.id, templateId);
      if (!row) throw new Error('template vanished after insert');
      return { status: 201, body: toTemplate(row) };
    }),

    route('patch', '/templates/update_template/{id}', async ({ user, params, body }) => {
      const current = await ownTemplate(params.id, user);
      const next = {
        template_name: body.template_name?.trim() ?? current.template_name,
        language: body.language ?? current.language,
        template_level: body.template_level ?? current.template_level,
        exercises_id_list: body.exercises_id_list ?? current.exercises_id_list,
      };
      if (!next.template_name) throw unprocessable({ template_name: 'Template name is required' });
      await assertExercises(user, next.exercises_id_list, next.language, next.template_level);
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE templates SET template_name = $2, language = $3, template_level = $4, updated_at = now()
           WHERE id = $1`,
          [params.id, next.template_name, next.language, next.template_level],
        );
        if (body.exercises_id_list)
          await replaceTemplateExercises(tx, params.id, body.exercises_id_list);
      });
      return { status: 200, body: toTemplate(await ownTemplate(params.id, user)) };
    }),

    route('patch', '/templates/soft_delete_template/{id}', async ({ user, params }) => {
      await ownTemplate(params.id, user);
      await db.query('UPDATE templates SET deleted_at = now() WHERE id = $1', [params.id]);
      return { status: 204 };
    }),

    route('patch', '/templates/delete_shared_template/{id}', async ({ user, params }) => {
      const removed = await db.query(
        'DELETE FROM template_shares WHERE template_id = $1 AND user_id = $2 RETURNING template_id',
        [params.id, user.id],
      );
      if (removed.length === 0) throw notFound('This template is not shared with you');
      return { status: 204 };
    }),

    route('get', '/templates/get_shared_templates', async ({ user }) => {
      const rows = await db.query<TemplateRow & { shared_by: string }>(
        `${templateSelect(
          ', owner.email AS shared_by',
          `JOIN template_shares ts ON ts.template_id = t.id AND ts.user_id = $1
           JOIN users owner ON owner.id = t.user_id`,
        )}
         WHERE t.deleted_at IS NULL ORDER BY ts.created_at DESC, t.id LIMIT 500`,
        [user.id],
      );
      return {
        status: 200,
        body: {
          templates: rows.map((row) => {
            const { id, user_id: _owner, ...template } = toTemplate(row);
            return { template_id: id, ...template, shared_by: row.shared_by };
          }),
        },
      };
    }),

    route('post', '/templates/share_template/{id}', async ({ user, params, body }) => {
      await ownTemplate(params.id, user);
      let recipients: string[];
      if ('room_id' in body) {
        await requireRoomTeacher(db, body.room_id, user);
        const members = await db.query<{ user_id: string }>(
          'SELECT user_id FROM room_members WHERE room_id = $1',
          [body.room_id],
        );
        recipients = members.map((member) => member.user_id);
      } else {
        const [recipient] = await db.query<{ id: string }>(
          'SELECT id FROM users WHERE email = $1',
          [normaliseEmail(body.email)],
        );
        // An unknown address answers like a known one: sharing reveals no one's account.
        recipients = recipient ? [recipient.id] : [];
      }
      const inserted = await db.query(
        `INSERT INTO template_shares (template_id, user_id, shared_by)
         SELECT $1, recipient, $2 FROM unnest($3::uuid[]) AS recipient WHERE recipient <> $2
         ON CONFLICT DO NOTHING RETURNING user_id`,
        [params.id, user.id, recipients],
      );
      // By e-mail the answer is always one recipient, known or not, newly or already shared.
      return { status: 200, body: { shared_with: 'email' in body ? 1 : inserted.length } };
    }),
  ];
}
