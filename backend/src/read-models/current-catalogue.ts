import type { Catalogue } from '@centre/contracts';
import { getCatalogue, type ReadModelStore } from '@centre/projections';

/** As long as GET /api/catalog waits on the read model: staff never wait long on the catalogue. */
const READ_WAIT_MS = 250;

/**
 * The current catalogue for a console command that names a facility (a grant, an outage), or
 * undefined while the read model cannot say it: before an in-process rebuild is live (the store
 * is still filling), or when its store does not answer. Never the spec's as a stand-in: that
 * would refuse a facility an admin added or marked, so the caller answers 503 and records nothing.
 */
export const readCurrentCatalogue = async (
  store: ReadModelStore,
  projections: { isReady(): boolean },
  inline: boolean,
): Promise<Catalogue | undefined> => {
  if (inline && !projections.isReady()) return undefined;
  try {
    return await getCatalogue(store, { timeoutMs: READ_WAIT_MS });
  } catch {
    return undefined;
  }
};
