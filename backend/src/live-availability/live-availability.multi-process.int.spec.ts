import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS, TIME_SLOTS, todayIn, type OccupancySnapshot, type SubscribeAck } from '@centre/contracts';
import { startBackend, tempDataDir, type BackendProcess } from '../testing/backend-process.js';

// Two backend processes share one SQLite log and one real Redis (read models and socket.io
// broadcasts). A visitor connected to A sees, live, a booking made through B.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const tomorrow = (): string => {
  const today = todayIn('Asia/Kolkata', new Date());
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

describe('live availability across two backend processes', () => {
  const data = tempDataDir();
  const backends: BackendProcess[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // Each run gets its own Redis namespace through its own data: the read models are keyed
    // by the log, so a fresh log must not meet an older run's read models.
    const env = { DATA_DIR: data.dir, REDIS_URL, READ_MODEL_NAMESPACE: `test-${randomUUID()}` };
    backends.push(await startBackend(env), await startBackend(env));
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(backends.map((b) => b.stop()));
    data.remove();
  });

  it('pushes the new occupancy to a client of instance A when instance B takes a booking', async () => {
    const [a, b] = backends as [BackendProcess, BackendProcess];
    const date = tomorrow();
    const slot = TIME_SLOTS[TIME_SLOTS.length - 1]!;
    const socket = io(a.url, { transports: ['websocket'] });
    sockets.push(socket);

    const ack = await new Promise<SubscribeAck>((resolve) =>
      socket.emit(SOCKET_EVENTS.subscribeLabDay, { lab: 'MediaLab', date }, resolve),
    );
    expect(ack.ok).toBe(true);

    const pushed = new Promise<OccupancySnapshot>((resolve) =>
      socket.on(SOCKET_EVENTS.occupancy, (snapshot: OccupancySnapshot) => {
        if (snapshot.taken.length > 0) resolve(snapshot);
      }),
    );
    const catalog = (await (await fetch(`${b.url}/api/catalog`)).json()) as {
      labs: Array<{ id: string; facilities: Array<{ id: string; name: string }> }>;
    };
    const facility = catalog.labs.find((lab) => lab.id === 'MediaLab')!.facilities[0]!;
    const response = await fetch(`${b.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userType: 'Faculty',
        lab: 'MediaLab',
        date,
        timeSlots: [slot.label],
        machines: [{ id: facility.id, name: facility.name }],
        name: 'Meera Kulkarni',
        contactNumber: '9820012345',
        email: 'meera@example.edu',
        institute: 'College of Engineering',
      }),
    });
    expect(response.status).toBe(201);
    const { bookingId, position } = (await response.json()) as { bookingId: string; position: number };

    const snapshot = await pushed;
    expect(snapshot).toMatchObject({ lab: 'MediaLab', date });
    expect(snapshot.position).toBeGreaterThanOrEqual(position);
    // A visitor's snapshot: the cell is taken, by no named booking (26.7); the booking is the one just made.
    expect(snapshot.taken).toEqual([{ slotId: slot.id, facilityId: facility.id, status: 'pending' }]);
    expect(bookingId).toMatch(/^bk-MediaLab-/);
  }, 30_000);
});
