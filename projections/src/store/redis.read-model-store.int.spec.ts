import { openRedisStore } from '../testing/redis.js';
import { describeReadModelStoreContract } from '../testing/read-model-store.contract.js';

describeReadModelStoreContract('redis', async () => {
  const redis = await openRedisStore();
  const twin = await redis.open();
  return { store: redis.store, twin, dispose: redis.dispose };
});

describe('Redis read-model store against a real server, its commands', () => {
  it('start no AbortSignal.timeout in node-redis, bounded or not, and still answer', async () => {
    const redis = await openRedisStore();
    const original = AbortSignal.timeout.bind(AbortSignal);
    let signals = 0;
    AbortSignal.timeout = (ms: number) => {
      signals += 1;
      return original(ms);
    };
    try {
      const generation = { projection: 'occupancy', generation: 1 };
      await redis.store.load(generation, [{ op: 'hset', key: 'FabricationLab|2027-01-01', fields: { 'slot-1|laser': 'b1' } }]);
      // Half the reads bounded: the bound is what is being tested, not its length, so it is long
      // enough that a busy machine never trips it.
      const reads = Array.from({ length: 50 }, (_, i) =>
        redis.store.read(generation, [{ op: 'hmget', key: 'FabricationLab|2027-01-01', fields: ['slot-1|laser'] }], i % 2 ? { timeoutMs: 10_000 } : {}),
      );
      for (const [values] of await Promise.all(reads)) expect(values).toEqual(['b1']);
      expect(signals).toBe(0);
    } finally {
      AbortSignal.timeout = original;
      await redis.dispose();
    }
  });
});
