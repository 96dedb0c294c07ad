import { LAB_DAY_EVENT_TYPES, type LabDayEvent } from '@centre/contracts';
import type { Projection, ReadModelTx } from '../../engine/projection.js';
import { builtModule } from '../../engine/thread-module.js';
import { decodeListState, encodeListState, evolveListEntry, rowDate, rowLab } from './booking-lists.evolve.js';
import { BookingListsFold } from './booking-lists.fold.js';
import {
  BY_CREATED,
  BY_DATE,
  ROWS_KEY,
  STATE_KEY,
  byLabKey,
  byStatusAndLabKey,
  byStatusKey,
  dateScore,
} from './booking-lists.keys.js';

export * from './booking-lists.keys.js';

export const BOOKING_LISTS = 'booking-lists';

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
    tx.zadd(byLabKey(rowLab(row)), state.created, id);
    tx.zadd(BY_DATE, dateScore(rowDate(row)), id);
  }
};

export const bookingListsProjection: Projection = {
  name: BOOKING_LISTS,
  // 4: rows stored as ListedRow, not as the whole record.
  version: 4,
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
  fold: () => new BookingListsFold(),
  // Every field and member is a booking's, and a booking's events are its lab-day's stream: the
  // parts write the same keys, never the same fields or members.
  foldsInParts: { module: builtModule(import.meta.url), export: 'bookingListsProjection' },
};
