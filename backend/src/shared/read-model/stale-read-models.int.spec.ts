import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { labDayStreamId, type AnyEvent } from '@centre/contracts';
import { CENTRE_PROJECTIONS, MemoryReadModelStore, ProjectionHost, getOccupancy } from '@centre/projections';
import { SqliteEventStore } from '../event-store/sqlite.event-store.js';
import { resetReadModelsOfAnotherLog } from './stale-read-models.js';

const requested = (bookingId: string, slot: string): AnyEvent => ({
  type: 'BookingRequested',
  version: 1,
  eventId: randomUUID(),
  occurredAt: '2026-11-21T05:00:00Z',
  actor: { kind: 'visitor' },
  correlationId: randomUUID(),
  data: { bookingId, userType: 'student', lab: 'BioLab', date: '2026-12-01', slots: [slot], facilityIds: ['bio-eppendorf-5424r'], name: 'Tara Iyer', email: 'tara@example.edu' },
});

describe('read models built from another log', () => {
  const dirs: string[] = [];
  const logIn = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'centre-stale-'));
    dirs.push(dir);
    return new SqliteEventStore({ path: path.join(dir, 'events.sqlite') });
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('are started over on a fresh generation when their checkpoint is beyond the log head, and then see the new log', async () => {
    const store = new MemoryReadModelStore();
    const oldLog = logIn();
    await oldLog.append(labDayStreamId('BioLab', '2026-12-01'), [requested('bk-old-1', '09:00'), requested('bk-old-2', '10:00'), requested('bk-old-3', '11:00')], 'no-stream');
    const oldHost = new ProjectionHost({ feed: oldLog, store, projections: CENTRE_PROJECTIONS });
    await oldHost.start();
    await oldHost.whenLive();
    expect(await oldHost.waitForPosition(3, 5_000)).toBe(true);
    await oldHost.stop();
    await oldLog.close();

    // A new, shorter log meets the same read-model store.
    const newLog = logIn();
    await newLog.append(labDayStreamId('BioLab', '2026-12-01'), [requested('bk-new-1', '14:00')], 'no-stream');
    const host = new ProjectionHost({ feed: newLog, store, projections: CENTRE_PROJECTIONS });

    const reset = await resetReadModelsOfAnotherLog(store, host.names, (await newLog.head()).position);
    expect(reset.sort()).toEqual([...host.names].sort());

    await host.start();
    await host.whenLive();
    expect(await host.waitForPosition(1, 5_000)).toBe(true);
    const occupancy = await getOccupancy(store, 'BioLab', '2026-12-01');
    expect(occupancy.taken.map((t) => t.bookingId)).toEqual(['bk-new-1']);
    await host.stop();
    await newLog.close();
  });

  it('are left alone when the log holds at least what they applied', async () => {
    const store = new MemoryReadModelStore();
    const log = logIn();
    await log.append(labDayStreamId('BioLab', '2026-12-01'), [requested('bk-1', '09:00')], 'no-stream');
    const host = new ProjectionHost({ feed: log, store, projections: CENTRE_PROJECTIONS });
    await host.start();
    await host.whenLive();
    expect(await host.waitForPosition(1, 5_000)).toBe(true);
    await host.stop();

    expect(await resetReadModelsOfAnotherLog(store, host.names, 1)).toEqual([]);
    expect(await resetReadModelsOfAnotherLog(store, host.names, 5)).toEqual([]);
    await log.close();
  });
});
