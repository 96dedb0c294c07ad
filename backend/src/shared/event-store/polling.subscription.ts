import type { EventEmitter } from 'node:events';
import type { RecordedEvent } from '@centre/contracts';
import { subscriptionDone, type EventStoreSubscription, type SubscriptionEnd } from './event-store.subscription.js';

export interface PollingSubscriptionSource extends SubscriptionEnd {
  after: number;
  onEvent: (event: RecordedEvent) => Promise<void> | void;
  pageSize: number;
  pollIntervalMs: number;
  /** Events with position > after, in position order, at most `limit`. */
  readPage: (after: number, limit: number) => RecordedEvent[];
  /** The newest position the log's owner knows of (its own commits and what its poll saw); no query. */
  knownHead: () => number;
  /** Emits 'append' whenever the known head moves (or a look at it failed): wakes an idle subscription. */
  appended: EventEmitter;
}

/**
 * Follows a log that can be read by position: reads pages after the last delivered position
 * until a short page, then sleeps until the log's owner says the head moved (an append of this
 * process, or its poll for those of others).
 * Every read starts after the last delivered position, so catching up and following live are
 * the same loop and there is no boundary where an event could be skipped or repeated.
 */
export class PollingSubscription implements EventStoreSubscription {
  readonly done: Promise<void>;
  private position: number;
  private stopped = false;
  private wake: (() => void) | undefined;

  constructor(private readonly source: PollingSubscriptionSource) {
    this.position = source.after;
    this.done = subscriptionDone(this.run(), source);
  }

  get lastPosition(): number {
    return this.position;
  }

  /** Stops delivery; resolves once the onEvent in progress, if any, has returned. */
  async close(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.done.catch(() => undefined);
  }

  private async run(): Promise<void> {
    // Start on a later tick so that subscribe() returns before the first onEvent runs.
    await Promise.resolve();
    while (!this.stopped) {
      const page = this.source.readPage(this.position, this.source.pageSize);
      for (const event of page) {
        if (this.stopped) return;
        await this.source.onEvent(event);
        this.position = event.position;
      }
      if (page.length < this.source.pageSize) await this.newerHead();
    }
  }

  private newerHead(): Promise<void> {
    return new Promise<void>((resolve) => {
      const finish = (): void => {
        this.source.appended.off('append', finish);
        this.wake = undefined;
        resolve();
      };
      this.wake = finish;
      this.source.appended.on('append', finish);
      // An append may have landed while the last page was being delivered.
      if (this.stopped || this.source.knownHead() > this.position) finish();
    });
  }
}
