import type { RecordedEvent } from '@centre/contracts';
import type { ThreadModule } from './thread-module.js';

/**
 * What the projection engine needs of the event log: read everything after a position, and
 * follow the log live. The backend's EventStore adapters satisfy it.
 */
export interface EventFeed {
  /** Events with position > `after`, in position order, at most `limit` of them. */
  readAll(after: number, limit: number): Promise<RecordedEvent[]>;
  /** Position of the newest event in the log (0 when empty), and when it was recorded. */
  head(): Promise<{ position: number; recordedAt: string | null }>;
  /**
   * Delivers every event with position > `after`, in order, with no gap and no duplicate,
   * first catching up and then live. Resolves the returned handle's `close` to stop.
   * Events are read-only: the subscribers of one log may be handed the same objects.
   */
  subscribe(after: number, onEvent: (event: RecordedEvent) => Promise<void> | void): Subscription;
  /**
   * Optional: the log after `after` in pages of `limit` events, read ahead of the consumer
   * (a rebuild's fold reads the whole log and decodes nothing twice). Ends after the first
   * short page; leaving the loop early (`return`) stops the reading. Without it, the engine
   * reads the next page with `readAll` while it applies the current one. Rebuilds that start
   * together may be handed the same pages of the same events: they are read-only.
   */
  readAhead?(after: number, limit: number): AsyncIterable<RecordedEvent[]>;
  /**
   * Optional: how a worker thread reads a part of the log by itself (a rebuild folding in parts,
   * see `Projection.foldsInParts`). The export is a `LogPartReader` called with `options`.
   */
  readonly partReader?: ThreadModule;
}

/** One part of the log's streams, as a thread of a rebuild folding in parts reads it. */
export interface LogPartRequest {
  /** The last position read: the log's head when the rebuild began. */
  upTo: number;
  /** Which part, 0 ≤ part < parts. */
  part: number;
  /**
   * How many parts the streams are cut into. Every stream lies wholly in exactly one part, the
   * same one for every reader of the same log.
   */
  parts: number;
  /** Events a page, at most. */
  limit: number;
}

/**
 * The events up to `upTo` of the streams of one part, in position order and in pages; ends
 * after the last page. Runs in a worker thread: it opens what it reads by itself, from
 * `options`, and closes it when the loop ends (or is left early).
 */
export type LogPartReader = (options: unknown, request: LogPartRequest) => Iterable<RecordedEvent[]>;

export interface Subscription {
  close(): Promise<void>;
}
