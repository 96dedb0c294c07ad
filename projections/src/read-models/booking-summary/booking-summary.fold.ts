import type { LabDayEvent, RecordedEvent } from '@centre/contracts';
import type { ProjectionFold } from '../../engine/projection.js';
import type { WriteOp } from '../../store/read-model-store.port.js';
import { evolveBookingSummary, type BookingSummary } from './booking-summary.evolve.js';
import { bookingKey } from './booking-summary.keys.js';

/**
 * The review page's bookings rebuilt from the log start: each booking's summary stays an
 * object until the dump encodes it once. Through `apply`, every event decoded its booking's
 * summary from JSON and encoded it again, and a rebuild of this projection was the slowest of
 * all five. The same `evolveBookingSummary` decides each change.
 */
export class BookingSummaryFold implements ProjectionFold {
  private readonly summaries = new Map<string, BookingSummary>();

  /** One stored string a booking, as `apply` writes. */
  get entries(): number {
    return this.summaries.size;
  }

  apply(recorded: RecordedEvent): void {
    const id = (recorded.event as LabDayEvent).data.bookingId;
    const before = this.summaries.get(id) ?? null;
    const after = evolveBookingSummary(before, recorded as RecordedEvent<LabDayEvent>);
    if (after && after !== before) this.summaries.set(id, after);
  }

  *dump(): Generator<WriteOp> {
    for (const [id, summary] of this.summaries) yield { op: 'set', key: bookingKey(id), value: JSON.stringify(summary) };
  }
}
