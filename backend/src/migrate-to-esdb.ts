import { existsSync } from 'node:fs';
import path from 'node:path';
import { EsdbEventStore } from './shared/event-store/esdb.event-store.js';
import { loadConfig } from './config/app-config.js';
import {
  migrateLog,
  type MigrationReport,
  type MigrationTarget,
  SqliteLogReader,
} from './esdb-migration/index.js';

const USAGE = `Usage: npm run build && node backend/dist/migrate-to-esdb.js [--dry-run] [--batch N]

Copies the SQLite event log (DATA_DIR/events.sqlite, DATA_DIR defaulting to ./data) into
EventStoreDB (ESDB_CONNECTION_STRING), in the log's order, with the same stream revisions and
event ids. Stop every backend and worker first: nothing may append to either log meanwhile.
Resumable: run it again after an interruption and it skips, stream by stream, what the target
already holds (checking that the ids match).

  --dry-run   read everything and print the counts without appending; without
              ESDB_CONNECTION_STRING it plans against an empty target
  --batch N   events per read page and at most per append (default 500)

Afterwards start the deployment with EVENT_STORE=esdb and a new READ_MODEL_NAMESPACE: the read
models are rebuilt from the new log, whose positions differ.`;

const summary = (r: MigrationReport): string =>
  `${r.events} events in ${r.streams} streams: ${r.skipped} already in the target, ` +
  `${r.appended} ${r.dryRun ? 'to append' : 'appended'} in ${r.appends} appends`;

/** A target with nothing in it: what a dry run without a server plans against. */
const emptyTarget: MigrationTarget = {
  readStream: async () => ({ events: [], revision: -1 }),
  append: async () => {
    throw new Error('a dry run appends nothing');
  },
};

const main = async (argv: string[]): Promise<number> => {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const dryRun = argv.includes('--dry-run');
  const batchAt = argv.indexOf('--batch');
  const batch = batchAt >= 0 ? Number(argv[batchAt + 1]) : 500;
  const known = new Set(['--dry-run', '--batch']);
  const unknown = argv.filter((arg, i) => !known.has(arg) && !(batchAt >= 0 && i === batchAt + 1));
  if (unknown.length > 0 || !Number.isInteger(batch) || batch < 1) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const file = path.join(config.dataDir, 'events.sqlite');
  if (!existsSync(file)) {
    console.error(`No SQLite log at ${file}: set DATA_DIR to the folder that holds events.sqlite.`);
    return 2;
  }
  const connectionString = config.esdbConnectionString;
  if (!connectionString && !dryRun) {
    console.error(`ESDB_CONNECTION_STRING is not set.\n\n${USAGE}`);
    return 2;
  }

  const source = new SqliteLogReader(file);
  const esdb = connectionString ? new EsdbEventStore({ connectionString }) : null;
  try {
    console.log(
      `${dryRun ? 'Planning' : 'Copying'} ${file} → ${esdb ? 'EventStoreDB' : 'an empty target'}`,
    );
    let shown = 0;
    const report = await migrateLog({
      source,
      target: esdb ?? emptyTarget,
      dryRun,
      pageSize: batch,
      onProgress: (progress, position) => {
        if (progress.events - shown < 10_000) return;
        shown = progress.events;
        console.log(`  at position ${position}: ${summary(progress)}`);
      },
    });
    console.log(summary(report));
    return 0;
  } finally {
    source.close();
    await esdb?.close();
  }
};

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
