// Every use of the EventStoreDB client lives in this file, so that moving to its successor
// (@kurrent/kurrentdb-client, `streamState` for the expected revision) changes this file only.
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
  streamNameFilter,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type JSONType,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
} from '@eventstore/db-client';
import { upcastEvent, type Actor, type AnyEvent, type RecordedEvent } from '@centre/contracts';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type ReadStreamResult,
} from './event-store.port.js';
import { EventStoreClosedError, EventStoreConfigError } from './event-store.errors.js';
import type { EventStoreSubscription, SubscribeOptions } from './event-store.subscription.js';
import { ResubscribingSubscription, type Feed } from './resubscribing.subscription.js';

/** The streams the product writes; everything else in `$all` (system events) is not ours. */
export const PRODUCT_STREAM_PREFIXES: readonly string[] = ['labday-', 'contact-', 'application-'];

export interface EsdbEventStoreOptions {
  connectionString: string;
  streamPrefixes?: readonly string[];
  /** Events asked of the server per read while scanning `$all`. */
  pageSize?: number;
  /** Longest wait between two attempts to re-establish a dropped subscription. */
  maxBackoffMs?: number;
}

/** The envelope beside type and data, kept in the ESDB event's metadata. */
interface EsdbMetadata {
  eventId: string;
  version: number;
  occurredAt: string;
  actor: Actor;
  correlationId: string;
  /** ESDB's own correlation header, so that its tools can follow a command's events. */
  $correlationId: string;
}

/**
 * Global positions. The product's position is ESDB's *prepare* position: unique per event and
 * increasing in `$all` order. The commit position is not: every event of one multi-event
 * append shares it. A prepare position alone is not a read position, so resuming "after p"
 * first probes the event just before {p, p}: when it belongs to the same append as p (its
 * prepare lies beyond p) the read starts at that append's commit position; either way events
 * at or before p are skipped by their prepare position.
 */
export const toProductPosition = (position: Position): number => {
  if (position.prepare > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`ESDB position ${position.prepare} does not fit a product position`);
  }
  return Number(position.prepare);
};

/** Where to read `$all` from to see every event after `after`; `probe` as described above. */
export const readPositionAfter = (after: number, probe: Position | undefined): ReadPosition => {
  if (after <= 0) return START;
  const at = BigInt(after);
  if (probe && probe.prepare > at) return { commit: probe.commit, prepare: probe.commit };
  return { commit: at, prepare: at };
};

export const isProductStream = (streamId: string, prefixes: readonly string[]): boolean =>
  prefixes.some((prefix) => streamId.startsWith(prefix));

const toExpectedVersion = (expected: ExpectedRevision): AppendExpectedRevision => {
  if (expected === 'any') return ANY;
  if (expected === 'no-stream' || expected === -1) return NO_STREAM;
  return BigInt(expected);
};

const isMetadata = (value: unknown): value is EsdbMetadata =>
  typeof value === 'object' && value !== null && 'eventId' in value && 'version' in value;

/** Not written by the product (system, binary or foreign events) → undefined. */
const toRecorded = (
  resolved: ResolvedEvent | AllStreamResolvedEvent,
): RecordedEvent | undefined => {
  const event = resolved.event;
  if (!event?.isJson || !isMetadata(event.metadata)) return undefined;
  const meta = event.metadata;
  const stored: AnyEvent = {
    type: event.type,
    version: meta.version,
    eventId: meta.eventId,
    occurredAt: meta.occurredAt,
    actor: meta.actor,
    correlationId: meta.correlationId,
    data: event.data,
  };
  return {
    streamId: event.streamId,
    revision: Number(event.revision),
    // Servers that leave positions out of stream reads give 0; `$all` reads always carry them.
    position: event.position ? toProductPosition(event.position) : 0,
    recordedAt: event.created.toISOString(),
    event: upcastEvent(stored),
  };
};

