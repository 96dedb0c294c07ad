import type { LabDayEvent } from '@centre/contracts';
import { waitEnded, waitJoined, waitLeft, waitOfferClaimed, waitOffered, waitOfferLapsed } from '../../testing/waitlist-events.js';
import {
  bookingHoldsLayout,
  evolveBookingHold,
  heldByAddress,
  heldByEmail,
  heldInWeek,
  labWeek,
  OFFERS_BY_DEADLINE,
  WAITS_BY_START,
  type BookingHold,
} from './booking-holds.projection.js';

// The 22nd is a Sunday: its week began on Monday the 16th.
const WEEK = 'FabricationLab|2026-11-16';
const inWeek = { total: heldInWeek('asha@example.com', WEEK), value: 6 };

const envelope = { eventId: 'e', occurredAt: '2026-11-21T04:00:00.000Z', actor: { kind: 'visitor' as const }, correlationId: 'c' };
const CONFIRM_BY = '2026-11-21T04:30:00.000Z';
const requested = (clientKey?: string, confirmBy: string | null = null): LabDayEvent => ({
  ...envelope,
  type: 'BookingRequested',
  version: 2,
  data: {
    confirmBy,
    decideBy: null,
    bookingId: 'FabricationLab-2026-11-22-aaaaaaaa',
    userType: 'student',
    lab: 'FabricationLab',
    date: '2026-11-22',
    slots: ['10:00', '11:00'],
    facilityIds: ['f1', 'f2', 'f3'],
    name: 'Asha Rao',
    email: 'asha@example.com',
    ...(clientKey !== undefined && { clientKey }),
  },
});
const ref = { bookingId: 'FabricationLab-2026-11-22-aaaaaaaa', lab: 'FabricationLab', date: '2026-11-22' };
const confirmed: LabDayEvent = { ...envelope, type: 'BookingConfirmed', version: 1, data: ref };
const cancelled: LabDayEvent = { ...envelope, type: 'BookingCancelled', version: 1, data: { ...ref, by: 'booker', reason: '' } };
const expired: LabDayEvent = {
  ...envelope,
  type: 'BookingExpired',
  version: 1,
  data: { ...ref, stage: 'unconfirmed', deadline: CONFIRM_BY },
};
const decided = (type: 'BookingApproved' | 'BookingRejected'): LabDayEvent => ({
  ...envelope,
  type,
  version: 1,
  data: { bookingId: 'FabricationLab-2026-11-22-aaaaaaaa', lab: 'FabricationLab', date: '2026-11-22', notes: '' },
});

describe('booking holds: every event type, each applied twice', () => {
  it('BookingRequested holds its cells under its email and its keyed address', () => {
    const hold = evolveBookingHold(null, requested('k1'));
    expect(hold).toEqual({ email: 'asha@example.com', clientKey: 'k1', cells: 6, status: 'pending', week: WEEK });
    expect(evolveBookingHold(hold, requested('k1'))).toBe(hold);
    expect(bookingHoldsLayout.totals!(hold!)).toEqual([
      { total: heldByEmail('asha@example.com'), value: 6 },
      { total: heldByAddress('k1'), value: 6 },
      inWeek,
    ]);
  });

  it('an older request without an address counts under its email only', () => {
    const hold = evolveBookingHold(null, requested())!;
    expect(bookingHoldsLayout.totals!(hold)).toEqual([{ total: heldByEmail('asha@example.com'), value: 6 }, inWeek]);
  });

  it('BookingRejected ends the hold: a decided booking counts no more', () => {
    const hold = evolveBookingHold(null, requested('k1'));
    expect(evolveBookingHold(hold, decided('BookingRejected'))).toBeNull();
    expect(evolveBookingHold(null, decided('BookingRejected'))).toBeNull();
  });

  it('BookingApproved: a decided booking counts no more in what waits for a decision, only in its week\'s hours (28.5)', () => {
    const hold = evolveBookingHold(null, requested('k1'));
    const once = evolveBookingHold(hold, decided('BookingApproved'));
    expect(once).toEqual({ ...hold, status: 'approved' });
    expect(evolveBookingHold(once, decided('BookingApproved'))).toEqual(once);
    expect(bookingHoldsLayout.totals!(once!)).toEqual([inWeek]);
    expect(evolveBookingHold(null, decided('BookingApproved'))).toBeNull();
    // Cancelled once approved, its hours are free.
    expect(evolveBookingHold(once, cancelled)).toBeNull();
  });

  it('28.3 BookingFlagged and BookingFlagCleared leave an approved booking\'s hours as they are', () => {
    const approvedHold = evolveBookingHold(evolveBookingHold(null, requested('k1')), decided('BookingApproved'));
    const flagged: LabDayEvent = { ...envelope, type: 'BookingFlagged', version: 1, data: { ...ref, operationId: 'cl-1', kind: 'closure', words: 'Diwali' } };
    const cleared: LabDayEvent = { ...envelope, type: 'BookingFlagCleared', version: 1, data: { ...ref, notes: 'Kept' } };
    for (const event of [flagged, flagged, cleared, cleared]) expect(evolveBookingHold(approvedHold, event)).toEqual(approvedHold);
    expect(evolveBookingHold(null, flagged)).toBeNull();
  });

  it('28.5 a week runs Monday to Sunday, per lab', () => {
    expect(labWeek('FabricationLab', '2026-11-16')).toBe(WEEK);
    expect(labWeek('FabricationLab', '2026-11-22')).toBe(WEEK);
    expect(labWeek('FabricationLab', '2026-11-23')).toBe('FabricationLab|2026-11-23');
    expect(labWeek('BioLab', '2026-11-22')).toBe('BioLab|2026-11-16');
  });

  it('an unconfirmed request holds too, and BookingConfirmed keeps the hold, pending', () => {
    const hold = evolveBookingHold(null, requested('k1', CONFIRM_BY));
    expect(hold).toEqual({ email: 'asha@example.com', clientKey: 'k1', cells: 6, status: 'requested', week: WEEK });
    const once = evolveBookingHold(hold, confirmed);
    expect(once).toEqual({ ...hold, status: 'pending' });
    expect(evolveBookingHold(once, confirmed)).toEqual(once);
  });

  it.each([
    ['BookingCancelled', cancelled],
    ['BookingExpired', expired],
  ] as const)('%s ends the hold: its cells are free', (_type, event) => {
    const hold = evolveBookingHold(null, requested('k1', CONFIRM_BY));
    expect(evolveBookingHold(hold, event)).toBeNull();
    expect(evolveBookingHold(null, event)).toBeNull();
  });

  it('keeps a hold as it was through its encoding', () => {
    const hold: BookingHold = { email: 'a@b.in', clientKey: 'k', cells: 16, status: 'pending', week: WEEK };
    expect(bookingHoldsLayout.decode('id', bookingHoldsLayout.encode(hold))).toEqual(hold);
    const bare: BookingHold = { email: 'a@b.in', cells: 1, status: 'pending', week: WEEK };
    expect(bookingHoldsLayout.decode('id', bookingHoldsLayout.encode(bare))).toEqual(bare);
  });
});

