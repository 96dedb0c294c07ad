import type { RecordedEvent } from '@centre/contracts';
import { WrongExpectedRevisionError, type EventStore } from '../event-store.port.js';
import { testEvent, testEvents, uniqueStreamId, waitFor } from './event-store.fixtures.js';

export interface EventStoreUnderTest {
  store: EventStore;
  cleanup(): Promise<void>;
}

/**
 * The behaviour every EventStore adapter must have. A store may already hold events (a shared
 * server), so each test works after the head it finds and on streams of its own.
 */
export const describeEventStoreContract = (
  name: string,
  factory: () => Promise<EventStoreUnderTest>,
): void => {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    let cleanup: () => Promise<void>;
    let start: number;

    beforeEach(async () => {
      ({ store, cleanup } = await factory());
      start = (await store.head()).position;
    });

    afterEach(async () => {
      await cleanup();
    });

    const ours = (streamIds: readonly string[]) => (event: RecordedEvent) =>
      streamIds.includes(event.streamId);

    const conflictOf = async (promise: Promise<unknown>): Promise<WrongExpectedRevisionError> => {
      const error: unknown = await promise.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      return error as WrongExpectedRevisionError;
    };

    it('appends to a new stream with no-stream and hands the envelope back unchanged', async () => {
      const streamId = uniqueStreamId();
      const event = testEvent(1);

      const result = await store.append(streamId, [event], 'no-stream');

      expect(result.nextRevision).toBe(0);
      expect(result.position).toBeGreaterThan(start);
      const read = await store.readStream(streamId);
      expect(read.revision).toBe(0);
      expect(read.events).toHaveLength(1);
      const [recorded] = read.events;
      expect(recorded?.event).toEqual(event);
      expect(recorded?.streamId).toBe(streamId);
      expect(recorded?.revision).toBe(0);
      expect(recorded?.position).toBe(result.position);
      expect(Number.isNaN(Date.parse(recorded?.recordedAt ?? ''))).toBe(false);
    });

    it('appends several events at once and then with the right revision', async () => {
      const streamId = uniqueStreamId();

      const first = await store.append(streamId, testEvents(3), 'no-stream');
      const second = await store.append(streamId, [testEvent(3)], 2);

      expect(first.nextRevision).toBe(2);
      expect(second.nextRevision).toBe(3);
      expect(second.position).toBeGreaterThan(first.position);
      const read = await store.readStream(streamId);
      expect(read.events.map((e) => e.position).at(2)).toBe(first.position);
      expect(read.events.map((e) => e.position).at(3)).toBe(second.position);
    });

    it('refuses a stale revision with a typed error and writes nothing', async () => {
      const streamId = uniqueStreamId();
      await store.append(streamId, testEvents(2), 'no-stream');
      const rejected = testEvent(9);

      const error = await conflictOf(store.append(streamId, [rejected, testEvent(10)], 0));

      expect(error.code).toBe('WRONG_EXPECTED_REVISION');
      expect(error.streamId).toBe(streamId);
      expect(error.expected).toBe(0);
      expect(error.actual).toBe(1);
      const read = await store.readStream(streamId);
      expect(read.revision).toBe(1);
      expect(read.events.map((e) => e.event.eventId)).not.toContain(rejected.eventId);
      const all = await store.readAll(start, 1000);
      expect(all.map((e) => e.event.eventId)).not.toContain(rejected.eventId);
    });

    it('refuses no-stream on an existing stream and a revision on a missing one', async () => {
      const existing = uniqueStreamId();
      await store.append(existing, [testEvent(1)], 'no-stream');

      const onExisting = await conflictOf(store.append(existing, [testEvent(2)], 'no-stream'));
      const missing = uniqueStreamId();
      const onMissing = await conflictOf(store.append(missing, [testEvent(3)], 0));

      expect(onExisting.actual).toBe(0);
      expect(onMissing.actual).toBe(-1);
      expect((await store.readStream(missing)).revision).toBe(-1);
    });

    it("appends with 'any' to a new and to an existing stream", async () => {
      const streamId = uniqueStreamId();

      const first = await store.append(streamId, [testEvent(1)], 'any');
      const second = await store.append(streamId, testEvents(2, 2), 'any');

      expect(first.nextRevision).toBe(0);
      expect(second.nextRevision).toBe(2);
      expect((await store.readStream(streamId)).events.map((e) => e.revision)).toEqual([0, 1, 2]);
    });

    it('refuses an empty append', async () => {
      await expect(store.append(uniqueStreamId(), [], 'any')).rejects.toBeInstanceOf(RangeError);
    });

    it('reads a stream in revision order, unmixed with other streams', async () => {
      const streamId = uniqueStreamId();
      const other = uniqueStreamId();
      const written = testEvents(5);
      await store.append(streamId, written.slice(0, 2), 'no-stream');
      await store.append(other, [testEvent(100)], 'no-stream');
      await store.append(streamId, written.slice(2), 1);

      const read = await store.readStream(streamId);

      expect(read.revision).toBe(4);
      expect(read.events.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4]);
      expect(read.events.map((e) => e.event.eventId)).toEqual(written.map((e) => e.eventId));
      expect(read.events.every((e) => e.streamId === streamId)).toBe(true);
    });

    it('reads a missing stream as empty at revision -1', async () => {
      expect(await store.readStream(uniqueStreamId())).toEqual({ events: [], revision: -1 });
    });

    it('reads all from the start and from a middle position with a limit', async () => {
      const a = uniqueStreamId();
      const b = uniqueStreamId();
      await store.append(a, testEvents(3, 0), 'no-stream');
      await store.append(b, testEvents(2, 3), 'no-stream');
      await store.append(a, testEvents(2, 5), 2);

      const all = (await store.readAll(start, 1000)).filter(ours([a, b]));
      expect(all.map((e) => (e.event.data as { n: number }).n)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(all.map((e) => e.streamId)).toEqual([a, a, a, b, b, a, a]);
      const positions = all.map((e) => e.position);
      expect([...positions].sort((x, y) => x - y)).toEqual(positions);
      expect(new Set(positions).size).toBe(positions.length);

      const middle = all[2]?.position ?? -1;
      const page = await store.readAll(middle, 3);
      expect(page.map((e) => e.event.eventId)).toEqual(all.slice(3, 6).map((e) => e.event.eventId));
      expect(page.every((e) => e.position > middle)).toBe(true);

      const fromZero = await store.readAll(0, 2);
      expect(fromZero).toHaveLength(2);
      expect(fromZero[0]?.position).toBeGreaterThan(0);
      expect(fromZero[1]?.position).toBeGreaterThan(fromZero[0]?.position ?? Infinity);
    });

    it('reports the head: the position and time of the newest event', async () => {
      const result = await store.append(uniqueStreamId(), testEvents(2), 'no-stream');

      const head = await store.head();

      expect(head.position).toBeGreaterThanOrEqual(result.position);
      expect(head.position).toBeGreaterThan(start);
      expect(Number.isNaN(Date.parse(head.recordedAt ?? ''))).toBe(false);
    });

    it('subscribes from the start: existing events, then live ones, in order', async () => {
      const streamId = uniqueStreamId();
      await store.append(streamId, testEvents(3), 'no-stream');
      const received: RecordedEvent[] = [];
      const subscription = store.subscribe(start, (event) => {
        if (event.streamId === streamId) received.push(event);
      });
      try {
        await waitFor(() => received.length === 3, 'the existing events');
        await store.append(streamId, testEvents(2, 3), 2);
        await store.append(streamId, [testEvent(5)], 4);
        await waitFor(() => received.length === 6, 'the live events');
      } finally {
        await subscription.close();
      }
      expect(received.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4, 5]);
      const read = await store.readStream(streamId);
      expect(received).toEqual(read.events);
    });

    it('subscribes from a middle position', async () => {
      const streamId = uniqueStreamId();
      const appended = await store.append(streamId, testEvents(2), 'no-stream');
      await store.append(streamId, testEvents(2, 2), 1);
      const received: number[] = [];
      const subscription = store.subscribe(appended.position, (event) => {
        if (event.streamId === streamId) received.push(event.revision);
      });
      try {
        await waitFor(() => received.length === 2, 'the events after the middle');
        await store.append(streamId, [testEvent(4)], 3);
        await waitFor(() => received.length === 3, 'the live event');
      } finally {
        await subscription.close();
      }
      expect(received).toEqual([2, 3, 4]);
    });

    it('resumes from the last delivered position with no gap and no duplicate', async () => {
      const streamId = uniqueStreamId();
      await store.append(streamId, testEvents(4), 'no-stream');
      const received: RecordedEvent[] = [];
      let last = start;
      const first = store.subscribe(start, async (event) => {
        await new Promise((resolve) => setImmediate(resolve));
        if (event.streamId === streamId) received.push(event);
        last = event.position;
      });
      await waitFor(() => received.length >= 2, 'the first events');
      await store.append(streamId, testEvents(3, 4), 3);
      await first.close();
      const deliveredBeforeClose = received.length;
      await store.append(streamId, testEvents(3, 7), 6);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(received).toHaveLength(deliveredBeforeClose);

      const second = store.subscribe(last, (event) => {
        if (event.streamId === streamId) received.push(event);
      });
      try {
        await waitFor(() => received.length === 10, 'the rest of the events');
        await store.append(streamId, [testEvent(10)], 9);
        await waitFor(() => received.length === 11, 'the live event after resubscribing');
      } finally {
        await second.close();
      }
      expect(received.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });

    it('lets exactly one of 50 concurrent appends with the same expected revision win', async () => {
      const streamId = uniqueStreamId();
      await store.append(streamId, [testEvent(0)], 'no-stream');
      const attempts = Array.from({ length: 50 }, (_, i) =>
        store.append(streamId, [testEvent(i + 1)], 0),
      );

      const outcomes = await Promise.allSettled(attempts);

      const winners = outcomes.filter((o) => o.status === 'fulfilled');
      const losers = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(winners).toHaveLength(1);
      expect(losers).toHaveLength(49);
      expect(losers.every((o) => o.reason instanceof WrongExpectedRevisionError)).toBe(true);
      const read = await store.readStream(streamId);
      expect(read.revision).toBe(1);
      expect(read.events).toHaveLength(2);
    });
  });
};
