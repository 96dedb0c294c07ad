import { LAB_DAY_EVENT_TYPES } from '@centre/contracts';
import { fieldsProjection } from '../../engine/fields-projection.js';
import { builtModule } from '../../engine/thread-module.js';
import { evolveLabDay, fieldsRead, OCCUPANCY_WAITLIST_TYPES, type OccupancyEvent } from './occupancy.evolve.js';

export const OCCUPANCY = 'occupancy';

/** The document of one lab-day's occupancy: its cells and each booking's holdings. */
export const labDayDocument = (lab: string, date: string): string => `labday:${lab}:${date}`;

/** The lab-day a document of this projection is about, or null for any other id. */
export const parseLabDayDocument = (id: string): { lab: string; date: string } | null => {
  const found = /^labday:(.+):(\d{4}-\d{2}-\d{2})$/.exec(id);
  return found ? { lab: found[1]!, date: found[2]! } : null;
};

/**
 * Slot occupancy per lab-day. A lab-day's events are its own stream, the boundary of every
 * booking decision, so its document changes with no other stream's events.
 */
export const occupancyProjection = fieldsProjection<OccupancyEvent>({
  name: OCCUPANCY,
  // 2: waitlist offers hold cells.
  version: 2,
  handles: [...LAB_DAY_EVENT_TYPES, ...OCCUPANCY_WAITLIST_TYPES],
  documentId: ({ event }) => labDayDocument(event.data.lab, event.data.date),
  fieldsRead: ({ event }) => fieldsRead(event),
  evolve: (fields, { event }) => evolveLabDay(fields, event),
  // A lab-day is its own stream: a part of the streams folds the lab-days no other part touches.
  foldsInParts: { module: builtModule(import.meta.url), export: 'occupancyProjection' },
});
