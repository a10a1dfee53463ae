import type { Deps } from '../deps';
import { HttpError } from '../http/errors';
import { type RouteDefinition, route } from '../http/route';
import { pingDatabase } from './queries';
import { type Lifecycle, notReadyReason } from './rules';

export function systemRoutes({ db, log, engine }: Deps, lifecycle: Lifecycle): RouteDefinition[] {
  return [
    route('get', '/health', async () => {
      try {
        await pingDatabase(db);
      } catch (error) {
        log.error({ err: error }, 'health check: database unavailable');
        throw new HttpError(503, 'The database is not available');
      }
      return { status: 200, body: { status: 'ok' } };
    }),
    // The process answers: nothing else, so a database outage never restarts healthy instances.
    route('get', '/health/live', async () => ({ status: 200, body: { status: 'ok' } })),
    route('get', '/health/ready', async () => {
      const reason = await notReadyReason(db, lifecycle);
      if (reason) throw new HttpError(503, reason);
      return { status: 200, body: { status: 'ok' } };
    }),
    route('get', '/capabilities', async () => ({
      status: 200,
      body: {
        llm: engine.name === 'llm',
        speech: engine.speechEngine,
        chat: engine.tutor !== null,
      },
    })),
  ];
}
