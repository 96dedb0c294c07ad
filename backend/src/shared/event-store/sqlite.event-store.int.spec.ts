import { jest } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordedEvent } from '@centre/contracts';
import { SqliteEventStore, type SqliteEventStoreOptions } from './sqlite.event-store.js';
import { DuplicateEventIdError, EventStoreClosedError } from './event-store.errors.js';
import { WrongExpectedRevisionError } from './event-store.port.js';
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
    await expect(store.readAhead(0, 1).next()).rejects.toBeInstanceOf(EventStoreClosedError);
  });

  it('commits concurrent appends together, each one stored once at its own position', async () => {
    const streams = Array.from({ length: 500 }, () => uniqueStreamId());
    const results = await Promise.all(streams.map((streamId, i) => store.append(streamId, [testEvent(i)], 'no-stream')));

    expect(new Set(results.map((r) => r.position)).size).toBe(500);
    expect((await store.head()).position).toBe(500);
    expect((await store.readAll(0, 1000)).map((e) => e.streamId).sort()).toEqual([...streams].sort());
  });

  it('a conflict inside a group commit undoes only that append, not its neighbours', async () => {
    const shared = uniqueStreamId();
    const [first, second, neighbour] = await Promise.allSettled([
      store.append(shared, [testEvent(1)], 'no-stream'),
      store.append(shared, [testEvent(2)], 'no-stream'),
      store.append(uniqueStreamId(), [testEvent(3)], 'no-stream'),
    ]);

    expect(first.status).toBe('fulfilled');
    expect(second.status === 'rejected' && second.reason).toBeInstanceOf(WrongExpectedRevisionError);
    expect(neighbour.status).toBe('fulfilled');
    expect((await store.readStream(shared)).events).toHaveLength(1);
    expect((await store.head()).position).toBe(2);
  });

  it('sends the appends made while a group is being committed to the writing thread together, as the next group', async () => {
    type Writer = { commit: (appends: unknown[]) => Promise<unknown> };
    const writer = (store as unknown as { writer: Writer }).writer;
    const commit = writer.commit.bind(writer);
    let release!: () => void;
    const syncing = new Promise<void>((resolve) => (release = resolve));
    const groups: number[] = [];
    jest.spyOn(writer, 'commit').mockImplementation(async (appends) => {
      groups.push(appends.length);
      if (groups.length === 1) await syncing; // the first group takes its time on the disk
      return commit(appends);
    });
    const first = store.append(uniqueStreamId(), [testEvent(0)], 'no-stream');
    const later: Array<Promise<unknown>> = [];
    for (let i = 1; i <= 5; i++) {
      await new Promise((resolve) => setImmediate(resolve)); // each in a turn of its own
      later.push(store.append(uniqueStreamId(), [testEvent(i)], 'no-stream'));
    }
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await Promise.all([first, ...later]);
    expect(groups).toEqual([1, 5]);
    expect((await store.readAll(0, 10)).map((e) => e.position)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  describe('live subscribers and the newest commit', () => {
    const idle = async (subscriptions: { lastPosition: number }[], position: number) =>
      waitFor(() => subscriptions.every((s) => s.lastPosition === position), `subscribers at ${position}`);

    it('hands every subscriber the events of a group commit without reading the log again', async () => {
      await store.append(uniqueStreamId(), testEvents(3), 'no-stream');
      const received: RecordedEvent[][] = [[], []];
      const subscriptions = received.map((into) => store.subscribe(0, (event) => void into.push(event)));
      await idle(subscriptions, 3);
      // Nothing else reads pages while the subscribers wait, so every read after this is theirs.
      const reads = jest.spyOn(store as unknown as { readPage: (after: number, limit: number) => unknown }, 'readPage');

      const shared = uniqueStreamId();
      const appends = await Promise.allSettled([
        store.append(shared, testEvents(2, 10), 'no-stream'),
        store.append(shared, [testEvent(12)], 'no-stream'),
        store.append(uniqueStreamId(), testEvents(3, 20), 'no-stream'),
      ]);
      expect(appends.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      await idle(subscriptions, 8);

      expect(reads).not.toHaveBeenCalled();
      const log = await store.readAll(0, 100);
      expect(log.map((e) => e.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(received[0]).toEqual(log);
      expect(received[1]).toEqual(log);
      await Promise.all(subscriptions.map((s) => s.close()));
    });

    it('hands a subscriber that fell several commits behind their events without reading the log either', async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const received: RecordedEvent[] = [];
      const slow = store.subscribe(0, async (event) => {
        received.push(event);
        if (event.position === 1) await gate;
      });
      await store.append(uniqueStreamId(), [testEvent(1)], 'no-stream');
      await waitFor(() => received.length === 1, 'the first event');
      const reads = jest.spyOn(store as unknown as { readPage: (after: number, limit: number) => unknown }, 'readPage');

      // Three commits while the subscriber is still busy with the first event.
      for (let i = 0; i < 3; i++) await store.append(uniqueStreamId(), testEvents(2, 10 + 2 * i), 'no-stream');
      release();
      await waitFor(() => received.length === 7, 'all seven events');

      expect(reads).not.toHaveBeenCalled();
      expect(received).toEqual(await store.readAll(0, 100));
      await slow.close();
    });

    it('25 a poll that sees a commit of this process before it is answered reads nothing from the log', async () => {
      await store.close();
      // A poll every millisecond looks at the head many times while each commit (an fsync) is in flight.
      const here = new SqliteEventStore({ path: opened.path, pollIntervalMs: 1 });
      try {
        const received: RecordedEvent[] = [];
        const subscription = here.subscribe(0, (event) => void received.push(event));
        await here.append(uniqueStreamId(), [testEvent(1)], 'no-stream');
        await waitFor(() => received.length === 1, 'the first event');
        const reads = jest.spyOn(here as unknown as { readPage: (after: number, limit: number) => unknown }, 'readPage');

        for (let i = 0; i < 20; i++) await here.append(uniqueStreamId(), testEvents(2, 10 + 2 * i), 'no-stream');
        await waitFor(() => received.length === 41, 'all forty-one events');

        expect(reads).not.toHaveBeenCalled();
        expect(received).toEqual(await here.readAll(0, 100));
        await subscription.close();
      } finally {
        await here.close();
      }
    });

    it("25 still delivers another process's appends that a poll saw while this process was committing", async () => {
      await store.close();
      const here = new SqliteEventStore({ path: opened.path, pollIntervalMs: 1 });
      const elsewhere = new SqliteEventStore({ path: opened.path, pollIntervalMs: 60_000 });
      try {
        const received: RecordedEvent[] = [];
        const subscription = here.subscribe(0, (event) => void received.push(event));
        // Both write at once, again and again; then this process stops and the other writes last.
        for (let i = 0; i < 10; i++)
          await Promise.all([here.append(uniqueStreamId(), [testEvent(100 + i)], 'no-stream'), elsewhere.append(uniqueStreamId(), [testEvent(200 + i)], 'no-stream')]);
        await elsewhere.append(uniqueStreamId(), [testEvent(300)], 'no-stream');
        await waitFor(() => received.length === 21, 'both processes\' twenty-one events');
        await subscription.close();
        expect(received).toEqual(await here.readAll(0, 100));
      } finally {
        await here.close();
        await elsewhere.close();
      }
    });

    it('misses nothing that another process appended just before this process committed', async () => {
      await store.close();
      // Another store on the same file is another connection, as another process would have;
      // this one hears only its own appends (no polling within the test), the other one none.
      const here = new SqliteEventStore({ path: opened.path, pollIntervalMs: 60_000 });
      const elsewhere = new SqliteEventStore({ path: opened.path, pollIntervalMs: 60_000 });
      try {
        const received: RecordedEvent[] = [];
        const subscription = here.subscribe(0, (event) => void received.push(event));
        const stream = uniqueStreamId();
        await here.append(stream, [testEvent(1)], 'no-stream');
        await waitFor(() => received.length === 1, 'the first event');

        await elsewhere.append(uniqueStreamId(), testEvents(2, 2), 'no-stream');
        await here.append(stream, [testEvent(4)], 0);
        await waitFor(() => received.length === 4, 'both processes\' events');
        await elsewhere.append(uniqueStreamId(), [testEvent(5)], 'no-stream');
        await here.append(stream, testEvents(2, 6), 1);
        await waitFor(() => received.length === 7, 'all seven events');
        await subscription.close();

        expect(received).toEqual(await here.readAll(0, 100));
        expect(received.map((e) => e.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      } finally {
        await here.close();
        await elsewhere.close();
      }
    });
  });

  describe('readAhead', () => {
    const appendMany = (count: number) =>
      Promise.all(
        Array.from({ length: count }, (_, i) => store.append(uniqueStreamId(), [testEvent(i)], 'no-stream')),
      );
    const pagesOf = async (pages: AsyncIterable<RecordedEvent[]>): Promise<RecordedEvent[][]> => {
      const out: RecordedEvent[][] = [];
      for await (const page of pages) out.push(page);
      return out;
    };

    it('reads what readAll reads, page by page on a thread of its own, up to the first short page', async () => {
      await appendMany(23);

      const fromThree = await pagesOf(store.readAhead(3, 7));
      expect(fromThree.map((page) => page.length)).toEqual([7, 7, 6]);
      expect(fromThree.flat()).toEqual(await store.readAll(3, 100));
      expect((await pagesOf(store.readAhead(2, 7))).map((page) => page.length)).toEqual([7, 7, 7, 0]);
    });

    it('stops its thread when the caller leaves early, and a later read-ahead starts afresh', async () => {
      await appendMany(60);

      // Leaving the loop waits for the thread to exit: a thread that kept waiting would hang here.
      for await (const page of store.readAhead(0, 5)) {
        expect(page.map((e) => e.position)).toEqual([1, 2, 3, 4, 5]);
        break;
      }
      const tail = await pagesOf(store.readAhead(52, 5));
      expect(tail.map((page) => page.map((e) => e.position))).toEqual([
        [53, 54, 55, 56, 57],
        [58, 59, 60],
      ]);
    });

    it('reads the log once for read-aheads that start together; one that starts later reads its own', async () => {
      await appendMany(23);

      const [first, second] = await Promise.all([pagesOf(store.readAhead(0, 10)), pagesOf(store.readAhead(0, 10))]);
      expect(first.flat()).toEqual(await store.readAll(0, 100));
      // The very same event objects: read and decoded once for both.
      expect(second.flat().every((event, i) => event === first.flat()[i])).toBe(true);

      const early = store.readAhead(0, 10);
      expect((await early.next()).value).toHaveLength(10);
      // The first page is read: too late to share it, so this one reads the log itself.
      const late = await pagesOf(store.readAhead(0, 10));
      const rest = await pagesOf(early);
      expect(late.flat().map((event) => event.position)).toEqual(first.flat().map((event) => event.position));
      expect(late[0]![0]).not.toBe(first[0]![0]);
      expect(rest.flat().map((event) => event.position)).toEqual(first.flat().slice(10).map((event) => event.position));
    });

    it('ends with EventStoreClosedError when the log closes before the reading is done', async () => {
      await appendMany(60);
      const pages = store.readAhead(0, 5);
      expect((await pages.next()).value).toHaveLength(5);

      await store.close();

      // The pages already read may still be handed over; the thread read no further.
      const drain = async (): Promise<number> => {
        let handed = 0;
        for (let next = await pages.next(); !next.done; next = await pages.next()) handed += 1;
        return handed;
      };
      await expect(drain()).rejects.toBeInstanceOf(EventStoreClosedError);
    });
  });
});

describe('SqliteEventStore group commits', () => {
  const PACE_MS = 2_000;
  const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

  it('commits the appends that arrive during a commit together, one group per groupCommitEveryMs at most', async () => {
    // The pace is far longer than any one commit, even on a busy machine: a commit that outlasts
    // the pace rightly sends what waited at once, which is not what this test is about.
    const opened = await openInTempDir({ groupCommitEveryMs: PACE_MS });
    try {
      // The writing thread is started (its start can outlast the pace on a busy machine).
      await opened.store.append(uniqueStreamId(), [testEvent(0)], 'no-stream');
      await new Promise((resolve) => setTimeout(resolve, PACE_MS + 50));
      const first = opened.store.append(uniqueStreamId(), [testEvent(1)], 'no-stream');
      await nextTurn(); // the first group is with the writing thread now
      const during = [2, 3].map((i) => opened.store.append(uniqueStreamId(), [testEvent(i)], 'no-stream'));
      await first;
      const after = opened.store.append(uniqueStreamId(), [testEvent(4)], 'no-stream');
      await Promise.all([...during, after]);

      const at = (await opened.store.readAll(1, 10)).map((e) => e.recordedAt);
      expect(at).toHaveLength(4);
      expect(new Set(at.slice(1)).size).toBe(1);
      // Held back for the pace, less however long the first group's commit took.
      expect(Date.parse(at[1]!) - Date.parse(at[0]!)).toBeGreaterThanOrEqual(PACE_MS / 2);
    } finally {
      await opened.cleanup();
    }
  }, 20_000);

  it('never holds back a lone writer: each append goes at once however soon it follows the last', async () => {
    // Paced at a minute, any wait would outlast the test's timeout.
    const opened = await openInTempDir({ groupCommitEveryMs: 60_000 });
    try {
      const streamId = uniqueStreamId();
      for (let i = 0; i < 5; i++) await opened.store.append(streamId, [testEvent(i)], i === 0 ? 'no-stream' : i - 1);
      expect((await opened.store.readStream(streamId)).revision).toBe(4);
    } finally {
      await opened.cleanup();
    }
  });

  it('commits what waits for the next group before it closes', async () => {
    const opened = await openInTempDir({ groupCommitEveryMs: 60_000 });
    try {
      const first = opened.store.append(uniqueStreamId(), [testEvent(1)], 'no-stream');
      await nextTurn();
      const waiting = opened.store.append(uniqueStreamId(), [testEvent(2)], 'no-stream');
      await first;
      await opened.store.close();
      await expect(waiting).resolves.toMatchObject({ position: 2 });
      expect((await first).position).toBe(1);
    } finally {
      await opened.cleanup();
    }
  });
});
