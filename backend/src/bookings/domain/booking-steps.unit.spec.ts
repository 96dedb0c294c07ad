import { DEFAULT_BOOKING_LIMITS, DEFAULT_DEADLINE_POLICY, type BookingParty, type ExpiryStage } from '@centre/contracts';
import { evolve, fold, type LabDayCommand, type LabDayDecision } from './lab-day.decider.js';
import {
  approve,
  approved,
  details,
  given,
  id,
  LAB,
  NOW,
  reject,
  rejected,
  requested,
  TOMORROW,
  TZ,
} from './testing/lab-day.given.js';

const A = id('aaaaaaaa');
const at = (iso: string): Date => new Date(iso);
// NOW is 09:30 in Kolkata on the 21st; the booking's first slot is 10:00 on the 22nd (04:30 UTC).
const CONFIRM_BY = '2026-11-21T04:30:00.000Z';
const DECIDE_BY = '2026-11-22T02:30:00.000Z';
const ref = { bookingId: A, lab: LAB, date: TOMORROW };

const unconfirmed = (bookingId = A): LabDayDecision =>
  requested(bookingId, {}, { confirmBy: CONFIRM_BY, decideBy: DECIDE_BY });
const confirmed = (): LabDayDecision => ({ type: 'BookingConfirmed', version: 1, data: ref });
const cancelled = (by: BookingParty, reason: string): LabDayDecision => ({
  type: 'BookingCancelled',
  version: 1,
  data: { ...ref, by, reason },
});
const expired = (stage: ExpiryStage, deadline: string): LabDayDecision => ({
  type: 'BookingExpired',
  version: 1,
  data: { ...ref, stage, deadline },
});

const confirm = (bookingId = A): LabDayCommand => ({ type: 'ConfirmBooking', data: { bookingId } });
const cancel = (by: BookingParty, reason = ''): LabDayCommand => ({
  type: 'CancelBooking',
  data: { bookingId: A, by, reason, timezone: TZ },
});
const expire = (): LabDayCommand => ({
  type: 'ExpireBooking',
  data: { bookingId: A, timezone: TZ, decisionLeadMinutes: DEFAULT_DEADLINE_POLICY.decisionLeadMinutes },
});

describe('RequestBooking with deadlines', () => {
  it('records the confirmation window and the lab decision deadline in the event: requested', () => {
    given()
      .when({ type: 'RequestBooking', data: { bookingId: A, details: details(), timezone: TZ, limits: DEFAULT_BOOKING_LIMITS, deadlines: DEFAULT_DEADLINE_POLICY } })
      .then(unconfirmed());
    expect(fold([unconfirmed()]).bookings.get(A)?.status).toBe('requested');
  });

  it('a request made inside the lead may be decided until its first slot starts', () => {
    const today = '2026-11-21';
    const late = id('late0001', today);
    given()
      .when({
        type: 'RequestBooking',
        data: { bookingId: late, details: details({ date: today, slots: ['11:00'] }), timezone: TZ, limits: DEFAULT_BOOKING_LIMITS, deadlines: DEFAULT_DEADLINE_POLICY },
      })
      .then(requested(late, { date: today, slots: ['11:00'] }, { confirmBy: CONFIRM_BY, decideBy: '2026-11-21T05:30:00.000Z' }));
  });

  it('without a confirmation window a request is pending at once', () => {
    given()
      .when({
        type: 'RequestBooking',
        data: { bookingId: A, details: details(), timezone: TZ, limits: DEFAULT_BOOKING_LIMITS, deadlines: { confirmationWindowMinutes: null, decisionLeadMinutes: 120 } },
      })
      .then(requested(A, {}, { confirmBy: null, decideBy: DECIDE_BY }));
  });

  it('an unconfirmed request holds its cells: a second request for them clashes', () => {
    given(unconfirmed()).when({ type: 'RequestBooking', data: { bookingId: id('bbbbbbbb'), details: details(), timezone: TZ, limits: DEFAULT_BOOKING_LIMITS } }).thenFails('BOOKING_CONFLICT');
  });
});

describe('ConfirmBooking', () => {
  it('requested → pending', () => {
    given(unconfirmed()).when(confirm()).then(confirmed());
  });

  it('is idempotent: confirming a pending or an approved booking appends nothing', () => {
    given(unconfirmed(), confirmed()).when(confirm()).then();
    given(requested(A)).when(confirm()).then();
    given(unconfirmed(), approved(A)).when(confirm()).then();
  });

  it('refuses once the window has passed, even before the scheduler has expired it', () => {
    given(unconfirmed()).when(confirm(), at(CONFIRM_BY)).thenFails('BOOKING_CLOSED');
  });

  it('refuses a rejected, cancelled or expired booking, and an unknown one', () => {
    given(unconfirmed(), rejected(A)).when(confirm()).thenFails('BOOKING_ALREADY_DECIDED');
    given(unconfirmed(), cancelled('booker', '')).when(confirm()).thenFails('BOOKING_CLOSED');
    given(unconfirmed(), expired('unconfirmed', CONFIRM_BY)).when(confirm()).thenFails('BOOKING_CLOSED');
    given().when(confirm()).thenFails('BOOKING_NOT_FOUND');
  });
});

