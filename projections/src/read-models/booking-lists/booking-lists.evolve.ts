import type { BookingRecord, BookingStatus, LabDayEvent } from '@centre/contracts';
import { requestedRecord } from '@centre/contracts';

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

/**
 * A listed booking's row as stored: what its request said, in a fixed order. What follows from
 * it (slot labels, facility names, the id, which is the row's field) and what changes later (its
 * ListState) are laid over it when it is read. About 200 bytes for a typical request, where
 * the whole record took 465: less to encode, send and keep in Redis for every booking.
 */
export type ListedRow = [
  name: string,
  userType: string,
  email: string,
  contactNumber: string | null,
  institute: string | null,
  startupName: string | null,
  lab: string,
  date: string,
  slots: readonly string[],
  facilityIds: readonly string[],
  createdAt: string,
];

export const rowLab = (row: ListedRow): string => row[6];
export const rowDate = (row: ListedRow): string => row[7];

export interface ListChange {
  state: ListState;
  /** The row to write: only when the booking is first listed. */
  row?: ListedRow;
}

/** Pure; idempotent: a repeated request or decision yields the same state. */
export const evolveListEntry = (state: ListState | null, event: LabDayEvent): ListChange | null => {
  if (event.type === 'BookingRequested') {
    if (state) return null;
    const d = event.data;
    const at = event.occurredAt;
    // The event's own arrays: events are read-only, and the row is only ever encoded.
    const row: ListedRow = [d.name, d.userType, d.email, d.contactNumber ?? null, d.institute ?? null, d.startupName ?? null, d.lab, d.date, d.slots, d.facilityIds, at];
    return { row, state: { status: 'pending', updatedAt: at, created: Date.parse(at) } };
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

/**
 * The booking as listed: its stored row read back, with its current state laid over it; the
 * same record, field for field, as `evolveBookingRecord` folds from its events. A row stored by
 * version 3 of the projection, the whole record, is read as well: the lists keep serving the
 * old generation while a new one is rebuilt.
 */
export const listedRecord = (id: string, raw: string, state: ListState | null): BookingRecord => {
  const stored = JSON.parse(raw) as ListedRow | BookingRecord;
  const record = Array.isArray(stored) ? recordOf(id, stored) : stored;
  return state
    ? {
        ...record,
        status: state.status,
        updatedAt: state.updatedAt,
        ...(state.adminNotes !== undefined && { adminNotes: state.adminNotes }),
      }
    : record;
};

const recordOf = (id: string, row: ListedRow): BookingRecord => {
  const [name, userType, email, contactNumber, institute, startupName, lab, date, slots, facilityIds, createdAt] = row;
  return requestedRecord(
    {
      bookingId: id,
      name,
      userType,
      email,
      ...(contactNumber !== null && { contactNumber }),
      ...(institute !== null && { institute }),
      ...(startupName !== null && { startupName }),
      lab,
      date,
      slots,
      facilityIds,
    },
    createdAt,
  );
};
