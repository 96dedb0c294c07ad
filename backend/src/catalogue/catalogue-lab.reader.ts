import type { CatalogueLab } from '@centre/contracts';
import type { CatalogueLabReader } from '../bookings/index.js';

/** As long as an availability check waits on the read model: a visitor never waits on the catalogue. */
const READ_MODEL_WAIT_MS = 250;

export type ReadCatalogueLab = (labId: string, options: { timeoutMs: number }) => Promise<CatalogueLab | undefined>;

/**
 * The catalogue read model as a booking request's input. Undefined while it cannot answer: the
 * request is then judged by the spec's catalogue (the sender's fallback), and the retirement's
 * process manager catches a booking of a facility retired meanwhile.
 */
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
