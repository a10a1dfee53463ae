import type { Deps } from '../deps';
import { HttpError } from '../http/errors';
import { type RouteDefinition, route } from '../http/route';

export function systemRoutes({ db, log, engine }: Deps): RouteDefinition[] {
  return [
    route('get', '/health', async () => {
      try {
        await db.query('SELECT 1');
      } catch (error) {
        log.error({ err: error }, 'health check: database unavailable');
        throw new HttpError(503, 'The database is not available');
      }
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
