import { occupancyChannel, OccupancyPublisher, parseOccupancyMessage, parseOperationsMessage } from './occupancy-channel.js';

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

  it('28.3 keeps the cells closures and outages shut, with the staff\'s words', () => {
    const shut = { ...snapshot, unavailable: [{ slotId: '10:00', facilityId: 'bio-pcr', reason: 'maintenance' as const, note: 'new lamp' }, { slotId: '11:00', facilityId: null, reason: 'closed' as const }] };
    expect(parseOccupancyMessage(JSON.stringify(shut))).toEqual(shut);
    expect(parseOccupancyMessage(JSON.stringify({ ...snapshot, unavailable: [{ slotId: '10:00', reason: 'broken' }] }))).toBeNull();
  });

  it('28.3 says which lab\'s operations changed (null: the centre\'s), told apart from a snapshot', async () => {
    const sent: string[] = [];
    const publisher = new OccupancyPublisher({ publish: async (_, message) => sent.push(message) }, 'ns');
    publisher.publishOperations('BioLab');
    publisher.publishOperations(null);
    expect(sent.map(parseOperationsMessage)).toEqual([{ operationsOf: 'BioLab' }, { operationsOf: null }]);
    expect(sent.map(parseOccupancyMessage)).toEqual([null, null]);
    expect(parseOperationsMessage(JSON.stringify(snapshot))).toBeNull();
    expect(parseOperationsMessage(JSON.stringify({ operationsOf: 7 }))).toBeNull();
    expect(parseOperationsMessage('{')).toBeNull();
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
