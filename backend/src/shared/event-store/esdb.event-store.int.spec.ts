import { START } from '@eventstore/db-client';
import {
  EsdbEventStore,
  PRODUCT_STREAM_PREFIXES,
  isProductStream,
  readPositionAfter,
  toProductPosition,
} from './esdb.event-store.js';
import { EventStoreClosedError, EventStoreConfigError } from './event-store.errors.js';
import { describeEventStoreContract } from './testing/event-store.contract.js';
import { testEvent, uniqueStreamId } from './testing/event-store.fixtures.js';

const connectionString = process.env['ESDB_CONNECTION_STRING'];

if (connectionString) {
  describeEventStoreContract('EventStoreDB', async () => {
    const store = new EsdbEventStore({ connectionString });
    return { store, cleanup: () => store.close() };
  });
} else {
  console.info('ESDB_CONNECTION_STRING is not set: the EventStoreDB contract suite did not run.');
}

describe('EsdbEventStore, without a server', () => {
  it('refuses an invalid connection string with a typed, explicit error', () => {
    const build = () => new EsdbEventStore({ connectionString: 'localhost:2113' });
    expect(build).toThrow(EventStoreConfigError);
    expect(build).toThrow(/Invalid ESDB connection string: .*esdb:\/\//);
  });

  it('connects lazily, and refuses work once closed', async () => {
    const store = new EsdbEventStore({ connectionString: 'esdb://127.0.0.1:1?tls=false' });
    await store.close();
    await expect(store.append(uniqueStreamId(), [testEvent(1)], 'any')).rejects.toBeInstanceOf(
      EventStoreClosedError,
    );
    expect(() => store.subscribe(0, () => undefined)).toThrow(EventStoreClosedError);
  });

  it("maps ESDB's prepare position to the product's position and refuses what a number cannot hold", () => {
    expect(toProductPosition({ commit: 1_000n, prepare: 1_234n })).toBe(1_234);
    expect(toProductPosition({ commit: 0n, prepare: 0n })).toBe(0);
    const edge = BigInt(Number.MAX_SAFE_INTEGER);
    expect(toProductPosition({ commit: edge, prepare: edge })).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toProductPosition({ commit: edge + 1n, prepare: edge + 1n })).toThrow(RangeError);
  });

  it('resumes after a position: from the start, after a single event, or inside a multi-event append', () => {
    expect(readPositionAfter(0, undefined)).toBe(START);
    // Nothing before, or the event before ends at or before `after`: read from {after, after}.
    expect(readPositionAfter(500, undefined)).toEqual({ commit: 500n, prepare: 500n });
    expect(readPositionAfter(500, { commit: 400n, prepare: 400n })).toEqual({
      commit: 500n,
      prepare: 500n,
    });
    // The event before {500, 500} sits at prepare 640 with commit 300: 500 is inside that
    // append, whose events all carry commit 300, so the read starts at the append's start.
    expect(readPositionAfter(500, { commit: 300n, prepare: 640n })).toEqual({
      commit: 300n,
      prepare: 300n,
    });
  });

  it("takes only the product's streams from $all", () => {
    expect(PRODUCT_STREAM_PREFIXES).toEqual(['labday-', 'contact-', 'application-']);
    for (const streamId of ['labday-chem-2026-01-05', 'contact-1', 'application-9']) {
      expect(isProductStream(streamId, PRODUCT_STREAM_PREFIXES)).toBe(true);
    }
    for (const streamId of ['$stats-127.0.0.1:2113', '$$labday-x', '$et-Booked', 'other-1']) {
      expect(isProductStream(streamId, PRODUCT_STREAM_PREFIXES)).toBe(false);
    }
  });
});
