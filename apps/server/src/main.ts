import { buildApp } from './app';
import { loadConfig } from './config';
import { StartupError } from './shared/startupError';

async function start() {
  try {
    const config = loadConfig();
    const app = await buildApp(config);
    await app.fastify.listen({ port: config.port, host: config.host });
    return app;
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

const app = await start();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.fastify.log.info({ signal }, 'shutting down');
  try {
    await app.shutdown();
    process.exit(0);
  } catch (error) {
    app.fastify.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
