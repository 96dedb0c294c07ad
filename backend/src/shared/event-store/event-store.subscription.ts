import type { Subscription } from '@centre/projections';

export interface SubscribeOptions {
  /**
   * Called once when the subscription stops on an error: onEvent threw, or the log could not
   * be read. The subscription does not retry a failing onEvent; resubscribe from the last
   * position the consumer has processed.
   */
  onError?: (error: unknown) => void;
}

/**
 * What both adapters' subscribe() return. `done` settles when delivery stops for good:
 * it resolves after close(), and rejects with the error that stopped it. A rejection nobody
 * awaits never crashes the process (it is also reported through `onError`).
 */
export interface EventStoreSubscription extends Subscription {
  readonly done: Promise<void>;
  /** Position of the last event onEvent returned for (the `after` given, before any). */
  readonly lastPosition: number;
}

/** What a subscription's loop tells its adapter and its consumer when it stops. */
export interface SubscriptionEnd {
  onError: ((error: unknown) => void) | undefined;
  /** The adapter's own bookkeeping of its live subscriptions. */
  onStop: () => void;
}

/**
 * The `done` of a subscription whose delivery loop is `run`: once it ends, `onStop`; once it
 * fails, `onStop`, then `onError`, and `done` rejects with the error. That rejection is
 * observed here, so unawaited it never crashes the process.
 */
export const subscriptionDone = (run: Promise<void>, end: SubscriptionEnd): Promise<void> => {
  const done = run.then(
    () => {
      end.onStop();
    },
    (error: unknown) => {
      end.onStop();
      end.onError?.(error);
      throw error;
    },
  );
  done.catch(() => undefined);
  return done;
};
