import { approved, cancelled, confirmed, expired, rejected, requested } from '../../testing/events.js';
import { applyPatch, evolveLabDay, fieldsRead, takenSlots } from './occupancy.evolve.js';

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
