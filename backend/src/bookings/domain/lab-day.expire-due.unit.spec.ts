import { DEFAULT_DEADLINE_POLICY, labDayStreamId, type ExpiryStage } from '@centre/contracts';
import { decide, fold, labDayOf, type LabDayCommand, type LabDayDecision } from './lab-day.decider.js';
import { approved, given, id, LAB, requested, TOMORROW, TZ } from './testing/lab-day.given.js';
import { joined, offered } from './testing/waitlist.given.js';

// NOW (lab-day.given) is 09:30 in Kolkata on the 21st; the bookings' first slots are on the 22nd.
const CONFIRM_BY = '2026-11-21T04:30:00.000Z';
const DECIDE_BY = '2026-11-22T02:30:00.000Z';
const AT_CONFIRM_BY = new Date(CONFIRM_BY);

const A = id('aaaaaaaa');
const B = id('bbbbbbbb');
const C = id('cccccccc');
const D = id('dddddddd');
const E = id('eeeeeeee');

/** An unconfirmed request on a slot of its own, so that the bookings never share a cell. */
const unconfirmed = (bookingId: string, slot: string): LabDayDecision =>
  requested(bookingId, { slots: [slot] }, { confirmBy: CONFIRM_BY, decideBy: DECIDE_BY });
const confirmed = (bookingId: string): LabDayDecision => ({ type: 'BookingConfirmed', version: 1, data: { bookingId, lab: LAB, date: TOMORROW } });
const expired = (bookingId: string, stage: ExpiryStage = 'unconfirmed', deadline = CONFIRM_BY): LabDayDecision => ({
  type: 'BookingExpired',
  version: 1,
  data: { bookingId, lab: LAB, date: TOMORROW, stage, deadline },
});

const expireDue = (...bookingIds: string[]): LabDayCommand => ({
  type: 'ExpireDueBookings',
  data: { lab: LAB, date: TOMORROW, bookingIds, timezone: TZ, decisionLeadMinutes: DEFAULT_DEADLINE_POLICY.decisionLeadMinutes },
});

/** What the single ExpireBooking commands append one after another, each refusal skipped. */
const oneByOne = (history: LabDayDecision[], bookingIds: string[], now: Date): LabDayDecision[] => {
  const appended: LabDayDecision[] = [];
  for (const bookingId of bookingIds) {
    const command: LabDayCommand = { type: 'ExpireBooking', data: { bookingId, timezone: TZ, decisionLeadMinutes: DEFAULT_DEADLINE_POLICY.decisionLeadMinutes } };
    try {
      appended.push(...decide(command, fold([...history, ...appended]), now));
    } catch {
      // refused: the batch skips it
    }
  }
  return appended;
};

describe('27.7 ExpireDueBookings: a lab-day\'s due bookings in one decision', () => {
  // A is due (its window closed), B is confirmed and not due before DECIDE_BY, C was approved,
  // D has already expired, E is unknown to this lab-day.
  const history = [
    unconfirmed(A, '10:00'),
    unconfirmed(B, '11:00'),
    confirmed(B),
    unconfirmed(C, '12:00'),
    approved(C),
    unconfirmed(D, '13:00'),
    expired(D),
  ];

  it('expires the due ones and skips the decided, the closed, the not yet due and the unknown, never refusing the rest', () => {
    given(...history).when(expireDue(B, C, A, D, E), AT_CONFIRM_BY).then(expired(A));
  });

  it('expires every due one in one decision, in the order listed, at each one\'s own deadline', () => {
    given(unconfirmed(A, '10:00'), unconfirmed(B, '11:00'), confirmed(B))
      .when(expireDue(B, A), new Date(DECIDE_BY))
      .then(expired(B, 'undecided', DECIDE_BY), expired(A));
  });

  it('appends exactly what the single commands would one after another, the waitlist\'s offers included', () => {
    // Bea waits for A's cells: A's expiry offers them to her in the same append.
    const withWaiter = [...history, joined('wait0001', { name: 'Bea Kulkarni', email: 'bea@example.com', slots: ['10:00'] })];
    const batch = decide(expireDue(A, B, C, D, E), fold(withWaiter), AT_CONFIRM_BY);
    expect(batch).toEqual(oneByOne(withWaiter, [A, B, C, D, E], AT_CONFIRM_BY));
    expect(batch).toEqual([
      expired(A),
      offered('wait0001', '2026-11-21T05:00:00.000Z', { name: 'Bea Kulkarni', email: 'bea@example.com', slots: ['10:00'] }),
    ]);
  });

  it('expires a booking listed twice once', () => {
    given(unconfirmed(A, '10:00')).when(expireDue(A, A), AT_CONFIRM_BY).then(expired(A));
  });

  it('is refused, with the first one\'s refusal, only when none is due (so a stale cache is read again)', () => {
    given(...history).when(expireDue(D, B, C), AT_CONFIRM_BY).thenFails('BOOKING_CLOSED');
    given(...history).when(expireDue(B, A), new Date('2026-11-21T04:29:59.000Z')).thenFails('BOOKING_NOT_DUE');
    given(...history).when(expireDue(E), AT_CONFIRM_BY).thenFails('BOOKING_NOT_FOUND');
  });

  it('appends nothing for an empty list', () => {
    given(...history).when(expireDue(), AT_CONFIRM_BY).then();
  });

  it('is decided on the lab-day it names; a lab that does not exist has none of them', () => {
    expect(labDayOf(expireDue(A))).toBe(labDayStreamId(LAB, TOMORROW));
    const nowhere: LabDayCommand = { type: 'ExpireDueBookings', data: { lab: 'NoSuchLab', date: TOMORROW, bookingIds: [A], timezone: TZ, decisionLeadMinutes: 120 } };
    expect(() => labDayOf(nowhere)).toThrow(expect.objectContaining({ code: 'BOOKING_NOT_FOUND' }));
  });
});
