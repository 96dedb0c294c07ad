import { TIME_SLOTS } from '@centre/contracts';
import { tempDataDir, type BackendProcess } from '../../testing/backend-process.js';
import {
  LOAD_SECONDS,
  adminBookingList,
  bookingsInLog,
  caughtUp,
  doubleBooked,
  heldCells,
  logHead,
  newLedger,
  occupancy,
  report,
  runMixedLoad,
  snapshotCells,
  startRedisScene,
  type OwnRedis,
} from '../testing/fault-kit.js';
import { postJson, sleep } from '../testing/backend-client.js';

// Every read model wiped (FLUSHALL of this suite's own redis-server) in the middle of load:
// the projections must notice their checkpoints are gone and rebuild, while booking decisions,
// taken on the lab-day streams, stay right throughout.

describe('FLUSHALL of the read models under load', () => {
  const data = tempDataDir();
  let redis: OwnRedis | undefined;
  let backend: BackendProcess | undefined;

  afterAll(async () => {
    await backend?.stop('SIGKILL');
    await redis?.stop();
    data.remove();
  });

  it('rebuilds the read models, answers availability right once caught up, and never double-books meanwhile', async () => {
    const scene = await startRedisScene(data.dir, 'flush', ['FabricationLab', 'BioLab'], [3, 4, 5, 6, 7, 8]);
    ({ redis, backend } = scene);
    const { url, cookie, labDays } = scene;

    const ledger = newLedger();
    const load = runMixedLoad({ url: () => url, adminCookie: () => cookie, labDays, durationMs: LOAD_SECONDS * 1000 }, ledger);
    await sleep(LOAD_SECONDS * 400);
    const headAtFlush = logHead(data.dir);
    await redis.flushAll();
    const ackedAtFlush = ledger.bookings.size;
    await load;
    expect(ledger.bookings.size).toBeGreaterThan(ackedAtFlush);

    expect(headAtFlush).toBeGreaterThan(0);
    expect(ledger.bookings.size).toBeGreaterThan(0);
    expect(ledger.statuses.get('book 409') ?? 0).toBeGreaterThan(0);
    // No 5xx anywhere, POST /api/bookings included.
    expect(ledger.serverErrors).toEqual([]);

    const log = bookingsInLog(data.dir);
    for (const id of ledger.bookings.keys()) expect({ id, inLog: log.has(id) }).toEqual({ id, inLog: true });
    for (const [id, status] of ledger.decisions) expect({ id, status: log.get(id)?.status }).toEqual({ id, status });
    expect(doubleBooked(log)).toEqual([]);

    // The projections noticed and rebuilt: every read model agrees with the log again.
    const head = logHead(data.dir);
    await caughtUp(url, cookie, head, 45_000);
    const listed = await adminBookingList(url, cookie);
    expect(listed.size).toBe(log.size);
    for (const [id, b] of log) expect({ id, status: listed.get(id)?.status }).toEqual({ id, status: b.status });
    for (const { lab, date, facilities } of labDays) {
      const held = heldCells(log, lab, date);
      expect(snapshotCells(await occupancy(url, lab, date, cookie))).toEqual(held);
      // And availability answers name exactly the held cells of the asked ones (a form asks at most 4 slots).
      const heldPairs = [...new Set(held.map((c) => c.split('|').slice(0, 2).join('|')))].sort();
      const answered: string[] = [];
      for (const asked of [TIME_SLOTS.slice(4, 7), TIME_SLOTS.slice(7, 10)]) {
        const res = await postJson(`${url}/api/check-availability`, {
          lab,
          date,
          timeSlots: asked.map((s) => s.label),
          machines: facilities.slice(0, 3).map((f) => ({ id: f.id, name: f.name })),
        });
        expect(res.status).toBe(200);
        const answer = (await res.json()) as { available: boolean; conflicts: Array<{ slotId: string; facilityId: string }> };
        answered.push(...answer.conflicts.map((c) => `${c.slotId}|${c.facilityId}`));
        expect(answer.available).toBe(answer.conflicts.length === 0);
      }
      expect(answered.sort()).toEqual(heldPairs);
    }
    report('flushall', ledger, { headAtFlush, ackedAtFlush, head });
  }, 120_000);
});
