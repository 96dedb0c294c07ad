import { MemoryReadModelStore } from './memory.read-model-store.js';
import { describeReadModelStoreContract } from '../testing/read-model-store.contract.js';

describeReadModelStoreContract('memory', async () => {
  const store = new MemoryReadModelStore();
  return { store, twin: store, dispose: () => store.close() };
});
