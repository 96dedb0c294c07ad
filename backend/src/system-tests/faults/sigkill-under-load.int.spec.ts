import { randomUUID } from 'node:crypto';
import { startBackend, tempDataDir, type BackendProcess } from '../../testing/backend-process.js';
import {
  LOAD_SECONDS,
  adminBookingList,
  bookingsInLog,
  caughtUp,
  doubleBooked,
  dropNamespace,
  heldCells,
  logHead,
  newLedger,
  occupancy,
  projectionStatus,
  report,
  runMixedLoad,
  snapshotCells,
  type LabDay,
  LOAD_FROM_ONE_ADDRESS,
} from '../testing/fault-kit.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, REDIS_URL, REVIEW_LINK_SECRET, centreDate, labFacilities, signIn, sleep } from '../testing/backend-client.js';

// The claim "never loses an acknowledged request, never double-books", under the worst stop:
// SIGKILL in the middle of mixed load, then a restart on the same log and Redis namespace.
// LOAD_SECONDS of load in all (10 in CI; PROOF_LOAD_SECONDS=30 for the full length).

describe('SIGKILL during mixed load, restart on the same data', () => {
  const data = tempDataDir();
  const namespace = `proof-kill-${randomUUID()}`;
  const env = {
    DATA_DIR: data.dir,
    REDIS_URL,
    READ_MODEL_NAMESPACE: namespace,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    REVIEW_LINK_SECRET,
    PUBLIC_WRITES_PER_MINUTE: '1000000',
    ...LOAD_FROM_ONE_ADDRESS,
  };
  const started: BackendProcess[] = [];

  afterAll(async () => {
    for (const backend of started) await backend.stop('SIGKILL');
    await dropNamespace(REDIS_URL, namespace);
    data.remove();
  });

  it('keeps every acknowledged booking and decision, holds no cell twice, and resumes projections from their checkpoints', async () => {
    let backend = await startBackend(env);
    started.push(backend);
    let cookie = await signIn(backend.url);
    const labDays: LabDay[] = [];
    // Twelve lab-days of 18 cells each: the load before the kill must not take every cell, or
    // nothing after the restart could be acknowledged (on a fast host, six lab-days filled up).
    for (const lab of ['FabricationLab', 'MediaLab']) {
      const facilities = await labFacilities(backend.url, lab);
      for (const days of [3, 4, 5, 6, 7, 8]) labDays.push({ lab, date: centreDate(days), facilities });
    }

    const ledger = newLedger();
    let stopLoad = false;
    const load = runMixedLoad(
      { url: () => backend.url, adminCookie: () => cookie, labDays, durationMs: LOAD_SECONDS * 1000 + 60_000, done: () => stopLoad },
      ledger,
    );
    // 40 % of the load before the kill, 60 % after the restart (the restart itself not counted).
    await sleep(LOAD_SECONDS * 400);
    await backend.stop('SIGKILL');
    const headAtKill = logHead(data.dir);
    const ackedAtKill = ledger.bookings.size;
    expect(ackedAtKill).toBeGreaterThan(0);

    backend = await startBackend(env);
    started.push(backend);
    cookie = await signIn(backend.url); // the session survives too, but a fresh one proves nothing less
    const first = await projectionStatus(backend.url, cookie);
    // Resumed, not rebuilt: the stored checkpoints are there from the first answer on.
    for (const p of first.projections) expect({ projection: p.projection, resumed: p.checkpoint > 0 }).toEqual({ projection: p.projection, resumed: true });
    await sleep(LOAD_SECONDS * 600);
    stopLoad = true;
    await load;

    // Load went on after the restart, with conflicts, approvals and availability answers.
    expect(ledger.bookings.size).toBeGreaterThan(ackedAtKill);
    expect(ledger.statuses.get('book 409') ?? 0).toBeGreaterThan(0);
    expect(ledger.decisions.size).toBeGreaterThan(0);
    expect(ledger.availabilityAnswers).toBeGreaterThan(0);
    expect(ledger.serverErrors).toEqual([]);

    // Every acknowledgement is in the log, as acknowledged.
    const log = bookingsInLog(data.dir);
    for (const [id, acked] of ledger.bookings) {
      const logged = log.get(id);
      expect({ id, logged: logged && { lab: logged.lab, date: logged.date, slots: logged.slots, facilityIds: logged.facilityIds } }).toEqual({ id, logged: acked });
    }
    for (const [id, status] of ledger.decisions) expect({ id, status: log.get(id)?.status }).toEqual({ id, status });
    expect(doubleBooked(log)).toEqual([]);

    // The read models caught up from where they were and agree with the log.
    const head = logHead(data.dir);
    const status = await caughtUp(backend.url, cookie, head);
    for (const p of status.projections) {
      // Rebuilt from 0 would have applied all `head` events since the restart.
      expect({ projection: p.projection, fromCheckpoint: p.eventsApplied <= head - Math.floor(headAtKill / 2) }).toEqual({
        projection: p.projection,
        fromCheckpoint: true,
      });
    }
    report('sigkill', ledger, { headAtKill, head, ackedAtKill, eventsApplied: status.projections.map((p) => `${p.projection}:${p.eventsApplied}`) });
    const listed = await adminBookingList(backend.url, cookie);
    expect(listed.size).toBe(log.size);
    for (const [id, b] of log) expect({ id, status: listed.get(id)?.status }).toEqual({ id, status: b.status });
    for (const { lab, date } of labDays) {
      expect(snapshotCells(await occupancy(backend.url, lab, date, cookie))).toEqual(heldCells(log, lab, date));
    }
  }, 120_000);
});
