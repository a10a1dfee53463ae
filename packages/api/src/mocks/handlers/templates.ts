import type { components } from '../../generated/schema';
import { forgets, http, notFound, signedIn } from '../http';
import type { MockStore } from '../store';

type Template = components['schemas']['Template'];

/** Templates made, changed or removed in a story show in the caller's lists. */
export function templatesHandlers(store: MockStore) {
  return [
    http.post('/templates/create_template', async ({ request, response }) => {
      const caller = signedIn(store, request);
      const body = await request.json();
      const template: Template = {
        id: store.newId(),
        ...body,
        template_name: body.template_name.trim(),
        created_at: store.nowIso(),
        user_id: caller.profile.id,
        status: 'Pending',
      };
      store.prepend(caller.name, 'GET /templates/get_templates', template, 'templates');
      store.answer(caller.name, `GET /templates/get_template/${template.id}`, template);
      return response(201).json(template);
    }),

    http.patch('/templates/update_template/{id}', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      store.patch(params.id, await request.json());
      const template = store.read(caller.name, `GET /templates/get_template/${params.id}`)?.body;
      return template ? response(200).json(template as Template) : notFound('Template');
    }),

    http.patch('/templates/soft_delete_template/{id}', forgets(store)),

    http.patch('/templates/delete_shared_template/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      store.forget(params.id, [caller.name]);
      return response(204).empty();
    }),

    http.post('/templates/share_template/{id}', async ({ request, response }) => {
      const caller = signedIn(store, request);
      const body = await request.json();
      const members =
        'email' in body
          ? [body.email]
          : store.read(caller.name, `GET /rooms/get_users/${body.room_id}`)?.body;
      return response(200).json({ shared_with: Array.isArray(members) ? members.length : 0 });
    }),
  ];
}
