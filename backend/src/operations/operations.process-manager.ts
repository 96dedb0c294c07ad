import {
  LAB_IDS,
  LAB_OPERATIONS_STREAM_PREFIX,
  addDays,
  NO_OPERATIONS,
  bookingFromLog,
  closedSlotsAmong,
  evolveLabOperations,
  facilityNameAsBooked,
  isLabDayEvent,
  isLabOperationEvent,
  labDayOperations,
  labDayStreamId,
  labOperationsStreamId,
  outageCovers,
  resolveSlotId,
  todayIn,
  type BookingFlaggedV1Data,
  type BookingRecord,
  type Closure,
  type LabOperationEvent,
  type LabOperations,
  type OpeningHours,
  type Outage,
  type RecordedEvent,
} from '@centre/contracts';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import { SerialReactions } from './serial-reactions.js';

/** What an approved booking was caught in, as its flag records it (the closure's or outage's id and words). */
export type CaughtIn = Pick<BookingFlaggedV1Data, 'operationId' | 'kind' | 'words'>;

export interface OperationsProcessDeps {
  events: EventStore;
  /** Cancels an undecided booking as the lab, with the operation's words as the reason (mailed to the booker by the mail slice). */
  cancel: (bookingId: string, caught: CaughtIn) => Promise<void>;
  /**
   * Flags an approved booking caught in an operation on its lab-day stream (the mail slice mails
   * its booker and reviewers); once per booking and operation across every instance.
   */
  flag: (record: BookingRecord, caught: CaughtIn) => Promise<void>;
  now: () => Date;
  timezone: string;
  /** How far ahead bookings are taken (the configured horizon): new opening hours are checked that far. */
  horizonDays: number;
  log?: (message: string) => void;
}

type Operation =
  | { kind: 'closure'; closure: Closure }
  | { kind: 'outage'; outage: Outage }
  | { kind: 'hours'; lab: string; hours: OpeningHours; horizonDays?: number };

/** What the mails quote for new opening hours: there are no staff's words, so both languages'. */
const HOURS_WORDS = 'Opening hours changed / कामकाजाच्या वेळा बदलल्या';

/** A stable id of one setting of a lab's hours: an approved booking is told once per setting, across restarts. */
export const openingHoursOperationId = (lab: string, hours: OpeningHours): string => `hours-${lab}-${hours.weekdays.join('')}-${hours.slots.join('')}`;

const datesBetween = (from: string, to: string): string[] => {
  const dates: string[] = [];
  for (let day = Date.parse(`${from}T00:00:00Z`); day <= Date.parse(`${to}T00:00:00Z`); day += 86_400_000) {
    dates.push(new Date(day).toISOString().slice(0, 10));
  }
  return dates;
};

const slotIdsOf = (record: BookingRecord): string[] => record.timeSlots.flatMap((label) => resolveSlotId(label) ?? []);

/** Whether the operation takes a cell the booking holds. */
const covers = (operation: Operation, record: BookingRecord): boolean => {
  if (operation.kind === 'closure') return true;
  if (operation.kind === 'hours') return record.lab === operation.lab && closedSlotsAmong(record.lab, record.date, slotIdsOf(record), operation.hours).length > 0;
  const { outage } = operation;
  return record.facilityIds.includes(outage.facilityId) && slotIdsOf(record).some((slotId) => outageCovers(outage, record.date, slotId));
};

/** `record` names the outage's facility as it was booked (one added in the console too). */
const caughtIn = (operation: Operation, record: BookingRecord): CaughtIn =>
  operation.kind === 'hours'
    ? { operationId: openingHoursOperationId(operation.lab, operation.hours), kind: 'hours', words: HOURS_WORDS }
    : operation.kind === 'closure'
    ? { operationId: operation.closure.closureId, kind: 'closure', words: operation.closure.reason }
    : {
        operationId: operation.outage.outageId,
        kind: 'outage',
        words: `${facilityNameAsBooked({ facilityIds: record.facilityIds, facilityNames: record.facilities }, operation.outage.facilityId)} — ${operation.outage.kind}${operation.outage.reason ? `: ${operation.outage.reason}` : ''}`,
      };

/**
 * The process manager of lab operations (DESIGN section 10). A closure or an outage declared
 * on its stream cannot refuse a booking already on a lab-day stream, nor one decided while the
 * declaration was on its way to the read model the request reads: this finds them, from the
 * streams themselves (never a read model), and acts. An undecided booking is cancelled by the
 * lab with the operation's words as the reason (the mail slice mails the booker, in their
 * language); an approved one stays and is flagged to the reviewers (the mail slice tells its
 * booker and the reviewers).
 *
 * It reacts to both sides: to a declaration, by reading the lab-days it covers; to a booking
 * requested, confirmed or approved, by reading the operations of its lab and of the centre.
 * The log orders the two appends; whichever comes second, its reaction reads the streams after
 * the first is in them, so one of the two reactions sees both. It keeps no checkpoint: at start
 * it sweeps every operation in force, then follows the log from the head it read before the
 * sweep. Every action is idempotent across restarts and instances: a second cancellation is
 * refused by the lab-day stream (expected revision), and so is a second flag of a booking by the
 * same operation (the decider appends nothing for it).
 */
export class OperationsProcessManager {
  private readonly reactions = new SerialReactions('Lab operations', (message) => this.deps.log?.(message));
  /**
   * The operations streams read so far, kept up to date from the log this follows: a booking's
   * reaction then reads no stream unless an operation concerns its lab-day. Each knows the
   * revision it reflects, so an event it already holds is not applied twice.
   */
  private readonly operations = new Map<string, { revision: number; state: LabOperations }>();

