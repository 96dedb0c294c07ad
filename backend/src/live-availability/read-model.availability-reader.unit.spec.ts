import type { EventStore } from '../shared/event-store/event-store.port.js';
import { ReadModelAvailabilityReader } from './read-model.availability-reader.js';

// Asked: 09:00 and 10:00 × facilities a and b.
const slots = ['09:00', '10:00'];
const facilities = ['a', 'b'];

/** Records its calls and answers with `answer`. */
const spy = <A extends unknown[], R>(answer: (...args: A) => R) => {
  const calls: A[] = [];
  const fn = (...args: A): R => {
    calls.push(args);
    return answer(...args);
  };
  return Object.assign(fn, { calls });
};

const host = (ready: boolean) => ({ isReady: () => ready });

// A lab-day stream in which one booking holds 09:00 × a.
const events = {
  readStream: async () => ({
    revision: 0,
    events: [
      {
        streamId: 'labday-BioLab-2026-11-30',
        revision: 0,
        position: 1,
        recordedAt: '2026-11-21T00:00:00Z',
        event: {
          type: 'BookingRequested',
          version: 1,
          eventId: 'e1',
          occurredAt: '2026-11-21T00:00:00Z',
          actor: { kind: 'visitor' },
          correlationId: 'c1',
          data: { bookingId: 'bk-1', lab: 'BioLab', date: '2026-11-30', slots: ['09:00'], facilityIds: ['a'], userType: 'student', name: 'N', email: 'n@e.co' },
        },
      },
    ],
  }),
} as unknown as EventStore;

describe('ReadModelAvailabilityReader', () => {
  it('answers from the read model when the projections are live: the taken cells, as slot and facility', async () => {
    const check = spy(async () => ({
      available: false,
      position: 7,
      conflicts: [
        { slotId: '10:00', facilityId: 'b', bookingId: 'bk-2', status: 'approved' as const },
        { slotId: '09:00', facilityId: 'b', bookingId: 'bk-3', status: 'pending' as const },
      ],
    }));
    const reader = new ReadModelAvailabilityReader(host(true), check, events, true);
    await expect(reader.taken('BioLab', '2026-11-30', slots, facilities)).resolves.toEqual([
      { slotId: '10:00', facilityId: 'b' },
      { slotId: '09:00', facilityId: 'b' },
    ]);
    expect(check.calls).toEqual([['BioLab', '2026-11-30', ['09:00', '10:00'], ['a', 'b'], { timeoutMs: 250 }]]);
  });

  it('reads the lab-day stream while the projections are still catching up', async () => {
    const check = spy(async () => ({ available: true, position: 0, conflicts: [] }));
    const reader = new ReadModelAvailabilityReader(host(false), check, events, true);
    await expect(reader.taken('BioLab', '2026-11-30', slots, facilities)).resolves.toEqual([{ slotId: '09:00', facilityId: 'a' }]);
    expect(check.calls).toEqual([]);
  });

  it('reads the lab-day stream when the read-model store does not answer', async () => {
    const reader = new ReadModelAvailabilityReader(
      host(true),
      async () => {
        throw new Error('ECONNREFUSED');
      },
      events,
      true,
    );
    await expect(reader.taken('BioLab', '2026-11-30', slots, facilities)).resolves.toEqual([{ slotId: '09:00', facilityId: 'a' }]);
  });

  it('reads the lab-day stream when the read model does not answer in time (a disconnected client queues)', async () => {
    // The store bounds the read it is asked for (the Redis client times the command out).
    const unanswered = (_lab: string, _date: string, _slots: readonly string[], _facilities: readonly string[], options?: { timeoutMs?: number }) =>
      new Promise<never>((_, reject) => {
        if (options?.timeoutMs !== undefined) setTimeout(() => reject(new Error('Command timeout')), options.timeoutMs);
      });
    const reader = new ReadModelAvailabilityReader(host(true), unanswered, events, true);
    const started = Date.now();
    await expect(reader.taken('BioLab', '2026-11-30', slots, facilities)).resolves.toEqual([{ slotId: '09:00', facilityId: 'a' }]);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
