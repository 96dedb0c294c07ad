import { openRedisStore } from '../testing/redis.js';
import { describeReadModelStoreContract } from '../testing/read-model-store.contract.js';

describeReadModelStoreContract('redis', async () => {
  const redis = await openRedisStore();
  const twin = await redis.open();
  return { store: redis.store, twin, dispose: redis.dispose };
});
