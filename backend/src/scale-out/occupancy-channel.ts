import type { OccupancySnapshot, TakenSlot } from '@centre/contracts';
import { createClient } from 'redis';

/**
 * Live pushes when projections run in a separate worker (DESIGN.md section 5): the worker
 * commits the occupancy, then publishes each changed lab-day's snapshot on one Redis channel
 * of its read-model namespace; every backend instance relays it to its own sockets.
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

/** The snapshot a message carries, or null for anything else on the channel. */
export const parseOccupancyMessage = (message: string): OccupancySnapshot | null => {
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const s = value as Record<string, unknown>;
  if (typeof s.lab !== 'string' || typeof s.date !== 'string' || typeof s.position !== 'number') return null;
  if (!Array.isArray(s.taken) || !s.taken.every(isTaken)) return null;
  return { lab: s.lab, date: s.date, position: s.position, taken: s.taken };
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
}

/** A subscription of its own connection (a subscribed node-redis client can do nothing else). */
export interface OccupancySubscription {
  close(): Promise<void>;
}

export const subscribeToOccupancy = async (
  redisUrl: string,
  namespace: string,
  listener: (snapshot: OccupancySnapshot) => void,
): Promise<OccupancySubscription> => {
  const client = createClient({ url: redisUrl });
  client.on('error', () => {
    // Reconnects and resubscribes on its own.
  });
  await client.connect();
  await client.subscribe(occupancyChannel(namespace), (message: string) => {
    const snapshot = parseOccupancyMessage(message);
    if (snapshot) listener(snapshot);
  });
  return {
    async close() {
      await client.close();
    },
  };
};
