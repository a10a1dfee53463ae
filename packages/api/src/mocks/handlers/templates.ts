import type { components } from '../../generated/schema';
import { forgets, http, signedIn } from '../http';
import type { MockStore } from '../store';

type Template = components['schemas']['Template'];

/** Templates made or removed in a story show in the caller's lists. */
export function templatesHandlers(store: MockStore) {
  return [
    http.post('/templates/create_template', async ({ request, response }) => {
      const caller = signedIn(store, request);
      const body = await request.json();
      const template: Template = {
        ...{ id: store.newId(), ...body, template_name: body.template_name.trim() },
        ...{ created_at: store.nowIso(), user_id: caller.profile.id, status: 'Pending' },
      };
      store.prepend(caller.name, 'GET /templates/get_templates', template, 'templates');
      store.answer(caller.name, `GET /templates/get_template/${template.id}`, template);
      return response(201).json(template);
    }),

    http.patch('/templates/soft_delete_template/{id}', forgets(store)),

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
