import type { components } from '../../generated/schema';
import { forbidden, http, notFound, problem, readBody, readChanges, signedIn } from '../http';
import type { MockStore } from '../store';

type Template = components['schemas']['Template'];

export function templatesHandlers(store: MockStore) {
  /** The template if the caller owns it, else the server's 404/403 answer. */
  function owned(templateId: string, callerId: string) {
    const template = store.template(templateId);
    if (!template) return notFound('Template');
    return template.user_id === callerId ? template : forbidden('Only the owner can do this');
  }

  /** 404 or 409 when the exercises break the template rules, else null. */
  function checkExercises(
    callerId: string,
    ids: string[],
    language: Template['language'],
    level: Template['template_level'],
  ) {
    if (ids.length < 2) {
      return problem(422, 'Please select at least 2 exercises to create a template.', {
        exercises_id_list: 'Please select at least 2 exercises to create a template.',
      });
    }
    const exercises = ids.map((id) => store.exercise(id));
    if (exercises.some((e) => !e || e.user_id !== callerId)) return notFound('Exercise');
    if (exercises.some((e) => e?.language !== language || e?.level !== level)) {
      return problem(
        409,
        'Please select exercises that have the same level and language to create a template.',
      );
    }
    return null;
  }

  return [
    http.get('/templates/get_templates', ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      return response(200).json({ templates: store.templatesOf(caller.id) });
    }),

    http.get('/templates/get_template/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const template = store.template(params.id);
      if (!template) return notFound('Template');
      if (!store.canReadTemplate(template, caller.id)) return forbidden();
      return response(200).json(store.templateView(template, caller.id));
    }),

    http.post('/templates/create_template', async ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const body = await readBody(request, [
        'template_name',
        'exercises_id_list',
        'language',
        'template_level',
      ]);
      if (body instanceof Response) return body;
      const refused = checkExercises(
        caller.id,
        body.exercises_id_list,
        body.language,
        body.template_level,
      );
      if (refused) return refused;
      const template: Template = {
        id: store.newId(),
        template_name: body.template_name.trim(),
        language: body.language,
        template_level: body.template_level,
        exercises_id_list: body.exercises_id_list,
        created_at: store.nowIso(),
        user_id: caller.id,
      };
      store.db.templates.push(template);
      return response(201).json(store.templateView(template, caller.id));
    }),

    http.patch('/templates/update_template/{id}', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const template = owned(params.id, caller.id);
      if (template instanceof Response) return template;
      const body = await readChanges(request);
      if (body instanceof Response) return body;
      const next = { ...template, ...body };
      const refused = checkExercises(
        caller.id,
        next.exercises_id_list,
        next.language,
        next.template_level,
      );
      if (refused) return refused;
      Object.assign(template, body);
      return response(200).json(store.templateView(template, caller.id));
    }),

    http.patch('/templates/soft_delete_template/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const template = owned(params.id, caller.id);
      if (template instanceof Response) return template;
      store.deletedTemplates.add(template.id);
      return response(204).empty();
    }),

    http.patch('/templates/delete_shared_template/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const before = store.db.shares.length;
      store.db.shares = store.db.shares.filter(
        (s) => !(s.template_id === params.id && s.user_id === caller.id),
      );
      if (store.db.shares.length === before) return notFound('Shared template');
      return response(204).empty();
    }),

    http.get('/templates/get_shared_templates', ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      return response(200).json({ templates: store.sharedTemplatesOf(caller.id) });
    }),

    http.post('/templates/share_template/{id}', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const template = owned(params.id, caller.id);
      if (template instanceof Response) return template;
      const body = await readBody(request, []);
      if (body instanceof Response) return body;
      let recipients: string[];
      if ('email' in body && !('room_id' in body)) {
        const recipient = store.userByEmail(body.email);
        if (!recipient) return notFound('User');
        recipients = [recipient.id];
      } else if ('room_id' in body && !('email' in body)) {
        const room = store.room(body.room_id);
        if (!room) return notFound('Room');
        if (room.teacher_id !== caller.id) return forbidden();
        recipients = store.memberIds(room.id);
      } else {
        return problem(422, 'Give exactly one of email and room_id');
      }
      const fresh = recipients.filter(
        (userId) =>
          userId !== caller.id &&
          !store.db.shares.some((s) => s.template_id === template.id && s.user_id === userId),
      );
      for (const user_id of fresh) {
        store.db.shares.push({ template_id: template.id, user_id, shared_at: store.nowIso() });
      }
      return response(200).json({ shared_with: fresh.length });
    }),
  ];
}
