import type { RecordedEvent, StartupApplicationSubmitted } from '@centre/contracts';
import { MemoryReadModelStore, foldBatch, inboxProjection, type ProjectionHost } from '@centre/projections';
import type { EventStore } from '../../shared/event-store/event-store.port.js';
import { CaughtUp, READ_YOUR_WRITES_MS } from '../../read-models/index.js';
import { ReadModelInboxReader } from './read-model.inbox-reader.js';

/** A host whose wait for a position resolves only when the test says so. */
const waitingHost = () => {
  const waits: Array<{ args: unknown[]; release: () => void }> = [];
  const host = {
    waitForPosition: (...args: unknown[]) => new Promise<boolean>((resolve) => waits.push({ args, release: () => resolve(true) })),
  } as unknown as ProjectionHost;
  return { host, waits };
};

const events = { head: async () => ({ position: 42, recordedAt: null }) } as unknown as EventStore;

describe('ReadModelInboxReader', () => {
  it.each([
    ['messages', (reader: ReadModelInboxReader) => reader.listMessages({ page: 1, pageSize: 20 })],
    ['applications', (reader: ReadModelInboxReader) => reader.listApplications({ page: 2, pageSize: 5 })],
    ['one application', (reader: ReadModelInboxReader) => reader.findApplication('a-1')],
  ])('reads the %s only once the inbox projection has reached the head of the log, bounded', async (_, read) => {
    const store = new MemoryReadModelStore();
    const reads: unknown[] = [];
    const storeRead = store.read.bind(store);
    store.read = ((...args: Parameters<typeof store.read>) => {
      reads.push(args[1]);
      return storeRead(...args);
    }) as typeof store.read;
    const { host, waits } = waitingHost();
    const answer = read(new ReadModelInboxReader(new CaughtUp(host, events), store));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(waits.map((w) => w.args)).toEqual([[42, READ_YOUR_WRITES_MS, ['inbox']]]);
    expect(reads).toEqual([]);
    waits[0]!.release();
    await answer;
    expect(reads.length).toBeGreaterThan(0);
  });

  it('pages as the console asks, newest first: page 2 of 5 holds the 6th to the 10th newest', async () => {
    const store = new MemoryReadModelStore();
    const submitted = Array.from({ length: 12 }, (_, i): RecordedEvent<StartupApplicationSubmitted> => ({
      streamId: `application-a-${i}`,
      revision: 0,
      position: i + 1,
      recordedAt: '2026-11-21T06:30:00.000Z',
      event: {
        type: 'StartupApplicationSubmitted',
        version: 1,
        eventId: `e-${i}`,
        occurredAt: '2026-11-21T06:30:00.000Z',
        actor: { kind: 'visitor' },
        correlationId: `c-${i}`,
        data: { applicationId: `a-${i}`, companyName: `Company ${i}` } as StartupApplicationSubmitted['data'],
      },
    }));
    const target = { projection: 'inbox', generation: 1 };
    const { writes } = await foldBatch(store, target, inboxProjection, submitted);
    await store.commit(target, { ops: writes, expectedCheckpoint: 0, checkpoint: 12 });
    await store.switchActive('inbox', 1, null);
    const host = { waitForPosition: async () => true } as unknown as ProjectionHost;
    const page = await new ReadModelInboxReader(new CaughtUp(host, events), store).listApplications({ page: 2, pageSize: 5 });
    expect(page).toMatchObject({ page: 2, pageSize: 5, total: 12 });
    expect(page.items.map((a) => a.companyName)).toEqual(['Company 6', 'Company 5', 'Company 4', 'Company 3', 'Company 2']);
    expect(page.items[0]).toEqual({ applicationId: 'a-6', companyName: 'Company 6', submittedAt: '2026-11-21T06:30:00.000Z' });
  });
});
