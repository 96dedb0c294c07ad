import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordedEvent } from '@centre/contracts';
import { SqliteEventStore, type SqliteEventStoreOptions } from './sqlite.event-store.js';
import { DuplicateEventIdError, EventStoreClosedError } from './event-store.errors.js';
import { describeEventStoreContract } from './testing/event-store.contract.js';
import { testEvent, testEvents, uniqueStreamId, waitFor } from './testing/event-store.fixtures.js';

const openInTempDir = async (options: Partial<SqliteEventStoreOptions> = {}) => {
  const dir = await mkdtemp(join(tmpdir(), 'centre-events-'));
  const path = join(dir, 'nested', 'events.sqlite');
  const store = new SqliteEventStore({ path, ...options });
  return {
    store,
    path,
    cleanup: async () => {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
};

describeEventStoreContract('SQLite', () => openInTempDir());

describe('SqliteEventStore', () => {
  let opened: Awaited<ReturnType<typeof openInTempDir>>;
  let store: SqliteEventStore;

  beforeEach(async () => {
    opened = await openInTempDir({ pageSize: 7 });
    store = opened.store;
  });

  afterEach(async () => {
    await opened.cleanup();
  });

  it('reports an empty log as head 0 with no time', async () => {
    expect(await store.head()).toEqual({ position: 0, recordedAt: null });
    expect(await store.readAll(0, 10)).toEqual([]);
  });

  it('numbers the log from position 1 without gaps, even after a refused append', async () => {
    const streamId = uniqueStreamId();
    await store.append(streamId, testEvents(2), 'no-stream');
    await expect(store.append(streamId, [testEvent(2)], 'no-stream')).rejects.toThrow(
      'expected revision',
    );
    await store.append(streamId, [testEvent(3)], 1);

    expect((await store.readAll(0, 10)).map((e) => e.position)).toEqual([1, 2, 3]);
  });

  it('refuses an eventId that is already in the log, in any stream, and writes nothing', async () => {
    const event = testEvent(1);
    const first = uniqueStreamId();
    await store.append(first, [event], 'no-stream');

    const again = store.append(first, [event], 'any');
    await expect(again).rejects.toBeInstanceOf(DuplicateEventIdError);
    await expect(again).rejects.toMatchObject({
      code: 'DUPLICATE_EVENT_ID',
      eventId: event.eventId,
    });
    const elsewhere = uniqueStreamId();
    await expect(
      store.append(elsewhere, [testEvent(2), event], 'no-stream'),
    ).rejects.toBeInstanceOf(DuplicateEventIdError);
    const twiceInOneAppend = testEvent(3);
    await expect(
      store.append(elsewhere, [twiceInOneAppend, twiceInOneAppend], 'any'),
    ).rejects.toBeInstanceOf(DuplicateEventIdError);

    expect(await store.readAll(0, 10)).toHaveLength(1);
    expect((await store.readStream(elsewhere)).revision).toBe(-1);
  });

  it('keeps the log in its file across a reopen', async () => {
    const streamId = uniqueStreamId();
    const written = testEvents(3);
    await store.append(streamId, written, 'no-stream');
    await store.close();

    const reopened = new SqliteEventStore({ path: opened.path });
    try {
      const read = await reopened.readStream(streamId);
      expect(read.events.map((e) => e.event)).toEqual(written);
      expect((await reopened.append(streamId, [testEvent(3)], 2)).position).toBe(4);
    } finally {
      await reopened.close();
    }
  });

  it('catches up over many pages and then follows live, in order', async () => {
    const streamId = uniqueStreamId();
    await store.append(streamId, testEvents(50), 'no-stream');
    const received: RecordedEvent[] = [];
    const subscription = store.subscribe(0, (event) => {
      received.push(event);
      // Appends while delivering the catch-up: they must come after it, each once.
      if (event.revision === 20) void store.append(streamId, testEvents(5, 50), 'any');
    });
    await waitFor(() => received.length === 55, '55 events');
    await store.append(streamId, [testEvent(55)], 54);
    await waitFor(() => received.length === 56, 'the live event');
    await subscription.close();

    expect(received.map((e) => e.position)).toEqual(Array.from({ length: 56 }, (_, i) => i + 1));
  });

  it('stops a subscription whose handler throws, and reports the error through onError and done', async () => {
    await store.append(uniqueStreamId(), testEvents(3), 'no-stream');
    const failure = new Error('projection failed');
    const delivered: number[] = [];
    const reported: unknown[] = [];

    const subscription = store.subscribe(
      0,
      (event) => {
        if (event.position === 2) throw failure;
        delivered.push(event.position);
      },
      { onError: (error) => reported.push(error) },
    );

    await expect(subscription.done).rejects.toBe(failure);
    expect(reported).toEqual([failure]);
    expect(delivered).toEqual([1]);
    expect(subscription.lastPosition).toBe(1);
    await store.append(uniqueStreamId(), [testEvent(4)], 'no-stream');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(delivered).toEqual([1]);
  });

  it('resolves done when closed, and closes its subscriptions when the store closes', async () => {
    const subscription = store.subscribe(0, () => undefined);
    await store.close();
    await expect(subscription.done).resolves.toBeUndefined();
    await expect(store.readAll(0, 1)).rejects.toBeInstanceOf(EventStoreClosedError);
  });

  it('appends small single events well above 500 per second', async () => {
    const count = 2_000;
    const streams = Array.from({ length: 20 }, () => uniqueStreamId());
    const revisions = new Map<string, number>();
    const begin = performance.now();
    for (let i = 0; i < count; i += 1) {
      const streamId = streams[i % streams.length] ?? '';
      const expected = revisions.get(streamId) ?? -1;
      const result = await store.append(
        streamId,
        [testEvent(i)],
        expected === -1 ? 'no-stream' : expected,
      );
      revisions.set(streamId, result.nextRevision);
    }
    const seconds = (performance.now() - begin) / 1000;
    console.info(
      `SQLite event store: ${count} single-event appends in ${seconds.toFixed(2)} s = ${Math.round(count / seconds)}/s (synchronous=FULL)`,
    );

    expect((await store.head()).position).toBe(count);
  });
});
