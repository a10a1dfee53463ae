import { forbidden, http, readBody, signedIn } from '../http';
import type { MockStore } from '../store';

export function mailerHandlers(store: MockStore) {
  return [
    http.post('/mailer/send_mails', async ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const body = await readBody(request, ['template_id', 'url', 'list_users']);
      if (body instanceof Response) return body;
      const reachable = new Set(
        store.db.rooms
          .filter((room) => room.teacher_id === caller.id)
          .flatMap((room) => store.memberIds(room.id))
          .flatMap((id) => store.user(id)?.email ?? []),
      );
      const strangers = body.list_users.filter((r) => !reachable.has(r.email.toLowerCase()));
      if (strangers.length) {
        return forbidden('Mails can only go to members of your rooms');
      }
      for (const recipient of body.list_users) {
        store.mailOutbox.push({ to: recipient.email, url: body.url });
      }
      return response(202).json({ queued: body.list_users.length });
    }),
  ];
}
