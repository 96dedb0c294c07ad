import { statusAfterEvent, type BookingStatus } from './booking-status.js';
import { facilityName, labName } from '../catalogue/labs.js';
import { findSlot, resolveSlotId, slotLabel } from '../catalogue/time-slots.js';
import { zonedInstant } from '../config/centre.js';
import { userTypeLabel } from '../catalogue/user-types.js';
import { isLabDayEvent, type BookingFlagKind, type LabDayEvent } from '../events/booking-events.js';
import { DEFAULT_SITE_LANGUAGE, type SiteLanguage } from '../i18n/site-languages.js';
import type { Actor, RecordedEvent } from '../events/event-envelope.js';

/**
 * A booking as every reader shows it, in one spelling: the review page, the audit trail, the
 * console's lists (through the booking-lists projection) and the mails.
 */
export interface BookingRecord {
  id: string;
  name: string;
  /** The user type as the form names it ('Student'). */
  userType: string;
  email: string;
  contactNumber?: string;
  institute?: string;
  startupName?: string;
  /** A staff member's booking: their name (the booker's name is theirs too). */
  staffMember?: string;
  /** The lab's id ('FabricationLab'). */
  lab: string;
  labName: string;
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
  /** ISO instant by which the booker must confirm; only while the booking is requested. */
  confirmBy?: string;
  /** ISO instant by which the lab must decide, when the request recorded one. */
  decideBy?: string;
  /** Why it was cancelled (by whom is the history's actor); '' kept out. */
  cancelReason?: string;
  cancelledBy?: 'booker' | 'reviewer';
  /** Which deadline passed, once expired. */
  expiredStage?: 'unconfirmed' | 'undecided';
  /** The language the booker filled the form in, when the request recorded one. */
  language?: SiteLanguage;
  /**
   * What staff decided since approving it that contradicts it (a closure, an outage, its
   * facility retired), until a reviewer keeps it or it is cancelled; absent when none.
   */
  flags?: BookingFlag[];
}

/** One flag of an approved booking, as the console and the booker's page show it. */
export interface BookingFlag {
  operationId: string;
  kind: BookingFlagKind;
  words: string;
  /** When it was flagged (ISO instant). */
  at: string;
}

/** The language the booker's mails are written in: a request that recorded none was English. */
export const bookerLanguageOf = (record: Pick<BookingRecord, 'language'>): SiteLanguage =>
  record.language ?? DEFAULT_SITE_LANGUAGE;

/** The review page shows the updated time only when it differs from the created time. */
export const wasUpdated = (record: BookingRecord): boolean =>
  record.updatedAt !== '' && record.updatedAt !== record.createdAt;

/** What a booking's record is made from: its request, as the log or the booking lists keep it. */
export interface RequestedBooking {
  bookingId: string;
  name: string;
  /** The user type's id ('student'). */
  userType: string;
  email: string;
  contactNumber?: string;
  institute?: string;
  startupName?: string;
  lab: string;
  date: string;
  slots: readonly string[];
  facilityIds: readonly string[];
  /** The names the request was made with (BookingRequestedV2Data); absent: the spec's. */
  facilityNames?: readonly string[];
  /** Absent or null: no confirmation needed (pending at once). */
  confirmBy?: string | null;
  decideBy?: string | null;
  language?: SiteLanguage;
}

/**
 * A facility as a booking (or a place on the waitlist) was made with it: the name the lab's
 * current catalogue gave it then, which its event records (`facilityNames`), else the spec's.
 * What every mail and list about that booking calls it, so one added in the console is named.
 */
export const facilityNameAsBooked = (
  booked: { facilityIds: readonly string[]; facilityNames?: readonly string[] | undefined },
  facilityId: string,
): string => booked.facilityNames?.[booked.facilityIds.indexOf(facilityId)] ?? facilityName(facilityId);

/**
 * A booking's record as requested at `at`: requested while it awaits the booker's
 * confirmation, else pending; labels and names looked up.
 */
