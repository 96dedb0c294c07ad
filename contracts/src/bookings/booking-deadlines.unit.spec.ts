import { slotStartsAt, zonedInstant } from '../config/centre.js';
import { DEFAULT_DEADLINE_POLICY, decisionDeadline, dueExpiry, requestDeadlines } from './booking-deadlines.js';

const TZ = 'Asia/Kolkata';

describe('deadlines', () => {
  it("reads a slot's start in the centre's zone", () => {
    expect(slotStartsAt('10:00', '2026-11-22', TZ)?.toISOString()).toBe('2026-11-22T04:30:00.000Z');
    expect(zonedInstant('2026-07-01', 9, 'Europe/Berlin').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(zonedInstant('2026-01-01', 9, 'Europe/Berlin').toISOString()).toBe('2026-01-01T08:00:00.000Z');
    expect(slotStartsAt('08:00', '2026-11-22', TZ)).toBeUndefined();
  });

  it('gives the confirmation window from now and the decision deadline before the first slot', () => {
    expect(requestDeadlines({ date: '2026-11-22', slots: ['10:00'] }, TZ, DEFAULT_DEADLINE_POLICY, new Date('2026-11-21T04:00:00Z'))).toEqual({
      confirmBy: '2026-11-21T04:30:00.000Z',
      decideBy: '2026-11-22T02:30:00.000Z',
    });
  });

  it('inside the lead, the lab may decide until the first slot starts', () => {
    expect(decisionDeadline({ date: '2026-11-21', slots: ['11:00'] }, TZ, 120, new Date('2026-11-21T04:00:00Z')).toISOString()).toBe(
      '2026-11-21T05:30:00.000Z',
    );
  });

  it('says which deadline has passed, if any', () => {
    const booking = { date: '2026-11-22', slots: ['10:00'], confirmBy: '2026-11-21T04:30:00.000Z', decideBy: '2026-11-22T02:30:00.000Z' };
    expect(dueExpiry({ ...booking, status: 'requested' }, TZ, 120, new Date('2026-11-21T04:29:00Z'))).toBeUndefined();
    expect(dueExpiry({ ...booking, status: 'requested' }, TZ, 120, new Date('2026-11-21T04:30:00Z'))).toEqual({
      stage: 'unconfirmed',
      deadline: '2026-11-21T04:30:00.000Z',
    });
    expect(dueExpiry({ ...booking, status: 'pending' }, TZ, 120, new Date('2026-11-22T02:30:00Z'))).toEqual({
      stage: 'undecided',
      deadline: '2026-11-22T02:30:00.000Z',
    });
    expect(dueExpiry({ ...booking, status: 'approved' }, TZ, 120, new Date('2026-11-23T00:00:00Z'))).toBeUndefined();
    // Recorded before deadlines existed: the lead in force applies.
    expect(dueExpiry({ ...booking, confirmBy: null, decideBy: null, status: 'pending' }, TZ, 60, new Date('2026-11-22T03:30:00Z'))).toEqual({
      stage: 'undecided',
      deadline: '2026-11-22T03:30:00.000Z',
    });
  });
});
