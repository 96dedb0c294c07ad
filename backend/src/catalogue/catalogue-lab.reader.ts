import type { CatalogueLab } from '@centre/contracts';

/** As long as an availability check waits on the read model: a visitor never waits on the catalogue. */
const READ_MODEL_WAIT_MS = 250;

/**
 * A lab's current catalogue, read from the catalogue read model as a booking request's input
 * (beside its lab-day's operations, in the same moment). Undefined while the read model cannot
 * answer: the request is then judged by the spec's catalogue, and a retirement's process
 * manager catches a booking of a facility retired meanwhile.
 */
export interface CatalogueLabReader {
  lab(labId: string): Promise<CatalogueLab | undefined>;
}

/** Provided (globally) by the catalogue slice; without it a request is judged by the spec's catalogue. */
export const CATALOGUE_LAB_READER = Symbol('CATALOGUE_LAB_READER');

export type ReadCatalogueLab = (labId: string, options: { timeoutMs: number }) => Promise<CatalogueLab | undefined>;

export class ReadModelCatalogueLabReader implements CatalogueLabReader {
  constructor(
    private readonly projections: { isReady(): boolean },
    private readonly read: ReadCatalogueLab,
    private readonly inline: boolean,
  ) {}

  async lab(labId: string): Promise<CatalogueLab | undefined> {
    // Before an in-process rebuild is live the store holds nothing yet: the seed would be wrong.
    if (this.inline && !this.projections.isReady()) return undefined;
    try {
      return await this.read(labId, { timeoutMs: READ_MODEL_WAIT_MS });
    } catch {
      return undefined;
    }
  }
}
