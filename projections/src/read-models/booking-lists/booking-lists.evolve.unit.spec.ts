import { approved, rejected, requested } from '../../testing/events.js';
import { decodeListState, encodeListState, evolveListEntry, listedRecord } from './booking-lists.evolve.js';

describe('evolveListEntry', () => {
  const first = evolveListEntry(null, requested({ bookingId: 'b-1' }, '2026-11-20T04:30:00.000Z'));

  it('lists a requested booking once, pending, scored by creation', () => {
    expect(first?.state).toEqual({ status: 'pending', updatedAt: '2026-11-20T04:30:00.000Z', created: Date.parse('2026-11-20T04:30:00.000Z') });
    expect(first?.row).toMatchObject({ id: 'b-1', status: 'pending', timeSlots: ['9:00 AM - 10:00 AM', '10:00 AM - 11:00 AM'] });
    expect(evolveListEntry(first?.state ?? null, requested({ bookingId: 'b-1' }))).toBeNull();
  });

  it('decisions change the state, never the row; twice equals once', () => {
    const once = evolveListEntry(first?.state ?? null, approved('b-1', 'ok', '2026-11-20T06:00:00.000Z'));
    expect(once).toEqual({ state: { ...first?.state, status: 'approved', updatedAt: '2026-11-20T06:00:00.000Z', adminNotes: 'ok' } });
    expect(evolveListEntry(once?.state ?? null, approved('b-1', 'ok', '2026-11-20T06:00:00.000Z'))).toEqual(once);
    expect(evolveListEntry(null, rejected('b-1'))).toBeNull();
  });

  it('encodes the state compactly and lays it over the row', () => {
    const state = { status: 'rejected' as const, updatedAt: '2026-11-21T00:00:00.000Z', created: 1, adminNotes: 'full' };
    expect(decodeListState(encodeListState(state))).toEqual(state);
    const row = first?.row;
    expect(row && listedRecord(row, state)).toMatchObject({ status: 'rejected', adminNotes: 'full', createdAt: '2026-11-20T04:30:00.000Z' });
  });
});
