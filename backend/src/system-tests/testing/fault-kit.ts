import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createClient } from 'redis';
import { io } from 'socket.io-client';
import {
  SOCKET_EVENTS,
  TIME_SLOTS,
  holdsCells,
  statusAfterEvent,
  upcastEvent,
  type BookingStatus,
  type LabDayEvent,
  type OccupancySnapshot,
  type ProjectionsResponse,
  type SubscribeAck,
} from '@centre/contracts';
import { freePort, startBackend, type BackendProcess } from '../../testing/backend-process.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  REVIEW_LINK_SECRET,
  bookingBody,
  centreDate,
  labFacilities,
  postJson,
  signIn,
  sleep,
  waitUntil,
  type Facility,
} from './backend-client.js';

/** What the fault suites need around a backend under load: a ledger of acknowledgements and the log's own view. */

export const REDIS_SERVER = '/usr/bin/redis-server';
/** Seconds of load per fault test; the issue asks for 30, CI runs fewer (PROOF_LOAD_SECONDS=30 for the full run). */
export const LOAD_SECONDS = Number(process.env.PROOF_LOAD_SECONDS ?? 10);

export interface LabDay {
  lab: string;
  date: string;
  facilities: Facility[];
}

export interface AckedBooking {
  lab: string;
  date: string;
  slots: string[];
  facilityIds: string[];
}

/** Everything the clients were told, by status. */
export interface Ledger {
  bookings: Map<string, AckedBooking>;
  decisions: Map<string, 'approved' | 'rejected'>;
  statuses: Map<string, number>;
  serverErrors: string[];
  /** Requests that got no answer (the process was down or being killed). */
  unanswered: number;
  availabilityAnswers: number;
}

export const newLedger = (): Ledger => ({
  bookings: new Map(),
  decisions: new Map(),
  statuses: new Map(),
  serverErrors: [],
  unanswered: 0,
  availabilityAnswers: 0,
});

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

export interface LoadOptions {
  /** The backend to talk to now (it changes across a restart). */
  url: () => string;
  adminCookie: () => string;
  labDays: readonly LabDay[];
  /** Hard bound of the run. */
  durationMs: number;
  /** Ends the run earlier when it returns true. */
  done?: () => boolean;
  workers?: number;
  /** Bound on the requests of the whole run, whatever the time. */
  maxRequests?: number;
}

/**
 * Bookings on a few lab-days with a handful of slots and facilities (so about half conflict),
 * approvals and rejections through the admin, availability checks. Bounded in time and count.
 */
