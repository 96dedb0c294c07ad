import { approved, recorded, rejected, requested } from '../testing/events.js';
import { openBookings } from '../testing/test-projections.js';
import { MemoryReadModelStore } from '../store/memory.read-model-store.js';
import { foldBatch } from './live-batch.js';

const target = { projection: 'open-bookings', generation: 1 };
const DAY = 'FabricationLab/2026-12-01';

describe('a projection of fields on the live path', () => {
  it('reads only the fields its events read, in one round trip for the batch', async () => {
    const store = new MemoryReadModelStore();
    const reads: unknown[] = [];
    const read = store.read.bind(store);
    store.read = (async (t, ops) => {
      reads.push(ops);
      return read(t, ops);
    }) as typeof store.read;
    await foldBatch(store, target, openBookings, [recorded(requested({ bookingId: 'b-1' }), 1), recorded(requested({ bookingId: 'b-2' }), 2), recorded(approved('b-1'), 3)]);
    expect(reads).toEqual([[{ op: 'hmget', key: DAY, fields: ['b-1', 'b-2'] }]]);
  });

  it('writes each changed field once, its last value, and deletes what went', async () => {
    const store = new MemoryReadModelStore();
    const first = await foldBatch(store, target, openBookings, [recorded(requested({ bookingId: 'b-1' }), 1), recorded(requested({ bookingId: 'b-2' }), 2)]);
    await store.commit(target, { ops: first.writes, expectedCheckpoint: 0, checkpoint: 2 });
    const second = await foldBatch(store, target, openBookings, [recorded(approved('b-1'), 3), recorded(rejected('b-2'), 4), recorded(requested({ bookingId: 'b-2' }), 5), recorded(rejected('b-2'), 6)]);
    expect(second).toEqual({
      writes: [
        { op: 'hset', key: DAY, fields: { 'b-1': 'approved' } },
        { op: 'hdel', key: DAY, fields: ['b-2'] },
      ],
      documents: [DAY],
    });
  });

  it('writes nothing, and reports no document, for events that change nothing', async () => {
    const store = new MemoryReadModelStore();
    expect(await foldBatch(store, target, openBookings, [recorded(approved('b-9'), 1)])).toEqual({ writes: [], documents: [] });
  });
});
