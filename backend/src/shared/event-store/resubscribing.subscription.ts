import type { RecordedEvent } from '@centre/contracts';
import { subscriptionDone, type EventStoreSubscription, type SubscriptionEnd } from './event-store.subscription.js';

/** One connection of a server-pushed feed of the log. */
export interface Feed {
  /** The log's events after the position it was opened at; undefined for what is not ours. */
  events: AsyncIterable<RecordedEvent | undefined>;
  stop(): Promise<void>;
}

export interface ResubscribingSubscriptionSource extends SubscriptionEnd {
  after: number;
  onEvent: (event: RecordedEvent) => Promise<void> | void;
  maxBackoffMs: number;
  /** Opens a feed of everything after `after`; it may start a little early. */
  open: (after: number) => Promise<Feed>;
}

/** Wraps a consumer's failure so that it stops the subscription instead of being retried. */
class HandlerFailure {
  constructor(readonly error: unknown) {}
}

/**
 * Follows a server-pushed feed. When the feed fails or ends without close(), the connection
 * dropped: it opens a new one after the last delivered position, with exponential backoff,
 * and drops whatever the new feed repeats. Only the consumer's own failure stops it.
 */
export class ResubscribingSubscription implements EventStoreSubscription {
  readonly done: Promise<void>;
  private position: number;
  private stopped = false;
  private feed: Feed | undefined;
  private wake: (() => void) | undefined;

  constructor(private readonly source: ResubscribingSubscriptionSource) {
    this.position = source.after;
    this.done = subscriptionDone(this.run(), source);
  }

  get lastPosition(): number {
    return this.position;
  }

  async close(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.feed?.stop().catch(() => undefined);
    await this.done.catch(() => undefined);
  }

  private async run(): Promise<void> {
    let attempt = 0;
    while (!this.stopped) {
      try {
        this.feed = await this.source.open(this.position);
        if (this.stopped) break;
        for await (const recorded of this.feed.events) {
          if (this.stopped) break;
          if (!recorded || recorded.position <= this.position) continue;
          await this.deliver(recorded);
          attempt = 0;
        }
      } catch (error: unknown) {
        if (error instanceof HandlerFailure) throw error.error;
      } finally {
        await this.feed?.stop().catch(() => undefined);
        this.feed = undefined;
      }
      if (this.stopped) break;
      attempt += 1;
      await this.pause(Math.min(100 * 2 ** attempt, this.source.maxBackoffMs));
    }
  }

  private async deliver(recorded: RecordedEvent): Promise<void> {
    try {
      await this.source.onEvent(recorded);
    } catch (error: unknown) {
      throw new HandlerFailure(error);
    }
    this.position = recorded.position;
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const finish = (): void => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.wake = finish;
    });
  }
}
