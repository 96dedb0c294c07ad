import {
  isLabDayEvent,
  locateFacility,
  slotLabel,
  userTypeLabel,
  type Actor,
  type BookingRecord,
  type BookingStatus,
  type LabDayEvent,
  type RecordedEvent,
} from '@centre/contracts';

/** One step of a booking's audit trail, read straight from the log. */
export interface BookingHistoryEntry {
  type: LabDayEvent['type'];
  status: BookingStatus;
  /** When it happened (the envelope's occurredAt). */
  at: string;
  actor: PublicActor;
  notes?: string;
  position: number;
}

/** What the trail shows of an actor: who, never internal ids. */
export type PublicActor =
  | { kind: 'visitor' }
  | { kind: 'user'; email: string; role: string }
  | { kind: 'review-link' }
  | { kind: 'system'; reason: string };

/**
 * The review page's record: the normalised camelCase shape plus the snake_case spellings the
 * spec's page reads (spec 3, "Booking record"), and the history.
 */
export type BookingView = BookingRecord & {
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

export const publicActor = (actor: Actor): PublicActor => {
  switch (actor.kind) {
    case 'user':
      return { kind: 'user', email: actor.email, role: actor.role };
    case 'review-link':
      return { kind: 'review-link' };
    case 'system':
      return { kind: 'system', reason: actor.reason };
    case 'visitor':
      return { kind: 'visitor' };
  }
};

/** Pure: folds a lab-day's events into one booking's view; undefined when it is not there. */
export const bookingViewOf = (bookingId: string, events: readonly RecordedEvent[]): BookingView | undefined => {
  let view: BookingView | undefined;
  for (const recorded of events) {
    if (!isLabDayEvent(recorded.event)) continue;
    const event = recorded.event as LabDayEvent;
    if (event.data.bookingId !== bookingId) continue;
    const at = event.occurredAt;
    if (event.type === 'BookingRequested') {
      const d = event.data;
      const timeSlots = d.slots.map((s) => slotLabel(s) ?? s);
      const facilities = d.facilityIds.map((id) => locateFacility(id)?.facility.name ?? id);
      const userType = userTypeLabel(d.userType);
      view = {
        id: bookingId,
        _id: bookingId,
        name: d.name,
        userType,
        user_type: userType,
        email: d.email,
        lab: d.lab,
        date: d.date,
        booking_date: d.date,
        timeSlots,
        time_slots: timeSlots,
        facilities,
        facilityIds: [...d.facilityIds],
        facility_ids: [...d.facilityIds],
        createdAt: at,
        created_at: at,
        updatedAt: at,
        updated_at: at,
        status: 'pending',
        history: [{ type: event.type, status: 'pending', at, actor: publicActor(event.actor), position: recorded.position }],
      };
      if (d.contactNumber !== undefined) Object.assign(view, { contactNumber: d.contactNumber, contact_number: d.contactNumber });
      if (d.institute !== undefined) view.institute = d.institute;
      if (d.startupName !== undefined) Object.assign(view, { startupName: d.startupName, startup_name: d.startupName });
      if (d.staffMemberId !== undefined) view.staff_member = d.name;
      continue;
    }
    if (!view) continue;
    const status: BookingStatus = event.type === 'BookingApproved' ? 'approved' : 'rejected';
    const notes = event.data.notes;
    view.status = status;
    view.updatedAt = at;
    view.updated_at = at;
    if (notes !== '') Object.assign(view, { adminNotes: notes, admin_notes: notes });
    view.history.push({
      type: event.type,
      status,
      at,
      actor: publicActor(event.actor),
      ...(notes !== '' ? { notes } : {}),
      position: recorded.position,
    });
  }
  return view;
};
