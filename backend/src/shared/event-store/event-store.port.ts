import type { AnyEvent, RecordedEvent } from '@centre/contracts';
import type { EventFeed } from '@centre/projections';

/** Expected state of a stream for an append: an exact revision, or "must not exist yet". */
export type ExpectedRevision = number | 'no-stream' | 'any';

export interface AppendResult {
  /** Revision of the last event appended to the stream. */
  nextRevision: number;
  /** Global position of the last event appended. */
  position: number;
}

export interface ReadStreamResult {
  events: RecordedEvent[];
  /** Revision of the last event, -1 when the stream does not exist. */
  revision: number;
}

/**
 * The event log (DESIGN.md section 2). Appends are atomic per call and guarded by the
 * expected revision: a mismatch raises WrongExpectedRevisionError and writes nothing.
 */
export interface EventStore extends EventFeed {
  append(streamId: string, events: readonly AnyEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  readStream(streamId: string): Promise<ReadStreamResult>;
  close(): Promise<void>;
}

export const EVENT_STORE = Symbol('EVENT_STORE');

export class WrongExpectedRevisionError extends Error {
  readonly code = 'WRONG_EXPECTED_REVISION';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number,
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${actual}`);
  }
}
