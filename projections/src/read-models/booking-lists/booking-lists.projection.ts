import { LAB_DAY_EVENT_TYPES, type LabDayEvent } from '@centre/contracts';
import type { Projection, ReadModelTx } from '../../engine/projection.js';
import { decodeListState, encodeListState, evolveListEntry } from './booking-lists.evolve.js';

export const BOOKING_LISTS = 'booking-lists';

/** Rows of the admin console as first requested, by booking id. */
export const ROWS_KEY = 'rows';
/** Each listed booking's status, update time and notes, by booking id. */
export const STATE_KEY = 'state';
/** Sorted sets of booking ids: by creation time overall, per status and per lab; by date. */
export const BY_CREATED = 'by-created';
export const BY_DATE = 'by-date';
export const byStatusKey = (status: string): string => `status:${status}`;
export const byLabKey = (lab: string): string => `lab:${lab}`;
export const byStatusAndLabKey = (status: string, lab: string): string => `status:${status}:lab:${lab}`;

/** '2026-12-01' → 20261201: sorts and ranges like the date. */
export const dateScore = (date: string): number =>
  Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10)) || 0;

/** Writes what the event changes about its booking, given the state stored before it. */
const write = (tx: ReadModelTx, event: LabDayEvent, stored: string | null): void => {
  const id = event.data.bookingId;
  const before = stored === null ? null : decodeListState(stored);
  const change = evolveListEntry(before, event);
  if (!change) return;
  const { state, row } = change;
  tx.hsetField(STATE_KEY, id, encodeListState(state));
  const lab = event.data.lab;
  if (before && before.status !== state.status) {
    tx.zrem(byStatusKey(before.status), id);
    tx.zrem(byStatusAndLabKey(before.status, lab), id);
  }
  tx.zadd(byStatusKey(state.status), state.created, id);
  tx.zadd(byStatusAndLabKey(state.status, lab), state.created, id);
  if (row) {
    tx.hsetField(ROWS_KEY, id, JSON.stringify(row));
    tx.zadd(BY_CREATED, state.created, id);
    tx.zadd(byLabKey(row.lab), state.created, id);
    tx.zadd(BY_DATE, dateScore(row.date), id);
  }
};

export const bookingListsProjection: Projection = {
  name: BOOKING_LISTS,
  version: 3,
  handles: LAB_DAY_EVENT_TYPES,
  prefetch: (event) => [{ op: 'hget', key: STATE_KEY, field: (event.event as LabDayEvent).data.bookingId }],
  apply(recorded, tx) {
    const event = recorded.event as LabDayEvent;
    const id = event.data.bookingId;
    // Prefetched (the usual case): synchronous, no promise per event.
    const known = tx.hgetKnown(STATE_KEY, id);
    if (known !== undefined) return write(tx, event, known);
    return tx.hget(STATE_KEY, id).then((stored) => write(tx, event, stored));
  },
};
