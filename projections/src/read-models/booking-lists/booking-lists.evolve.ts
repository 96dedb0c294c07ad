import type { BookingRecord, BookingStatus, LabDayEvent } from '@centre/contracts';
import { evolveBookingRecord } from '../booking-record.evolve.js';

/**
 * What changes about a listed booking after its request: kept apart from the row, which is
 * written once, so a decision rewrites a few bytes instead of the whole record.
 */
export interface ListState {
  status: BookingStatus;
  updatedAt: string;
  adminNotes?: string;
  /** Creation time in ms: the score in every by-creation index. */
  created: number;
}

export interface ListChange {
  state: ListState;
  /** The row to write: only when the booking is first listed. */
  row?: BookingRecord;
}

/** Pure; idempotent: a repeated request or decision yields the same state. */
export const evolveListEntry = (state: ListState | null, event: LabDayEvent): ListChange | null => {
  if (event.type === 'BookingRequested') {
    if (state) return null;
    const row = evolveBookingRecord(null, event);
    if (!row) return null;
    return { row, state: { status: row.status, updatedAt: row.updatedAt, created: Date.parse(row.createdAt) } };
  }
  if (!state) return null;
  const notes = event.data.notes;
  return {
    state: {
      ...state,
      status: event.type === 'BookingApproved' ? 'approved' : 'rejected',
      updatedAt: event.occurredAt,
      ...(notes !== '' && { adminNotes: notes }),
    },
  };
};

export const encodeListState = (state: ListState): string =>
  JSON.stringify([state.status, state.updatedAt, state.created, state.adminNotes ?? null]);

export const decodeListState = (raw: string): ListState => {
  const [status, updatedAt, created, adminNotes] = JSON.parse(raw) as [BookingStatus, string, number, string | null];
  return { status, updatedAt, created, ...(adminNotes !== null && { adminNotes }) };
};

/** The row as listed: written at request time, with its current state laid over it. */
export const listedRecord = (row: BookingRecord, state: ListState | null): BookingRecord =>
  state
    ? {
        ...row,
        status: state.status,
        updatedAt: state.updatedAt,
        ...(state.adminNotes !== undefined && { adminNotes: state.adminNotes }),
      }
    : row;
