import { approved, cancelled, confirmed, expired, rejected, requested } from '../../testing/events.js';
import { waitLeft, waitOffered, waitOfferLapsed } from '../../testing/waitlist-events.js';
import { applyPatch, evolveLabDay, fieldsRead, takenSlots, type OccupancyEvent } from './occupancy.evolve.js';

const request = requested({ bookingId: 'b-1', slots: ['09:00', '10:00'], facilityIds: ['p'] });
const fold = (...events: Parameters<typeof evolveLabDay>[1][]): Record<string, string> =>
  Object.fromEntries(events.reduce((fields, event) => applyPatch(fields, evolveLabDay(fields, event)), new Map<string, string>()));

describe('evolveLabDay', () => {
  it('reads only the booking’s holdings and, for a request, its cells', () => {
    expect(fieldsRead(request)).toEqual(['@b-1', '09:00|p', '10:00|p']);
    expect(fieldsRead(approved('b-1'))).toEqual(['@b-1']);
  });

  it('BookingRequested takes the free cells and remembers them', () => {
    expect(fold(request)).toEqual({ '@b-1': '09:00|p,10:00|p', '09:00|p': 'b-1:pending', '10:00|p': 'b-1:pending' });
  });

  it('BookingApproved confirms the held cells; BookingRejected frees them', () => {
    expect(takenSlots(fold(request, approved('b-1'))).map((t) => t.status)).toEqual(['approved', 'approved']);
    expect(fold(request, approved('b-1'), rejected('b-1'))).toEqual({});
  });

  it('is idempotent: every event applied twice equals once', () => {
    const events = [request, approved('b-1'), requested({ bookingId: 'b-2', slots: ['11:00'], facilityIds: ['p'] }), rejected('b-2')];
    expect(fold(...events.flatMap((e) => [e, e]))).toEqual(fold(...events));
  });

  it('BookingConfirmed changes nothing; BookingCancelled and BookingExpired free the cells; each twice equals once', () => {
    expect(fold(request, confirmed('b-1'))).toEqual(fold(request));
    expect(fold(request, approved('b-1'), cancelled('b-1', 'reviewer', 'Lab closed'))).toEqual({});
    expect(fold(request, expired('b-1', 'unconfirmed'))).toEqual({});
    const events = [request, confirmed('b-1'), cancelled('b-1'), requested({ bookingId: 'b-2', slots: ['09:00'], facilityIds: ['p'] }), expired('b-2')];
    expect(fold(...events.flatMap((e) => [e, e]))).toEqual(fold(...events));
    expect(fold(...events)).toEqual({});
  });

  it('leaves a cell held by another booking alone', () => {
    const clash = requested({ bookingId: 'b-2', slots: ['09:00', '11:00'], facilityIds: ['p'] });
    const fields = fold(request, clash);
    expect(fields['09:00|p']).toBe('b-1:pending');
    expect(fields['@b-2']).toBe('11:00|p');
    expect(fold(request, clash, rejected('b-2'))['09:00|p']).toBe('b-1:pending');
  });
});

describe('28.6 occupancy of waitlist offers', () => {
  const asha = requested({ bookingId: 'b-1', slots: ['09:00'], facilityIds: ['fab-prusa-mk4-1'] });
  const offer = waitOffered('w-1');
  const twice = <T>(events: T[]): T[] => events.flatMap((e) => [e, e]);

  it('WaitOffered holds the offered cells as taken, under the id the claim books', () => {
    expect(fieldsRead(offer)).toEqual(['@w-1', '09:00|fab-prusa-mk4-1']);
    expect(fold(asha, cancelled('b-1'), offer)).toEqual({ '@w-1': '09:00|fab-prusa-mk4-1', '09:00|fab-prusa-mk4-1': 'w-1:pending' });
  });

  // WaitOfferClaimed itself is not occupancy's: the request of the same id after it is.
  it('the claim\'s request of the same id keeps the cells; its approval and cancel act on them', () => {
    const claimedRequest = requested({ bookingId: 'w-1', slots: ['09:00'], facilityIds: ['fab-prusa-mk4-1'] });
    expect(fold(offer, claimedRequest)).toEqual(fold(offer));
    expect(fold(offer, claimedRequest, approved('w-1'))['09:00|fab-prusa-mk4-1']).toBe('w-1:approved');
    expect(fold(offer, claimedRequest, cancelled('w-1'))).toEqual({});
  });

  it('WaitOfferLapsed and WaitLeft free the offered cells; WaitLeft of a waiter without an offer changes nothing', () => {
    expect(fold(offer, waitOfferLapsed('w-1'))).toEqual({});
    expect(fold(offer, waitLeft('w-1'))).toEqual({});
    expect(fold(asha, waitLeft('w-9'))).toEqual(fold(asha));
  });

  it('each waitlist event applied twice equals once', () => {
    const lapsedRun = [asha, cancelled('b-1'), offer, waitOfferLapsed('w-1')];
    const leftRun = [offer, waitLeft('w-1')];
    const claimedRun = [offer, requested({ bookingId: 'w-1', slots: ['09:00'], facilityIds: ['fab-prusa-mk4-1'] })];
    for (const run of [lapsedRun, leftRun, claimedRun] as OccupancyEvent[][]) expect(fold(...twice(run))).toEqual(fold(...run));
  });
});
