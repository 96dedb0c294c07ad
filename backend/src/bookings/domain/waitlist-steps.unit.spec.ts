import { MAX_WAITERS_PER_LAB_DAY } from '@centre/contracts';
import { fold, pairKey } from './lab-day.decider.js';
import { approved, given, id, NOW, PRINTER, reject, rejected, request, requested, ULTIMAKER } from './testing/lab-day.given.js';
import {
  BEA,
  cancelByBooker,
  cancelled,
  claim,
  claimed,
  join,
  joined,
  lapse,
  lapsed,
  leave,
  left,
  offered,
  STARTS_AT,
} from './testing/waitlist.given.js';

const A = id('aaaaaaaa');
const W = id('wwwwwwww');
const X = id('xxxxxxxx');
const CAL = { name: 'Chaitanya Joshi', email: 'cal@example.com' } as const;
/** NOW plus the 30 minutes an offer holds its cells. */
const IN_30 = '2026-11-21T04:30:00.000Z';
const later = (iso: string): Date => new Date(iso);

describe('28.6 waitlist: joining', () => {
  it('records a waiter for cells that are held now, with when their first slot starts', () => {
    given(requested(A)).when(join(W)).then(joined(W));
  });

  it('refuses to wait for cells none of which is held: they can be booked', () => {
    given().when(join(W)).thenFails('WAIT_NOT_NEEDED');
    given(requested(A), rejected(A)).when(join(W)).thenFails('WAIT_NOT_NEEDED');
  });

  it('refuses a booker who holds one of the cells with a booking of their own', () => {
    given(requested(A, BEA)).when(join(W)).thenFails('WAIT_ALREADY_HOLDS');
    given(requested(A, { email: 'BEA@example.com ' })).when(join(W)).thenFails('WAIT_ALREADY_HOLDS');
  });

  it('refuses a booker who already waits for one of the cells, and accepts them for other cells', () => {
    given(requested(A), joined(W)).when(join(X, { ...BEA, slots: ['11:00'] })).thenFails('WAIT_ALREADY_WAITING');
    given(requested(A), requested(id('bbbbbbbb'), { slots: ['12:00'] }), joined(W))
      .when(join(X, { ...BEA, slots: ['12:00'] }))
      .then(joined(X, { ...BEA, slots: ['12:00'] }, '2026-11-22T06:30:00.000Z'));
    // Once they left, they may wait again.
    given(requested(A), joined(W), left(W)).when(join(X)).then(joined(X));
  });

  it('refuses a waiter past the cap of the lab-day, with a clear message', () => {
    const waiters = Array.from({ length: MAX_WAITERS_PER_LAB_DAY }, (_, i) =>
      joined(id(`waiter${String(i).padStart(2, '0')}`), { email: `w${i}@example.com` }),
    );
    const error = given(requested(A), ...waiters).when(join(W)).thenFails('WAITLIST_FULL');
    expect(error.message).toMatch(/waitlist for this lab on this day is full/);
  });

  it('applies the request rules: a started slot, an unknown slot, a repeated id', () => {
    given(requested(A)).when(join(W), later('2026-11-22T05:00:00Z')).thenFails('SLOT_STARTED');
    given(requested(A)).when(join(W, { ...BEA, slots: ['07:00'] })).thenFails('UNKNOWN_SLOT');
    given(requested(A), joined(W)).when(join(W, CAL)).thenFails('BOOKING_ALREADY_EXISTS');
    given(requested(A)).when(join(A, CAL)).thenFails('BOOKING_ALREADY_EXISTS');
  });
});

