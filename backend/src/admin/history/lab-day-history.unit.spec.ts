import type { LabDayEvent, RecordedEvent } from '@centre/contracts';
import { labDayHistoryOf } from './lab-day-history.js';

const envelope = { version: 1 as const, correlationId: 'c', actor: { kind: 'visitor' as const } };
let position = 0;
const recorded = (event: Omit<LabDayEvent, 'version' | 'correlationId' | 'actor' | 'eventId' | 'occurredAt'> & Partial<LabDayEvent>): RecordedEvent => {
  position += 1;
  return {
    streamId: 'labday-MediaLab-2026-12-01',
    revision: position - 1,
    position,
    recordedAt: '2026-11-21T00:00:00.000Z',
    event: { ...envelope, eventId: `e${position}`, occurredAt: `2026-11-21T00:0${position}:00.000Z`, ...event } as LabDayEvent,
  };
};

const requested = (bookingId: string, slots: string[], facilityIds: string[]) =>
  recorded({
    type: 'BookingRequested',
    data: { bookingId, userType: 'student', lab: 'MediaLab', date: '2026-12-01', slots, facilityIds, name: 'N', email: 'n@example.org' },
  } as LabDayEvent);
const decided = (type: 'BookingApproved' | 'BookingRejected', bookingId: string, notes = '') =>
  recorded({ type, data: { bookingId, lab: 'MediaLab', date: '2026-12-01', notes } } as LabDayEvent);

describe('labDayHistoryOf', () => {
  beforeEach(() => {
    position = 0;
  });

  it('gives one step per lab-day event with the grid after it; each event type moves the grid', () => {
    const history = labDayHistoryOf('MediaLab', '2026-12-01', [
      requested('a', ['09:00'], ['f1', 'f2']),
      requested('b', ['10:00'], ['f1']),
      decided('BookingApproved', 'a', 'ok'),
      decided('BookingRejected', 'b', 'no'),
    ]);
    expect(history.steps.map((s) => s.occupancy.map((c) => `${c.slotId}|${c.facilityId}|${c.bookingId}|${c.status}`))).toEqual([
      ['09:00|f1|a|pending', '09:00|f2|a|pending'],
      ['09:00|f1|a|pending', '09:00|f2|a|pending', '10:00|f1|b|pending'],
      ['09:00|f1|a|approved', '09:00|f2|a|approved', '10:00|f1|b|pending'],
      ['09:00|f1|a|approved', '09:00|f2|a|approved'],
    ]);
    expect(history.steps.map((s) => s.notes)).toEqual([undefined, undefined, 'ok', 'no']);
    expect(history.steps[0]).toMatchObject({ eventId: 'e1', at: '2026-11-21T00:01:00.000Z', position: 1, revision: 0, actor: { kind: 'visitor' } });
  });

  it('ignores events of other streams and keeps the axes of the catalogue', () => {
    const foreign: RecordedEvent = { ...requested('x', ['09:00'], ['f1']), event: { ...envelope, type: 'ContactMessageReceived', eventId: 'z', occurredAt: '', data: {} } };
    const history = labDayHistoryOf('MediaLab', '2026-12-01', [foreign]);
    expect(history.steps).toEqual([]);
    expect(history.slots[0]).toEqual({ id: '09:00', label: '9:00 AM - 10:00 AM' });
    expect(history.facilities.length).toBe(20);
  });
});
