import type { AnyEvent, RecordedEvent } from '@centre/contracts';
import type { EventFeed, Subscription } from '../engine/event-feed.port.js';

export interface InMemoryEventFeedOptions {
  /** Deliver every live event twice, as an at-least-once transport may. */
  redeliver?: boolean;
  /** recordedAt of the next appended event. */
  clock?: () => Date;
}

/** The log in an array: what the backend's adapters do, minus the disk. */
export class InMemoryEventFeed implements EventFeed {
  readonly events: RecordedEvent[] = [];
  private readonly revisions = new Map<string, number>();
  private readonly pumps = new Set<() => void>();
  private readonly clock: () => Date;

  constructor(private readonly options: InMemoryEventFeedOptions = {}) {
    this.clock = options.clock ?? (() => new Date());
  }

  append(streamId: string, ...events: AnyEvent[]): RecordedEvent[] {
    const recorded = events.map((event) => {
      const revision = (this.revisions.get(streamId) ?? -1) + 1;
      this.revisions.set(streamId, revision);
      const entry: RecordedEvent = {
        streamId,
        revision,
        position: this.events.length + 1,
        recordedAt: this.clock().toISOString(),
        event,
      };
      this.events.push(entry);
      return entry;
    });
    for (const pump of this.pumps) pump();
    return recorded;
  }

  get position(): number {
    return this.events.length;
  }

  async readAll(after: number, limit: number): Promise<RecordedEvent[]> {
    // A real log answers through I/O: let timers run between reads, as they would.
    await new Promise((resolve) => setImmediate(resolve));
    return this.events.slice(Math.max(0, after), Math.max(0, after) + limit);
  }

  async head(): Promise<{ position: number; recordedAt: string | null }> {
    const last = this.events[this.events.length - 1];
    return { position: last?.position ?? 0, recordedAt: last?.recordedAt ?? null };
  }

  subscribe(after: number, onEvent: (event: RecordedEvent) => Promise<void> | void): Subscription {
    let cursor = after;
    let closed = false;
    let pumping = false;
    let delivering: Promise<void> = Promise.resolve();
    const pump = async (): Promise<void> => {
      try {
        for (let next = this.events[cursor]; next && !closed; next = this.events[cursor]) {
          cursor = next.position;
          await onEvent(next);
          if (this.options.redeliver && !closed) await onEvent(next);
        }
      } finally {
        pumping = false;
      }
    };
    const start = () => {
      if (pumping) return;
      pumping = true;
      delivering = pump();
    };
    this.pumps.add(start);
    start();
    return {
      // Like the backend's subscriptions: resolves once the delivery in progress has returned.
      close: async () => {
        closed = true;
        this.pumps.delete(start);
        await delivering;
      },
    };
  }
}
