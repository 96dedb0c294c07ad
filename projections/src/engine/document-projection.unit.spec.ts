import { approved, recorded, rejected, requested } from '../testing/events.js';
import { decisions } from '../testing/test-projections.js';
import { MemoryReadModelStore } from '../store/memory.read-model-store.js';
import { foldBatch } from './live-batch.js';
import { DOCUMENTS_KEY, indexKey } from './document-projection.js';

const target = { projection: 'decisions', generation: 1 };
const request = recorded(requested({ bookingId: 'b-1' }), 1);
const approval = recorded(approved('b-1'), 2);
const rejection = recorded(rejected('b-1'), 3);

/** One live batch, committed. */
const batch = async (store: MemoryReadModelStore, events: Parameters<typeof foldBatch>[3], at: number) => {
  const changes = await foldBatch(store, target, decisions, events);
  await store.commit(target, { ops: changes.writes, expectedCheckpoint: at - 1, checkpoint: at });
  return changes;
};

describe('a projection of documents on the live path', () => {
  it('writes a new document and joins its indexes', async () => {
    const store = new MemoryReadModelStore();
    expect(await batch(store, [request], 1)).toEqual({
      writes: [
        { op: 'hset', key: DOCUMENTS_KEY, fields: { 'b-1': JSON.stringify({ lab: 'FabricationLab', status: 'pending', requestedAt: 1, approvals: 0 }) } },
        { op: 'zadd', key: indexKey('status:pending'), members: [{ member: 'b-1', score: 1 }] },
        { op: 'zadd', key: indexKey('lab:FabricationLab'), members: [{ member: 'b-1', score: 1 }] },
      ],
      documents: ['b-1'],
    });
  });

  it('moves a changed document between indexes, and leaves the ones it stays in alone', async () => {
    const store = new MemoryReadModelStore();
    await batch(store, [request], 1);
    const { writes } = await batch(store, [approval], 2);
    expect(writes.filter((op) => op.key !== DOCUMENTS_KEY)).toEqual([
      { op: 'zadd', key: indexKey('status:approved'), members: [{ member: 'b-1', score: 1 }] },
      { op: 'zrem', key: indexKey('status:pending'), members: ['b-1'] },
    ]);
  });

  it('writes nothing for an event that changes nothing, and nothing for one on no document', async () => {
    const store = new MemoryReadModelStore();
    await batch(store, [request], 1);
    expect(await batch(store, [request], 2)).toEqual({ writes: [], documents: [] });
    expect(await batch(store, [recorded(approved('b-unknown'), 3)], 3)).toEqual({ writes: [], documents: [] });
  });

  it('deletes a document that evolves to none, with its index entries', async () => {
    const store = new MemoryReadModelStore();
    await batch(store, [request, approval], 1);
    const { writes, documents } = await batch(store, [rejection], 2);
    expect(documents).toEqual(['b-1']);
    expect(writes).toEqual([
      { op: 'hdel', key: DOCUMENTS_KEY, fields: ['b-1'] },
      { op: 'zrem', key: indexKey('status:approved'), members: ['b-1'] },
      { op: 'zrem', key: indexKey('lab:FabricationLab'), members: ['b-1'] },
    ]);
  });

  it('folds a batch from the documents as stored: a second approval counts on the first', async () => {
    const store = new MemoryReadModelStore();
    await batch(store, [request, approval], 1);
    await batch(store, [recorded(approved('b-1'), 4)], 2);
    const [stored] = await store.read(target, [{ op: 'hget', key: DOCUMENTS_KEY, field: 'b-1' }]);
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ status: 'approved', approvals: 2 });
  });
});
