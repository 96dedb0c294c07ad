import type { OccupancySnapshot, TakenSlot, UnavailableCell } from '@centre/contracts';
import { createClient } from 'redis';

/**
 * Live pushes when projections run in a separate worker (DESIGN.md section 5): the worker
 * commits the occupancy, then publishes each changed lab-day's snapshot on one Redis channel
 * of its read-model namespace; every backend instance relays it to its own sockets. A closure
 * or an outage changes no lab-day document, and only the backends know which lab-days are
 * followed: the worker says which lab's operations changed (null: the centre's), and each
 * instance reads and pushes its own followed lab-days of that lab.
 */
export const occupancyChannel = (namespace: string): string => `${namespace}:occupancy`;

const isTaken = (value: unknown): value is TakenSlot => {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t.slotId === 'string' &&
    typeof t.facilityId === 'string' &&
    typeof t.bookingId === 'string' &&
    (t.status === 'pending' || t.status === 'approved')
  );
};

const isUnavailable = (value: unknown): value is UnavailableCell => {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.slotId === 'string' &&
    (c.facilityId === null || typeof c.facilityId === 'string') &&
    (c.reason === 'closed' || c.reason === 'maintenance') &&
    (c.note === undefined || typeof c.note === 'string')
  );
};

/** The operations of a lab (null: of the whole centre) changed: its followed lab-days need a fresh snapshot. */
export interface OperationsChanged {
  operationsOf: string | null;
}

const parse = (message: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(message);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** The snapshot a message carries, or null for anything else on the channel. */
export const parseOccupancyMessage = (message: string): OccupancySnapshot | null => {
  const s = parse(message);
  if (s === null) return null;
  if (typeof s.lab !== 'string' || typeof s.date !== 'string' || typeof s.position !== 'number') return null;
  if (!Array.isArray(s.taken) || !s.taken.every(isTaken)) return null;
  // The cells closures and outages shut travel with the snapshot, as they do inline.
  if (s.unavailable !== undefined && !(Array.isArray(s.unavailable) && s.unavailable.every(isUnavailable))) return null;
  const unavailable = s.unavailable as UnavailableCell[] | undefined;
  return { lab: s.lab, date: s.date, position: s.position, taken: s.taken, ...(unavailable && { unavailable }) };
};

/** The lab whose operations a message says changed, or null for anything else on the channel. */
export const parseOperationsMessage = (message: string): OperationsChanged | null => {
  const s = parse(message);
  if (s === null || !('operationsOf' in s)) return null;
  return s.operationsOf === null || typeof s.operationsOf === 'string' ? { operationsOf: s.operationsOf } : null;
};

/** What publishing needs of a node-redis client. */
export interface RedisPublisher {
  publish(channel: string, message: string): Promise<unknown>;
}

/** Publishes snapshots; a failed publish is only logged: clients resync on their next subscribe. */
export class OccupancyPublisher {
  private readonly channel: string;

  constructor(
    private readonly client: RedisPublisher,
    namespace: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.channel = occupancyChannel(namespace);
  }

  publish(snapshot: OccupancySnapshot): void {
    this.client.publish(this.channel, JSON.stringify(snapshot)).catch(this.onError);
  }

  publishOperations(lab: string | null): void {
    const message: OperationsChanged = { operationsOf: lab };
    this.client.publish(this.channel, JSON.stringify(message)).catch(this.onError);
  }
}

/** A subscription of its own connection (a subscribed node-redis client can do nothing else). */
export interface OccupancySubscription {
  close(): Promise<void>;
}

export const subscribeToOccupancy = async (
  redisUrl: string,
  namespace: string,
  listener: (snapshot: OccupancySnapshot) => void,
  onOperations: (lab: string | null) => void = () => {},
): Promise<OccupancySubscription> => {
  const client = createClient({ url: redisUrl });
  client.on('error', () => {
    // Reconnects and resubscribes on its own.
  });
  await client.connect();
  await client.subscribe(occupancyChannel(namespace), (message: string) => {
    const snapshot = parseOccupancyMessage(message);
    if (snapshot) {
      listener(snapshot);
      return;
    }
    const operations = parseOperationsMessage(message);
    if (operations) onOperations(operations.operationsOf);
  });
  return {
    async close() {
      await client.close();
    },
  };
};
