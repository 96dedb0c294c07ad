import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RecordedEvent } from '@centre/contracts';
import { runTypeScript } from '../testing/spawn-typescript.js';
import { tempFolderPerTest } from '../testing/temp-folder.js';
import { SqliteEventStore } from './sqlite.event-store.js';
import type { AppendWorkerConfig, AppendWorkerReport } from './testing/append-worker.js';
import { uniqueStreamId, waitFor } from './testing/event-store.fixtures.js';

const worker = fileURLToPath(new URL('./testing/append-worker.ts', import.meta.url));

describe('SqliteEventStore shared by several processes', () => {
  const folder = tempFolderPerTest('centre-events-mp-');

  it('never lets two processes win the same revision, stores every event once, and feeds a subscriber in a third', async () => {
    const path = join(folder(), 'events.sqlite');
    const store = new SqliteEventStore({ path, pollIntervalMs: 20 });
    const received: RecordedEvent[] = [];
    const subscription = store.subscribe(0, (event) => {
      received.push(event);
    });
    const streams = [uniqueStreamId(), uniqueStreamId()];
    const raceStreams = Array.from({ length: 20 }, () => uniqueStreamId('application-race'));
    const appendsPerWorker = 150;
    const workers = ['b', 'c'];
    const raceAt = Date.now() + 1_500;

    const began = performance.now();
    const results = await Promise.all(
      workers.map((name) => {
        const config: AppendWorkerConfig = {
          path,
          worker: name,
          streams,
          appends: appendsPerWorker,
          maxPauseMs: 2,
          raceStreams,
          raceAt,
        };
        return runTypeScript(worker, [JSON.stringify(config)]);
      }),
    );
    const reports = results.map((result) => {
      expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
      return JSON.parse(result.stdout) as AppendWorkerReport;
    });
    const seconds = (performance.now() - began) / 1000;

    const total = raceStreams.length + workers.length * appendsPerWorker;
    try {
      await waitFor(() => received.length >= total, `${total} events in the subscriber`, 10_000);
    } finally {
      await subscription.close();
    }
    const conflicts = reports.reduce((sum, r) => sum + r.conflicts, 0);
    const overlapMs =
      Math.min(...reports.map((r) => r.appendsTo)) - Math.max(...reports.map((r) => r.appendsFrom));
    console.info(
      `SQLite multi-process: ${workers.length} processes appended ${total} events in ${seconds.toFixed(2)} s ` +
        `(including start-up); appending side by side for ${overlapMs} ms, ${conflicts} revision conflicts retried`,
    );

    // Each race stream has exactly one winner across the processes.
    for (const streamId of raceStreams) {
      const winners = reports.filter((r) => r.racesWon.includes(streamId));
      const losers = reports.filter((r) => r.racesLost.includes(streamId));
      expect({ streamId, winners: winners.length, losers: losers.length }).toEqual({
        streamId,
        winners: 1,
        losers: 1,
      });
      expect((await store.readStream(streamId)).revision).toBe(0);
    }

    // No two successful appends were made at the same expected revision of a stream.
    const successes = reports.flatMap((r) => r.appended);
    expect(successes).toHaveLength(workers.length * appendsPerWorker);
    for (const streamId of streams) {
      const expectedRevisions = successes
        .filter((s) => s.streamId === streamId)
        .map((s) => s.expected);
      expect(new Set(expectedRevisions).size).toBe(expectedRevisions.length);
      const read = await store.readStream(streamId);
      expect(read.events.map((e) => e.revision)).toEqual(read.events.map((_, i) => i));
      expect(read.events).toHaveLength(expectedRevisions.length);
    }

    // Every event is stored once, and the subscriber saw the whole log in order.
    const log = await store.readAll(0, 10_000);
    expect(log).toHaveLength(total);
    expect(new Set(log.map((e) => e.event.eventId)).size).toBe(total);
    expect(log.map((e) => e.position)).toEqual(log.map((_, i) => i + 1));
    expect(new Set(successes.map((s) => s.eventId))).toEqual(
      new Set(log.filter((e) => streams.includes(e.streamId)).map((e) => e.event.eventId)),
    );
    expect(received).toEqual(log);
    await store.close();
  }, 60_000);
});