export const runMixedLoad = async (options: LoadOptions, ledger: Ledger): Promise<void> => {
  const deadline = Date.now() + options.durationMs;
  const maxRequests = options.maxRequests ?? 20_000;
  let sent = 0;
  const count = (key: string) => ledger.statuses.set(key, (ledger.statuses.get(key) ?? 0) + 1);

  const once = async (): Promise<void> => {
    const roll = Math.random();
    const labDay = pick(options.labDays);
    // Six afternoon slots × three facilities per lab-day: enough cells to last, few enough to collide.
    const slot = () => 4 + Math.floor(Math.random() * 6);
    const slotIndexes = [...new Set([slot(), slot()])].slice(0, 1 + Math.floor(Math.random() * 2));
    const facilities = [
      ...new Set([pick(labDay.facilities.slice(0, 3)), pick(labDay.facilities.slice(0, 3))]),
    ];
    const pending = [...ledger.bookings.keys()].filter((id) => !ledger.decisions.has(id));
    if (roll < 0.2 && pending.length > 0) {
      const id = pick(pending);
      const verb = Math.random() < 0.7 ? 'approve' : 'reject';
      const res = await fetch(`${options.url()}/api/bookings/${id}/${verb}`, {
        method: 'POST',
        headers: { Cookie: options.adminCookie() },
      });
      count(`${verb} ${res.status}`);
      if (res.status >= 500) ledger.serverErrors.push(`${verb} ${res.status} ${await res.text()}`);
      else if (res.status === 200)
        ledger.decisions.set(id, verb === 'approve' ? 'approved' : 'rejected');
      else await res.arrayBuffer();
      return;
    }
    if (roll < 0.4) {
      const body = bookingBody(labDay.lab, labDay.date, slotIndexes, facilities);
      const res = await postJson(`${options.url()}/api/check-availability`, {
        lab: body.lab,
        date: body.date,
        timeSlots: body.timeSlots,
        machines: body.machines,
      });
      count(`availability ${res.status}`);
      if (res.status >= 500)
        ledger.serverErrors.push(`availability ${res.status} ${await res.text()}`);
      else if (res.status === 200) {
        ledger.availabilityAnswers += 1;
        await res.arrayBuffer();
      } else await res.arrayBuffer();
      return;
    }
    const res = await postJson(
      `${options.url()}/api/bookings`,
      bookingBody(labDay.lab, labDay.date, slotIndexes, facilities),
    );
    count(`book ${res.status}`);
    if (res.status >= 500) ledger.serverErrors.push(`book ${res.status} ${await res.text()}`);
    else if (res.status === 201) {
      const { bookingId } = (await res.json()) as { bookingId: string };
      ledger.bookings.set(bookingId, {
        lab: labDay.lab,
        date: labDay.date,
        slots: slotIndexes.map((i) => TIME_SLOTS[i]!.id).sort(),
        facilityIds: facilities.map((f) => f.id).sort(),
      });
    } else await res.arrayBuffer();
  };

  const worker = async (): Promise<void> => {
    while (Date.now() < deadline && sent < maxRequests && !(options.done?.() ?? false)) {
      sent += 1;
      try {
        await once();
      } catch {
        // No answer: the process is down. Nothing was acknowledged, so nothing is owed.
        ledger.unanswered += 1;
        await sleep(50);
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers ?? 6 }, worker));
};

export interface LoggedBooking extends AckedBooking {
  status: BookingStatus;
}

/**
 * The bookings as the event log itself tells them: each row upcast and folded with the one
 * status definition (contracts' statusAfterEvent), in log order.
 */