describe('28.6 booking holds learn waitlist offers, each event applied twice', () => {
  const offer = waitOffered('w-1', '2026-11-20T07:30:00.000Z', ['09:00', '10:00'], ['f1']);
  const offerHold: BookingHold = { email: 'bea@example.edu', cells: 2, status: 'offered', offerUntil: '2026-11-20T07:30:00.000Z' };

  it('WaitOffered keeps the offer with its deadline, indexed by it and counted in no total', () => {
    const once = evolveBookingHold(null, offer);
    expect(once).toEqual(offerHold);
    expect(evolveBookingHold(once, offer)).toBe(once);
    expect(bookingHoldsLayout.indexes!(offerHold)).toEqual([{ index: OFFERS_BY_DEADLINE, score: Date.parse('2026-11-20T07:30:00.000Z') }]);
    expect(bookingHoldsLayout.totals!(offerHold)).toEqual([]);
    expect(bookingHoldsLayout.decode('w-1', bookingHoldsLayout.encode(offerHold))).toEqual(offerHold);
  });

  it.each([
    ['WaitOfferClaimed', waitOfferClaimed('w-1')],
    ['WaitOfferLapsed', waitOfferLapsed('w-1')],
    ['WaitLeft', waitLeft('w-1')],
  ] as const)('%s ends the offer (and leaves anything else alone)', (_type, event) => {
    const ended = evolveBookingHold(evolveBookingHold(offerHold, event), event);
    expect(ended).toBeNull();
    const booking = evolveBookingHold(null, requested('k1'));
    expect(evolveBookingHold(booking, event)).toBe(booking);
  });

  it('the claim\'s request, after WaitOfferClaimed, holds as a booking; a request over a live offer replaces it', () => {
    const afterClaim = evolveBookingHold(evolveBookingHold(offerHold, waitOfferClaimed('w-1')), requested('k1'));
    expect(afterClaim).toMatchObject({ status: 'pending', cells: 6 });
    expect(evolveBookingHold(offerHold, requested('k1'))).toMatchObject({ status: 'pending' });
    expect(bookingHoldsLayout.indexes!(afterClaim!)).toEqual([]);
  });

  it('booking events other than a request leave an offer as it is', () => {
    expect(evolveBookingHold(offerHold, cancelled)).toBe(offerHold);
  });
});

describe('28.6 booking holds keep places still waiting by their first slot, each event applied twice', () => {
  const STARTS = '2026-12-01T03:30:00.000Z';
  const waitingHold: BookingHold = { email: 'bea@example.edu', cells: 1, status: 'waiting', startsAt: STARTS };

  it('WaitJoined keeps the place, indexed by its first slot\'s start, counted in no total', () => {
    const once = evolveBookingHold(null, waitJoined('w-1'));
    expect(once).toEqual(waitingHold);
    expect(evolveBookingHold(once, waitJoined('w-1'))).toBe(once);
    expect(bookingHoldsLayout.indexes!(waitingHold)).toEqual([{ index: WAITS_BY_START, score: Date.parse(STARTS) }]);
    expect(bookingHoldsLayout.totals!(waitingHold)).toEqual([]);
    expect(bookingHoldsLayout.decode('w-1', bookingHoldsLayout.encode(waitingHold))).toEqual(waitingHold);
  });

  it('WaitOffered turns the place into its offer (off the waiting index), once', () => {
    const offer = waitOffered('w-1', '2026-11-20T07:30:00.000Z', ['09:00'], ['fab-prusa-mk4-1']);
    const once = evolveBookingHold(waitingHold, offer);
    expect(once).toEqual({ email: 'bea@example.edu', cells: 1, status: 'offered', offerUntil: '2026-11-20T07:30:00.000Z' });
    expect(evolveBookingHold(once, offer)).toBe(once);
  });

  it.each([
    ['WaitEnded', waitEnded('w-1')],
    ['WaitLeft', waitLeft('w-1')],
  ] as const)('%s ends the place (and leaves a booking alone)', (_type, event) => {
    expect(evolveBookingHold(evolveBookingHold(waitingHold, event), event)).toBeNull();
    const booking = evolveBookingHold(null, requested('k1'));
    expect(evolveBookingHold(booking, event)).toBe(booking);
  });

  it('booking events of other bookings leave a waiting place as it is', () => {
    expect(evolveBookingHold(waitingHold, cancelled)).toBe(waitingHold);
  });
});
