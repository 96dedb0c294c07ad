import type { BookingRecord, LabDayEvent, RecordedEvent } from '@centre/contracts';
import { dictionary } from '../../engine/dictionary.js';
import type { ProjectionFold } from '../../engine/projection.js';
import type { ScoredMember, WriteOp } from '../../store/read-model-store.port.js';
import { encodeListState, evolveListEntry, type ListState } from './booking-lists.evolve.js';
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
  date: string;
  state: ListState;
}

/** Held until the dump: the state field and the two status index entries. */
const HELD_PER_BOOKING = 3;
/** Drained as soon as the booking is listed: its row and its three other index entries. */
const DRAINED_PER_BOOKING = 4;

/** Fields or members per bulk command, as the generic fold's dump. */
const CHUNK = 1000;

/** Hash fields and sorted-set members gathered per key, handed out in commands of CHUNK. */
class Commands {
  private readonly hashes = new Map<string, Record<string, string>>();
  private readonly sizes = new Map<string, number>();
  private readonly zsets = new Map<string, ScoredMember[]>();
  /** Full commands, ready to store. */
  readonly ready: WriteOp[] = [];

  hset(key: string, field: string, value: string): void {
    let fields = this.hashes.get(key);
    if (!fields) this.hashes.set(key, (fields = dictionary<string>()));
    fields[field] = value;
    const size = (this.sizes.get(key) ?? 0) + 1;
    this.sizes.set(key, size);
    if (size === CHUNK) {
      this.ready.push({ op: 'hset', key, fields });
      this.hashes.delete(key);
      this.sizes.delete(key);
    }
  }

  zadd(key: string, score: number, member: string): void {
    let members = this.zsets.get(key);
    if (!members) this.zsets.set(key, (members = []));
    members.push({ member, score });
    if (members.length === CHUNK) {
      this.ready.push({ op: 'zadd', key, members });
      this.zsets.delete(key);
    }
  }

  /** The full commands, then the rest. */
  *all(): Generator<WriteOp> {
    yield* this.ready;
    for (const [key, fields] of this.hashes) yield { op: 'hset', key, fields };
    for (const [key, members] of this.zsets) yield { op: 'zadd', key, members };
  }
}

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
  private fresh: Array<[string, BookingRecord]> = [];

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
      this.listed.set(id, { lab: change.row.lab, date: change.row.date, state: change.state });
      this.fresh.push([id, change.row]);
    }
  }

  drain(): Iterable<WriteOp> {
    const commands = new Commands();
    for (const [id, row] of this.fresh) {
      const { created } = this.listed.get(id)!.state;
      commands.hset(ROWS_KEY, id, JSON.stringify(row));
      commands.zadd(BY_CREATED, created, id);
      commands.zadd(byLabKey(row.lab), created, id);
      commands.zadd(BY_DATE, dateScore(row.date), id);
    }
    this.fresh = [];
    return commands.all();
  }

  *dump(): Generator<WriteOp> {
    yield* this.drain();
    const commands = new Commands();
    for (const [id, { lab, state }] of this.listed) {
      commands.hset(STATE_KEY, id, encodeListState(state));
      commands.zadd(byStatusKey(state.status), state.created, id);
      commands.zadd(byStatusAndLabKey(state.status, lab), state.created, id);
      if (commands.ready.length > 0) {
        yield* commands.ready;
        commands.ready.length = 0;
      }
    }
    yield* commands.all();
  }
}
