import { jest } from '@jest/globals';
import { ReadModelUnavailableError, RedisReadModelStore, type RedisCommandClient } from './redis.read-model-store.js';

/** Answers SCRIPT LOAD; leaves every other command unanswered, as a stalled Redis would. */
const silentRedis = (isReady = true) => {
  const sent: Array<{ command: string; timeout: number | undefined }> = [];
  const client: RedisCommandClient = {
    isReady,
    sendCommand(args, options) {
      sent.push({ command: args[0]!, timeout: options?.timeout });
      if (args[0] === 'SCRIPT') return Promise.resolve('sha');
      return new Promise(() => {});
    },
  };
  return { client, sent };
};

const read = (store: RedisReadModelStore, timeoutMs?: number) =>
  store.read({ projection: 'occupancy', active: true }, [{ op: 'get', key: '_checkpoint' }], timeoutMs === undefined ? {} : { timeoutMs });

describe('Redis read-model store, bounded commands', () => {
  it('gives up on a read after its bound, with its own timer rather than node-redis’s timeout', async () => {
    const { client, sent } = silentRedis();
    const store = new RedisReadModelStore(client, { root: 'test' });
    const started = Date.now();
    const error = await read(store, 50).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReadModelUnavailableError);
    expect((error as Error).message).toBe('Redis did not answer within 50 ms');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(Date.now() - started).toBeLessThan(1000);
    // timeout 0: node-redis starts no AbortSignal.timeout of its own for these commands.
    expect(sent).toEqual([
      { command: 'SCRIPT', timeout: 0 },
      { command: 'EVALSHA', timeout: 0 },
    ]);
  });

  it('answers a bounded read that comes in time, and its timer is gone', async () => {
    jest.useFakeTimers();
    try {
      const client: RedisCommandClient = {
        isReady: true,
        sendCommand: async (args) => (args[0] === 'SCRIPT' ? 'sha' : ['ok', ['42']]),
      };
      const store = new RedisReadModelStore(client, { root: 'test' });
      await expect(read(store, 250)).resolves.toEqual(['42']);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a bounded read at once while the client is not connected, sending nothing', async () => {
    const { client, sent } = silentRedis(false);
    const store = new RedisReadModelStore(client, { root: 'test' });
    const started = Date.now();
    await expect(read(store, 5_000)).rejects.toThrow('Redis is not connected');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(sent).toEqual([]);
  });

  it('bounds any other command by node-redis’s default of 5 s, with its own timer too', async () => {
    jest.useFakeTimers();
    try {
      const { client, sent } = silentRedis();
      const store = new RedisReadModelStore(client, { root: 'test' });
      const answer = read(store).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(4_999);
      expect(jest.getTimerCount()).toBe(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(((await answer) as Error).message).toBe('Redis did not answer within 5000 ms');
      expect(sent).toEqual([
        { command: 'SCRIPT', timeout: 0 },
        { command: 'EVALSHA', timeout: 0 },
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves any other command to node-redis’s queue and timeout while the client is not connected', async () => {
    const { client, sent } = silentRedis(false);
    const store = new RedisReadModelStore(client, { root: 'test' });
    void read(store);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual([
      { command: 'SCRIPT', timeout: undefined },
      { command: 'EVALSHA', timeout: undefined },
    ]);
  });
});
