import type { BookingStatus } from './booking-request.js';
import type { LabDayEvent } from '../events/booking-events.js';
import { findFacility } from '../catalogue/labs.js';
import { slotLabel } from '../catalogue/time-slots.js';

/** A booking as the review page reads it, in one spelling. */
export interface BookingRecord {
  id: string;
  name: string;
  userType: string;
  email: string;
  contactNumber?: string;
  institute?: string;
  startupName?: string;
  lab: string;
  /** YYYY-MM-DD */
  date: string;
  /** Slot labels, '9:00 AM - 10:00 AM'. */
  timeSlots: string[];
  /** Facility names. */
  facilities: string[];
  facilityIds: string[];
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601; equal to createdAt until the booking changes. */
  updatedAt: string;
  adminNotes?: string;
  status: BookingStatus;
}

/** GET /api/bookings/{id} */
export interface BookingResponse {
  success: boolean;
  booking?: BookingRecord;
  message?: string;
}

type Raw = Record<string, unknown>;

/** The first of the given keys that holds a non-empty string (numbers are read as text). */
const text = (raw: Raw, ...keys: string[]): string | undefined => {
  for (const key of keys) {
    const value = raw[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return undefined;
};

const list = (raw: Raw, ...keys: string[]): unknown[] => {
  for (const key of keys) {
    const value = raw[key];
    if (Array.isArray(value)) return value;
  }
  return [];
};

/** Dates may arrive as strings, Date objects or epoch milliseconds. */
const instant = (raw: Raw, ...keys: string[]): string | undefined => {
  for (const key of keys) {
    const value = raw[key];
    if (typeof value === 'string' && value !== '') return value;
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
    if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  }
  return undefined;
};

/** Absent means pending; the review verbs are read as the state they lead to. */
export const normaliseBookingStatus = (value: unknown): BookingStatus => {
  const s = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (s === 'approved' || s === 'approve') return 'approved';
  if (s === 'rejected' || s === 'reject') return 'rejected';
  return 'pending';
};

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a booking in either spelling (spec 3): `_id` or `id`, snake_case or camelCase, name
 * falling back to the staff member. Returns undefined when it is not a booking at all.
 */
export const normaliseBookingRecord = (raw: unknown): BookingRecord | undefined => {
  if (!isRecord(raw)) return undefined;
  const id = text(raw, '_id', 'id');
  if (id === undefined) return undefined;

  const facilityEntries = list(raw, 'facilities', 'machines');
  const facilityNames = facilityEntries.flatMap((f) => {
    if (typeof f === 'string') return [f];
    return isRecord(f) && typeof f.name === 'string' ? [f.name] : [];
  });
  const embeddedIds = facilityEntries.flatMap((f) =>
    isRecord(f) && typeof f.id === 'string' ? [f.id] : [],
  );
  const listedIds = list(raw, 'facility_ids', 'facilityIds').filter(
    (f): f is string => typeof f === 'string',
  );
  const timeSlots = list(raw, 'time_slots', 'timeSlots', 'slots')
    .filter((s): s is string => typeof s === 'string')
    .map((s) => slotLabel(s) ?? s);
  const createdAt = instant(raw, 'created_at', 'createdAt') ?? '';

  const record: BookingRecord = {
    id,
    name: text(raw, 'name', 'staff_member', 'staffMember') ?? '',
    userType: text(raw, 'user_type', 'userType') ?? '',
    email: text(raw, 'email') ?? '',
    lab: text(raw, 'lab') ?? '',
    date: text(raw, 'booking_date', 'bookingDate', 'date') ?? '',
    timeSlots,
    facilities: facilityNames,
    facilityIds: listedIds.length > 0 ? listedIds : embeddedIds,
    createdAt,
    updatedAt: instant(raw, 'updated_at', 'updatedAt') ?? createdAt,
    status: normaliseBookingStatus(raw.status),
  };
  const optional = {
    contactNumber: text(raw, 'contact_number', 'contactNumber'),
    institute: text(raw, 'institute'),
    startupName: text(raw, 'startup_name', 'startupName'),
    adminNotes: text(raw, 'admin_notes', 'adminNotes'),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(record, { [key]: value });
  }
  return record;
};

/** The review page shows the updated time only when it differs from the created time. */
export const wasUpdated = (record: BookingRecord): boolean =>
  record.updatedAt !== '' && record.updatedAt !== record.createdAt;


/** What a booking's record is made from: its request, as the log or the booking lists keep it. */
export interface RequestedBooking {
  bookingId: string;
  name: string;
  userType: string;
  email: string;
  contactNumber?: string;
  institute?: string;
  startupName?: string;
  lab: string;
  date: string;
  slots: readonly string[];
  facilityIds: readonly string[];
}

/** A booking's record as requested at `at`: pending, slot labels and facility names looked up. */
export const requestedRecord = (d: RequestedBooking, at: string): BookingRecord => ({
  id: d.bookingId,
  name: d.name,
  userType: d.userType,
  email: d.email,
  ...(d.contactNumber !== undefined && { contactNumber: d.contactNumber }),
  ...(d.institute !== undefined && { institute: d.institute }),
  ...(d.startupName !== undefined && { startupName: d.startupName }),
  lab: d.lab,
  date: d.date,
  timeSlots: d.slots.map((slot) => slotLabel(slot) ?? slot),
  facilities: d.facilityIds.map((id) => findFacility(d.lab, id)?.name ?? id),
  facilityIds: [...d.facilityIds],
  createdAt: at,
  updatedAt: at,
  status: 'pending',
});

/**
 * The booking record as the review page and the admin lists show it, folded from the
 * lab-day events of one booking. Pure; idempotent because each event sets, never adds.
 */
export const evolveBookingRecord = (record: BookingRecord | null, event: LabDayEvent): BookingRecord | null => {
  switch (event.type) {
    case 'BookingRequested':
      return record ?? requestedRecord(event.data, event.occurredAt);
    case 'BookingApproved':
    case 'BookingRejected': {
      if (!record) return null;
      const notes = event.data.notes;
      return {
        ...record,
        status: event.type === 'BookingApproved' ? 'approved' : 'rejected',
        updatedAt: event.occurredAt,
        ...(notes !== '' && { adminNotes: notes }),
      };
    }
  }
};
