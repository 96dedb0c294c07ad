import { LAB_DAY_EVENT_TYPES, type LabDayEvent } from '@centre/contracts';
import { documentProjection } from '../engine/document-projection.js';
import type { DocumentDefinition } from '../engine/projection.js';
import { fieldsProjection } from '../engine/fields-projection.js';

/**
 * A projection of fields that deletes as well as sets: each lab-day's open bookings, a field
 * each (its status), gone when rejected, and the lab-day's document with its last one.
 */
export const openBookings = fieldsProjection<LabDayEvent>({
  name: 'open-bookings',
  version: 1,
  handles: LAB_DAY_EVENT_TYPES,
  documentId: ({ event }) => `${event.data.lab}/${event.data.date}`,
  fieldsRead: ({ event }) => [event.data.bookingId],
  evolve: (fields, { event }) => {
    const id = event.data.bookingId;
    const known = fields.get(id);
    if (event.type === 'BookingRequested') return new Map(known === undefined ? [[id, 'pending']] : []);
    if (known === undefined) return new Map();
    return new Map([[id, event.type === 'BookingApproved' ? 'approved' : null]]);
  },
});

/** A booking's decisions, by status and lab. */
export interface Decisions {
  lab: string;
  status: 'pending' | 'approved';
  /** Where it was requested: its sort key in every index. */
  requestedAt: number;
  approvals: number;
}

/**
 * A projection of documents that deletes as well as changes them: a booking until it is
 * rejected, listed by status and by lab, its approvals counted (a repeated approval is a
 * change of document, never of index).
 */
const decisionsDefinition: DocumentDefinition<Decisions, LabDayEvent> = {
  name: 'decisions',
  version: 1,
  handles: LAB_DAY_EVENT_TYPES,
  documentId: ({ event }) => event.data.bookingId,
  evolve: (document, { event, position }) => {
    if (event.type === 'BookingRequested') return document ?? { lab: event.data.lab, status: 'pending', requestedAt: position, approvals: 0 };
    if (!document) return null;
    if (event.type === 'BookingRejected') return null;
    return { ...document, status: 'approved', approvals: document.approvals + 1 };
  },
  layout: {
    encode: (d) => JSON.stringify(d),
    decode: (_id, encoded) => JSON.parse(encoded) as Decisions,
    indexes: (d) => [
      { index: `status:${d.status}`, score: d.requestedAt },
      { index: `lab:${d.lab}`, score: d.requestedAt },
    ],
  },
};

export const decisions = documentProjection(decisionsDefinition);