export const requestedRecord = (d: RequestedBooking, at: string): BookingRecord => {
  // Field by field, in the record's order: a conditional spread (`...(x && { x })`) makes and
  // copies an object per optional field, and a rebuild makes one record per booking.
  const record = { id: d.bookingId, name: d.name, userType: userTypeLabel(d.userType), email: d.email } as BookingRecord;
  if (d.contactNumber !== undefined) record.contactNumber = d.contactNumber;
  if (d.institute !== undefined) record.institute = d.institute;
  if (d.startupName !== undefined) record.startupName = d.startupName;
  // Staff pick themselves from the directory, so their booking carries their name as such.
  if (d.userType === 'staff') record.staffMember = d.name;
  record.lab = d.lab;
  record.labName = labName(d.lab);
  record.date = d.date;
  record.timeSlots = d.slots.map((slot) => slotLabel(slot) ?? slot);
  record.facilities = d.facilityIds.map((id) => facilityNameAsBooked(d, id));
  record.facilityIds = [...d.facilityIds];
  record.createdAt = at;
  record.updatedAt = at;
  record.status = d.confirmBy ? 'requested' : 'pending';
  if (d.confirmBy) record.confirmBy = d.confirmBy;
  if (d.decideBy) record.decideBy = d.decideBy;
  if (d.language !== undefined) record.language = d.language;
  return record;
};

/**
 * The record an event leaves: a copy of `record` with its new status and time, without its
 * confirmation deadline (it no longer applies once confirmed, decided or closed) nor, unless
 * kept, its flags. Copied key by key in order: rest destructuring and spreads of a record this
 * size take V8's slow paths and make copies that are slower to read and encode, and a rebuild
 * makes one per event.
 */
const successor = (record: BookingRecord, status: BookingStatus, updatedAt: string, keepFlags: boolean): BookingRecord => {
  const next: Partial<Record<keyof BookingRecord, unknown>> = {};
  for (const key in record) {
    if (key === 'confirmBy' || (key === 'flags' && !keepFlags)) continue;
    next[key as keyof BookingRecord] = record[key as keyof BookingRecord];
  }
  next.status = status;
  next.updatedAt = updatedAt;
  return next as BookingRecord;
};

/**
 * The booking record folded from the lab-day events of one booking. Pure; idempotent because
 * each event sets, never adds.
 */
export const evolveBookingRecord = (
  record: BookingRecord | null,
  event: LabDayEvent,
): BookingRecord | null => {
  if (event.type === 'BookingRequested') return record ?? requestedRecord(event.data, event.occurredAt);
  if (!record) return null;
  const status = statusAfterEvent(event);
  // A flag concerns a booking that holds its cells: a cancellation takes it with the booking,
  // and a reviewer who keeps the booking clears them.
  const next = successor(record, status, event.occurredAt, status === 'approved' && event.type !== 'BookingFlagCleared');
  switch (event.type) {
    case 'BookingConfirmed':
      return next;
    case 'BookingApproved':
    case 'BookingRejected':
    case 'BookingFlagCleared':
      if (event.data.notes !== '') next.adminNotes = event.data.notes;
      return next;
    case 'BookingCancelled':
      next.cancelledBy = event.data.by;
      if (event.data.reason !== '') next.cancelReason = event.data.reason;
      return next;
    case 'BookingExpired':
      next.expiredStage = event.data.stage;
      return next;
    case 'BookingFlagged': {
      const { operationId, kind, words } = event.data;
      const others = (record.flags ?? []).filter((f) => f.operationId !== operationId);
      next.flags = [...others, { operationId, kind, words, at: event.occurredAt }];
      return next;
    }
  }
};

/**
 * Whether a flagged booking still asks a reviewer to act: it is approved and its last slot has
 * not ended. Unanswered, a flag stops counting once the booking's time has passed.
 */
export const needsAttention = (record: BookingRecord, timezone: string, now: Date): boolean => {
  if (record.status !== 'approved' || (record.flags?.length ?? 0) === 0) return false;
  const last = record.timeSlots.map((label) => resolveSlotId(label)).flatMap((id) => (id ? [findSlot(id)] : [])).at(-1);
  const endHour = last ? last.startHour + 1 : 24;
  return zonedInstant(record.date, endHour, timezone).getTime() > now.getTime();
};

