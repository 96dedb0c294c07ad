import { fold, type LabDayCommand, type LabDayDecision } from './lab-day.decider.js';
import { approved, given, id, LAB, requested, TOMORROW } from './testing/lab-day.given.js';

const A = id('aaaaaaaa');
const ref = { bookingId: A, lab: LAB, date: TOMORROW };
const DIWALI = { operationId: 'cl-diwali', kind: 'closure', words: 'Diwali' } as const;
const NOZZLE = { operationId: 'ou-nozzle', kind: 'outage', words: 'Prusa MK4 — maintenance: new nozzle' } as const;

const flag = (caught: typeof DIWALI | typeof NOZZLE = DIWALI): LabDayCommand => ({ type: 'FlagBooking', data: { bookingId: A, ...caught } });
const flagged = (caught: typeof DIWALI | typeof NOZZLE = DIWALI): LabDayDecision => ({ type: 'BookingFlagged', version: 1, data: { ...ref, ...caught } });
const keep = (notes: string): LabDayCommand => ({ type: 'ClearBookingFlag', data: { bookingId: A, notes } });
const kept = (notes: string): LabDayDecision => ({ type: 'BookingFlagCleared', version: 1, data: { ...ref, notes } });
const cancelled: LabDayDecision = { type: 'BookingCancelled', version: 1, data: { ...ref, by: 'reviewer', reason: 'Closed for Diwali' } };

describe('28.3 flags on approved bookings (decider)', () => {
  it('flags an approved booking caught by an operation', () => {
    given(requested(A), approved(A)).when(flag()).then(flagged());
  });

  it('flags it once per operation: a repeat appends nothing, even after a reviewer kept it', () => {
    given(requested(A), approved(A), flagged()).when(flag()).then();
    given(requested(A), approved(A), flagged(), kept('Held in the annexe')).when(flag()).then();
  });

  it('flags it again for another operation', () => {
    given(requested(A), approved(A), flagged()).when(flag(NOZZLE)).then(flagged(NOZZLE));
  });

  it('refuses to flag a booking that is not approved, or not there', () => {
    given(requested(A)).when(flag()).thenFails('BOOKING_NOT_APPROVED');
    given(requested(A), approved(A), cancelled).when(flag()).thenFails('BOOKING_NOT_APPROVED');
    given().when(flag()).thenFails('BOOKING_NOT_FOUND');
  });

  it('keeps a flagged booking with a note: the flag goes, the status stays', () => {
    given(requested(A), approved(A), flagged()).when(keep('  Held in the annexe ')).then(kept('Held in the annexe'));
    const state = fold([requested(A), approved(A), flagged(), flagged(NOZZLE), kept('ok')]);
    expect(state.bookings.get(A)).toMatchObject({ status: 'approved', flags: [], flaggedBy: ['cl-diwali', 'ou-nozzle'] });
    expect(state.held.size).toBe(2);
  });

  it('refuses to clear a flag that is not there, and a keep without a note', () => {
    given(requested(A), approved(A)).when(keep('fine')).thenFails('BOOKING_NOT_FLAGGED');
    given(requested(A), approved(A), flagged(), kept('fine')).when(keep('again')).thenFails('BOOKING_NOT_FLAGGED');
    given(requested(A), approved(A), flagged(), cancelled).when(keep('fine')).thenFails('BOOKING_NOT_FLAGGED');
    given(requested(A), approved(A), flagged()).when(keep('  ')).thenFails('REASON_REQUIRED');
  });

  it('a flagged booking is still cancelled by a reviewer with a reason, which frees its cells', () => {
    given(requested(A), approved(A), flagged())
      .when({ type: 'CancelBooking', data: { bookingId: A, by: 'reviewer', reason: 'Closed for Diwali', timezone: 'Asia/Kolkata' } })
      .then(cancelled);
  });
});