describe('28.6 waitlist: freeing offers the cells in the same append', () => {
  it('a cancellation offers the cells to the first waiter for 30 minutes', () => {
    given(requested(A), joined(W)).when(cancelByBooker(A)).then(cancelled(A), offered(W, IN_30));
  });

  it('a rejection and an expiry offer them too', () => {
    given(requested(A), joined(W)).when(reject(A, 'No')).then(rejected(A, 'No'), offered(W, IN_30));
    const withDeadline = requested(A, {}, { confirmBy: '2026-11-21T04:10:00.000Z', decideBy: null });
    const expiryAt = later('2026-11-21T04:20:00Z');
    given(withDeadline, joined(W))
      .when({ type: 'ExpireBooking', data: { bookingId: A, timezone: 'Asia/Kolkata', decisionLeadMinutes: 120 } }, expiryAt)
      .then(
        {
          type: 'BookingExpired',
          version: 1,
          data: { bookingId: A, lab: 'FabricationLab', date: '2026-11-22', stage: 'unconfirmed', deadline: '2026-11-21T04:10:00.000Z' },
        },
        offered(W, '2026-11-21T04:50:00.000Z'),
      );
  });

  it('an offer never runs past the first slot start', () => {
    const lateNow = later('2026-11-22T04:15:00Z');
    given(requested(A), joined(W)).when(cancelByBooker(A), lateNow).then(cancelled(A), offered(W, STARTS_AT));
  });

  it('offers to the first in line only, and to a later waiter whose cells do not overlap', () => {
    const other = { ...CAL, facilityIds: [PRINTER, ULTIMAKER] };
    const third = { name: 'Dev', email: 'dev@example.com', slots: ['11:00'] };
    given(requested(A), requested(id('bbbbbbbb'), { email: 'b@example.com', slots: ['11:00'], facilityIds: [ULTIMAKER] }), joined(W, other), joined(X))
      .when(cancelByBooker(A))
      // W also waits for a cell still held: X, behind it, gets the cells now free.
      .then(cancelled(A), offered(X, IN_30));
    given(requested(A), joined(W), joined(X, { ...third, slots: ['10:00', '11:00'] }))
      .when(cancelByBooker(A))
      .then(cancelled(A), offered(W, IN_30));
  });

  it('offers nothing while some of the waiter\'s cells stay held, or once their first slot has started', () => {
    given(requested(A), requested(id('bbbbbbbb'), { email: 'b@example.com', slots: ['12:00'] }), joined(W, { ...BEA, slots: ['11:00', '12:00'] }, '2026-11-22T05:30:00.000Z'))
      .when(cancelByBooker(A))
      .then(cancelled(A));
    given(requested(A), joined(W))
      .when({ type: 'CancelBooking', data: { bookingId: A, by: 'reviewer', reason: 'Broken', timezone: 'Asia/Kolkata' } }, later('2026-11-22T04:40:00Z'))
      .then({ type: 'BookingCancelled', version: 1, data: { bookingId: A, lab: 'FabricationLab', date: '2026-11-22', by: 'reviewer', reason: 'Broken' } });
  });

  it('an approval frees nothing and offers nothing', () => {
    given(requested(A), joined(W)).when({ type: 'ApproveBooking', data: { bookingId: A, notes: '' } }).then(approved(A));
  });

  it('holds the offered cells: nobody else can book them, and nobody can wait for them as a holder', () => {
    const state = fold([requested(A), joined(W), cancelled(A), offered(W, IN_30)]);
    expect(state.held.get(pairKey({ slotId: '10:00', facilityId: PRINTER }))).toBe(W);
    given(requested(A), joined(W), cancelled(A), offered(W, IN_30)).when(request(X, CAL)).thenFails('BOOKING_CONFLICT');
    given(requested(A), joined(W), cancelled(A), offered(W, IN_30)).when(join(X)).thenFails('WAIT_ALREADY_HOLDS');
    given(requested(A), joined(W), cancelled(A), offered(W, IN_30)).when(join(X, CAL)).then(joined(X, CAL));
  });
});

describe('28.6 waitlist: claiming an offer', () => {
  const offeredState = [requested(A), joined(W), cancelled(A), offered(W, IN_30)] as const;

  it('turns the offer into a request of the same id, in the normal states', () => {
    given(...offeredState).when(claim(W)).then(claimed(W), requested(W, BEA));
  });

  it('keeps the cells held by the claimed booking', () => {
    const state = fold([...offeredState, claimed(W), requested(W, BEA)]);
    expect(state.held.get(pairKey({ slotId: '11:00', facilityId: PRINTER }))).toBe(W);
    expect(state.bookings.get(W)?.status).toBe('pending');
  });

  it('refuses a claim of a place that waits without an offer, is unknown, or has ended', () => {
    given(requested(A), joined(W)).when(claim(W)).thenFails('WAIT_NOT_OFFERED');
    given(requested(A)).when(claim(W)).thenFails('WAIT_NOT_FOUND');
    given(...offeredState, claimed(W), requested(W, BEA)).when(claim(W)).thenFails('WAIT_CLOSED');
    given(...offeredState, left(W)).when(claim(W)).thenFails('WAIT_CLOSED');
    given(...offeredState, lapsed(W, IN_30)).when(claim(W)).thenFails('WAIT_CLOSED');
  });

  it('refuses a claim past the offer deadline even before the scheduler lapses it', () => {
    given(...offeredState).when(claim(W), later(IN_30)).thenFails('WAIT_CLOSED');
  });

  it('a claimed booking cancelled later offers its cells to the next waiter', () => {
    const next = id('nnnnnnnn');
    given(...offeredState, joined(next, CAL), claimed(W), requested(W, BEA))
      .when(cancelByBooker(W))
      .then(cancelled(W), offered(next, IN_30, CAL));
  });
});

