// The rebuild benchmark's log, made on demand: lab-day events over thousands of lab-days.
import { LABS } from '@centre/contracts';

// Every 10 positions: 5 requests, then 3 approvals and 2 rejections of the previous group's
// bookings. Each lab-day holds 20 bookings on distinct cells, so nothing ever clashes.
const BOOKINGS_PER_LAB_DAY = 20;
const BASE_DAY = Date.UTC(2027, 0, 1);
const BASE_TIME = Date.UTC(2026, 0, 1);
const actor = { kind: 'visitor' };
const reviewer = { kind: 'user', userId: 'u-1', email: 'reviewer@centre.example', role: 'reviewer' };

const where = (booking) => {
  const lab = LABS[booking % LABS.length];
  const day = Math.floor(booking / LABS.length / BOOKINGS_PER_LAB_DAY);
  return { lab, date: new Date(BASE_DAY + day * 86_400_000).toISOString().slice(0, 10) };
};

export const eventAt = (position) => {
  const index = position - 1;
  const group = Math.floor(index / 10);
  const step = index % 10;
  const at = new Date(BASE_TIME + index * 1000).toISOString();
  const envelope = (type, data, by) => ({
    streamId: `labday-${data.lab}-${data.date}`,
    revision: 0,
    position,
    recordedAt: at,
    event: { type, version: 1, eventId: `e-${position}`, occurredAt: at, actor: by, correlationId: `c-${position}`, data },
  });
  if (step < 5) {
    const booking = group * 5 + step;
    const { lab, date } = where(booking);
    const k = Math.floor(booking / LABS.length) % BOOKINGS_PER_LAB_DAY;
    const facilities = lab.facilities;
    const pair = Math.floor(k / 12);
    return envelope(
      'BookingRequested',
      {
        bookingId: `b-${booking}`,
        userType: 'student',
        lab: lab.id,
        date,
        slots: [`${String(9 + (k % 12)).padStart(2, '0')}:00`],
        facilityIds: [facilities[2 * pair].id, facilities[2 * pair + 1].id],
        name: `Booker ${booking}`,
        email: `booker${booking}@example.edu`,
        contactNumber: '9876543210',
        institute: 'K J Somaiya College of Engineering',
      },
      actor,
    );
  }
  const booking = Math.max(0, group - 1) * 5 + (step - 5);
  const { lab, date } = where(booking);
  return envelope(
    step < 8 ? 'BookingApproved' : 'BookingRejected',
    { bookingId: `b-${booking}`, lab: lab.id, date, notes: step < 8 ? '' : 'Lab closed' },
    reviewer,
  );
};
