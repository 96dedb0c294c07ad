// A second (third, ...) process writing to the same SQLite log through SqliteEventStore:
// run by sqlite.multi-process.int.spec.ts with runTypeScript(). Prints one JSON line.
import { SqliteEventStore } from '../sqlite.event-store.js';
import { WrongExpectedRevisionError } from '../event-store.port.js';
import { testEvent } from './event-store.fixtures.js';

export interface AppendWorkerConfig {
  path: string;
  worker: string;
  /** Streams to append `appends` events to, round robin, each by read → append at the read revision. */
  streams: string[];
  appends: number;
  /** Longest pause between two appends, so that the processes' reads and writes interleave. */
  maxPauseMs: number;
  /** Streams every worker tries to create with 'no-stream' at `raceAt` (epoch ms): one may win. */
  raceStreams: string[];
  raceAt: number;
}

export interface AppendWorkerReport {
  worker: string;
  appended: { streamId: string; expected: number; revision: number; eventId: string }[];
  conflicts: number;
  racesWon: string[];
  racesLost: string[];
  /** Epoch ms when the worker was ready, and when its appends began and ended. */
  readyAt: number;
  appendsFrom: number;
  appendsTo: number;
}

const config = JSON.parse(process.argv[2] ?? '{}') as AppendWorkerConfig;
const store = new SqliteEventStore({ path: config.path });
const report: AppendWorkerReport = {
  worker: config.worker,
  appended: [],
  conflicts: 0,
  racesWon: [],
  racesLost: [],
  readyAt: Date.now(),
  appendsFrom: 0,
  appendsTo: 0,
};

await new Promise((resolve) => setTimeout(resolve, Math.max(0, config.raceAt - Date.now())));
for (const streamId of config.raceStreams) {
  try {
    await store.append(streamId, [testEvent(0)], 'no-stream');
    report.racesWon.push(streamId);
  } catch (error: unknown) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
    report.racesLost.push(streamId);
  }
}

report.appendsFrom = Date.now();
for (let i = 0; i < config.appends; i += 1) {
  const streamId = config.streams[i % config.streams.length] ?? '';
  for (;;) {
    const { revision } = await store.readStream(streamId);
    const event = testEvent(i);
    try {
      const result = await store.append(
        streamId,
        [event],
        revision === -1 ? 'no-stream' : revision,
      );
      report.appended.push({
        streamId,
        expected: revision,
        revision: result.nextRevision,
        eventId: event.eventId,
      });
      await new Promise((resolve) => setTimeout(resolve, Math.random() * config.maxPauseMs));
      break;
    } catch (error: unknown) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      report.conflicts += 1;
    }
  }
}

report.appendsTo = Date.now();
await store.close();
process.stdout.write(`${JSON.stringify(report)}\n`);
