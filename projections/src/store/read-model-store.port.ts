import type { ThreadModule } from '../engine/thread-module.js';

/**
 * Where projections keep their read models. Every key lives under a projection's generation
 * (blue/green): `root:projection:g<N>:key`. Queries read through the projection's active
 * pointer, runners write to their own generation. A batch of writes and the checkpoint that
 * covers it are committed as one atomic, fenced unit.
 */

export type WriteOp =
  | { op: 'hset'; key: string; fields: Readonly<Record<string, string>> }
  | { op: 'hdel'; key: string; fields: readonly string[] }
  | { op: 'hincrby'; key: string; field: string; by: number }
  | { op: 'set'; key: string; value: string }
  | { op: 'del'; key: string }
  | { op: 'incrby'; key: string; by: number }
  | { op: 'zadd'; key: string; members: readonly ScoredMember[] }
  | { op: 'zrem'; key: string; members: readonly string[] };

export interface ScoreRange {
  /** Inclusive bounds; omitted means unbounded. */
  min?: number;
  max?: number;
}

export type ReadOp =
  | { op: 'hget'; key: string; field: string }
  | { op: 'hmget'; key: string; fields: readonly string[] }
  | { op: 'hgetall'; key: string }
  | { op: 'get'; key: string }
  | ({ op: 'zrange'; key: string; rev?: boolean; offset?: number; count?: number } & ScoreRange)
  | { op: 'zcard'; key: string }
  | ({ op: 'zcount'; key: string } & ScoreRange);

export interface ScoredMember {
  member: string;
  score: number;
}

export type ReadResultOf<O extends ReadOp> = O extends { op: 'hget' } | { op: 'get' }
  ? string | null
  : O extends { op: 'hmget' }
    ? (string | null)[]
    : O extends { op: 'hgetall' }
      ? Record<string, string>
      : O extends { op: 'zrange' }
        ? ScoredMember[]
        : O extends { op: 'zcard' } | { op: 'zcount' }
          ? number
          : never;

export type ReadResults<T extends readonly ReadOp[]> = {
  -readonly [K in keyof T]: T[K] extends ReadOp ? ReadResultOf<T[K]> : never;
};

/** Some reads of one projection (or generation): one part of a `readEach`. */
export interface TargetedRead<O extends readonly ReadOp[] = readonly ReadOp[]> {
  target: ReadTarget;
  ops: O;
}

export type ReadEachResults<T extends readonly TargetedRead[]> = {
  -readonly [K in keyof T]: T[K] extends TargetedRead<infer O> ? ReadResults<O> : never;
};

/** One generation of one projection's keys. */
export interface Generation {
  projection: string;
  generation: number;
}

/** Read a given generation, or whichever generation is active when the read runs. */
export type ReadTarget = Generation | { projection: string; active: true };

export interface CommitRequest {
  ops: readonly WriteOp[];
  /** The checkpoint the writer believes is stored; anything else means another writer moved on. */
  expectedCheckpoint: number;
  /** Position of the last event the batch covers; must be beyond the stored checkpoint. */
  checkpoint: number;
  /** Refuse the commit unless this generation is (still) the active one. */
  requireActive?: boolean;
}

export type CommitOutcome =
  | { ok: true }
  | { ok: false; reason: 'fenced'; storedCheckpoint: number }
  | { ok: false; reason: 'retired'; activeGeneration: number | null };

/** Key (under a generation) of the checkpoint, readable with a `get` like any other key. */
export const CHECKPOINT_KEY = '_checkpoint';

export interface ReadOptions {
  /**
   * Reject once this long has passed without an answer (a store that is down or slow), so a
   * caller can answer some other way. The Redis adapter also rejects at once while it is not
   * connected, rather than queue the read until it is.
   */
  timeoutMs?: number;
}

export interface ReadModelStore {
  /**
   * A bulk load costs less than committing batch by batch (a store across the network), so a
   * rebuild folds the log in memory first. Not so for a store in this process's memory, where
   * the fold's copy would only add to the work.
   */
  readonly prefersBulkLoad: boolean;
  /** All ops in one round trip, atomically, against one generation. */
  read<const T extends readonly ReadOp[]>(target: ReadTarget, ops: T, options?: ReadOptions): Promise<ReadResults<T>>;
  /**
   * Reads of several projections (each through its own active pointer, or a given generation)
   * in one round trip, atomically: a screen that shows two read models reads them at one
   * moment, with one wait.
   */
  readEach<const T extends readonly TargetedRead[]>(reads: T, options?: ReadOptions): Promise<ReadEachResults<T>>;
  /** Applies the ops and sets the checkpoint atomically, or refuses (fencing). */
  commit(target: Generation, request: CommitRequest): Promise<CommitOutcome>;
  /**
   * Fills a generation in bulk, outside any commit: a rebuild that folded the log in memory
   * stores the result this way, ops stored as they come while the fold still makes them.
   * Whatever the generation held (what a load that failed midway left) is replaced. Only for
   * a generation nobody reads or writes: it refuses the active one and one with a checkpoint.
   * Not atomic: the commit that sets the checkpoint afterwards is what makes the content count.
   */
  load(target: Generation, ops: Iterable<WriteOp> | AsyncIterable<WriteOp>): Promise<void>;
  /**
   * Optional: how a worker thread opens a connection of its own to this store, to load its
   * part of a rebuild folded in parts (see `Projection.foldsInParts`). The export is an
   * `OpenPartLoader` called with `options`.
   */
  readonly partLoader?: ThreadModule;
  checkpoint(target: Generation): Promise<number>;
  activeGeneration(projection: string): Promise<number | null>;
  /** A generation number never handed out before for this projection. */
  allocateGeneration(projection: string): Promise<number>;
  /** Compare-and-set of the active pointer. */
  switchActive(projection: string, to: number, expected: number | null): Promise<boolean>;
  /** Deletes every key of a generation, in batches; returns how many were deleted. */
  dropGeneration(target: Generation): Promise<number>;
  close(): Promise<void>;
}

/**
 * A thread's own connection to the store for its part of a bulk load. Its `load` adds to the
 * generation (the rebuild empties it before the parts begin) and refuses as `load` does.
 */
export interface PartLoader {
  load(target: Generation, ops: Iterable<WriteOp> | AsyncIterable<WriteOp>): Promise<void>;
  close(): Promise<void>;
}

export type OpenPartLoader = (options: unknown) => Promise<PartLoader>;

/** Throws unless a generation may be bulk-loaded: not active and without a checkpoint. */
export const refuseLoad = (target: Generation, checkpoint: number, active: number | null): void => {
  if (active === target.generation || checkpoint !== 0) {
    throw new Error(
      `${target.projection} g${target.generation}: a bulk load is only for a generation that is not active and has no checkpoint`,
    );
  }
};
