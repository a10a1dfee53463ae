import { http, notFound, signedIn } from '../http';
import type { MockStore } from '../store';

export function templatesHandlers(store: MockStore) {
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
      return response(200).json(store.templateView(template, caller.id));
    }),

    http.post('/templates/create_template', async ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const body = await request.json();
      const template = {
        id: store.newId(),
        ...body,
        template_name: body.template_name.trim(),
        created_at: store.nowIso(),
        user_id: caller.id,
      };
      store.db.templates.push(template);
      return response(201).json(store.templateView(template, caller.id));
    }),

    http.patch('/templates/update_template/{id}', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const template = store.template(params.id);
      if (!template) return notFound('Template');
      Object.assign(template, await request.json());
      return response(200).json(store.templateView(template, caller.id));
    }),

    http.patch('/templates/soft_delete_template/{id}', ({ params, response }) => {
      if (!store.template(params.id)) return notFound('Template');
      store.db.templates = store.db.templates.filter((t) => t.id !== params.id);
      return response(204).empty();
    }),

    http.patch('/templates/delete_shared_template/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      store.db.shares = store.db.shares.filter(
        (s) => !(s.template_id === params.id && s.user_id === caller.id),
      );
      return response(204).empty();
    }),

    http.get('/templates/get_shared_templates', ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      return response(200).json({ templates: store.sharedTemplatesOf(caller.id) });
    }),

    http.post('/templates/share_template/{id}', async ({ request, params, response }) => {
      const body = await request.json();
      const recipients =
        'email' in body
          ? [store.userByEmail(body.email)?.id ?? []].flat()
          : store.memberIds(body.room_id);
      for (const user_id of recipients) {
        store.db.shares.push({ template_id: params.id, user_id, shared_at: store.nowIso() });
      }
      return response(200).json({ shared_with: recipients.length });
    }),
  ];
}
