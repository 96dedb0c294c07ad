import {
  SOCKET_EVENTS,
  conflictsIn,
  labDayRoom,
  occupancyKey,
  type OccupancySnapshot,
} from './availability.socket.js';

describe('availability socket contract', () => {
  it('names the three events', () => {
    expect(SOCKET_EVENTS).toEqual({
      subscribeLabDay: 'labday:subscribe',
      unsubscribeLabDay: 'labday:unsubscribe',
      occupancy: 'labday:occupancy',
    });
  });

  it('keys occupancy by slot and facility', () => {
    expect(occupancyKey('09:00', 'fab-prusa-mk4-1')).toBe('09:00|fab-prusa-mk4-1');
  });

  it('names one room per lab-day', () => {
    expect(labDayRoom({ lab: 'BioLab', date: '2026-03-12' })).toBe('labday:BioLab:2026-03-12');
  });

  it('finds which wanted pairs a snapshot shows as taken', () => {
    const snapshot: OccupancySnapshot = {
      lab: 'BioLab',
      date: '2026-03-12',
      position: 42,
      taken: [
        { slotId: '09:00', facilityId: 'bio-nanodrop-one', bookingId: 'b1', status: 'pending' },
        { slotId: '10:00', facilityId: 'bio-eppendorf-5424r', bookingId: 'b2', status: 'approved' },
      ],
    };
    expect(conflictsIn(snapshot, ['09:00', '10:00'], ['bio-nanodrop-one'])).toEqual([
      { slotId: '09:00', facilityId: 'bio-nanodrop-one' },
    ]);
    expect(conflictsIn(snapshot, ['11:00'], ['bio-nanodrop-one', 'bio-eppendorf-5424r'])).toEqual(
      [],
    );
  });
});
