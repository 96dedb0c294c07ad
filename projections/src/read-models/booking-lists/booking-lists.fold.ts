import type { LabDayEvent, RecordedEvent } from '@centre/contracts';
import type { ProjectionFold } from '../../engine/projection.js';
import { BulkWrites } from '../../store/bulk-writes.js';
import type { WriteOp } from '../../store/read-model-store.port.js';
import { encodeListState, evolveListEntry, rowDate, rowLab, type ListState, type ListedRow } from './booking-lists.evolve.js';
import {
  BY_CREATED,
  BY_DATE,
  ROWS_KEY,
  STATE_KEY,
  byLabKey,
  byStatusAndLabKey,
  byStatusKey,
  dateScore,
} from './booking-lists.keys.js';

/** What the fold keeps of a listed booking once its row is drained. */
interface Listed {
  lab: string;
  state: ListState;
}

/** Held until the dump: the state field and the two status index entries. */
const HELD_PER_BOOKING = 3;
/** Drained as soon as the booking is listed: its row and its three other index entries. */
const DRAINED_PER_BOOKING = 4;

/**
 * The booking lists rebuilt from the log start. A booking's row and the indexes it never
 * leaves (by creation, by lab, by date) are drained as soon as it is requested, so the store
 * takes them while the fold reads on; its state stays an object, and the status indexes are
 * written once, from the final states, by the dump. Through `apply`, every decision decoded and
 * re-encoded its state and moved the booking between status indexes, and every row waited in
 * memory for the end.
 *
 * The same `evolveListEntry` decides each change. A decision is taken in its booking's own
 * lab-day stream, so the status-by-lab index uses the lab the booking was requested for.
 */
export class BookingListsFold implements ProjectionFold {
  private readonly listed = new Map<string, Listed>();
  /** Bookings listed since the last drain, with their rows. */
  private fresh: Array<[string, ListedRow]> = [];

  get entries(): number {
    return this.listed.size * HELD_PER_BOOKING + this.fresh.length * DRAINED_PER_BOOKING;
  }

  apply(recorded: RecordedEvent): void {
    const event = recorded.event as LabDayEvent;
    const id = event.data.bookingId;
    const listed = this.listed.get(id);
    const change = evolveListEntry(listed?.state ?? null, event);
    if (!change) return;
    if (listed) {
      listed.state = change.state;
    } else if (change.row) {
      this.listed.set(id, { lab: rowLab(change.row), state: change.state });
      this.fresh.push([id, change.row]);
    }
  }

  drain(): Iterable<WriteOp> {
    const writes = new BulkWrites();
    for (const [id, row] of this.fresh) {
      const { created } = this.listed.get(id)!.state;
      writes.hset(ROWS_KEY, id, JSON.stringify(row));
      writes.zadd(BY_CREATED, created, id);
      writes.zadd(byLabKey(rowLab(row)), created, id);
      writes.zadd(BY_DATE, dateScore(rowDate(row)), id);
    }
    this.fresh = [];
    return writes.all();
  }

  *dump(): Generator<WriteOp> {
    yield* this.drain();
    const writes = new BulkWrites();
    for (const [id, { lab, state }] of this.listed) {
      writes.hset(STATE_KEY, id, encodeListState(state));
      writes.zadd(byStatusKey(state.status), state.created, id);
      writes.zadd(byStatusAndLabKey(state.status, lab), state.created, id);
      if (writes.ready.length > 0) {
        yield* writes.ready;
        writes.ready.length = 0;
      }
    }
    yield* writes.all();
  }
}
