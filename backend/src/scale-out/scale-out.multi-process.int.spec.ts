import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import {
  LABS,
  SOCKET_EVENTS,
  labOperationsStreamId,
  TIME_SLOTS,
  todayIn,
  type BookingRequestedV1Data,
  type OccupancySnapshot,
  type SubscribeAck,
} from '@centre/contracts';
import { CENTRE_PROJECTIONS, RedisReadModelStore, getOccupancy, listBookings } from '@centre/projections';
import { SqliteEventStore } from '../shared/event-store/sqlite.event-store.js';
import { startBackend, tempDataDir, type BackendProcess } from '../testing/backend-process.js';
import { startWorker, type WorkerProcess } from './testing/worker-process.js';

// The scale-out on one machine, as separate OS processes against real Redis: two backend
// instances in external mode over one SQLite log, and a projections worker.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const tomorrow = (): string => {
  const next = new Date(`${todayIn('Asia/Kolkata', new Date())}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

const lab = (id: string) => LABS.find((l) => l.id === id)!;

const body = (labId: string, date: string, slotIndex: number, facilityIndex: number) => {
  const facility = lab(labId).facilities[facilityIndex]!;
  return {
    userType: 'Faculty',
    lab: labId,
    date,
    timeSlots: [TIME_SLOTS[slotIndex]!.label],
    machines: [{ id: facility.id, name: facility.name }],
    name: 'Meera Kulkarni',
    contactNumber: '9820012345',
    email: 'meera@example.edu',
    institute: 'College of Engineering',
  };
};

const book = async (base: string, payload: unknown) => {
  const response = await fetch(`${base}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as { bookingId?: string; position?: number } };
};

