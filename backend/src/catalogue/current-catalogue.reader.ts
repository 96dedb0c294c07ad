import type { OnModuleDestroy } from '@nestjs/common';
import { SEED_CATALOGUE, bookableLab, type Catalogue, type Lab } from '@centre/contracts';
import { getCatalogue, onCatalogueChanged, type ProjectionHost, type ReadModelStore } from '@centre/projections';
import type { CurrentCatalogueReader } from '../bookings/index.js';

/**
 * How long this process keeps the catalogue before it reads the read model again. A change made
 * in this process drops it at once (the projection's commit); one made through another instance
 * or the projections worker shows within this.
 */
const KEPT_MS = 2_000;
const READ_WAIT_MS = 250;

/**
 * The whole current catalogue, kept by this process for every reader that lists facilities
 * (GET /api/catalog, the week's grid rows, the availability check's names): one read of the
 * read model per KEPT_MS at most, whoever asks. While the read model cannot answer (its store is
 * down, or not live yet) the last catalogue read stands: the spec's until one has been read.
 */
export class KeptCurrentCatalogue implements CurrentCatalogueReader, OnModuleDestroy {
  private catalogue: Catalogue = SEED_CATALOGUE;
  // One object per lab per catalogue read: what the grid's per-lab caches are keyed by.
  private labs: readonly Lab[] = SEED_CATALOGUE.map(bookableLab);
  private keptUntil = 0;
  private readonly stopListening: () => void;

  constructor(
    private readonly store: ReadModelStore,
    private readonly host: ProjectionHost,
    private readonly inline: boolean,
  ) {
    this.stopListening = onCatalogueChanged(host, () => {
      this.keptUntil = 0;
    });
  }

  onModuleDestroy(): void {
    this.stopListening();
  }

  async bookable(): Promise<readonly Lab[]> {
    await this.current();
    return this.labs;
  }

  async current(): Promise<Catalogue> {
    // Wall time, not the centre's clock: this is how long an answer is kept, not a date.
    const now = Date.now();
    if (now < this.keptUntil) return this.catalogue;
    // Before an in-process rebuild is live the store is still filling: not an answer to keep.
    if (this.inline && !this.host.isReady()) return this.catalogue;
    try {
      const read = await getCatalogue(this.store, { timeoutMs: READ_WAIT_MS });
      // The same lab objects while nothing changed, so what is kept per lab (grid rows, kept
      // weeks) outlives a re-read that found the same catalogue.
      if (JSON.stringify(read) !== JSON.stringify(this.catalogue)) {
        this.catalogue = read;
        this.labs = read.map(bookableLab);
      }
      this.keptUntil = now + KEPT_MS;
    } catch {
      // The store did not answer: the last catalogue stands, and the next reader asks again.
    }
    return this.catalogue;
  }
}
