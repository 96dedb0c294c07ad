import { BOOKING_STATUSES, evolveBookingRecord, type BookingRecord, type LabDayEvent } from '@centre/contracts';
import { approved, cancelled, confirmed, expired, rejected, requested } from '../../testing/events.js';
import { BY_DATE, BY_DEADLINE, bookingListsLayout, byCreation, byStatus, byStatusAndLab, dateScore } from './booking-lists.layout.js';

const fold = (events: LabDayEvent[]): BookingRecord => events.reduce<BookingRecord | null>(evolveBookingRecord, null)!;

describe('the booking lists’ layout', () => {
  it.each([
    ['pending, every contact field given', [requested()]],
    ['pending, a startup without institute or phone', [requested({ userType: 'startup', contactNumber: undefined, institute: undefined, startupName: 'Kite Labs' })]],
    ['approved with notes', [requested(), approved('b-1', 'See you there')]],
    ['rejected without notes', [requested(), rejected('b-1', '')]],
    ['approved, then rejected with other notes', [requested(), approved('b-1', 'ok'), rejected('b-1', 'Lab closed')]],
    ['an unknown facility and slot, kept as their ids', [requested({ slots: ['25:00'], facilityIds: ['gone'] })]],
    ['facilities named otherwise when booked than the catalogue names them now', [requested({ facilityNames: ['Prusa (bay 2)', 'Ultimaker S5'] })]],
    ['a lab the catalogue does not have', [requested({ lab: 'ClosedLab', facilityIds: ['gone'] })]],
    ['requested, awaiting confirmation', [requested({ confirmBy: '2026-11-20T05:00:00.000Z', decideBy: '2026-12-01T01:30:00.000Z' })]],
    ['confirmed, then approved with notes', [requested({ confirmBy: '2026-11-20T05:00:00.000Z', decideBy: '2026-12-01T01:30:00.000Z' }), confirmed(), approved('b-1', 'ok')]],
    ['approved, then cancelled by a reviewer with a reason', [requested({ decideBy: '2026-12-01T01:30:00.000Z' }), approved('b-1', 'ok'), cancelled('b-1', 'reviewer', 'Lab closed')]],
    ['cancelled by the booker without a reason', [requested(), cancelled('b-1', 'booker', '')]],
    ['expired unconfirmed', [requested({ confirmBy: '2026-11-20T05:00:00.000Z' }), expired('b-1', 'unconfirmed')]],
  ])('decodes what it encodes, field for field and in order: %s', (_, events) => {
    const record = fold(events);
    const decoded = bookingListsLayout.decode(record.id, bookingListsLayout.encode(record));
    expect(JSON.stringify(decoded)).toBe(JSON.stringify(record));
  });

  it('leaves out the lab’s and the facilities’ names when they are the catalogue’s, and keeps them when not', () => {
    const record = fold([requested()]);
    expect(record.labName).toBe('Fabrication Lab');
    const encoded = bookingListsLayout.encode(record);
    for (const name of [record.labName, ...record.facilities]) expect(encoded).not.toContain(name);
    expect(bookingListsLayout.encode(fold([requested({ facilityNames: ['Prusa (bay 2)', 'Ultimaker S5'] })]))).toContain('Prusa (bay 2)');
  });

  it('stores less than what the record takes as JSON', () => {
    const record = fold([requested(), approved('b-1', 'ok')]);
    expect(bookingListsLayout.encode(record).length).toBeLessThan(JSON.stringify(record).length * 0.75);
  });

  it('lists a record by date, by status and by status in its lab', () => {
    const record = fold([requested({}, '2026-11-20T04:30:00.000Z'), rejected('b-1', 'no')]);
    const created = Date.parse('2026-11-20T04:30:00.000Z');
    expect(bookingListsLayout.indexes?.(record)).toEqual([
      { index: BY_DATE, score: 20261201 },
      { index: byStatus('rejected'), score: created },
      { index: byStatusAndLab('rejected', 'FabricationLab'), score: created },
    ]);
  });

  it('reads all bookings, or a lab’s, by creation across the indexes of every status, where each is listed once', () => {
    expect(byCreation({})).toEqual(BOOKING_STATUSES.map(byStatus));
    expect(byCreation({ lab: 'BioLab' })).toEqual(BOOKING_STATUSES.map((status) => byStatusAndLab(status, 'BioLab')));
    expect(byCreation({ status: 'approved' })).toEqual([byStatus('approved')]);
    expect(byCreation({ status: 'approved', lab: 'BioLab' })).toEqual([byStatusAndLab('approved', 'BioLab')]);
    const record = fold([requested(), approved('b-1', 'ok')]);
    const listed = new Set(bookingListsLayout.indexes?.(record).map((e) => e.index));
    expect(byCreation({}).filter((index) => listed.has(index))).toEqual([byStatus('approved')]);
    expect(byCreation({ lab: record.lab }).filter((index) => listed.has(index))).toEqual([byStatusAndLab('approved', record.lab)]);
  });

  it('lists an undecided record by its next deadline, and a decided one not at all', () => {
    const unconfirmed = fold([requested({ confirmBy: '2026-11-20T05:00:00.000Z', decideBy: '2026-12-01T01:30:00.000Z' })]);
    expect(bookingListsLayout.indexes?.(unconfirmed)).toContainEqual({ index: BY_DEADLINE, score: Date.parse('2026-11-20T05:00:00.000Z') });
    const pending = fold([requested({ confirmBy: '2026-11-20T05:00:00.000Z', decideBy: '2026-12-01T01:30:00.000Z' }), confirmed()]);
    expect(bookingListsLayout.indexes?.(pending)).toContainEqual({ index: BY_DEADLINE, score: Date.parse('2026-12-01T01:30:00.000Z') });
    // Recorded before deadlines existed: listed from the start of its date.
    expect(bookingListsLayout.indexes?.(fold([requested()]))).toContainEqual({ index: BY_DEADLINE, score: Date.parse('2026-12-01T00:00:00Z') });
    const approvedRecord = fold([requested({ decideBy: '2026-12-01T01:30:00.000Z' }), approved('b-1', 'ok')]);
    expect(bookingListsLayout.indexes?.(approvedRecord)?.some((e) => e.index === BY_DEADLINE)).toBe(false);
  });

  it('scores dates so that they sort and range as dates', () => {
    expect(dateScore('2026-12-01')).toBe(20261201);
    expect(dateScore('2027-01-01')).toBeGreaterThan(dateScore('2026-12-31'));
    expect(dateScore('not a date')).toBe(0);
  });
});
