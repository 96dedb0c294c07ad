import type { BookingRecord, LabDayEvent } from '@centre/contracts';
import { approved, rejected, requested } from '../../testing/events.js';
import { evolveBookingRecord } from '@centre/contracts';
import { decodeListState, encodeListState, evolveListEntry, listedRecord, type ListState } from './booking-lists.evolve.js';

describe('evolveListEntry', () => {
  const first = evolveListEntry(null, requested({ bookingId: 'b-1' }, '2026-11-20T04:30:00.000Z'));

  it('lists a requested booking once, pending, scored by creation', () => {
    expect(first?.state).toEqual({ status: 'pending', updatedAt: '2026-11-20T04:30:00.000Z', created: Date.parse('2026-11-20T04:30:00.000Z') });
    expect(first?.row).toEqual([
      'Asha Rao',
      'student',
      'asha@example.edu',
      '9876543210',
      'K J Somaiya College of Engineering',
      null,
      'FabricationLab',
      '2026-12-01',
      ['09:00', '10:00'],
      ['fab-prusa-mk4-1', 'fab-ultimaker-s5'],
      '2026-11-20T04:30:00.000Z',
    ]);
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
    const row = JSON.stringify(first?.row);
    expect(listedRecord('b-1', row, state)).toMatchObject({ id: 'b-1', status: 'rejected', adminNotes: 'full', createdAt: '2026-11-20T04:30:00.000Z' });
  });
});

describe('listedRecord', () => {
  /** The booking's events folded both ways: the lists' row and state, and the whole record. */
  const both = (events: LabDayEvent[]): { listed: BookingRecord; whole: BookingRecord | null } => {
    let state: ListState | null = null;
    let row = '';
    let whole: BookingRecord | null = null;
    for (const event of events) {
      const change = evolveListEntry(state, event);
      if (change) {
        state = change.state;
        if (change.row) row = JSON.stringify(change.row);
      }
      whole = evolveBookingRecord(whole, event);
    }
    return { listed: listedRecord(events[0]!.data.bookingId, row, state), whole };
  };

  it.each([
    ['pending, every contact field given', [requested()]],
    ['pending, a startup without institute or phone', [requested({ userType: 'startup', contactNumber: undefined, institute: undefined, startupName: 'Kite Labs' })]],
    ['approved with notes', [requested(), approved('b-1', 'See you there')]],
    ['rejected without notes', [requested(), rejected('b-1', '')]],
    ['an unknown facility and slot, kept as their ids', [requested({ slots: ['25:00'], facilityIds: ['gone'] })]],
  ])('is, field for field and in order, the record its events fold to: %s', (_, events) => {
    const { listed, whole } = both(events);
    expect(JSON.stringify(listed)).toBe(JSON.stringify(whole));
  });

  it('stores less than half of what the whole record took', () => {
    const change = evolveListEntry(null, requested());
    const whole = evolveBookingRecord(null, requested());
    expect(JSON.stringify(change?.row).length * 2).toBeLessThan(JSON.stringify(whole).length);
  });

  it('reads a row stored whole by version 3, while that generation is still served', () => {
    const whole = evolveBookingRecord(null, requested())!;
    const state: ListState = { status: 'approved', updatedAt: '2026-11-20T06:00:00.000Z', created: Date.parse(whole.createdAt), adminNotes: 'ok' };
    expect(listedRecord('b-1', JSON.stringify(whole), state)).toEqual({ ...whole, status: 'approved', updatedAt: '2026-11-20T06:00:00.000Z', adminNotes: 'ok' });
    expect(listedRecord('b-1', JSON.stringify(whole), null)).toEqual(whole);
  });
});