/** What an event says in words beside its type: a decision's notes or a cancellation's reason. */
export const eventNotes = (event: LabDayEvent): string => {
  switch (event.type) {
    case 'BookingApproved':
    case 'BookingRejected':
      return event.data.notes;
    case 'BookingCancelled':
      return event.data.reason;
    case 'BookingFlagged':
      return event.data.words;
    case 'BookingFlagCleared':
      return event.data.notes;
    default:
      return '';
  }
};

/** What the trail shows of an actor: who, never internal ids. */
export type PublicActor =
  | { kind: 'visitor' }
  | { kind: 'user'; email: string; role: string; via?: 'review-link' }
  | { kind: 'review-link' }
  | { kind: 'booker' }
  | { kind: 'scheduler' }
  | { kind: 'system'; reason: string };

export const publicActor = (actor: Actor): PublicActor => {
  switch (actor.kind) {
    case 'user':
      return { kind: 'user', email: actor.email, role: actor.role, ...(actor.via && { via: actor.via }) };
    case 'booker':
      return { kind: 'booker' };
    case 'scheduler':
      return { kind: 'scheduler' };
    case 'review-link':
      return { kind: 'review-link' };
    case 'system':
      return { kind: 'system', reason: actor.reason };
    case 'visitor':
      return { kind: 'visitor' };
  }
};

/** One step of a booking's history: an event of the log, as it was recorded. */
export interface BookingHistoryEntry {
  eventId: string;
  type: LabDayEvent['type'];
  /** The status the booking had after this event. */
  status: BookingStatus;
  /** When it happened (the envelope's occurredAt). */
  at: string;
  actor: PublicActor;
  notes?: string;
  position: number;
  revision: number;
  correlationId: string;
}

/** The history entry of one recorded event, given the status it left the booking in. */
export const historyEntry = (
  recorded: RecordedEvent<LabDayEvent>,
  status: BookingStatus,
): BookingHistoryEntry => {
  const { event } = recorded;
  const notes = eventNotes(event);
  return {
    eventId: event.eventId,
    type: event.type,
    status,
    at: event.occurredAt,
    actor: publicActor(event.actor),
    ...(notes !== '' && { notes }),
    position: recorded.position,
    revision: recorded.revision,
    correlationId: event.correlationId,
  };
};

export interface BookingWithHistory {
  record: BookingRecord;
  history: BookingHistoryEntry[];
}

/**
 * A booking and its history from its lab-day's events (the log is the audit trail, DESIGN 6).
 * Pure; undefined when the stream holds no request of that id.
 */
export const bookingFromLog = (
  bookingId: string,
  events: readonly RecordedEvent[],
): BookingWithHistory | undefined => {
  let record: BookingRecord | null = null;
  const history: BookingHistoryEntry[] = [];
  for (const recorded of events) {
    const event = recorded.event;
    if (!isLabDayEvent(event) || event.data.bookingId !== bookingId) continue;
    record = evolveBookingRecord(record, event);
    if (record) history.push(historyEntry({ ...recorded, event }, record.status));
  }
  return record ? { record, history } : undefined;
};

/**
 * The review page's booking (spec 3, "Booking record"): the record, the snake_case spellings
 * the spec's page reads beside the camelCase ones, and the history.
 */
export type ReviewPageBooking = BookingRecord & {
  _id: string;
  user_type: string;
  contact_number?: string;
  startup_name?: string;
  staff_member?: string;
  booking_date: string;
  time_slots: string[];
  facility_ids: string[];
  created_at: string;
  updated_at: string;
  admin_notes?: string;
  history: BookingHistoryEntry[];
};

/** The one place the snake_case spellings come from. */
export const reviewPageBooking = ({ record, history }: BookingWithHistory): ReviewPageBooking => ({
  ...record,
  _id: record.id,
  user_type: record.userType,
  ...(record.contactNumber !== undefined && { contact_number: record.contactNumber }),
  ...(record.startupName !== undefined && { startup_name: record.startupName }),
  ...(record.staffMember !== undefined && { staff_member: record.staffMember }),
  booking_date: record.date,
  time_slots: [...record.timeSlots],
  facility_ids: [...record.facilityIds],
  created_at: record.createdAt,
  updated_at: record.updatedAt,
  ...(record.adminNotes !== undefined && { admin_notes: record.adminNotes }),
  history,
});
