import { randomUUID } from 'node:crypto';
import { RedisReadModelStore } from '../store/redis.read-model-store.js';

export const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

/** A store under a namespace no other test uses; its keys are dropped when disposed. */
export const openRedisStore = async (): Promise<{
  store: RedisReadModelStore;
  root: string;
  open(): Promise<RedisReadModelStore>;
  dispose(): Promise<void>;
}> => {
  const root = `test:${randomUUID()}`;
  const opened: RedisReadModelStore[] = [];
  const open = async () => {
    const store = await RedisReadModelStore.connect(REDIS_URL, { root });
    opened.push(store);
    return store;
  };
  const store = await open();
  return {
    store,
    root,
    open,
    async dispose() {
      await store.dropNamespace();
      for (const s of opened) await s.close();
    },
  };
};
