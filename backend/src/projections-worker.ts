import 'reflect-metadata';
import http from 'node:http';
import { ProjectionHost, RedisReadModelStore } from '@centre/projections';
import { loadConfig } from './config/app-config.js';
import { createEventStoreFromEnv } from './shared/event-store/event-store.module.js';

const USAGE = `Usage: npm run projections [-- COMMAND]

  (no command)     run every projection on its own, against the same log and Redis as the
                   backends (start those with PROJECTIONS=external); serves /health and
                   /metrics on PROJECTIONS_PORT (default 5001)
  rebuild NAME     rebuild one projection from position 0 into a new generation, switch to
                   it when caught up and drop the old one (blue/green, no downtime)
  status           print every projection's checkpoint, head, lag and state as JSON

Needs REDIS_URL: without it the read models live in the backend's own memory; rebuild them
from the admin console there.`;

const main = async (argv: string[]): Promise<number> => {
  const [command, name] = argv;
  if (command === '--help' || command === '-h' || (command && !['rebuild', 'status'].includes(command))) {
    console.log(USAGE);
    return command === '--help' || command === '-h' ? 0 : 2;
  }
  const config = loadConfig();
  if (!config.redisUrl) {
    console.error(`REDIS_URL is not set.\n\n${USAGE}`);
    return 2;
  }
  const events = createEventStoreFromEnv({ ...process.env, DATA_DIR: config.dataDir });
  const store = await RedisReadModelStore.connect(config.redisUrl, { root: config.readModelNamespace });
  const host = new ProjectionHost({ feed: events, store });
  const closeAll = async () => {
    await host.stop();
    await store.close();
    await events.close();
  };

  if (command === 'status') {
    await host.start();
    await new Promise((r) => setTimeout(r, 200));
    console.log(JSON.stringify(host.status(), null, 2));
    await closeAll();
    return 0;
  }

  if (command === 'rebuild') {
    if (!name || !host.names.includes(name)) {
      console.error(`Name one projection to rebuild: ${host.names.join(', ')}`);
      await closeAll();
      return 2;
    }
    console.log(`Rebuilding ${name} from the start of the log…`);
    const result = await host.rebuild(name);
    console.log(
      `Rebuilt ${name}: ${result.events} events in ${(result.durationMs / 1000).toFixed(1)} s ` +
        `(${Math.round(result.eventsPerSecond)} events/s), now serving generation ${result.to}.`,
    );
    await closeAll();
    return 0;
  }

  await host.start();
  const port = Number(process.env.PROJECTIONS_PORT ?? 5001);
  const server = http.createServer((req, res) => {
    if (req.url === '/metrics') {
      void host.metrics.metrics().then((text) => res.writeHead(200, { 'content-type': host.metrics.contentType }).end(text));
      return;
    }
    if (req.url === '/health' || req.url === '/health/ready' || req.url === '/health/live') {
      const status = host.status();
      const ok = req.url === '/health/live' || status.ready;
      res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify(status));
      return;
    }
    res.writeHead(404).end();
  });
  server.listen(port, config.host);
  console.log(`Projections worker following the log; health and metrics on port ${port}`);
  await new Promise<void>((resolve) => {
    process.once('SIGTERM', resolve);
    process.once('SIGINT', resolve);
  });
  server.close();
  await closeAll();
  return 0;
};

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