describe('28.6 waitlist: leaving and lapsing', () => {
  it('a waiter leaves; leaving twice is refused', () => {
    given(requested(A), joined(W)).when(leave(W)).then(left(W));
    given(requested(A), joined(W), left(W)).when(leave(W)).thenFails('WAIT_CLOSED');
    given(requested(A)).when(leave(W)).thenFails('WAIT_NOT_FOUND');
  });

  it('leaving with an offer passes the cells to the next waiter in the same append', () => {
    given(requested(A), joined(W), joined(X, CAL), cancelled(A), offered(W, IN_30))
      .when(leave(W))
      .then(left(W), offered(X, IN_30, CAL));
  });

  it('an unclaimed offer lapses at its deadline, and the cells go to the next waiter', () => {
    const at = later('2026-11-21T04:31:00Z');
    given(requested(A), joined(W), joined(X, CAL), cancelled(A), offered(W, IN_30))
      .when(lapse(W), at)
      .then(lapsed(W, IN_30), offered(X, '2026-11-21T05:01:00.000Z', CAL));
  });

  it('a lapse with nobody behind frees the cells', () => {
    const events = [requested(A), joined(W), cancelled(A), offered(W, IN_30), lapsed(W, IN_30)];
    expect(fold(events).held.size).toBe(0);
    given(...events).when(request(X, CAL), later('2026-11-21T04:31:00Z')).then(requested(X, CAL));
  });

  it('refuses a lapse before the deadline, of a waiter without an offer, and a second lapse', () => {
    given(requested(A), joined(W), cancelled(A), offered(W, IN_30)).when(lapse(W)).thenFails('WAIT_NOT_DUE');
    given(requested(A), joined(W)).when(lapse(W), later(IN_30)).thenFails('WAIT_NOT_OFFERED');
    given(requested(A), joined(W), cancelled(A), offered(W, IN_30), lapsed(W, IN_30)).when(lapse(W), later(IN_30)).thenFails('WAIT_CLOSED');
  });

  it('folds a repeated event without harm (idempotent state)', () => {
    const once = fold([requested(A), joined(W), cancelled(A), offered(W, IN_30)]);
    const twice = fold([offered(W, IN_30)], once);
    expect(twice.held).toEqual(once.held);
    expect(twice.waiters).toEqual(once.waiters);
  });
});

// The waitlist's times are fixed against the shared NOW: keep them honest if it moves.
test('the fixtures\' NOW is 30 minutes before IN_30', () => {
  expect(Date.parse(IN_30) - NOW.getTime()).toBe(30 * 60_000);
});

describe('28.6 waitlist: a place no offer reached ends when its first slot begins', () => {
  const endWait = { type: 'EndWait', data: { bookingId: W } } as const;
  const ended = { type: 'WaitEnded', version: 1, data: { bookingId: W, lab: 'FabricationLab', date: '2026-11-22', startsAt: STARTS_AT } } as const;

  it('ends a place still waiting once its first slot has begun', () => {
    given(requested(A), joined(W)).when(endWait, later(STARTS_AT)).then(ended);
    expect(fold([requested(A), joined(W), ended]).waiters.get(W)?.status).toBe('ended');
  });

  it('refuses before the first slot begins, an offered place (its offer lapses), and an ended one (a repeat)', () => {
    given(requested(A), joined(W)).when(endWait, later('2026-11-22T04:29:00.000Z')).thenFails('WAIT_NOT_DUE');
    given(requested(A), joined(W), cancelled(A), offered(W, IN_30)).when(endWait, later(STARTS_AT)).thenFails('WAIT_NOT_DUE');
    given(requested(A), joined(W), ended).when(endWait, later(STARTS_AT)).thenFails('WAIT_CLOSED');
    given(requested(A), joined(W), left(W)).when(endWait, later(STARTS_AT)).thenFails('WAIT_CLOSED');
    given(requested(A)).when(endWait, later(STARTS_AT)).thenFails('WAIT_NOT_FOUND');
  });

  it('an ended place is offered nothing when the cells free later', () => {
    given(requested(A), joined(W), ended).when(cancelByBooker(A), NOW).then(cancelled(A));
  });
});
