import { DEFAULT_BOOKING_LIMITS } from '@centre/contracts';
import { BookingConflictError, BookingNotFoundError } from './booking.errors.js';
import { formatBookingId } from './booking-id.js';
import { decide, evolve, fold, initialState, labDayOf, pairKey, type LabDayCommand } from './lab-day.decider.js';
import {
  approve,
  approved,
  details,
  given,
  id,
  LAB,
  NOW,
  PRINTER,
  reject,
  rejected,
  request,
  requested,
  TOMORROW,
  TZ,
  ULTIMAKER,
} from './testing/lab-day.given.js';

const A = id('aaaaaaaa');
const B = id('bbbbbbbb');

describe('lab-day decider: RequestBooking', () => {
  it('records a request on an empty lab-day', () => {
    given().when(request(A)).then(requested(A));
  });

  it('accepts pairs that do not overlap: other facility, other slot', () => {
    given(requested(A)).when(request(B, { facilityIds: [ULTIMAKER] })).then(requested(B, { facilityIds: [ULTIMAKER] }));
    given(requested(A)).when(request(B, { slots: ['12:00'] })).then(requested(B, { slots: ['12:00'] }));
  });

  it('refuses a pair held by a pending booking and lists the clashing pairs', () => {
    const error = given(requested(A))
      .when(request(B, { slots: ['11:00', '12:00'], facilityIds: [PRINTER, ULTIMAKER] }))
      .thenFails('BOOKING_CONFLICT');
    expect((error as BookingConflictError).conflicts).toEqual([{ slotId: '11:00', facilityId: PRINTER, slotLabel: '11:00 AM - 12:00 PM', facilityName: 'Prusa MK4 3D Printer (Unit 1)' }]);
  });

  it('refuses a pair held by an approved booking', () => {
    given(requested(A), approved(A)).when(request(B)).thenFails('BOOKING_CONFLICT');
  });

  it('accepts a pair freed by a rejected booking', () => {
    given(requested(A), rejected(A)).when(request(B)).then(requested(B));
  });

  it('refuses a date before today in the centre zone', () => {
    given().when(request(id('cccccccc', '2026-11-20'), { date: '2026-11-20' })).thenFails('DATE_IN_PAST');
  });

  it('judges "today" in the centre zone, not UTC', () => {
    // 20:00 UTC on the 20th is already 01:30 on the 21st in Kolkata: the 20th is past there.
    const lateUtc = new Date('2026-11-20T20:00:00Z');
    given()
      .when(request(id('cccccccc', '2026-11-20'), { date: '2026-11-20' }), lateUtc)
      .thenFails('DATE_IN_PAST');
  });

  it('refuses a slot that has already started today, accepts a later one', () => {
    const today = '2026-11-21';
    given().when(request(id('dddddddd', today), { date: today, slots: ['09:00'] })).thenFails('SLOT_STARTED');
    given()
      .when(request(id('dddddddd', today), { date: today, slots: ['10:00'] }))
      .then(requested(id('dddddddd', today), { date: today, slots: ['10:00'] }));
  });

  it('refuses more than four slots, no slot, no facility and unknown slots', () => {
    given().when(request(A, { slots: ['10:00', '11:00', '12:00', '13:00', '14:00'] })).thenFails('TOO_MANY_SLOTS');
    given().when(request(A, { slots: [] })).thenFails('NO_SLOTS');
    given().when(request(A, { facilityIds: [] })).thenFails('NO_FACILITIES');
    given().when(request(A, { slots: ['08:00'] })).thenFails('UNKNOWN_SLOT');
  });

  it('accepts exactly four slots', () => {
    const slots = ['10:00', '11:00', '12:00', '13:00'];
    given().when(request(A, { slots })).then(requested(A, { slots }));
  });

  it('refuses an id of another lab-day and a repeated id', () => {
    given().when(request(id('eeeeeeee', '2026-11-23'))).thenFails('BOOKING_ID_MISMATCH');
    given().when(request(id('eeeeeeee', TOMORROW, 'BioLab'))).thenFails('BOOKING_ID_MISMATCH');
    given().when(request('not-an-id')).thenFails('BOOKING_ID_MISMATCH');
    given(requested(A, { slots: ['15:00'] })).when(request(A)).thenFails('BOOKING_ALREADY_EXISTS');
  });
});