export const bookingsInLog = (dataDir: string): Map<string, LoggedBooking> => {
  const db = new Database(path.join(dataDir, 'events.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const rows = db
      .prepare("SELECT type, version, data FROM events WHERE stream_id LIKE 'labday-%' ORDER BY position")
      .all() as Array<{ type: string; version: number; data: string }>;
    const bookings = new Map<string, LoggedBooking>();
    for (const row of rows) {
      const event = upcastEvent({
        type: row.type,
        version: row.version,
        eventId: '',
        occurredAt: '',
        actor: { kind: 'system', reason: 'read by the fault suites' },
        correlationId: '',
        data: JSON.parse(row.data) as unknown,
      }) as LabDayEvent;
      const status = statusAfterEvent(event);
      if (event.type === 'BookingRequested') {
        const { bookingId, lab, date, slots, facilityIds } = event.data;
        bookings.set(bookingId, { lab, date, slots: [...slots], facilityIds: [...facilityIds], status });
      } else {
        const booking = bookings.get(event.data.bookingId);
        if (!booking) throw new Error(`a ${event.type} of an unknown booking ${event.data.bookingId}`);
        booking.status = status;
      }
    }
    return bookings;
  } finally {
    db.close();
  }
};

export const logHead = (dataDir: string): number => {
  const db = new Database(path.join(dataDir, 'events.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return (
      db.prepare('SELECT COALESCE(MAX(position), 0) AS head FROM events').get() as { head: number }
    ).head;
  } finally {
    db.close();
  }
};

/** Cells (lab, date, slot, facility) held by more than one booking that holds cells. */
export const doubleBooked = (bookings: Iterable<[string, LoggedBooking]>): string[] => {
  const holders = new Map<string, string[]>();
  for (const [id, b] of bookings) {
    if (!holdsCells(b.status)) continue;
    for (const slot of b.slots) {
      for (const facility of b.facilityIds) {
        const cell = `${b.lab}/${b.date}/${slot}/${facility}`;
        holders.set(cell, [...(holders.get(cell) ?? []), id]);
      }
    }
  }
  return [...holders]
    .filter(([, ids]) => ids.length > 1)
    .map(([cell, ids]) => `${cell}: ${ids.join(', ')}`);
};

interface AdminRecord {
  id: string;
  lab: string;
  date: string;
  timeSlots: string[];
  facilityIds: string[];
  status: BookingStatus;
}

/** The admin console's list (the booking-lists read model), every page. */
export const adminBookingList = async (
  url: string,
  cookie: string,
): Promise<Map<string, AdminRecord>> => {
  const all = new Map<string, AdminRecord>();
  for (let page = 1; page < 1000; page += 1) {
    const res = await fetch(
      `${url}/api/admin/bookings?pageSize=100&page=${page}&sort=created-asc`,
      { headers: { Cookie: cookie } },
    );
    if (res.status !== 200) throw new Error(`admin list: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { items: AdminRecord[]; total: number };
    for (const item of body.items) all.set(item.id, item);
    if (body.items.length === 0 || all.size >= body.total) break;
  }
  return all;
};

export const projectionStatus = async (
  url: string,
  cookie: string,
): Promise<ProjectionsResponse> => {
  const res = await fetch(`${url}/api/admin/projections`, { headers: { Cookie: cookie } });
  if (res.status !== 200) throw new Error(`projections: ${res.status}`);
  return (await res.json()) as ProjectionsResponse;
};

/** Waits until every projection's checkpoint is the log's head. */
export const caughtUp = (
  url: string,
  cookie: string,
  head: number,
  timeoutMs = 30_000,
): Promise<ProjectionsResponse> =>
  waitUntil(
    `projections to reach ${head}`,
    async () => {
      const status = await projectionStatus(url, cookie);
      return status.projections.length > 0 && status.projections.every((p) => p.checkpoint === head)
        ? status
        : undefined;
    },
    timeoutMs,
  );

/**
 * The load comes from one address and a few bookers: the booking limits per email and per
 * address are lifted for it, like the write limit, so that they refuse nothing of what it tests.
 */
export const LOAD_FROM_ONE_ADDRESS = {
  BOOKING_MAX_HELD_CELLS_PER_EMAIL: '1000000',
  BOOKING_MAX_HELD_CELLS_PER_ADDRESS: '1000000',
} as const;

/**
 * The occupancy read model of a lab-day, as a signed-in staff member's subscriber receives it
 * (with the booking holding each cell; a visitor's snapshot names none).
 */
export const occupancy = async (
  url: string,
  lab: string,
  date: string,
  staffCookie: string,
): Promise<OccupancySnapshot> => {
  const socket = io(url, { transports: ['websocket'], reconnection: false, extraHeaders: { Cookie: staffCookie } });
  try {
    const ack = (await socket
      .timeout(5_000)
      .emitWithAck(SOCKET_EVENTS.subscribeLabDay, { lab, date })) as SubscribeAck;
    if (!ack.ok) throw new Error(`subscribe refused: ${ack.message}`);
    return ack.snapshot;
  } finally {
    socket.close();
  }
};

/** The cells the log says are held, in the snapshot's spelling, sorted. */
export const heldCells = (
  bookings: Map<string, LoggedBooking>,
  lab: string,
  date: string,
): string[] =>
  [...bookings]
    .filter(([, b]) => b.lab === lab && b.date === date && holdsCells(b.status))
    // A cell shows approved, or pending while its booking waits (requested or pending).
    .flatMap(([id, b]) =>
      b.slots.flatMap((s) => b.facilityIds.map((f) => `${s}|${f}|${id}|${b.status === 'approved' ? 'approved' : 'pending'}`)),
    )
    .sort();

export const snapshotCells = (snapshot: OccupancySnapshot): string[] =>
  snapshot.taken.map((t) => `${t.slotId}|${t.facilityId}|${t.bookingId}|${t.status}`).sort();

export interface OwnRedis {
  url: string;
  port: number;
  /** Stops the server (its data goes with it: no persistence). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  flushAll(): Promise<void>;
}

/** A throwaway redis-server of this suite alone, on a free loopback port, without persistence. */
export const startOwnRedis = async (): Promise<OwnRedis> => {
  if (!existsSync(REDIS_SERVER))
    throw new Error(`${REDIS_SERVER} is missing: the fault suites need a redis-server binary`);
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const ping = async (): Promise<boolean> => {
    const client = createClient({ url, socket: { reconnectStrategy: false, connectTimeout: 500 } });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      if (client.isOpen) await client.close();
    }
  };
  const own: OwnRedis = {
    url,
    port,
    async start() {
      const proc = spawn(
        REDIS_SERVER,
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      child = proc;
      await waitUntil(
        'redis-server to answer',
        async () => ((await ping()) ? true : undefined),
        10_000,
      );
    },
    async stop() {
      const proc = child;
      child = null;
      if (!proc || proc.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
      proc.kill('SIGKILL');
      await exited;
    },
    async flushAll() {
      const client = createClient({ url });
      await client.connect();
      try {
        await client.flushAll();
      } finally {
        await client.close();
      }
    },
  };
  await own.start();
  return own;
};

/** Removes one namespace's keys from a shared Redis (never FLUSHALL there: other suites use it). */
export const dropNamespace = async (redisUrl: string, namespace: string): Promise<void> => {
  const client = createClient({ url: redisUrl });
  await client.connect();
  try {
    for await (const keys of client.scanIterator({ MATCH: `${namespace}:*`, COUNT: 500 })) {
      if (keys.length > 0) await client.unlink(keys);
    }
  } finally {
    await client.close();
  }
};

/** One line of figures for the report; printed with PROOF_VERBOSE=1. */
export const report = (what: string, ledger: Ledger, extra: Record<string, unknown> = {}): void => {
  if (!process.env.PROOF_VERBOSE) return;
  const statuses = Object.fromEntries([...ledger.statuses].sort());
  console.log(
    `${what}: ${JSON.stringify({ acknowledgedBookings: ledger.bookings.size, decisions: ledger.decisions.size, unanswered: ledger.unanswered, statuses, ...extra })}`,
  );
};

export interface RedisScene {
  redis: OwnRedis;
  backend: BackendProcess;
  url: string;
  /** A signed-in admin's session cookie. */
  cookie: string;
  labDays: LabDay[];
}

/**
 * The Redis fault suites' stage: their own redis-server, one backend on it (own namespace,
 * write limit lifted for the load), an admin signed in, and the lab-days the load books on.
 */
export const startRedisScene = async (
  dataDir: string,
  name: string,
  labs: readonly string[],
  daysAhead: readonly number[],
): Promise<RedisScene> => {
  const redis = await startOwnRedis();
  const backend = await startBackend({
    DATA_DIR: dataDir,
    REDIS_URL: redis.url,
    READ_MODEL_NAMESPACE: `proof-${name}-${randomUUID()}`,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    REVIEW_LINK_SECRET,
    PUBLIC_WRITES_PER_MINUTE: '1000000',
    ...LOAD_FROM_ONE_ADDRESS,
  });
  const cookie = await signIn(backend.url);
  const labDays: LabDay[] = [];
  for (const lab of labs) {
    const facilities = await labFacilities(backend.url, lab);
    for (const days of daysAhead) labDays.push({ lab, date: centreDate(days), facilities });
  }
  return { redis, backend, url: backend.url, cookie, labDays };
};
