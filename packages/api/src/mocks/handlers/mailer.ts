import { http } from '../http';

export function mailerHandlers() {
  return [
    http.post('/mailer/send_mails', async ({ request, response }) =>
      response(202).json({ queued: (await request.json()).list_users.length }),
    ),
  ];
}
