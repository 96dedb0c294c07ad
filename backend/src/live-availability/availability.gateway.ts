import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayInit,
} from '@nestjs/websockets';
import {
  isLabId,
  isCalendarDate,
  labDayRoom,
  publicSnapshot,
  SOCKET_EVENTS,
  SOCKET_REFUSALS,
  type OccupancySnapshot,
  type AvailabilityClientToServer,
  type AvailabilityServerToClient,
  type LabDayRef,
  type SubscribeAck,
} from '@centre/contracts';
import {
  getOccupancy,
  onLabOperationsChanged,
  onOccupancyChanged,
  type ProjectionHost,
  type ReadModelStore,
} from '@centre/projections';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Server, Socket } from 'socket.io';
import { readSessionCookie, UsersService } from '../auth/index.js';
import { isSameOrigin } from '../shared/http/request-gate.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { subscribeToOccupancy, type OccupancySubscription } from '../scale-out/index.js';
import { PROJECTION_HOST, READ_MODEL_STORE } from '../read-models/index.js';

type AvailabilityServer = Server<AvailabilityClientToServer, AvailabilityServerToClient, Record<string, never>, SocketData>;
type AvailabilitySocket = Socket<AvailabilityClientToServer, AvailabilityServerToClient, Record<string, never>, SocketData>;

/** A client may follow a handful of lab-days at once (the form follows one). */
const MAX_ROOMS_PER_SOCKET = 8;

/** Signed-in staff follow a lab-day in a room of their own, whose snapshots keep booking ids. */
const staffRoom = (ref: LabDayRef): string => `${labDayRoom(ref)}:staff`;

interface SocketData {
  address: string;
  staff: boolean;
}

/** The client's address: behind TRUST_PROXY proxies, the one the nearest untrusted hop gave. */
const clientAddress = (socket: AvailabilitySocket, trustedProxies: number): string => {
  const forwarded = socket.handshake.headers['x-forwarded-for'];
  if (trustedProxies > 0 && typeof forwarded === 'string') {
    const hops = forwarded.split(',').map((hop) => hop.trim());
    const address = hops[hops.length - trustedProxies];
    if (address) return address;
  }
  return socket.handshake.address;
};

/** The lab-day a room of this gateway follows (public or staff), or null. */
const dayOfRoom = (room: string): LabDayRef | null => {
  const found = /^labday:([^:]+):(\d{4}-\d{2}-\d{2})(?::staff)?$/.exec(room);
  return found ? { lab: found[1]!, date: found[2]! } : null;
};

const parseRef = (value: unknown): LabDayRef | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { lab, date } = value as Record<string, unknown>;
  return typeof lab === 'string' && isLabId(lab) && typeof date === 'string' && isCalendarDate(date)
    ? { lab, date }
    : null;
};

/**
 * Live availability (DESIGN.md section 5): a client subscribes to a lab-day and receives the
 * occupancy snapshot with its log position now and after every committed change. Snapshots,
 * not deltas, so a missed message never leaves a client wrong.
 */
@WebSocketGateway({ serveClient: false })
export class AvailabilityGateway implements OnGatewayInit, OnModuleDestroy {
  @WebSocketServer() private server!: AvailabilityServer;
  private readonly logger = new Logger('AvailabilityGateway');
  private unsubscribe: (() => void) | null = null;
  private unsubscribeOperations: (() => void) | null = null;
  private relay: Promise<OccupancySubscription | null> = Promise.resolve(null);
  /** Open connections per client address, on this instance. */
  private readonly connections = new Map<string, number>();
  private readonly subscribes: RateLimiterMemory;

  constructor(
    @Inject(PROJECTION_HOST) private readonly host: ProjectionHost,
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
  ) {
    this.subscribes = new RateLimiterMemory({
      keyPrefix: 'socket-subscribes',
      points: config.liveAvailability.subscribesPerMinute,
      duration: 60,
    });
  }

  /**
   * Every handshake: only this site's pages (a foreign `Origin` is refused; clients that send
   * none are not browsers on another site), at most so many open connections per address, and
   * whether a signed-in staff member is on the other end.
   */
  private admit(socket: AvailabilitySocket, next: (error?: Error) => void): void {
    if (!isSameOrigin(socket.handshake.headers, this.config.publicBaseUrl)) {
      next(new Error(SOCKET_REFUSALS.crossOrigin));
      return;
    }
    const address = clientAddress(socket, this.config.trustedProxies);
    const open = this.connections.get(address) ?? 0;
    if (open >= this.config.liveAvailability.connectionsPerAddress) {
      next(new Error(SOCKET_REFUSALS.tooManyConnections));
      return;
    }
    this.connections.set(address, open + 1);
    socket.once('disconnect', () => {
      const left = (this.connections.get(address) ?? 1) - 1;
      if (left > 0) this.connections.set(address, left);
      else this.connections.delete(address);
    });
    socket.data.address = address;
    socket.data.staff = this.users.resolveSession(readSessionCookie({ headers: socket.handshake.headers })) !== null;
    next();
  }

