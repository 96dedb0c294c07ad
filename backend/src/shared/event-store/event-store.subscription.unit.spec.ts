import { subscriptionDone } from './event-store.subscription.js';

describe("a subscription's end", () => {
  it('tells the adapter once the loop ends, and resolves', async () => {
    const heard: string[] = [];
    const done = subscriptionDone(Promise.resolve(), { onStop: () => heard.push('stop'), onError: () => heard.push('error') });
    await expect(done).resolves.toBeUndefined();
    expect(heard).toEqual(['stop']);
  });

  it('tells the adapter, then the consumer, of the failure that stopped the loop, and rejects with it', async () => {
    const heard: unknown[] = [];
    const failure = new Error('log unreadable');
    const done = subscriptionDone(Promise.reject(failure), { onStop: () => heard.push('stop'), onError: (error) => heard.push(error) });
    await expect(done).rejects.toBe(failure);
    expect(heard).toEqual(['stop', failure]);
  });

  it('leaves no unhandled rejection when nobody awaits it, nor asks for an onError', async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listener);
    try {
      let stopped = false;
      subscriptionDone(Promise.reject(new Error('unawaited')), { onStop: () => (stopped = true), onError: undefined });
      await new Promise((resolve) => setImmediate(resolve));
      expect(stopped).toBe(true);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listener);
    }
  });
});
