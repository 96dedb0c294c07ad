/**
 * Errors of the event log beyond the port's WrongExpectedRevisionError. Each carries a stable
 * `code` so that only the edge decides what they mean to a caller.
 */

/** An event whose eventId is already in the log: the append is refused and nothing is written. */
export class DuplicateEventIdError extends Error {
  readonly code = 'DUPLICATE_EVENT_ID';
  constructor(
    readonly streamId: string,
    readonly eventId: string,
  ) {
    super(`Event ${eventId} is already in the log; appending it to ${streamId} again was refused`);
  }
}

/** The configuration names an event store that cannot be built (bad connection string, ...). */
export class EventStoreConfigError extends Error {
  readonly code = 'EVENT_STORE_CONFIG';
}

/** The store was used after close(). */
export class EventStoreClosedError extends Error {
  readonly code = 'EVENT_STORE_CLOSED';
  constructor() {
    super('The event store is closed');
  }
}
