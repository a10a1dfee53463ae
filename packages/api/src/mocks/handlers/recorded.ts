import { http as untypedHttp } from 'msw';
import { notFound, replaysWrite, signedIn } from '../http';
import { replayed } from '../recorded';
import type { MockStore } from '../store';

/**
 * Every call without a handler of its own answers what the server answered the caller for the
 * same method, path and query (recorded by apps/server/src/mockClassroom.test.ts), as the
 * story's writes left it. Put last: the handlers in front of it keep what a story changes.
 */
export function recordedHandlers(store: MockStore) {
  return [
    replaysWrite(store, 'POST /metrics/avg_completion_time_assign_students', 'Assignment', {
      by: (body) => ` ${body.assignment_id}`,
    }),
    untypedHttp.all('*/api/*', ({ request }) => {
      const url = new URL(request.url);
      const path = url.pathname.replace(/^.*?\/api\//, '/');
      const caller = signedIn(store, request);
      const own = `${request.method} ${path}`;
      const answer = store.read(caller.name, `${own}${url.search}`) ?? store.read(caller.name, own);
      return answer ? replayed(answer) : notFound('Resource');
    }),
  ];
}
