import { SOCKET_EVENTS, SOCKET_REFUSALS, type SubscribeAck } from '@centre/contracts';
import { io, type Socket } from 'socket.io-client';
import { startBackend, tempDataDir, type BackendProcess } from '../../testing/backend-process.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  REVIEW_LINK_SECRET,
  bookingBody,
  centreDate,
  labFacilities,
  postJson,
  signIn,
} from '../testing/backend-client.js';

const CONNECTIONS_PER_ADDRESS = 4;
const SUBSCRIBES_PER_MINUTE = 6;

/** A socket that is connected, or the reason its handshake was refused. */
const open = (url: string, options: Parameters<typeof io>[1] = {}): Promise<Socket | Error> =>
  new Promise((resolve) => {
    const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, ...options });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      resolve(error);
    });
  });

const subscribe = (socket: Socket, lab: string, date: string): Promise<SubscribeAck> =>
  socket.emitWithAck(SOCKET_EVENTS.subscribeLabDay, { lab, date }) as Promise<SubscribeAck>;

describe('26.7 socket.io', () => {
  const data = tempDataDir();
  let backend: BackendProcess;
  const sockets: Socket[] = [];
  const connected = async (options?: Parameters<typeof io>[1]): Promise<Socket> => {
    const socket = await open(backend.url, options);
    if (socket instanceof Error) throw socket;
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    backend = await startBackend({
      DATA_DIR: data.dir,
      REVIEW_LINK_SECRET,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SOCKET_CONNECTIONS_PER_ADDRESS: String(CONNECTIONS_PER_ADDRESS),
      SOCKET_SUBSCRIBES_PER_MINUTE: String(SUBSCRIBES_PER_MINUTE),
    });
  }, 60_000);

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  afterAll(async () => {
    await backend?.stop();
    data.remove();
  });

  it("refuses a handshake from another site's page, admits the site's own", async () => {
    const foreign = await open(backend.url, { extraHeaders: { Origin: 'https://evil.example' } });
    expect(foreign).toBeInstanceOf(Error);
    expect((foreign as Error).message).toBe(SOCKET_REFUSALS.crossOrigin);
    await connected({ extraHeaders: { Origin: backend.url } });
  });

  it('sends public snapshots without booking ids; signed-in staff see them', async () => {
    const facilities = await labFacilities(backend.url, 'BioLab');
    const date = centreDate(3);
    const booked = await postJson(`${backend.url}/api/bookings`, bookingBody('BioLab', date, [2], facilities.slice(0, 1)));
    const { bookingId } = (await booked.json()) as { bookingId: string };
    const visitor = await connected();
    const seen = await subscribe(visitor, 'BioLab', date);
    expect(seen.ok && seen.snapshot.taken).toEqual([{ slotId: '11:00', facilityId: facilities[0]!.id, status: 'pending' }]);
    expect(JSON.stringify(seen)).not.toContain(bookingId);
    const staff = await connected({ extraHeaders: { Cookie: await signIn(backend.url) } });
    const staffSeen = await subscribe(staff, 'BioLab', date);
    expect(staffSeen.ok && staffSeen.snapshot.taken[0]?.bookingId).toBe(bookingId);
    // And what is pushed on a change: the visitor's without ids, the staff member's with them.
    const pushed = (socket: Socket) => new Promise<string>((resolve) => socket.once(SOCKET_EVENTS.occupancy, (s: unknown) => resolve(JSON.stringify(s))));
    const toVisitor = pushed(visitor);
    const toStaff = pushed(staff);
    const second = await postJson(`${backend.url}/api/bookings`, bookingBody('BioLab', date, [3], facilities.slice(0, 1)));
    const secondId = ((await second.json()) as { bookingId: string }).bookingId;
    expect(await toVisitor).not.toContain(secondId);
    expect(await toStaff).toContain(secondId);
  });

  it('caps the open connections of one address, and frees a place when one closes', async () => {
    const held: Socket[] = [];
    for (let i = 0; i < CONNECTIONS_PER_ADDRESS; i += 1) held.push(await connected());
    const refused = await open(backend.url);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toBe(SOCKET_REFUSALS.tooManyConnections);
    held[0]!.close();
    await new Promise((r) => setTimeout(r, 200));
    await connected();
  });

  it('rate-limits subscriptions per address, across its sockets', async () => {
    const a = await connected();
    const b = await connected();
    const answers: SubscribeAck[] = [];
    for (let i = 0; i < SUBSCRIBES_PER_MINUTE + 2; i += 1) answers.push(await subscribe(i % 2 ? a : b, 'MediaLab', centreDate(1 + (i % 3))));
    // Earlier tests of this address spent some of the minute's budget already.
    const refused = answers.filter((ack) => !ack.ok);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    expect(refused[0]).toEqual({ ok: false, message: SOCKET_REFUSALS.tooManySubscriptions });
  });
});
