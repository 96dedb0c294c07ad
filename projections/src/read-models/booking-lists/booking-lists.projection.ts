import { LAB_DAY_EVENT_TYPES, type BookingRecord, type LabDayEvent } from '@centre/contracts';
import type { Projection } from '../../engine/projection.js';
import { evolveBookingRecord } from '../booking-record.evolve.js';

export const BOOKING_LISTS = 'booking-lists';

/** Rows of the admin console, by booking id. */
export const ROWS_KEY = 'rows';
/** Sorted sets of booking ids: by creation time overall, per status and per lab; by date. */
export const BY_CREATED = 'by-created';
export const BY_DATE = 'by-date';
export const byStatusKey = (status: string): string => `status:${status}`;
export const byLabKey = (lab: string): string => `lab:${lab}`;

export const createdScore = (record: BookingRecord): number => Date.parse(record.createdAt);
/** '2026-12-01' → 20261201: sorts and ranges like the date. */
export const dateScore = (date: string): number => Number(date.replaceAll('-', '')) || 0;

export const bookingListsProjection: Projection = {
  name: BOOKING_LISTS,
  version: 1,
  handles: LAB_DAY_EVENT_TYPES,
  prefetch: (event) => [{ op: 'hget', key: ROWS_KEY, field: (event.event as LabDayEvent).data.bookingId }],
  async apply(recorded, tx) {
    const event = recorded.event as LabDayEvent;
    const id = event.data.bookingId;
    const stored = await tx.hget(ROWS_KEY, id);
    const before = stored === null ? null : (JSON.parse(stored) as BookingRecord);
    const after = evolveBookingRecord(before, event);
    if (!after || after === before) return;
    tx.hset(ROWS_KEY, { [id]: JSON.stringify(after) });
    const created = createdScore(after);
    if (before && before.status !== after.status) tx.zrem(byStatusKey(before.status), id);
    tx.zadd(byStatusKey(after.status), created, id);
    if (!before) {
      tx.zadd(BY_CREATED, created, id);
      tx.zadd(byLabKey(after.lab), created, id);
      tx.zadd(BY_DATE, dateScore(after.date), id);
    }
  },
};
