import { requestedRecord, type BookingRecord } from '@centre/contracts';

/**
 * A pending booking as the booking lists hold it, requested at `createdAt` for 09:00 on
 * `date`, with the lab's decision deadline `decideBy` (null: requested before deadlines existed).
 */
export const pendingBooking = (
  n: number,
  over: { lab?: string; date?: string; createdAt?: string; decideBy?: string | null } = {},
): BookingRecord => ({
  ...requestedRecord(
    {
      bookingId: `bk-${over.lab ?? 'BioLab'}-${n}`,
      name: `Booker ${n}`,
      userType: 'student',
      email: `booker${n}@example.edu`,
      lab: over.lab ?? 'BioLab',
      date: over.date ?? '2026-11-30',
      slots: ['09:00'],
      facilityIds: [],
      confirmBy: null,
      decideBy: over.decideBy === undefined ? '2026-11-30T01:30:00.000Z' : over.decideBy,
    },
    over.createdAt ?? '2026-11-20T10:00:00.000Z',
  ),
});
