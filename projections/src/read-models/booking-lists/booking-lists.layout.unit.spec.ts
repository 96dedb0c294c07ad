import { evolveBookingRecord, type BookingRecord, type LabDayEvent } from '@centre/contracts';
import { approved, rejected, requested } from '../../testing/events.js';
import { BY_CREATED, BY_DATE, bookingListsLayout, byLab, byStatus, byStatusAndLab, dateScore } from './booking-lists.layout.js';

const fold = (events: LabDayEvent[]): BookingRecord => events.reduce<BookingRecord | null>(evolveBookingRecord, null)!;

describe('the booking lists’ layout', () => {
  it.each([
    ['pending, every contact field given', [requested()]],
    ['pending, a startup without institute or phone', [requested({ userType: 'startup', contactNumber: undefined, institute: undefined, startupName: 'Kite Labs' })]],
    ['approved with notes', [requested(), approved('b-1', 'See you there')]],
    ['rejected without notes', [requested(), rejected('b-1', '')]],
    ['approved, then rejected with other notes', [requested(), approved('b-1', 'ok'), rejected('b-1', 'Lab closed')]],
    ['an unknown facility and slot, kept as their ids', [requested({ slots: ['25:00'], facilityIds: ['gone'] })]],
  ])('decodes what it encodes, field for field and in order: %s', (_, events) => {
    const record = fold(events);
    const decoded = bookingListsLayout.decode(record.id, bookingListsLayout.encode(record));
    expect(JSON.stringify(decoded)).toBe(JSON.stringify(record));
  });

  it('stores less than what the record takes as JSON', () => {
    const record = fold([requested(), approved('b-1', 'ok')]);
    expect(bookingListsLayout.encode(record).length).toBeLessThan(JSON.stringify(record).length * 0.75);
  });

  it('lists a record by creation, lab, date, status and status in its lab', () => {
    const record = fold([requested({}, '2026-11-20T04:30:00.000Z'), rejected('b-1', 'no')]);
    const created = Date.parse('2026-11-20T04:30:00.000Z');
    expect(bookingListsLayout.indexes?.(record)).toEqual([
      { index: BY_CREATED, score: created },
      { index: byLab('FabricationLab'), score: created },
      { index: BY_DATE, score: 20261201 },
      { index: byStatus('rejected'), score: created },
      { index: byStatusAndLab('rejected', 'FabricationLab'), score: created },
    ]);
  });

  it('scores dates so that they sort and range as dates', () => {
    expect(dateScore('2026-12-01')).toBe(20261201);
    expect(dateScore('2027-01-01')).toBeGreaterThan(dateScore('2026-12-31'));
    expect(dateScore('not a date')).toBe(0);
  });
});
