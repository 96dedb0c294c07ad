import type { LabDayOperations } from '@centre/contracts';
import type { LabDayOperationsReader } from '../bookings/index.js';

/** As long as an availability check waits on the read model: a visitor never waits on an outage. */
const READ_MODEL_WAIT_MS = 250;

export type ReadLabDayOperations = (lab: string, date: string, options: { timeoutMs: number }) => Promise<LabDayOperations>;

/**
 * The lab-operations read model, as a booking request's input. While the projections are not
 * live or the store does not answer, there is no input: the request is decided without it and
 * the operations' process manager cancels it if a closure or outage covers it.
 */
export class ReadModelLabDayOperationsReader implements LabDayOperationsReader {
  constructor(
    private readonly projections: { isReady(): boolean },
    private readonly read: ReadLabDayOperations,
    private readonly inline: boolean,
  ) {}

  async operations(lab: string, date: string): Promise<LabDayOperations | undefined> {
    if (this.inline && !this.projections.isReady()) return undefined;
    try {
      return await this.read(lab, date, { timeoutMs: READ_MODEL_WAIT_MS });
    } catch {
      return undefined;
    }
  }
}
