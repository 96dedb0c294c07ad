import { tempDataDir, type BackendProcess } from '../../testing/backend-process.js';
import {
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
import { sleep } from '../testing/backend-client.js';

// Redis (read models and socket.io broadcasts) unreachable for OUTAGE_SECONDS: the site and
// bookings go on (availability falls back to the lab-day streams), and the projections resume
// when Redis is back, on the same port.
const OUTAGE_SECONDS = Number(process.env.PROOF_OUTAGE_SECONDS ?? 10);

describe('Redis unreachable for a while', () => {
  const data = tempDataDir();
  let redis: OwnRedis | undefined;
  let backend: BackendProcess | undefined;

  afterAll(async () => {
    await backend?.stop('SIGKILL');
    await redis?.stop();
    data.remove();
  });

  it('keeps the site and bookings working through the outage and resumes projections after it', async () => {
    const scene = await startRedisScene(data.dir, 'outage', ['MediaLab', 'SmacLab'], [3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    ({ redis, backend } = scene);
    const { url, cookie, labDays } = scene;

    const ledger = newLedger();
    let stopLoad = false;
    const load = runMixedLoad({ url: () => url, adminCookie: () => cookie, labDays, durationMs: OUTAGE_SECONDS * 1000 + 60_000, done: () => stopLoad, workers: 4 }, ledger);
    await sleep(2_000);

    await redis.stop();
    const outageEnds = Date.now() + OUTAGE_SECONDS * 1000;
    const ackedAtStop = ledger.bookings.size;
    const availabilityAtStop = ledger.availabilityAnswers;
    const pages: string[] = [];
    while (Date.now() < outageEnds) {
      for (const path of ['/', '/booking', '/api/catalog', '/api/fetch-data']) {
        const res = await fetch(`${url}${path}`).catch((error: unknown) => {
          throw new Error(`${path} got no answer (${String(error)}); the backend said:\n${backend?.output().slice(-3000)}`);
        });
        await res.arrayBuffer();
        pages.push(`${path} ${res.status}`);
      }
      await sleep(500);
    }
    const ackedDuringOutage = ledger.bookings.size - ackedAtStop;
    const availabilityDuringOutage = ledger.availabilityAnswers - availabilityAtStop;
    await redis.start();
    await sleep(3_000);
    stopLoad = true;
    await load;

    expect(pages.length).toBeGreaterThan(8);
    expect(pages.filter((p) => !p.endsWith(' 200'))).toEqual([]);
    expect(ackedDuringOutage).toBeGreaterThan(0);
    expect(availabilityDuringOutage).toBeGreaterThan(0);
    expect(ledger.serverErrors).toEqual([]);

    const log = bookingsInLog(data.dir);
    for (const id of ledger.bookings.keys()) expect({ id, inLog: log.has(id) }).toEqual({ id, inLog: true });
    for (const [id, status] of ledger.decisions) expect({ id, status: log.get(id)?.status }).toEqual({ id, status });
    expect(doubleBooked(log)).toEqual([]);

    // Redis came back empty (no persistence): the projections rebuild and agree with the log.
    const head = logHead(data.dir);
    await caughtUp(url, cookie, head, 45_000);
    const listed = await adminBookingList(url, cookie);
    expect(listed.size).toBe(log.size);
    for (const [id, b] of log) expect({ id, status: listed.get(id)?.status }).toEqual({ id, status: b.status });
    for (const { lab, date } of labDays) expect(snapshotCells(await occupancy(url, lab, date, cookie))).toEqual(heldCells(log, lab, date));
    report('redis-outage', ledger, { ackedDuringOutage, availabilityDuringOutage, pages: pages.length, head });
  }, 150_000);
});
