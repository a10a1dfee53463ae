import type { components } from '../../generated/schema';
import { forgets, http, notFound, signedIn } from '../http';
import type { MockStore } from '../store';

type Template = components['schemas']['Template'];
type SharedTemplate = components['schemas']['SharedTemplate'];

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

    /** An accepted offer joins "Shared with me"; either answer takes it off the offers. */
    http.post('/templates/share_offers/{id}', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      const key = 'GET /templates/share_offers';
      const offers = (store.read(caller.name, key)?.body as { offers: SharedTemplate[] })?.offers;
      const offer = offers?.find((candidate) => candidate.template_id === params.id);
      if (!offer) return notFound('Offer');
      store.answer(caller.name, key, { offers: offers.filter((other) => other !== offer) });
      if ((await request.json()).accept)
        store.prepend(caller.name, 'GET /templates/get_shared_templates', offer, 'templates');
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