  /** A snapshot to a lab-day's followers: ids to staff, none to anyone else. */
  private static send(to: Pick<AvailabilityServer, 'to'>, snapshot: OccupancySnapshot): void {
    to.to(labDayRoom(snapshot)).emit(SOCKET_EVENTS.occupancy, publicSnapshot(snapshot));
    to.to(staffRoom(snapshot)).emit(SOCKET_EVENTS.occupancy, snapshot);
  }

  afterInit(): void {
    this.server.use((socket, next) => this.admit(socket, next));
    const { projectionsMode, redisUrl, readModelNamespace } = this.config;
    if (projectionsMode === 'external' && redisUrl) {
      // The worker publishes once per change and every instance hears it: each emits to its
      // own sockets only, or a client would get one copy per instance through the adapter.
      this.relay = subscribeToOccupancy(
        redisUrl,
        readModelNamespace,
        (snapshot) => AvailabilityGateway.send(this.server.local, snapshot),
        (lab) => this.pushOperations(lab, this.server.local),
      ).catch((error: unknown) => {
        this.logger.error(`Live availability relay failed to subscribe: ${String(error)}`);
        return null;
      });
      return;
    }
    // Fired only in the process that committed the batch, never for a rebuild's replay; the
    // adapter carries it to the other instances. Alone (no Redis), this instance's rooms are
    // every follower there is: a lab-day nobody follows costs no read and no message.
    const alone = redisUrl === undefined;
    this.unsubscribe = onOccupancyChanged(
      this.host,
      this.store,
      (snapshot) => AvailabilityGateway.send(this.server, snapshot),
      (day) => {
        const { rooms } = this.server.sockets.adapter;
        return !alone || rooms.has(labDayRoom(day)) || rooms.has(staffRoom(day));
      },
    );
    // A closure or outage changes no occupancy document but the cells nobody can book: the
    // followed lab-days of its lab (every lab, for the centre's) get a fresh snapshot.
    this.unsubscribeOperations = onLabOperationsChanged(this.host, (lab) => this.pushOperations(lab));
  }

  /** Fresh snapshots of the followed lab-days (of this instance's rooms) of a lab whose operations changed. */
  private pushOperations(lab: string | null, to: Pick<AvailabilityServer, 'to'> = this.server): void {
    const days = new Map<string, LabDayRef>();
    for (const room of this.server.sockets.adapter.rooms.keys()) {
      const day = dayOfRoom(room);
      if (day && (lab === null || day.lab === lab)) days.set(labDayRoom(day), day);
    }
    for (const day of days.values()) {
      getOccupancy(this.store, day.lab, day.date)
        .then((snapshot) => AvailabilityGateway.send(to, snapshot))
        .catch((error: unknown) => this.logger.warn(`Occupancy read failed: ${String(error)}`));
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribeOperations?.();
    await (await this.relay)?.close();
  }

  @SubscribeMessage(SOCKET_EVENTS.subscribeLabDay)
  async subscribe(
    @ConnectedSocket() socket: AvailabilitySocket,
    @MessageBody() body: unknown,
  ): Promise<SubscribeAck> {
    // Counted per address, so many sockets of one client share one budget of store reads.
    try {
      await this.subscribes.consume(socket.data.address);
    } catch {
      return { ok: false, message: SOCKET_REFUSALS.tooManySubscriptions };
    }
    const ref = parseRef(body);
    if (!ref) return { ok: false, message: 'Choose a known lab and a date (YYYY-MM-DD).' };
    const room = socket.data.staff ? staffRoom(ref) : labDayRoom(ref);
    if (!socket.rooms.has(room) && socket.rooms.size > MAX_ROOMS_PER_SOCKET) {
      return { ok: false, message: 'Too many lab-days followed at once.' };
    }
    await socket.join(room);
    try {
      const snapshot = await getOccupancy(this.store, ref.lab, ref.date);
      return { ok: true, snapshot: socket.data.staff ? snapshot : publicSnapshot(snapshot) };
    } catch (error: unknown) {
      this.logger.warn(`Occupancy read failed: ${String(error)}`);
      return { ok: false, message: 'Live availability is unavailable right now.' };
    }
  }

  @SubscribeMessage(SOCKET_EVENTS.unsubscribeLabDay)
  async unsubscribeLabDay(
    @ConnectedSocket() socket: AvailabilitySocket,
    @MessageBody() body: unknown,
  ): Promise<void> {
    const ref = parseRef(body);
    if (ref) await socket.leave(socket.data.staff ? staffRoom(ref) : labDayRoom(ref));
  }
}
