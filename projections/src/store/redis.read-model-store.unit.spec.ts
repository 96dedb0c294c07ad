import { jest } from '@jest/globals';
import { ReadModelUnavailableError, RedisReadModelStore, type RedisCommandClient } from './redis.read-model-store.js';

/** Leaves every command and transaction unanswered, as a stalled Redis would. */
const silentRedis = (isReady = true) => {
  const sent: Array<{ command: string; timeout: number | undefined }> = [];
  const client: RedisCommandClient = {
    isReady,
    sendCommand(args, options) {
      sent.push({ command: args[0]!, timeout: options?.timeout });
      return new Promise(() => {});
    },
    multi: () => ({ addCommand: () => undefined, exec: () => new Promise(() => {}) }),
  };
  return { client, sent };
};

/** Answers the pointer's MGET with generation 1 and each transaction with `replies`, recording the commands. */
const answeringRedis = (...replies: unknown[][]) => {
  const transactions: string[][][] = [];
  const client: RedisCommandClient = {
    isReady: true,
    sendCommand: async (args) => (args[0] === 'MGET' ? ['1'] : null),
    multi() {
      const commands: string[][] = [];
      transactions.push(commands);
      return {
        addCommand: (args: string[]) => commands.push(args),
        exec: async () => replies.shift() ?? [],
      };
    },
  };
  return { client, transactions };
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
    expect(sent).toEqual([{ command: 'MGET', timeout: 0 }]);
  });

  it('answers a bounded read that comes in time, and its timer is gone', async () => {
    jest.useFakeTimers();
    try {
      const { client } = answeringRedis(['1', '42']);
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
      expect(sent).toEqual([{ command: 'MGET', timeout: 0 }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves any other command to node-redis’s queue and timeout while the client is not connected', async () => {
    const { client, sent } = silentRedis(false);
    const store = new RedisReadModelStore(client, { root: 'test' });
    void read(store);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual([{ command: 'MGET', timeout: undefined }]);
  });
});

describe('28.7 Redis read-model store, reads without a script', () => {
  it('reads under the generation it saw active, checking the pointer in the same transaction', async () => {
    const { client, transactions } = answeringRedis(['1', '42', ['a', null]]);
    const store = new RedisReadModelStore(client, { root: 'test' });
    const [checkpoint, cells] = await store.read({ projection: 'occupancy', active: true }, [
      { op: 'get', key: '_checkpoint' },
      { op: 'hmget', key: 'Lab|2026-12-01', fields: ['x', 'y'] },
    ]);
    expect([checkpoint, cells]).toEqual(['42', ['a', null]]);
    expect(transactions).toEqual([
      [
        ['GET', 'test:occupancy:active'],
        ['GET', 'test:occupancy:g1:_checkpoint'],
        ['HMGET', 'test:occupancy:g1:Lab|2026-12-01', 'x', 'y'],
      ],
    ]);
  });

  it('reads again under the new generation when the pointer moved, and keeps it for the next read', async () => {
    const { client, transactions } = answeringRedis(['2', 'stale'], ['2', 'fresh'], ['2', 'again']);
    const store = new RedisReadModelStore(client, { root: 'test' });
    await expect(read(store)).resolves.toEqual(['fresh']);
    await expect(read(store)).resolves.toEqual(['again']);
    expect(transactions.map((commands) => commands[1])).toEqual([
      ['GET', 'test:occupancy:g1:_checkpoint'],
      ['GET', 'test:occupancy:g2:_checkpoint'],
      ['GET', 'test:occupancy:g2:_checkpoint'],
    ]);
  });

  it('gives up when the pointer keeps moving, rather than read forever', async () => {
    const { client, transactions } = answeringRedis(['2'], ['3'], ['4'], ['5'], ['6']);
    const store = new RedisReadModelStore(client, { root: 'test' });
    await expect(read(store)).rejects.toThrow('the active generation of occupancy kept moving during the read');
    expect(transactions).toHaveLength(4);
  });
});
