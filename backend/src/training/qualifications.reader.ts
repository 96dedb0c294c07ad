import {
  evolveQualifications,
  heldFor,
  isQualificationEvent,
  qualificationsStreamId,
  upcastEvent,
  type BookerQualifications,
  type HeldQualifications,
} from '@centre/contracts';
import type { EventStore } from '../shared/event-store/event-store.port.js';

/**
 * A booker's qualifications for the facilities a booking asks, read once per request and only
 * when one of them needs training (the booking request's sender asks). From the qualifications
 * read model; see DESIGN (lab operations) for what a revoke racing a request can let through.
 */
export interface QualificationsReader {
  heldFor(email: string, facilityIds: readonly string[]): Promise<HeldQualifications>;
}

/** Provided (globally) by the training slice; a request without it holds no qualification. */
export const QUALIFICATIONS_READER = Symbol('QUALIFICATIONS_READER');

/** As long as a request waits on the read model before it reads the booker's stream instead. */
const READ_MODEL_WAIT_MS = 250;

export type ReadBookerQualifications = (email: string, options: { timeoutMs: number }) => Promise<BookerQualifications | null>;

/**
 * The read model's document of the booker. While the projections are not live (catching up at
 * start, rebuilding) or the store does not answer, the booker's own stream is folded instead
 * (contracts' one fold): a qualification is never assumed, and a request is never refused for
 * an outage of the read model.
 */
export class ReadModelQualificationsReader implements QualificationsReader {
  constructor(
    private readonly projections: { isReady(): boolean },
    private readonly read: ReadBookerQualifications,
    private readonly events: Pick<EventStore, 'readStream'>,
    private readonly inline: boolean,
  ) {}

  async heldFor(email: string, facilityIds: readonly string[]): Promise<HeldQualifications> {
    return heldFor(await this.document(email), facilityIds);
  }

  private async document(email: string): Promise<BookerQualifications | null> {
    if (!this.inline || this.projections.isReady()) {
      try {
        return await this.read(email, { timeoutMs: READ_MODEL_WAIT_MS });
      } catch {
        // Read the stream below.
      }
    }
    const { events } = await this.events.readStream(qualificationsStreamId(email));
    return events
      .map((recorded) => upcastEvent(recorded.event))
      .filter(isQualificationEvent)
      .reduce(evolveQualifications, null as BookerQualifications | null);
  }
}