describe('ApproveBooking and RejectBooking through the life of a booking', () => {
  it('a reviewer may decide an unconfirmed request: it counts as confirmed', () => {
    given(unconfirmed()).when(approve(A)).then(approved(A));
    given(unconfirmed()).when(reject(A, 'Lab closed')).then(rejected(A, 'Lab closed'));
  });

  it('decides a confirmed (pending) request', () => {
    given(unconfirmed(), confirmed()).when(approve(A, 'ok')).then(approved(A, 'ok'));
  });

  it('refuses to decide a cancelled or expired booking', () => {
    given(unconfirmed(), cancelled('booker', '')).when(approve(A)).thenFails('BOOKING_CLOSED');
    given(unconfirmed(), expired('unconfirmed', CONFIRM_BY)).when(reject(A)).thenFails('BOOKING_CLOSED');
  });
});

describe('CancelBooking', () => {
  it('the booker cancels a requested, pending or approved booking before its first slot, reason optional', () => {
    given(unconfirmed()).when(cancel('booker')).then(cancelled('booker', ''));
    given(unconfirmed(), confirmed()).when(cancel('booker', '  Exam moved ')).then(cancelled('booker', 'Exam moved'));
    given(unconfirmed(), approved(A)).when(cancel('booker')).then(cancelled('booker', ''));
  });

  it('refuses the booker once the first slot has started', () => {
    given(unconfirmed(), approved(A)).when(cancel('booker'), at('2026-11-22T04:30:00.000Z')).thenFails('BOOKING_STARTED');
  });

  it('a reviewer cancels only with a reason, also after the start', () => {
    given(unconfirmed(), approved(A)).when(cancel('reviewer', '   ')).thenFails('REASON_REQUIRED');
    given(unconfirmed(), approved(A))
      .when(cancel('reviewer', 'Printer broke down'), at('2026-11-22T05:00:00.000Z'))
      .then(cancelled('reviewer', 'Printer broke down'));
  });

  it('refuses a rejected, cancelled or expired booking, and an unknown one', () => {
    given(unconfirmed(), rejected(A)).when(cancel('booker')).thenFails('BOOKING_ALREADY_DECIDED');
    given(unconfirmed(), cancelled('booker', '')).when(cancel('booker')).thenFails('BOOKING_CLOSED');
    given(unconfirmed(), expired('unconfirmed', CONFIRM_BY)).when(cancel('reviewer', 'x')).thenFails('BOOKING_CLOSED');
    given().when(cancel('booker')).thenFails('BOOKING_NOT_FOUND');
  });
});

describe('ExpireBooking', () => {
  it('requested → expired once the confirmation window has passed, not before', () => {
    given(unconfirmed()).when(expire(), at(CONFIRM_BY)).then(expired('unconfirmed', CONFIRM_BY));
    given(unconfirmed()).when(expire(), at('2026-11-21T04:29:59.000Z')).thenFails('BOOKING_NOT_DUE');
  });

  it('pending → expired at the lab decision deadline, not before', () => {
    given(unconfirmed(), confirmed()).when(expire(), at(DECIDE_BY)).then(expired('undecided', DECIDE_BY));
    given(unconfirmed(), confirmed()).when(expire(), at('2026-11-22T02:00:00.000Z')).thenFails('BOOKING_NOT_DUE');
  });

  it('a request from before deadlines existed expires by the lead in force', () => {
    given(requested(A)).when(expire(), at(DECIDE_BY)).then(expired('undecided', DECIDE_BY));
    given(requested(A)).when(expire(), NOW).thenFails('BOOKING_NOT_DUE');
  });

  it('a second expiry, or one of a decided or cancelled booking, is refused', () => {
    given(unconfirmed(), expired('unconfirmed', CONFIRM_BY)).when(expire(), at(DECIDE_BY)).thenFails('BOOKING_CLOSED');
    given(unconfirmed(), approved(A)).when(expire(), at(DECIDE_BY)).thenFails('BOOKING_ALREADY_DECIDED');
    given(unconfirmed(), rejected(A)).when(expire(), at(DECIDE_BY)).thenFails('BOOKING_ALREADY_DECIDED');
    given(unconfirmed(), cancelled('booker', '')).when(expire(), at(DECIDE_BY)).thenFails('BOOKING_CLOSED');
  });
});

describe('lab-day evolve: the new event types', () => {
  it('BookingConfirmed keeps the cells held; cancelled and expired free them', () => {
    expect(fold([unconfirmed(), confirmed()]).held.size).toBe(2);
    expect(fold([unconfirmed(), confirmed()]).bookings.get(A)?.status).toBe('pending');
    for (const closing of [cancelled('reviewer', 'x'), expired('undecided', DECIDE_BY)]) {
      const state = fold([unconfirmed(), approved(A)].concat(closing));
      expect(state.held.size).toBe(0);
      expect(state.bookings.get(A)?.status).toBe(closing.type === 'BookingCancelled' ? 'cancelled' : 'expired');
    }
  });

  it('a freed cell can be requested again', () => {
    given(unconfirmed(), expired('unconfirmed', CONFIRM_BY))
      .when({ type: 'RequestBooking', data: { bookingId: id('bbbbbbbb'), details: details(), timezone: TZ, limits: DEFAULT_BOOKING_LIMITS } })
      .then(requested(id('bbbbbbbb')));
  });

  it('an event about a booking the stream never requested changes nothing', () => {
    const state = fold([unconfirmed()]);
    expect(evolve(state, { type: 'BookingExpired', version: 1, data: { ...ref, bookingId: id('zzzzzzzz'), stage: 'undecided', deadline: DECIDE_BY } })).toBe(state);
  });
});
