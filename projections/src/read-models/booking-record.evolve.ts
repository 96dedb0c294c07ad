import { findFacility, slotLabel, type BookingRecord, type LabDayEvent } from '@centre/contracts';

/**
 * The booking record as the review page and the admin lists show it, folded from the
 * lab-day events of one booking. Pure; idempotent because each event sets, never adds.
 */
export const evolveBookingRecord = (record: BookingRecord | null, event: LabDayEvent): BookingRecord | null => {
  switch (event.type) {
    case 'BookingRequested': {
      if (record) return record;
      const d = event.data;
      return {
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
        createdAt: event.occurredAt,
        updatedAt: event.occurredAt,
        status: 'pending',
      };
    }
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
