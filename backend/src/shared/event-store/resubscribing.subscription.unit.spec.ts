import type { RecordedEvent } from '@centre/contracts';
import {
  ResubscribingSubscription,
  type Feed,
  type ResubscribingSubscriptionSource,
} from './resubscribing.subscription.js';
import { testEvent, waitFor } from './testing/event-store.fixtures.js';

const recordedAt = '2026-01-01T09:00:00.000Z';
const recorded = (position: number): RecordedEvent => ({
  streamId: 'labday-test',
  revision: position - 1,
  position,
  recordedAt,
  event: testEvent(position),
});

/**
 * A pushed feed over an in-memory log. Each feed starts two events early (as a resumed
 * server subscription may), yields a foreign event (undefined) first, then follows appends.
 * `failAfter(n)` makes the next feeds break after n events, like a dropped connection.
 */
class FakeServer {
  readonly log: RecordedEvent[] = [];
  readonly opens: number[] = [];
  private failures: (number | 'end')[] = [];
  private notify: (() => void) | undefined;

  append(count: number): void {
    for (let i = 0; i < count; i += 1) this.log.push(recorded(this.log.length + 1));
    this.notify?.();
  }

  dropNextFeeds(...after: (number | 'end')[]): void {
    this.failures.push(...after);
  }

  open = async (after: number): Promise<Feed> => {
    this.opens.push(after);
    const state = { stopped: false };
    return {
      events: this.follow(after, this.failures.shift(), state),
      stop: async () => {
        state.stopped = true;
      },
    };
  };

  private async *follow(
    after: number,
    failure: number | 'end' | undefined,
    state: { stopped: boolean },
  ): AsyncGenerator<RecordedEvent | undefined> {
    yield undefined;
    let next = Math.max(0, after - 2);
    let sent = 0;
    while (!state.stopped) {
      const event = this.log[next];
      if (event) {
        if (typeof failure === 'number' && sent === failure) throw new Error('connection lost');
        if (failure === 'end' && sent === 1) return;
        next += 1;
        sent += 1;
        yield event;
      } else {
        await new Promise<void>((resolve) => {
          this.notify = resolve;
          setTimeout(resolve, 20);
        });
      }
    }
  }
}

describe('ResubscribingSubscription', () => {
  const start = (
    server: FakeServer,
    after: number,
    onEvent: ResubscribingSubscriptionSource['onEvent'],
    overrides: Partial<ResubscribingSubscriptionSource> = {},
  ) =>
    new ResubscribingSubscription({
      after,
      onEvent,
      onError: undefined,
      maxBackoffMs: 5,
      open: server.open,
      onStop: () => undefined,
      ...overrides,
    });

  it('resubscribes after drops from the last delivered position, with no gap and no duplicate', async () => {
    const server = new FakeServer();
    server.append(10);
    server.dropNextFeeds(3, 'end', 4);
    const received: number[] = [];
    const subscription = start(server, 2, (event) => {
      received.push(event.position);
    });

    await waitFor(() => received.length === 8, 'the caught-up events');
    server.append(5);
    await waitFor(() => received.length === 13, 'the live events');
    await subscription.close();

    expect(received).toEqual(Array.from({ length: 13 }, (_, i) => i + 3));
    expect(server.opens.slice(0, 4)).toEqual([2, 3, 3, 5]);
    expect(subscription.lastPosition).toBe(15);
    await expect(subscription.done).resolves.toBeUndefined();
  });

  it("stops on the consumer's failure, reports it, and does not resubscribe", async () => {
    const server = new FakeServer();
    server.append(5);
    const failure = new Error('handler failed');
    const reported: unknown[] = [];
    const received: number[] = [];
    const subscription = start(
      server,
      0,
      (event) => {
        if (event.position === 3) throw failure;
        received.push(event.position);
      },
      { onError: (error) => reported.push(error) },
    );

    await expect(subscription.done).rejects.toBe(failure);
    expect(reported).toEqual([failure]);
    expect(received).toEqual([1, 2]);
    expect(server.opens).toEqual([0]);
    expect(subscription.lastPosition).toBe(2);
  });

  it('closes at once while waiting to reconnect', async () => {
    const opens: number[] = [];
    const subscription = new ResubscribingSubscription({
      after: 7,
      onEvent: () => undefined,
      onError: undefined,
      maxBackoffMs: 60_000,
      open: async (after) => {
        opens.push(after);
        throw new Error('server unavailable');
      },
      onStop: () => undefined,
    });
    await waitFor(() => opens.length === 2, 'a retry');

    const began = Date.now();
    await subscription.close();

    expect(Date.now() - began).toBeLessThan(1_000);
    expect(opens).toEqual([7, 7]);
    await expect(subscription.done).resolves.toBeUndefined();
  });
});
