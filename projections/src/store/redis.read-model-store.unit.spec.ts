import { RedisReadModelStore, type RedisCommandClient } from './redis.read-model-store.js';

/** Answers SCRIPT LOAD; leaves every other command unanswered until its timeout, as node-redis does. */
const silentRedis = () => {
  const sent: Array<{ command: string; timeout: number | undefined }> = [];
  const client: RedisCommandClient = {
    sendCommand(args, options) {
      sent.push({ command: args[0]!, timeout: options?.timeout });
      if (args[0] === 'SCRIPT') return Promise.resolve('sha');
      return new Promise((_, reject) => {
        if (options?.timeout) setTimeout(() => reject(new Error('Command timeout')), options.timeout);
      });
    },
  };
  return { client, sent };
};

describe('Redis read-model store, bounded reads', () => {
  it('gives up on a read after its timeout, bounding the command itself', async () => {
    const { client, sent } = silentRedis();
    const store = new RedisReadModelStore(client, { root: 'test' });
    const started = Date.now();
    await expect(
      store.read({ projection: 'occupancy', active: true }, [{ op: 'get', key: '_checkpoint' }], { timeoutMs: 50 }),
    ).rejects.toThrow('Command timeout');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(sent).toEqual([
      { command: 'SCRIPT', timeout: 50 },
      { command: 'EVALSHA', timeout: 50 },
    ]);
  });

  it("leaves other reads to the client's own default", async () => {
    const { client, sent } = silentRedis();
    const store = new RedisReadModelStore(client, { root: 'test' });
    void store.read({ projection: 'occupancy', active: true }, [{ op: 'get', key: '_checkpoint' }]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent.map((s) => s.timeout)).toEqual([undefined, undefined]);
  });
});