  constructor(private readonly deps: OperationsProcessDeps) {}

  async start(): Promise<void> {
    await this.reactions.start(this.deps.events, (recorded) => this.onEvent(recorded), () => this.sweep());
  }

  async stop(): Promise<void> {
    await this.reactions.stop();
    // A restart reads the streams again: what happened while stopped is in them.
    this.operations.clear();
  }

  /** Resolves once every reaction enqueued so far has run (tests, and a clean stop). */
  idle(): Promise<void> {
    return this.reactions.idle();
  }

  /** Every operation in force, over the lab-days it covers. */
  async sweep(): Promise<void> {
    for (const lab of [null, ...LAB_IDS]) {
      const operations = await this.operationsOf(lab);
      for (const closure of operations.closures) await this.onOperation({ kind: 'closure', closure });
      for (const outage of operations.outages) await this.onOperation({ kind: 'outage', outage });
      if (lab !== null && operations.hours) await this.onOperation({ kind: 'hours', lab, hours: operations.hours, horizonDays: operations.limits?.horizonDays });
    }
  }

  private async onEvent({ event, streamId, revision }: RecordedEvent): Promise<void> {
    if (isLabOperationEvent(event) && streamId.startsWith(LAB_OPERATIONS_STREAM_PREFIX)) {
      this.follow(streamId, event, revision);
      // The declaration as its stream now holds it (an outage may have been ended since).
      const operations = await this.operationsOf(event.data.labId);
      if (event.type === 'ClosureDeclared') {
        const closure = operations.closures.find((c) => c.closureId === event.data.closureId);
        if (closure) await this.onOperation({ kind: 'closure', closure });
      } else if (event.type === 'OutageDeclared') {
        const outage = operations.outages.find((o) => o.outageId === event.data.outageId);
        if (outage) await this.onOperation({ kind: 'outage', outage });
      } else if (event.type === 'OpeningHoursSet' && operations.hours) {
        await this.onOperation({ kind: 'hours', lab: event.data.labId, hours: operations.hours, horizonDays: operations.limits?.horizonDays });
      }
      return;
    }
    if (isLabDayEvent(event) && (event.type === 'BookingRequested' || event.type === 'BookingConfirmed' || event.type === 'BookingApproved')) {
      const { lab, date, bookingId } = event.data;
      const day = labDayOperations(lab, date, await this.operationsOf(lab), await this.operationsOf(null));
      // Hours the lab keeps since the catalogue's were judged by the decision itself (without a read of operations, the catalogue's).
      if (day.closures.length === 0 && day.outages.length === 0 && !day.hours) return;
      const found = bookingFromLog(bookingId, (await this.deps.events.readStream(labDayStreamId(lab, date))).events);
      if (!found) return;
      const operations: Operation[] = [
        ...day.closures.map((closure) => ({ kind: 'closure', closure }) as const),
        ...day.outages.map((outage) => ({ kind: 'outage', outage }) as const),
        ...(day.hours ? [{ kind: 'hours', lab, hours: day.hours } as const] : []),
      ];
      const operation = operations.find((o) => covers(o, found.record));
      if (operation) await this.act(found.record, operation);
    }
  }

  private async onOperation(operation: Operation): Promise<void> {
    const today = todayIn(this.deps.timezone, this.deps.now());
    const [labs, from, to] =
      operation.kind === 'hours'
        ? [[operation.lab], today, addDays(today, Math.max(operation.horizonDays ?? 0, this.deps.horizonDays))]
        : operation.kind === 'closure'
        ? [operation.closure.labId === null ? [...LAB_IDS] : [operation.closure.labId], operation.closure.from, operation.closure.to]
        : [[operation.outage.labId], operation.outage.from.slice(0, 10), operation.outage.until.slice(0, 10)];
    for (const lab of labs) {
      for (const date of datesBetween(from < today ? today : from, to)) {
        const { events } = await this.deps.events.readStream(labDayStreamId(lab, date));
        const ids = new Set(events.flatMap(({ event }) => (event.type === 'BookingRequested' && isLabDayEvent(event) ? [event.data.bookingId] : [])));
        for (const id of ids) {
          const record = bookingFromLog(id, events)?.record;
          if (record && covers(operation, record)) await this.act(record, operation);
        }
      }
    }
  }

  private async act(record: BookingRecord, operation: Operation): Promise<void> {
    const caught = caughtIn(operation, record);
    if (record.status === 'requested' || record.status === 'pending') await this.deps.cancel(record.id, caught);
    else if (record.status === 'approved') await this.deps.flag(record, caught);
  }

  /** One operations stream's state, folded as the read model folds it; read once, then followed. */
  private async operationsOf(lab: string | null): Promise<LabOperations> {
    const streamId = labOperationsStreamId(lab);
    const known = this.operations.get(streamId);
    if (known) return known.state;
    const { events, revision } = await this.deps.events.readStream(streamId);
    const state = events.reduce((folded, { event }) => (isLabOperationEvent(event) ? evolveLabOperations(folded, event) : folded), NO_OPERATIONS);
    this.operations.set(streamId, { revision, state });
    return state;
  }

  /** The next event of a stream held: applied; one already held: nothing; after a gap: read again. */
  private follow(streamId: string, event: LabOperationEvent, revision: number): void {
    const known = this.operations.get(streamId);
    if (!known || revision <= known.revision) return;
    if (revision !== known.revision + 1) this.operations.delete(streamId);
    else this.operations.set(streamId, { revision, state: evolveLabOperations(known.state, event) });
  }
}
