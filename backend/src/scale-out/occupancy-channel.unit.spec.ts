import { occupancyChannel, OccupancyPublisher, parseOccupancyMessage } from './occupancy-channel.js';

const snapshot = {
  lab: 'BioLab',
  date: '2026-12-01',
  position: 42,
  taken: [{ slotId: '09:00', facilityId: 'bio-pcr', bookingId: 'bk-1', status: 'pending' as const }],
};

describe('the occupancy channel', () => {
  it('is one channel per read-model namespace', () => {
    expect(occupancyChannel('centre')).toBe('centre:occupancy');
  });

  it('publishes a snapshot that parses back to itself', async () => {
    const sent: Array<[string, string]> = [];
    new OccupancyPublisher({ publish: async (channel, message) => sent.push([channel, message]) }, 'ns').publish(snapshot);
    expect(sent).toHaveLength(1);
    expect(sent[0]![0]).toBe('ns:occupancy');
    expect(parseOccupancyMessage(sent[0]![1])).toEqual(snapshot);
  });

  it('reports a failed publish instead of throwing', async () => {
    const errors: unknown[] = [];
    const failing = new OccupancyPublisher({ publish: () => Promise.reject(new Error('down')) }, 'ns', (e) => errors.push(e));
    failing.publish(snapshot);
    await new Promise((r) => setImmediate(r));
    expect(errors).toHaveLength(1);
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '"x"'],
    ['no position', JSON.stringify({ ...snapshot, position: '42' })],
    ['a malformed cell', JSON.stringify({ ...snapshot, taken: [{ slotId: '09:00', status: 'pending' }] })],
    ['an unknown status', JSON.stringify({ ...snapshot, taken: [{ ...snapshot.taken[0], status: 'rejected' }] })],
  ])('ignores a message with %s', (_, message) => {
    expect(parseOccupancyMessage(message)).toBeNull();
  });
});
