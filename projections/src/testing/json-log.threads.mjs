// What the fold-in-parts tests give a fold thread to import by itself (threads load modules by
// URL, so these are plain JavaScript beside the TypeScript testing helpers): a log kept in a
// JSON file, read by parts, and a projection that throws where told.
import { readFileSync } from 'node:fs';
import { occupancyProjection } from '@centre/projections';

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

/** Occupancy, except that a booking id starting with `poison` makes its handler throw. */
export const poisonedOccupancy = {
  ...occupancyProjection,
  apply(event, tx) {
    if (String(event.event.data.bookingId).startsWith('poison')) throw new Error(`cannot apply ${event.event.data.bookingId}`);
    return occupancyProjection.apply(event, tx);
  },
  fold() {
    const fold = occupancyProjection.fold();
    return {
      get entries() {
        return fold.entries;
      },
      apply(event) {
        if (String(event.event.data.bookingId).startsWith('poison')) throw new Error(`cannot apply ${event.event.data.bookingId}`);
        return fold.apply(event);
      },
      dump: () => fold.dump(),
    };
  },
  foldsInParts: { module: import.meta.url, export: 'poisonedOccupancy' },
};
