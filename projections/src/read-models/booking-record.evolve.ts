import { findFacility, slotLabel, type BookingRecord, type LabDayEvent } from '@centre/contracts';

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
