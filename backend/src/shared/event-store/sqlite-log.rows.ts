import { upcastEvent, type Actor, type AnyEvent, type RecordedEvent } from '@centre/contracts';
import { BOUND_LIMIT } from '../sqlite/bound-limit.js';

/** The log's columns in the order every query selects them: rows are read as plain arrays. */
export const COLUMNS = 'position, stream_id, revision, event_id, type, version, data, meta, recorded_at';

/** Events with position > ?, in position order, at most ? of them. */
export const READ_ALL_SQL = `SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position ${BOUND_LIMIT}`;

/** One row as `raw` statements return it, in COLUMNS order. */
export type EventRow = [
  position: number,
  streamId: string,
  revision: number,
  eventId: string,
  type: string,
  version: number,
  data: string,
  meta: string,
  recordedAt: string,
];

/** What the log keeps of the envelope beside type, version, id and data. */
export interface StoredMeta {
  occurredAt: string;
  actor: Actor;
  correlationId: string;
}

/** One event exactly as the log stored it, before any upcast. */
export interface StoredEvent {
  position: number;
  streamId: string;
  revision: number;
  recordedAt: string;
  event: AnyEvent;
}

export const storedEventOf = (row: EventRow): StoredEvent => {
  const meta = JSON.parse(row[7]) as StoredMeta;
  return {
    position: row[0],
    streamId: row[1],
    revision: row[2],
    recordedAt: row[8],
    event: {
      type: row[4],
      version: row[5],
      eventId: row[3],
      occurredAt: meta.occurredAt,
      actor: meta.actor,
      correlationId: meta.correlationId,
      data: JSON.parse(row[6]) as unknown,
    },
  };
};

/** One row as readers of the log see it: decoded, and upcast to its type's current version. */
export const toRecorded = (row: EventRow): RecordedEvent => {
  const recorded: RecordedEvent = storedEventOf(row);
  recorded.event = upcastEvent(recorded.event);
  return recorded;
};
