import { serverMessage } from '@lingua/i18n/server';
import { normaliseEmail } from '../auth/rules';
import type { Deps } from '../deps';
import { notFound } from '../http/errors';
import { type RouteDefinition, route } from '../http/route';
import { toSharedTemplate, toTemplate } from './mappers';
import {
  answerShareOffer,
  deleteShare,
  findTemplate,
  insertShares,
  insertTemplate,
  listOwnTemplates,
  listSharedTemplates,
  softDeleteTemplate,
  updateTemplate,
} from './queries';
import {
  requireOwnTemplate,
  requireReadableTemplate,
  requireTemplateExercises,
  shareRecipients,
  templateName,
} from './rules';

export function templateRoutes({ db }: Deps): RouteDefinition[] {
  return [
    route('get', '/templates/get_templates', async ({ user }) => ({
      status: 200,
      body: { templates: (await listOwnTemplates(db, user.id)).map(toTemplate) },
    })),

    route('get', '/templates/get_template/{id}', async ({ user, params }) => ({
      status: 200,
      body: toTemplate(await requireReadableTemplate(db, params.id, user)),
    })),

    route('post', '/templates/create_template', async ({ user, body }) => {
      const fields = {
        template_name: templateName(body.template_name),
        language: body.language,
        template_level: body.template_level,
        speaking_criteria: body.speaking_criteria ?? null,
      };
      await requireTemplateExercises(
        db,
        user,
        body.exercises_id_list,
        fields.language,
        fields.template_level,
      );
      const templateId = await insertTemplate(db, user.id, fields, body.exercises_id_list);
      const row = await findTemplate(db, user.id, templateId);
      if (!row) throw new Error('template vanished after insert');
      return { status: 201, body: toTemplate(row) };
    }),

    route('patch', '/templates/update_template/{id}', async ({ user, params, body }) => {
      const current = await requireOwnTemplate(db, params.id, user);
      const fields = {
        template_name: templateName(body.template_name ?? current.template_name),
        language: body.language ?? current.language,
        template_level: body.template_level ?? current.template_level,
        // null puts each exercise's own criteria back.
        speaking_criteria:
          body.speaking_criteria === undefined ? current.speaking_criteria : body.speaking_criteria,
      };
      await requireTemplateExercises(
        db,
        user,
        body.exercises_id_list ?? current.exercises_id_list,
        fields.language,
        fields.template_level,
      );
      await updateTemplate(db, params.id, fields, body.exercises_id_list);
      return { status: 200, body: toTemplate(await requireOwnTemplate(db, params.id, user)) };
    }),

    route('patch', '/templates/soft_delete_template/{id}', async ({ user, params }) => {
      await requireOwnTemplate(db, params.id, user);
      await softDeleteTemplate(db, params.id);
      return { status: 204 };
    }),

    route('patch', '/templates/delete_shared_template/{id}', async ({ user, params }) => {
      if (!(await deleteShare(db, params.id, user.id)))
        throw notFound(serverMessage('error.templates.notShared'));
      return { status: 204 };
    }),

    route('get', '/templates/get_shared_templates', async ({ user }) => ({
      status: 200,
      body: { templates: (await listSharedTemplates(db, user.id)).map(toSharedTemplate) },
    })),

    route('get', '/templates/share_offers', async ({ user }) => ({
      status: 200,
      body: { offers: (await listSharedTemplates(db, user.id, true)).map(toSharedTemplate) },
    })),

    route('post', '/templates/share_offers/{id}', async ({ user, params, body }) => {
      if (!(await answerShareOffer(db, params.id, user.id, body.accept)))
        throw notFound(serverMessage('error.templates.noOffer'));
      return { status: 204 };
    }),

    route('post', '/templates/share_template/{id}', async ({ user, params, body }) => {
      await requireOwnTemplate(db, params.id, user);
      const { recipients, accepted } = await shareRecipients(
        db,
        user,
        'room_id' in body ? { room_id: body.room_id } : { email: normaliseEmail(body.email) },
      );
      const sharedWith = await insertShares(db, params.id, user.id, recipients, accepted);
      // By e-mail the answer is always one recipient, known or not, newly or already shared.
      return { status: 200, body: { shared_with: 'email' in body ? 1 : sharedWith } };
    }),
  ];
}
