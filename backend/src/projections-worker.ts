import 'reflect-metadata';
import http from 'node:http';
import {
  CENTRE_PROJECTIONS,
  RedisReadModelStore,
  onLabOperationsChanged,
  onOccupancyChanged,
  runProjectionsCommand,
} from '@centre/projections';
import { Gauge } from 'prom-client';
import { createClient } from 'redis';
import { loadConfig, rebuildOptions } from './config/app-config.js';
import { keepDataDirPrivate } from './shared/lifecycle/private-data-dir.js';
import {
  OccupancyPublisher,
  createLeasedProjections,
  projectionsLeaseKey,
  WorkerControl,
} from './scale-out/index.js';
import { createEventStore } from './shared/event-store/event-store.module.js';

const USAGE = `Usage: npm run projections [-- COMMAND]

  (no command)     run every projection on its own, against the same log and Redis as the
                   backends (start those with PROJECTIONS=external); serves /health and
                   /metrics on PROJECTIONS_PORT (default 5001). Start several for failover:
                   one holds the projections lease in Redis and runs them, the others stand
                   by and take over within PROJECTIONS_LEASE_TTL_MS (default 4000) of its end.
                   Publishes each changed lab-day's occupancy for the backends' live pushes.
  rebuild NAME...  rebuild projections from position 0 into new generations, switch to each
                   when caught up and drop the old one (blue/green, no downtime); several
                   names, or --all, rebuild together and read the log once
  status           print every projection's active generation, checkpoint, head and lag, and
                   which worker holds the lease, as JSON (reads only)

Needs REDIS_URL: without it the read models live in the backend's own memory; rebuild them
from the admin console there.`;

const main = async (argv: string[]): Promise<number> => {
  const [command] = argv;
  if (
    command === '--help' ||
    command === '-h' ||
    (command && !['rebuild', 'status'].includes(command))
  ) {
    console.log(USAGE);
    return command === '--help' || command === '-h' ? 0 : 2;
  }
  const config = loadConfig();
  keepDataDirPrivate(config.dataDir);
  if (!config.redisUrl) {
    console.error(`REDIS_URL is not set.\n\n${USAGE}`);
    return 2;
  }
  const events = createEventStore(config);
  const store = await RedisReadModelStore.connect(config.redisUrl, {
    root: config.readModelNamespace,
  });
  const redis = createClient({ url: config.redisUrl });
  redis.on('error', () => {
    // Reconnects on its own; the lease runs out meanwhile and the store stops committing.
  });
  await redis.connect();
  const closeAll = async () => {
    await store.close();
    await redis.close();
    await events.close();
  };

  if (command === 'status') {
    const head = await events.head();
    const projections = [];
    for (const projection of CENTRE_PROJECTIONS) {
      const generation = await store.activeGeneration(projection.name);
      const checkpoint =
        generation === null
          ? 0
          : await store.checkpoint({ projection: projection.name, generation });
      projections.push({
        projection: projection.name,
        version: projection.version,
        generation,
        checkpoint,
        lagEvents: head.position - checkpoint,
      });
    }
    const leaseHolder = await redis.get(projectionsLeaseKey(config.readModelNamespace));
    console.log(JSON.stringify({ head: head.position, leaseHolder, projections }, null, 2));
    await closeAll();
    return 0;
  }

  if (command === 'rebuild') {
    const code = await runProjectionsCommand(argv, {
      feed: events,
      store,
      projections: CENTRE_PROJECTIONS,
      ...rebuildOptions(config),
    });
    await closeAll();
    return code;
  }

  const leased = createLeasedProjections({
    feed: events,
    store,
    leaseClient: redis,
    namespace: config.readModelNamespace,
    ...(config.projectionsLeaseTtlMs !== undefined && { ttlMs: config.projectionsLeaseTtlMs }),
    projections: CENTRE_PROJECTIONS,
    host: rebuildOptions(config),
    log: (message) => console.log(message),
  });
  const publisher = new OccupancyPublisher(redis, config.readModelNamespace, (error) =>
    console.error(`Occupancy publish failed: ${String(error)}`),
  );
  onOccupancyChanged(leased.host, store, (snapshot) => publisher.publish(snapshot));
  onLabOperationsChanged(leased.host, (lab) => publisher.publishOperations(lab));
  new Gauge({
    name: 'centre_projections_leader',
    help: '1 while this worker holds the projections lease and runs them, 0 while it stands by',
    registers: [leased.host.metrics],
    collect() {
      this.set(leased.leader.role === 'leader' ? 1 : 0);
    },
  });

  const port = config.projectionsPort;
  const server = http.createServer((req, res) => {
    if (req.url === '/metrics') {
      void leased.host.metrics
        .metrics()
        .then((text) =>
          res.writeHead(200, { 'content-type': leased.host.metrics.contentType }).end(text),
        );
      return;
    }
    if (req.url === '/health' || req.url === '/health/ready' || req.url === '/health/live') {
      const role = leased.leader.role;
      const status = leased.host.status();
      // A standby is healthy: it is ready to take over, not to serve.
      const ok = req.url === '/health/live' || role === 'standby' || status.ready;
      res
        .writeHead(ok ? 200 : 503, { 'content-type': 'application/json' })
        .end(JSON.stringify({ role, owner: leased.lease.owner, ...status }));
      return;
    }
    res.writeHead(404).end();
  });
  server.listen(port, config.host);
  await leased.leader.start();
  // The backends' admin console reads this worker's status and asks it for rebuilds.
  const control = await WorkerControl.start({
    redisUrl: config.redisUrl,
    namespace: config.readModelNamespace,
    host: leased.host,
    leader: leased.leader,
    owner: leased.lease.owner,
  });
  console.log(
    `Projections worker ${leased.lease.owner} (${leased.leader.role}); health and metrics on port ${port}`,
  );
  await new Promise<void>((resolve) => {
    process.once('SIGTERM', resolve);
    process.once('SIGINT', resolve);
  });
  server.close();
  await control.close();
  await leased.leader.stop();
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
