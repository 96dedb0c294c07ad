import type { RecordedEvent } from '@centre/contracts';
import type { Generation, ReadModelStore } from '../store/read-model-store.port.js';
import type { FoldChanges, Projection } from './projection.js';

/** An event the projection's `evolve` threw on: the batch stops there. */
export class EventFailed extends Error {
  constructor(
    readonly event: RecordedEvent,
    readonly reason: unknown,
  ) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}

/**
 * The live path of one batch: loads the stored documents the events touch, in one round trip,
 * applies the events through the projection's fold and returns the writes that change the
 * store to match (which the caller commits with the checkpoint). `events` are the batch's
 * events of the projection's types, in log order.
 */
export const foldBatch = async (
  store: ReadModelStore,
  target: Generation,
  projection: Projection,
  events: readonly RecordedEvent[],
): Promise<FoldChanges> => {
  if (events.length === 0) return { writes: [], documents: [] };
  const fold = projection.fold();
  const reads = fold.reads(events);
  fold.seed(reads.length === 0 ? [] : await store.read(target, reads));
  for (const event of events) {
    try {
      fold.apply(event);
    } catch (error: unknown) {
      throw new EventFailed(event, error);
    }
  }
  return fold.changes();
};
