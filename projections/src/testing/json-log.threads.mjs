// What the fold-in-parts tests give a fold thread to import by itself (threads load modules by
// URL, so these are plain JavaScript beside the TypeScript testing helpers): a log kept in a
// JSON file, read by parts, and a projection whose evolve throws where told.
import { readFileSync } from 'node:fs';
import { evolveLabDay, fieldsProjection, fieldsRead, labDayDocument, occupancyProjection } from '@centre/projections';

/** Same cut as the SQLite log's: FNV-1a of the stream id, modulo the parts. */
const partOf = (streamId, parts) => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < streamId.length; i += 1) hash = Math.imul(hash ^ streamId.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % parts;
};

/** A LogPartReader over `options.file`, a JSON array of recorded events. */
export function* readJsonLogPart(options, { upTo, part, parts, limit }) {
  const mine = JSON.parse(readFileSync(options.file, 'utf8')).filter(
    (event) => event.position <= upTo && partOf(event.streamId, parts) === part,
  );
  for (let at = 0; at < mine.length; at += limit) yield mine.slice(at, at + limit);
}

/** The same, a page every 20 ms: a fold that is still going whenever a test stops it. */
export function* readJsonLogPartSlowly(options, request) {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (const page of readJsonLogPart(options, request)) {
    Atomics.wait(pause, 0, 0, 20);
    yield page;
  }
}

/** Occupancy, except that a booking id starting with `poison` makes its `evolve` throw. */
const poisoned = (event) => String(event.event.data.bookingId).startsWith('poison');
export const poisonedOccupancy = fieldsProjection({
  name: occupancyProjection.name,
  version: occupancyProjection.version,
  handles: occupancyProjection.handles,
  documentId: ({ event }) => labDayDocument(event.data.lab, event.data.date),
  fieldsRead: ({ event }) => fieldsRead(event),
  evolve: (fields, recorded) => {
    if (poisoned(recorded)) throw new Error(`cannot apply ${recorded.event.data.bookingId}`);
    return evolveLabDay(fields, recorded.event);
  },
  foldsInParts: { module: import.meta.url, export: 'poisonedOccupancy' },
});
