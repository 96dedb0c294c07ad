import { LAB_DAY_EVENT_TYPES, type LabDayEvent, type RecordedEvent } from '@centre/contracts';
import { MemoryReadModelStore } from '../store/memory.read-model-store.js';
import { approved, recorded, requested } from '../testing/events.js';
import { documentProjection, TOTALS_KEY } from './document-projection.js';
import { foldBatch } from './live-batch.js';
import type { DocumentDefinition } from './projection.js';

/** A booking's cells while it waits, summed per lab and per booker. */
interface Waiting {
  lab: string;
  email: string;
  cells: number;
}

const waiting: DocumentDefinition<Waiting, LabDayEvent> = {
  name: 'waiting',
  version: 1,
  handles: LAB_DAY_EVENT_TYPES,
  documentId: ({ event }) => event.data.bookingId,
  evolve: (document, { event }) => {
    if (event.type === 'BookingRequested') {
      const { lab, email, slots, facilityIds } = event.data;
      return document ?? { lab, email, cells: slots.length * facilityIds.length };
    }
    return null;
  },
  layout: {
    encode: (d) => JSON.stringify(d),
    decode: (_id, encoded) => JSON.parse(encoded) as Waiting,
    totals: (d) => [
      { total: `lab:${d.lab}`, value: d.cells },
      { total: `email:${d.email}`, value: d.cells },
    ],
  },
};
const projection = documentProjection(waiting);
const target = { projection: 'waiting', generation: 1 };

const a = recorded(requested({ bookingId: 'b-a', email: 'asha@example.com' }), 1); // 2 slots × 2 facilities
const b = recorded(requested({ bookingId: 'b-b', email: 'ravi@example.com', slots: ['09:00'] }), 2); // 1 × 2
const approvalOfA = recorded(approved('b-a'), 3);

const live = async (store: MemoryReadModelStore, events: RecordedEvent[], at: number) => {
  const changes = await foldBatch(store, target, projection, events);
  await store.commit(target, { ops: changes.writes, expectedCheckpoint: at - 1, checkpoint: at });
};

const totals = async (store: MemoryReadModelStore, generation = target) => {
  const [values] = await store.read(generation, [
    { op: 'hmget', key: TOTALS_KEY, fields: ['lab:FabricationLab', 'email:asha@example.com', 'email:ravi@example.com'] },
  ]);
  return (values as Array<string | null>).map((v) => Number(v ?? 0));
};

describe('running totals of a projection of documents', () => {
  it('add what a new document counts, each event applied twice counting once', async () => {
    const store = new MemoryReadModelStore();
    await live(store, [a, a], 1);
    await live(store, [a], 2); // delivered again in a later batch
    await live(store, [b], 3);
    expect(await totals(store)).toEqual([6, 4, 2]);
  });

  it('take away what a document no longer counts, once, however often its end is seen', async () => {
    const store = new MemoryReadModelStore();
    await live(store, [a, b], 1);
    await live(store, [approvalOfA, approvalOfA], 2);
    await live(store, [approvalOfA], 3);
    expect(await totals(store)).toEqual([2, 0, 2]);
  });

  it('come out of a rebuild as the live path left them', async () => {
    const fold = projection.fold();
    for (const event of [a, b, approvalOfA, b]) fold.apply(event);
    const store = new MemoryReadModelStore();
    const rebuilt = { projection: 'waiting', generation: 2 };
    await store.load(rebuilt, fold.dump());
    expect(await totals(store, rebuilt)).toEqual([2, 0, 2]);
  });

  it('are refused to an immutable projection, which writes without reading what the store holds', () => {
    expect(() => documentProjection({ ...waiting, immutable: true })).toThrow(/running totals/);
  });
});
