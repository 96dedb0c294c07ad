import type { RecordedEvent } from '@centre/contracts';
import type { ReadOp, WriteOp } from '../store/read-model-store.port.js';

/** What a handler may read before it writes, declared up front so a batch loads it in one round trip. */
export type PrefetchRead = Extract<ReadOp, { op: 'hget' | 'hgetall' | 'get' }>;

/**
 * The batch a handler writes into. Reads see the store as of the batch's start plus every
 * write made earlier in the same batch; writes reach the store only when the batch commits,
 * together with the checkpoint.
 */
export interface ReadModelTx {
  hget(key: string, field: string): Promise<string | null>;
  hmget(key: string, fields: readonly string[]): Promise<Array<string | null>>;
  /**
   * The fields' values when the batch already knows them all (prefetched or written in it),
   * else undefined. A handler that finds them here stays synchronous: no promise per event.
   */
  hmgetKnown(key: string, fields: readonly string[]): Array<string | null> | undefined;
  /** One field's value when the batch already knows it, else undefined (see `hmgetKnown`). */
  hgetKnown(key: string, field: string): string | null | undefined;
  hgetAll(key: string): Promise<Record<string, string>>;
  get(key: string): Promise<string | null>;
  hset(key: string, fields: Readonly<Record<string, string>>): void;
  /** One field: no object per call (see `dictionary`). */
  hsetField(key: string, field: string, value: string): void;
  hdel(key: string, fields: readonly string[]): void;
  hincrby(key: string, field: string, by: number): void;
  set(key: string, value: string): void;
  del(key: string): void;
  zadd(key: string, score: number, member: string): void;
  zrem(key: string, member: string): void;
  /** Tells `onCommitted` listeners what changed (e.g. a lab-day), once the batch commits. */
  changed(what: string): void;
}

/**
 * A named, versioned set of idempotent handlers. Applying the same event twice must leave
 * the read model as applying it once; exactly-once effect comes from the checkpoint.
 */
export interface Projection {
  name: string;
  /** Bump when the read model's shape or meaning changes: the host then rebuilds it. */
  version: number;
  handles: readonly string[];
  prefetch?(event: RecordedEvent): readonly PrefetchRead[];
  apply(event: RecordedEvent, tx: ReadModelTx): void | Promise<void>;
  /**
   * A rebuild's fold of this projection's own, for a read model whose handlers spend their
   * time on what only the live path needs (encoding state to strings and back, keeping
   * indexes up to date after every event). It must end in exactly the read model that `apply`
   * builds from the same events; its tests compare the two. Without it a rebuild folds
   * through `apply` into a MemoryFold.
   */
  fold?(): ProjectionFold;
  /**
   * Optional: a rebuild may fold this projection in parts, each in a worker thread of its own
   * that reads one part of the log's streams and loads its dump straight into the store. Only
   * for a read model in which the events of one stream change what no other stream's events
   * change (occupancy: a hash a lab-day, whose events are the lab-day's stream), so that the
   * parts' dumps together are the whole. The threads import the projection as `export` of `module`.
   */
  foldsInParts?: { module: string; export: string };
}

/** A rebuild's read model held in memory while it replays the log from the start. */
export interface ProjectionFold {
  /** One event of the projection's types, in log order; throws as `apply` would. */
  apply(event: RecordedEvent): void | Promise<void>;
  /** Fields, members and strings the fold holds for its dump: what its memory grows with. */
  readonly entries: number;
  /**
   * Writes that no later event can change (a booking's row as first requested), taken out of
   * the fold: a rebuild stores them while it reads on, so the store works alongside the fold.
   */
  drain?(): Iterable<WriteOp>;
  /** The rest of the folded read model, as bulk writes for an empty generation. */
  dump(): Iterable<WriteOp>;
}

export type ProjectionStatus = 'catching-up' | 'live' | 'rebuilding' | 'failed' | 'stopped';

export interface ProjectionError {
  message: string;
  eventId: string | null;
  position: number | null;
}

export interface CommittedBatch {
  projection: string;
  generation: number;
  /** Checkpoint before and after the batch. */
  from: number;
  to: number;
  /** What the handlers reported as changed, deduplicated. */
  changes: readonly string[];
}
