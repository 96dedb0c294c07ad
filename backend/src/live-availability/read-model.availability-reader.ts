import type { AvailabilityAnswer, ReadOptions } from '@centre/projections';
import {
  type SlotFacility,
  LabDayStreamAvailabilityReader,
  type AvailabilityReader,
} from '../bookings/index.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';

/**
 * Availability checks from the occupancy read model: one HMGET of the asked cells. While the
 * projections are not live (catching up at start, rebuilding from scratch, failed) or the
 * read-model store does not answer (within 250 ms), the check falls back to reading the lab-day stream, so
 * an answer is never built on a half-filled read model. Decisions never come from here.
 */
/** Longer than a healthy HMGET ever takes, short enough that a visitor never waits on an outage. */
const READ_MODEL_WAIT_MS = 250;

/** The occupancy read model's availability check, against the store the projections keep. */
export type CheckAvailability = (
  lab: string,
  date: string,
  slotIds: readonly string[],
  facilityIds: readonly string[],
  options?: ReadOptions,
) => Promise<AvailabilityAnswer>;

export class ReadModelAvailabilityReader implements AvailabilityReader {
  private readonly fromStream: LabDayStreamAvailabilityReader;

  constructor(
    private readonly projections: { isReady(): boolean },
    private readonly check: CheckAvailability,
    events: EventStore,
    private readonly inline: boolean,
  ) {
    this.fromStream = new LabDayStreamAvailabilityReader(events);
  }

  async taken(lab: string, date: string, slotIds: readonly string[], facilityIds: readonly string[]): Promise<SlotFacility[]> {
    if (this.inline && !this.projections.isReady()) return this.fromStream.taken(lab, date, slotIds, facilityIds);
    let answer: AvailabilityAnswer;
    try {
      // Bounded, and refused at once while Redis is disconnected: the stream answers instead.
      answer = await this.check(lab, date, slotIds, facilityIds, { timeoutMs: READ_MODEL_WAIT_MS });
    } catch {
      return this.fromStream.taken(lab, date, slotIds, facilityIds);
    }
    // The check reads exactly the asked cells: each conflict is one of them.
    return answer.conflicts.map(({ slotId, facilityId }) => ({ slotId, facilityId }));
  }
}
