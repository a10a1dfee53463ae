import { HttpResponse, http as untypedHttp } from 'msw';
import { fixtures } from '../fixtures';
import { http, notFound, signedIn } from '../http';
import type { Answer, MockStore } from '../store';

/** A recorded answer as the server sent it (a CSV file as text, with its headers). */
export const replayed = ({ status, body, headers }: Answer) =>
  typeof body === 'string'
    ? new HttpResponse(body, { status, headers })
    : body === undefined
      ? new HttpResponse(null, { status, headers })
      : HttpResponse.json(body, { status, headers });

/**
 * Every read answers what the server answered the caller for the same path and query
 * (recorded by apps/server/src/mockClassroom.test.ts), as the story's writes left it.
 */
export function readHandlers(store: MockStore) {
  return [
    untypedHttp.get('*/api/*', ({ request }) => {
      const url = new URL(request.url);
      const path = url.pathname.replace(/^.*?\/api\//, '/');
      if (path === '/users/me' || path.startsWith('/health') || path === '/capabilities') return;
      const caller = signedIn(store, request);
      // One signed up in the story reads what the fixtures' newcomer reads.
      const own = path.replace(caller.profile.id, fixtures.users[caller.name].id);
      const answer =
        store.read(caller.name, `GET ${own}${url.search}`) ?? store.read(caller.name, `GET ${own}`);
      return answer ? replayed(answer) : notFound('Resource');
    }),

    http.post('/metrics/avg_completion_time_assign_students', async ({ request, response }) => {
      const caller = signedIn(store, request);
      const { assignment_id } = await request.json();
      const key = `POST /metrics/avg_completion_time_assign_students ${assignment_id}`;
      const answer = store.read(caller.name, key);
      return answer ? response.untyped(replayed(answer)) : notFound('Assignment');
    }),
  ];
}