export class EsdbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly prefixes: readonly string[];
  private readonly pageSize: number;
  private readonly maxBackoffMs: number;
  private readonly subscriptions = new Set<ResubscribingSubscription>();
  private closed = false;

  constructor(options: EsdbEventStoreOptions) {
    try {
      this.client = EventStoreDBClient.connectionString(options.connectionString);
    } catch (error: unknown) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new EventStoreConfigError(`Invalid ESDB connection string: ${reason}`);
    }
    this.prefixes = options.streamPrefixes ?? PRODUCT_STREAM_PREFIXES;
    this.pageSize = options.pageSize ?? 500;
    this.maxBackoffMs = options.maxBackoffMs ?? 5_000;
  }

  async append(
    streamId: string,
    events: readonly AnyEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    this.assertOpen();
    if (events.length === 0) throw new RangeError(`Append to ${streamId} needs at least one event`);
    const data = events.map((event) => {
      const metadata: EsdbMetadata = {
        eventId: event.eventId,
        version: event.version,
        occurredAt: event.occurredAt,
        actor: event.actor,
        correlationId: event.correlationId,
        $correlationId: event.correlationId,
      };
      return jsonEvent({
        id: event.eventId,
        type: event.type,
        data: event.data as JSONType,
        metadata,
      });
    });
    try {
      const result = await this.client.appendToStream(streamId, data, {
        expectedRevision: toExpectedVersion(expected),
      });
      const nextRevision = Number(result.nextExpectedRevision);
      const position = await this.positionOf(streamId, nextRevision);
      // A server that leaves positions out of stream reads: the reply's commit position is
      // the last event's own position at least for a single-event append.
      return { nextRevision, position: position ?? Number(result.position?.commit ?? 0n) };
    } catch (error: unknown) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualVersion === NO_STREAM ? -1 : Number(error.actualVersion);
        throw new WrongExpectedRevisionError(streamId, expected, actual);
      }
      throw error;
    }
  }

  async readStream(streamId: string): Promise<ReadStreamResult> {
    this.assertOpen();
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId)) {
        const recorded = toRecorded(resolved);
        if (recorded) events.push(recorded);
      }
    } catch (error: unknown) {
      if (error instanceof StreamNotFoundError) return { events: [], revision: -1 };
      throw error;
    }
    return { events, revision: events.at(-1)?.revision ?? -1 };
  }

  /**
   * This client cannot filter reads of `$all` on the server (only subscriptions), so the
   * product's streams are picked out here, page by page.
   */
  async readAll(after: number, limit: number): Promise<RecordedEvent[]> {
    this.assertOpen();
    const events: RecordedEvent[] = [];
    let from = await this.readPositionAfter(after);
    let seen = after;
    while (events.length < limit) {
      let read = 0;
      let last: Position | undefined;
      for await (const resolved of this.client.readAll({
        fromPosition: from,
        maxCount: this.pageSize,
      })) {
        read += 1;
        const position = resolved.event?.position;
        if (!position) continue;
        last = position;
        if (toProductPosition(position) <= seen) continue;
        seen = toProductPosition(position);
        const recorded = this.productEvent(resolved);
        if (recorded) events.push(recorded);
        if (events.length === limit) break;
      }
      if (read < this.pageSize || !last) break;
      from = last;
    }
    return events;
  }

  async head(): Promise<{ position: number; recordedAt: string | null }> {
    this.assertOpen();
    let from: ReadPosition = END;
    for (;;) {
      let read = 0;
      let last: Position | undefined;
      for await (const resolved of this.client.readAll({
        direction: BACKWARDS,
        fromPosition: from,
        maxCount: this.pageSize,
      })) {
        read += 1;
        last = resolved.event?.position ?? last;
        const recorded = this.productEvent(resolved);
        if (recorded) return { position: recorded.position, recordedAt: recorded.recordedAt };
      }
      if (read < this.pageSize || !last) return { position: 0, recordedAt: null };
      from = last;
    }
  }

  /**
   * A catch-up subscription to `$all`, filtered on the server to the product's streams. When
   * the connection drops it resubscribes, with backoff, after the last delivered position.
   * See EventStoreSubscription for how it stops.
   */
  subscribe(
    after: number,
    onEvent: (event: RecordedEvent) => Promise<void> | void,
    options: SubscribeOptions = {},
  ): EventStoreSubscription {
    this.assertOpen();
    const subscription = new ResubscribingSubscription({
      after,
      onEvent,
      onError: options.onError,
      maxBackoffMs: this.maxBackoffMs,
      open: (from) => this.openFeed(from),
      onStop: () => this.subscriptions.delete(subscription),
    });
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    await this.client.dispose();
  }

  private async openFeed(after: number): Promise<Feed> {
    const subscription = this.client.subscribeToAll({
      fromPosition: await this.readPositionAfter(after),
      filter: streamNameFilter({ prefixes: [...this.prefixes] }),
    });
    const productEvent = (resolved: AllStreamResolvedEvent) => this.productEvent(resolved);
    return {
      events: (async function* () {
        for await (const resolved of subscription) yield productEvent(resolved);
      })(),
      stop: () => subscription.unsubscribe(),
    };
  }

  private productEvent(resolved: AllStreamResolvedEvent): RecordedEvent | undefined {
    const streamId = resolved.event?.streamId;
    return streamId !== undefined && isProductStream(streamId, this.prefixes)
      ? toRecorded(resolved)
      : undefined;
  }

  private async readPositionAfter(after: number): Promise<ReadPosition> {
    if (after <= 0) return START;
    const at = BigInt(after);
    let probe: Position | undefined;
    for await (const resolved of this.client.readAll({
      direction: BACKWARDS,
      fromPosition: { commit: at, prepare: at },
      maxCount: 1,
    })) {
      probe = resolved.event?.position;
    }
    return readPositionAfter(after, probe);
  }

  /**
   * The append's reply gives the append's commit position, shared by all its events; the
   * last event's own (prepare) position is read back from its stream.
   */
  private async positionOf(streamId: string, revision: number): Promise<number | undefined> {
    for await (const resolved of this.client.readStream(streamId, {
      fromRevision: BigInt(revision),
      maxCount: 1,
    })) {
      if (resolved.event?.position) return toProductPosition(resolved.event.position);
    }
    return undefined;
  }

  private assertOpen(): void {
    if (this.closed) throw new EventStoreClosedError();
  }
}
