import type { ReadModelStore } from '@centre/projections';

/**
 * Read models that claim to have applied more of the log than the log holds were built from
 * another log (a new DATA_DIR, a restored backup, a second deployment on the same Redis). A
 * checkpoint beyond the head would make every new event look already applied, so such a
 * projection starts over on a fresh generation and the foreign one is dropped. Returns the
 * names of the projections it reset.
 */
export const resetReadModelsOfAnotherLog = async (
  store: ReadModelStore,
  projections: readonly string[],
  logHead: number,
): Promise<string[]> => {
  const reset: string[] = [];
  for (const projection of projections) {
    const active = await store.activeGeneration(projection);
    if (active === null) continue;
    const checkpoint = await store.checkpoint({ projection, generation: active });
    if (checkpoint <= logHead) continue;
    const fresh = await store.allocateGeneration(projection);
    if (await store.switchActive(projection, fresh, active)) {
      await store.dropGeneration({ projection, generation: active });
      reset.push(projection);
    }
  }
  return reset;
};
