import type { RecordedEvent } from '@centre/contracts';

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
}

export interface Subscription {
  close(): Promise<void>;
}
