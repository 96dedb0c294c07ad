import type {
  AnyEvent,
  ProjectionFigures,
  ProjectionRunState,
  RecordedEvent,
} from '@centre/contracts';
import type { ReadOp, WriteOp } from '../store/read-model-store.port.js';

/**
 * What the engine runs: a named, versioned projection and the fold the engine derived from its
 * definition (see `fieldsProjection`, `documentProjection`). The live path and a rebuild apply
 * events through the same fold; only where it starts (the stored documents a batch touches, or
 * nothing) and what becomes of it (the difference, or the whole) differ.
 */
export interface Projection {
  readonly name: string;
  /** Bump when the read model's shape or meaning changes: the host then rebuilds it. */
  readonly version: number;
  readonly handles: readonly string[];
  /** A fresh fold of this projection's documents, holding none. */
  fold(): ProjectionFold;
  /** Where a rebuild's threads find this projection, if it may be folded in parts (see `FoldsInParts`). */
  readonly foldsInParts?: FoldsInParts;
}

/**
 * A projection each of whose documents changes with the events of one stream only (a lab-day's
 * occupancy, a booking's record, an inbox item): a rebuild may then fold the log's streams in
 * parts, each on a thread of its own that reads its part of the log, applies it to a fold of
 * this projection and loads that fold's dump; the parts' documents are disjoint, so together
 * they are the whole. The threads import the projection (what `fieldsProjection` or
 * `documentProjection` returned) as `export` of the built `module` (see `builtModule`).
 */
export interface FoldsInParts {
  module: string;
  export: string;
}

/**
 * A projection's documents held in memory while events are applied to them. The live path
 * seeds it with the stored documents a batch touches (`reads`, then `seed`), applies the batch
 * and writes `changes()`; a rebuild applies the whole log to an empty one and writes `dump()`.
 */
export interface ProjectionFold {
  /** What must be loaded before these events are applied (one round trip for a whole batch). */
  reads(events: readonly RecordedEvent[]): ReadOp[];
  /** The stored state, as `reads` asked for it: results in the same order. */
  seed(results: readonly unknown[]): void;
  /** One event of the projection's types, in log order; throws as its `evolve` does. */
  apply(event: RecordedEvent): void;
  /** Documents (and fields, for a projection of fields) held: what the fold's memory grows with. */
  readonly entries: number;
  /** Writes that take the seeded documents to their folded state, and which documents changed. */
  changes(): FoldChanges;
  /** Every folded document, as bulk writes for an empty generation. */
  dump(): Iterable<WriteOp>;
}

export interface FoldChanges {
  writes: WriteOp[];
  /** Ids of the documents whose stored content the writes change. */
  documents: string[];
}

/** Fields of one document as a projection of fields reads them: an absent field is not there. */
export type Fields = ReadonlyMap<string, string>;

/** Fields to set (a string) or delete (null). */
export type FieldPatch = Map<string, string | null>;

/**
 * A projection whose documents are sets of named fields, each event reading a few of them and
 * changing a few: occupancy, where an availability check reads the cells it asks about and a
 * request touches its own cells of a lab-day. Pure; applying an event twice leaves what
 * applying it once left. Where the fields are kept (a Redis hash per document) is the engine's.
 */
export interface FieldsDefinition<E extends AnyEvent> {
  name: string;
  version: number;
  handles: ReadonlyArray<E['type']>;
  /** The one document an event changes. */
  documentId(event: RecordedEvent<E>): string;
  /** The fields `evolve` reads for this event: all the live path loads. */
  fieldsRead(event: RecordedEvent<E>): readonly string[];
  /** The event's effect on its document, given at least the fields it reads. */
  evolve(fields: Fields, event: RecordedEvent<E>): FieldPatch;
  foldsInParts?: FoldsInParts;
}

/**
 * A projection whose documents are whole values: each event is folded into its document
 * (Emmett's `evolve(document | null, event)`), null when there is none (yet, or any more). Pure;
 * applying an event twice leaves what applying it once left; returning the document it was
 * given means no change.
 */
export interface DocumentDefinition<D, E extends AnyEvent> {
  name: string;
  version: number;
  handles: ReadonlyArray<E['type']>;
  /** The one document an event changes. */
  documentId(event: RecordedEvent<E>): string;
  evolve(document: D | null, event: RecordedEvent<E>): D | null;
  /** How a document is kept, apart from what it means. */
  layout: DocumentLayout<D>;
  /**
   * Each document is whole from its one event, and no other event changes it (an inbox item):
   * the live path then writes it without reading first what the store holds, since writing it
   * again leaves the store as it was.
   */
  immutable?: boolean;
  foldsInParts?: FoldsInParts;
}

/**
 * How a projection's documents are kept: encoded to a string by id, and listed in sorted
 * indexes derived from each document (the engine keeps the indexes as documents change).
 */
export interface DocumentLayout<D> {
  encode(document: D): string;
  decode(id: string, encoded: string): D;
  /** The indexes a document is listed in, each with the document's sort key there. */
  indexes?(document: D): readonly IndexEntry[];
  /**
   * The running sums a document counts in, each with what it adds: the engine keeps each sum
   * from the difference every change makes, so a query reads a sum in one step, however many
   * documents add to it. Not for an `immutable` projection (its writes are not differences).
   */
  totals?(document: D): readonly TotalEntry[];
}

/** What a document adds to one running sum: the sum's name and the amount. */
export interface TotalEntry {
  total: string;
  value: number;
}

/** A document's place in one index: the index's name and the key it is sorted by. */
export interface IndexEntry {
  index: string;
  score: number;
}

/** A runner's state and its last error, as the console's API reports them (defined there once). */
export type ProjectionStatus = ProjectionRunState;
export type ProjectionError = NonNullable<ProjectionFigures['lastError']>;

export interface CommittedBatch {
  projection: string;
  generation: number;
  /** Checkpoint before and after the batch. */
  from: number;
  to: number;
  /** The documents the batch changed. */
  changes: readonly string[];
}

/** What tells of committed batches: a projection host. */
export interface CommitSource {
  onCommitted(listener: (batch: CommittedBatch) => void): () => void;
}
