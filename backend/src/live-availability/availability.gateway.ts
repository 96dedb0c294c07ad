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
  SOCKET_EVENTS,
  type AvailabilityClientToServer,
  type AvailabilityServerToClient,
  type LabDayRef,
  type SubscribeAck,
} from '@centre/contracts';
import {
  getOccupancy,
  onOccupancyChanged,
  type ProjectionHost,
  type ReadModelStore,
} from '@centre/projections';
import type { Server, Socket } from 'socket.io';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { subscribeToOccupancy, type OccupancySubscription } from '../scale-out/index.js';
import { PROJECTION_HOST, READ_MODEL_STORE } from '../read-models/index.js';

type AvailabilityServer = Server<AvailabilityClientToServer, AvailabilityServerToClient>;
type AvailabilitySocket = Socket<AvailabilityClientToServer, AvailabilityServerToClient>;

/** A client may follow a handful of lab-days at once (the form follows one). */
const MAX_ROOMS_PER_SOCKET = 8;

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
  private relay: Promise<OccupancySubscription | null> = Promise.resolve(null);

  constructor(
    @Inject(PROJECTION_HOST) private readonly host: ProjectionHost,
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  afterInit(): void {
    const { projectionsMode, redisUrl, readModelNamespace } = this.config;
    if (projectionsMode === 'external' && redisUrl) {
      // The worker publishes once per change and every instance hears it: each emits to its
      // own sockets only, or a client would get one copy per instance through the adapter.
      this.relay = subscribeToOccupancy(redisUrl, readModelNamespace, (snapshot) => {
        this.server.local.to(labDayRoom(snapshot)).emit(SOCKET_EVENTS.occupancy, snapshot);
      }).catch((error: unknown) => {
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
      (snapshot) => {
        this.server.to(labDayRoom(snapshot)).emit(SOCKET_EVENTS.occupancy, snapshot);
      },
      (day) => !alone || this.server.sockets.adapter.rooms.has(labDayRoom(day)),
    );
  }

  async onModuleDestroy(): Promise<void> {
    this.unsubscribe?.();
    await (await this.relay)?.close();
  }

  @SubscribeMessage(SOCKET_EVENTS.subscribeLabDay)
  async subscribe(
    @ConnectedSocket() socket: AvailabilitySocket,
    @MessageBody() body: unknown,
  ): Promise<SubscribeAck> {
    const ref = parseRef(body);
    if (!ref) return { ok: false, message: 'Choose a known lab and a date (YYYY-MM-DD).' };
    const room = labDayRoom(ref);
    if (!socket.rooms.has(room) && socket.rooms.size > MAX_ROOMS_PER_SOCKET) {
      return { ok: false, message: 'Too many lab-days followed at once.' };
    }
    await socket.join(room);
    try {
      return { ok: true, snapshot: await getOccupancy(this.store, ref.lab, ref.date) };
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
    if (ref) await socket.leave(labDayRoom(ref));
  }
}
