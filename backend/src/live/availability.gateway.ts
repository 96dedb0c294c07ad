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
import type { ProjectionHost } from '@centre/projections';
import type { Server, Socket } from 'socket.io';
import { PROJECTION_HOST } from './projection-host.provider.js';

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

  constructor(@Inject(PROJECTION_HOST) private readonly host: ProjectionHost) {}

  afterInit(): void {
    // Fired only after a read-model commit, and never for a rebuild's replay.
    this.unsubscribe = this.host.onOccupancyChanged((snapshot) => {
      this.server.to(labDayRoom(snapshot)).emit(SOCKET_EVENTS.occupancy, snapshot);
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  @SubscribeMessage(SOCKET_EVENTS.subscribeLabDay)
  async subscribe(@ConnectedSocket() socket: AvailabilitySocket, @MessageBody() body: unknown): Promise<SubscribeAck> {
    const ref = parseRef(body);
    if (!ref) return { ok: false, message: 'Choose a known lab and a date (YYYY-MM-DD).' };
    const room = labDayRoom(ref);
    if (!socket.rooms.has(room) && socket.rooms.size > MAX_ROOMS_PER_SOCKET) {
      return { ok: false, message: 'Too many lab-days followed at once.' };
    }
    await socket.join(room);
    try {
      return { ok: true, snapshot: await this.host.getOccupancy(ref.lab, ref.date) };
    } catch (error: unknown) {
      this.logger.warn(`Occupancy read failed: ${String(error)}`);
      return { ok: false, message: 'Live availability is unavailable right now.' };
    }
  }

  @SubscribeMessage(SOCKET_EVENTS.unsubscribeLabDay)
  async unsubscribeLabDay(@ConnectedSocket() socket: AvailabilitySocket, @MessageBody() body: unknown): Promise<void> {
    const ref = parseRef(body);
    if (ref) await socket.leave(labDayRoom(ref));
  }
}
