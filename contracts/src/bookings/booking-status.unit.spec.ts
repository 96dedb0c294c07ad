import { BOOKING_STATUSES, holdsCells, isBookingStatus, isClosed, isUndecided, statusAfterEvent } from './booking-status.js';

const ref = { bookingId: 'b', lab: 'FabricationLab', date: '2026-03-12' };
const details = {
  ...ref,
  userType: 'student' as const,
  slots: ['09:00'],
  facilityIds: ['fab-prusa-mk4-1'],
  name: 'Asha',
  email: 'asha@example.com',
};

describe('booking statuses', () => {
  it('requested, pending and approved hold their cells; rejected, cancelled and expired free them', () => {
    expect(BOOKING_STATUSES.filter(holdsCells)).toEqual(['requested', 'pending', 'approved']);
    expect(BOOKING_STATUSES.filter(isClosed)).toEqual(['rejected', 'cancelled', 'expired']);
  });

  it('undecided means waiting for the booker or the lab', () => {
    expect(BOOKING_STATUSES.filter(isUndecided)).toEqual(['requested', 'pending']);
  });

  it('knows its own words and nothing else', () => {
    expect(isBookingStatus('expired')).toBe(true);
    expect(isBookingStatus('PENDING')).toBe(false);
    expect(isBookingStatus(3)).toBe(false);
  });

  it('each event sets one status; a request awaits confirmation only when it says by when', () => {
    expect(statusAfterEvent({ type: 'BookingRequested', data: { ...details, confirmBy: '2026-03-10T08:30:00Z', decideBy: null } })).toBe('requested');
    expect(statusAfterEvent({ type: 'BookingRequested', data: { ...details, confirmBy: null, decideBy: null } })).toBe('pending');
    expect(statusAfterEvent({ type: 'BookingConfirmed', data: ref })).toBe('pending');
    expect(statusAfterEvent({ type: 'BookingApproved', data: { ...ref, notes: '' } })).toBe('approved');
    expect(statusAfterEvent({ type: 'BookingRejected', data: { ...ref, notes: 'no' } })).toBe('rejected');
    expect(statusAfterEvent({ type: 'BookingCancelled', data: { ...ref, by: 'booker', reason: '' } })).toBe('cancelled');
    expect(statusAfterEvent({ type: 'BookingExpired', data: { ...ref, stage: 'undecided', deadline: 'x' } })).toBe('expired');
  });
});