describe('26.2 one visitor can take every slot: the rules of one lab-day', () => {
  // NOW is 2026-11-21 in Kolkata; the default horizon is 90 days: 2027-02-19 is the last date.
  const on = (date: string): LabDayCommand => request(id('ffffffff', date), { date });

  it('refuses a date beyond the horizon, judged from the centre\'s today, and accepts its last day', () => {
    given().when(on('2027-02-20')).thenFails('DATE_TOO_FAR_AHEAD');
    given().when(on('9999-12-31')).thenFails('DATE_TOO_FAR_AHEAD');
    given().when(on('2027-02-19')).then(requested(id('ffffffff', '2027-02-19'), { date: '2027-02-19' }));
    // 20:00 UTC on the 21st is already the 22nd in Kolkata: the horizon moves with the centre's day.
    given().when(on('2027-02-20'), new Date('2026-11-21T20:00:00Z')).then(requested(id('ffffffff', '2027-02-20'), { date: '2027-02-20' }));
  });

  it('refuses more facilities than one booking may name, and accepts the limit', () => {
    const five = ['f1', 'f2', 'f3', 'f4', 'f5'];
    given().when(request(A, { facilityIds: five })).thenFails('TOO_MANY_FACILITIES');
    given().when(request(A, { facilityIds: five.slice(0, 4) })).then(requested(A, { facilityIds: five.slice(0, 4) }));
  });

  it('judges by the limits it is given, not by constants of its own', () => {
    const tight: LabDayCommand = {
      type: 'RequestBooking',
      data: { bookingId: A, details: details({ facilityIds: [PRINTER, ULTIMAKER] }), timezone: TZ, limits: { horizonDays: 0, maxFacilitiesPerBooking: 1 } },
    };
    expect(() => decide(tight, initialState(), NOW)).toThrow(expect.objectContaining({ code: 'DATE_TOO_FAR_AHEAD' }));
    const oneFacility = { ...tight, data: { ...tight.data, limits: { horizonDays: 1, maxFacilitiesPerBooking: 1 } } };
    expect(() => decide(oneFacility, initialState(), NOW)).toThrow(expect.objectContaining({ code: 'TOO_MANY_FACILITIES' }));
  });

  it("keeps the client's keyed address in the event, never more", () => {
    const withKey: LabDayCommand = { type: 'RequestBooking', data: { bookingId: A, details: details(), timezone: TZ, limits: DEFAULT_BOOKING_LIMITS, clientKey: 'k1' } };
    expect(decide(withKey, initialState(), NOW)).toEqual([{ ...requested(A), data: { ...requested(A).data, clientKey: 'k1' } }]);
  });
});

describe('lab-day decider: ApproveBooking and RejectBooking', () => {
  it('approves a pending booking with the notes', () => {
    given(requested(A)).when(approve(A, 'ok')).then(approved(A, 'ok'));
  });

  it('rejects a pending booking with the notes', () => {
    given(requested(A)).when(reject(A, 'no')).then(rejected(A, 'no'));
  });

  it('never moves back: approved and rejected are final', () => {
    given(requested(A), approved(A)).when(reject(A)).thenFails('BOOKING_ALREADY_DECIDED');
    given(requested(A), rejected(A)).when(approve(A)).thenFails('BOOKING_ALREADY_DECIDED');
  });

  it('a repeat of the same decision is an error, not a new event', () => {
    given(requested(A), approved(A)).when(approve(A)).thenFails('BOOKING_ALREADY_DECIDED');
    given(requested(A), rejected(A)).when(reject(A)).thenFails('BOOKING_ALREADY_DECIDED');
  });

  it('an unknown booking is not found', () => {
    given(requested(A)).when(approve(B)).thenFails('BOOKING_NOT_FOUND');
    given().when(reject(A)).thenFails('BOOKING_NOT_FOUND');
  });
});

describe('lab-day evolve: every event type', () => {
  it('BookingRequested adds a pending booking holding slot × facility pairs', () => {
    const state = evolve(initialState(), requested(A, { facilityIds: [PRINTER, ULTIMAKER], slots: ['10:00'] }));
    expect(state.bookings.get(A)?.status).toBe('pending');
    expect([...state.held.keys()].sort()).toEqual([pairKey({ slotId: '10:00', facilityId: PRINTER }), pairKey({ slotId: '10:00', facilityId: ULTIMAKER })].sort());
  });

  it('BookingApproved keeps the pairs held', () => {
    const state = fold([requested(A), approved(A)]);
    expect(state.bookings.get(A)?.status).toBe('approved');
    expect(state.held.size).toBe(2);
  });

  it('BookingRejected frees the pairs', () => {
    const state = fold([requested(A), rejected(A)]);
    expect(state.bookings.get(A)?.status).toBe('rejected');
    expect(state.held.size).toBe(0);
  });

  it('does not mutate the state it is given', () => {
    const before = fold([requested(A)]);
    evolve(before, rejected(A));
    expect(before.bookings.get(A)?.status).toBe('pending');
    expect(before.held.size).toBe(2);
  });
});

describe('lab-day of a command', () => {
  it('is the lab-day a request asks for, or the one a booking id names', () => {
    const bookingId = id('abcdefgh23', '2026-11-30', 'BioLab');
    expect(labDayOf({ type: 'RequestBooking', data: { bookingId: id('x1234567'), details: details(), timezone: TZ, limits: DEFAULT_BOOKING_LIMITS } })).toBe(
      `labday-${LAB}-${TOMORROW}`,
    );
    expect(labDayOf({ type: 'ApproveBooking', data: { bookingId, notes: '' } })).toBe('labday-BioLab-2026-11-30');
    expect(labDayOf({ type: 'RejectBooking', data: { bookingId, notes: '' } })).toBe('labday-BioLab-2026-11-30');
  });

  it('finds no lab-day for a garbled id, or one of a lab that does not exist', () => {
    expect(() => labDayOf({ type: 'ApproveBooking', data: { bookingId: 'not-an-id', notes: '' } })).toThrow(BookingNotFoundError);
    const foreign = formatBookingId('NoSuchLab', TOMORROW, 'abcdefgh');
    expect(() => labDayOf({ type: 'RejectBooking', data: { bookingId: foreign, notes: '' } })).toThrow(BookingNotFoundError);
  });
});