const tally = (statuses: number[]): Record<number, number> =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('scale-out: two backends in external mode and a projections worker', () => {
  const data = tempDataDir();
  const namespace = `test-scale-${randomUUID()}`;
  const env = {
    DATA_DIR: data.dir,
    REDIS_URL,
    READ_MODEL_NAMESPACE: namespace,
    PROJECTIONS: 'external',
    PROJECTIONS_LEASE_TTL_MS: '2000',
    // Every booking comes from this one address: the limits per address and per email would refuse them.
    BOOKING_MAX_HELD_CELLS_PER_EMAIL: '1000000',
    BOOKING_MAX_HELD_CELLS_PER_ADDRESS: '1000000',
  };
  const date = tomorrow();
  const backends: BackendProcess[] = [];
  const workers: WorkerProcess[] = [];
  const sockets: Socket[] = [];
  let log: SqliteEventStore;
  let store: RedisReadModelStore;

  /** Resolves once every projection's checkpoint has reached the log's head. */
  const converged = async (timeoutMs: number): Promise<number> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const head = (await log.head()).position;
      const checkpoints = await Promise.all(
        CENTRE_PROJECTIONS.map(async (p) => {
          const generation = await store.activeGeneration(p.name);
          return generation === null ? 0 : store.checkpoint({ projection: p.name, generation });
        }),
      );
      if (checkpoints.every((c) => c === head)) return head;
      if (Date.now() > deadline) throw new Error(`projections at ${checkpoints.join(',')}, log at ${head}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  const requestedInLog = async (): Promise<BookingRequestedV1Data[]> =>
    (await log.readAll(0, 100_000))
      .filter((r) => r.event.type === 'BookingRequested')
      .map((r) => r.event.data as BookingRequestedV1Data);

  beforeAll(async () => {
    workers.push(await startWorker(env));
    backends.push(...(await Promise.all([startBackend(env), startBackend(env)])));
    log = new SqliteEventStore({ path: join(data.dir, 'events.sqlite') });
    store = await RedisReadModelStore.connect(REDIS_URL, { root: namespace });
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([...backends, ...workers].map((p) => p.stop()));
    await store?.dropNamespace();
    await store?.close();
    await log?.close();
    data.remove();
  });

  it('pushes, once, to a client of instance A the occupancy of a booking made through instance B', async () => {
    const [a, b] = backends as [BackendProcess, BackendProcess];
    expect((await workers[0]!.health()).role).toBe('leader');
    const socket = io(a.url, { transports: ['websocket'] });
    sockets.push(socket);
    const ack = await new Promise<SubscribeAck>((resolve) =>
      socket.emit(SOCKET_EVENTS.subscribeLabDay, { lab: 'MediaLab', date }, resolve),
    );
    expect(ack).toMatchObject({ ok: true, snapshot: { taken: [] } });
    const received: OccupancySnapshot[] = [];
    socket.on(SOCKET_EVENTS.occupancy, (snapshot: OccupancySnapshot) => received.push(snapshot));

    const response = await book(b.url, body('MediaLab', date, TIME_SLOTS.length - 1, 0));
    expect(response.status).toBe(201);
    const deadline = Date.now() + 10_000;
    while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    // Long enough for any second copy (one per instance through an adapter) to arrive.
    await new Promise((r) => setTimeout(r, 500));

    expect(received).toHaveLength(1);
    const [snapshot] = received as [OccupancySnapshot];
    expect(snapshot).toMatchObject({ lab: 'MediaLab', date });
    expect(snapshot.position).toBeGreaterThanOrEqual(response.body.position!);
    // A visitor's snapshot: the cell is taken, by no named booking (26.7).
    expect(snapshot.taken).toEqual([
      { slotId: TIME_SLOTS[TIME_SLOTS.length - 1]!.id, facilityId: lab('MediaLab').facilities[0]!.id, status: 'pending' },
    ]);
  }, 30_000);

  it('28.3 pushes, once, to a client of instance A the cells an outage declared since shuts', async () => {
    const [a] = backends as [BackendProcess, BackendProcess];
    const facility = lab('MediaLab').facilities[1]!.id;
    const socket = io(a.url, { transports: ['websocket'] });
    sockets.push(socket);
    const ack = await new Promise<SubscribeAck>((resolve) =>
      socket.emit(SOCKET_EVENTS.subscribeLabDay, { lab: 'MediaLab', date }, resolve),
    );
    expect(ack.ok).toBe(true);
    const received: OccupancySnapshot[] = [];
    socket.on(SOCKET_EVENTS.occupancy, (snapshot: OccupancySnapshot) => received.push(snapshot));

    // Declared as the console's handler appends it: on the lab's operations stream, no lab-day's.
    await log.append(labOperationsStreamId('MediaLab'), [
      {
        type: 'OutageDeclared',
        version: 1,
        eventId: randomUUID(),
        occurredAt: new Date().toISOString(),
        actor: { kind: 'user', userId: 'u-admin', email: 'admin@centre.example', role: 'admin' },
        correlationId: randomUUID(),
        data: { outageId: 'o-live', labId: 'MediaLab', facilityId: facility, from: `${date}T10:00`, until: `${date}T12:00`, kind: 'repair', reason: 'new lamp' },
      },
    ], 'any');
    const deadline = Date.now() + 10_000;
    while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 500));

    expect(received).toHaveLength(1);
    expect(received[0]!.unavailable).toEqual(
      ['10:00', '11:00'].map((slotId) => ({ slotId, facilityId: facility, reason: 'maintenance', note: 'new lamp' })),
    );
  }, 30_000);

  it('loses and duplicates nothing when the worker is killed and another takes over', async () => {
    const bases = backends.map((b) => b.url);
    const facilities = lab('BioLab').facilities.length;
    const cells = Array.from({ length: 36 }, (_, i) => ({ slot: i % TIME_SLOTS.length, facility: Math.floor(i / TIME_SLOTS.length) % facilities }));
    expect(new Set(cells.map((c) => `${c.slot}|${c.facility}`)).size).toBe(cells.length);

    const statuses: number[] = [];
    const bookInGroups = async (from: number, to: number) => {
      for (let i = from; i < to; i += 6) {
        const group = cells.slice(i, Math.min(i + 6, to));
        const results = await Promise.all(group.map((c, j) => book(bases[(i + j) % 2]!, body('BioLab', date, c.slot, c.facility))));
        statuses.push(...results.map((r) => r.status));
      }
    };

    await bookInGroups(0, 12);
    // Killed while bookings are coming in, so it may die between reading and committing.
    await Promise.all([bookInGroups(12, 24), new Promise((r) => setTimeout(r, 30)).then(() => workers[0]!.stop('SIGKILL'))]);
    // The dead worker's lease still stands in Redis: the new one waits it out, then takes over.
    workers.push(await startWorker(env));
    await bookInGroups(24, 36);
    expect(tally(statuses)).toEqual({ 201: 36 });

    await converged(20_000);
    expect((await workers[1]!.health()).role).toBe('leader');
    const requested = await requestedInLog();
    const listed = await listBookings(store, { limit: 500 });
    expect(listed.total).toBe(requested.length);
    // Each awaits its booker's confirmation.
    expect((await listBookings(store, { status: 'requested', limit: 1 })).total).toBe(requested.length);
    const bioLab = await getOccupancy(store, 'BioLab', date);
    expect(bioLab.taken).toHaveLength(36);
    expect(new Set(bioLab.taken.map((t) => t.bookingId))).toEqual(
      new Set(requested.filter((r) => r.lab === 'BioLab').map((r) => r.bookingId)),
    );
    // Each booking once, with the record its request made.
    expect(new Set(listed.items.map((r) => r.id))).toEqual(new Set(requested.map((r) => r.bookingId)));
    for (const r of requested) expect(listed.items.find((item) => item.id === r.bookingId)).toMatchObject({ name: r.name, lab: r.lab, status: 'requested' });
  }, 60_000);

  it('accepts exactly one of 200 concurrent conflicting bookings split across both instances', async () => {
    const bases = backends.map((b) => b.url);
    const payload = body('SmacLab', date, 3, 0);
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => book(bases[i % 2]!, payload)));
    expect(tally(results.map((r) => r.status))).toEqual({ 201: 1, 409: 199 });

    const facilityId = lab('SmacLab').facilities[0]!.id;
    const held = (await requestedInLog()).filter(
      (r) => r.lab === 'SmacLab' && r.date === date && r.slots.includes(TIME_SLOTS[3]!.id) && r.facilityIds.includes(facilityId),
    );
    expect(held).toHaveLength(1);
    await converged(20_000);
    expect((await getOccupancy(store, 'SmacLab', date)).taken).toHaveLength(1);
  }, 60_000);
});
