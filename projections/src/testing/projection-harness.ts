import type { RecordedEvent } from '@centre/contracts';
import { foldBatch } from '../engine/live-batch.js';
import type { Projection } from '../engine/projection.js';
import { MemoryReadModelStore } from '../store/memory.read-model-store.js';
import type { ReadModelStore } from '../store/read-model-store.port.js';
import { openRedisStore } from './redis.js';

export interface OpenedStore {
  store: ReadModelStore;
  dispose(): Promise<void>;
}

/** Both adapters, for `describe.each`: every projection test runs against memory and a real Redis. */
export const STORES: ReadonlyArray<[string, () => Promise<OpenedStore>]> = [
  [
    'memory',
    async () => {
      const store = new MemoryReadModelStore();
      return { store, dispose: () => store.close() };
    },
  ],
  ['redis', openRedisStore],
];

/** Frozen all the way down: a handler that changed an event would throw (modules are strict). */
const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
};

/**
 * Applies events through a projection's live path (its fold, seeded from the store) into
 * generation 1 (made active), one commit per application. The events are frozen first: live
 * subscribers of one log share the same event objects, so `evolve` must only read them. With
 * `twice`, every event is applied and committed a second time, as if the checkpoint had not
 * protected it: the projection alone must make that harmless. Returns the documents changed.
 */
export const project = async (
  store: ReadModelStore,
  projection: Projection,
  events: readonly RecordedEvent[],
  options: { twice?: boolean } = {},
): Promise<Set<string>> => {
  const target = { projection: projection.name, generation: 1 };
  await store.switchActive(projection.name, 1, null);
  let checkpoint = await store.checkpoint(target);
  const changes = new Set<string>();
  for (const event of events.map(deepFreeze)) {
    for (let round = 0; round < (options.twice ? 2 : 1); round += 1) {
      const handled = projection.handles.includes(event.event.type) ? [event] : [];
      const { writes, documents } = await foldBatch(store, target, projection, handled);
      const outcome = await store.commit(target, { ops: writes, expectedCheckpoint: checkpoint, checkpoint: checkpoint + 1 });
      if (!outcome.ok) throw new Error(`commit refused: ${outcome.reason}`);
      checkpoint += 1;
      for (const document of documents) changes.add(document);
    }
  }
  return changes;
};
