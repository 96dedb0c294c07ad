import type { HeldCells } from '@centre/contracts';
import type { HeldCellsReader } from '../bookings/index.js';

/** As long as an availability check waits on the read model: a visitor never waits on an outage. */
const READ_MODEL_WAIT_MS = 250;

export type ReadHeldCells = (
  email: string,
  clientKey: string | undefined,
  options: { timeoutMs: number },
  week?: { lab: string; date: string },
) => Promise<HeldCells>;

/**
 * The booking-holds read model's counts. While the projections are not live (catching up at
 * start, rebuilding) or the store does not answer, there is no count: the request is judged
 * on its own lab-day's rules only, rather than refused or held up by an outage.
 */
export class ReadModelHeldCellsReader implements HeldCellsReader {
  constructor(
    private readonly projections: { isReady(): boolean },
    private readonly read: ReadHeldCells,
    private readonly inline: boolean,
  ) {}

  async held(email: string, clientKey: string | undefined, week?: { lab: string; date: string }): Promise<HeldCells | undefined> {
    if (this.inline && !this.projections.isReady()) return undefined;
    try {
      return await this.read(email, clientKey, { timeoutMs: READ_MODEL_WAIT_MS }, week);
    } catch {
      return undefined;
    }
  }
}
