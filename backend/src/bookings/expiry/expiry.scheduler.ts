import type { BookingErrorCode } from '@centre/contracts';
import { parseBookingId } from '../domain/booking-id.js';
import { isBookingDomainError } from '../domain/booking.errors.js';
import type { EndWait, ExpireDueBookings, LapseWaitOffer } from '../domain/lab-day.decider.js';

/** Refusals that mean "not this one": another instance was first, or the booking moved on. */
const SKIPPED: ReadonlySet<BookingErrorCode> = new Set([
  'BOOKING_NOT_DUE',
  'BOOKING_CLOSED',
  'BOOKING_ALREADY_DECIDED',
  'BOOKING_NOT_FOUND',
  'WAIT_NOT_DUE',
  'WAIT_CLOSED',
  'WAIT_NOT_OFFERED',
  'WAIT_NOT_FOUND',
]);

/** What the scheduler asks of a lab-day: its due bookings at once, or one offer's lapse. */
export type ExpiryCommand = ExpireDueBookings | LapseWaitOffer | EndWait;

export interface ExpiryDeps {
  /** Ids of undecided bookings whose next deadline is at or before `now`, earliest first. */
  due: (now: Date) => Promise<string[]>;
  /** Ids of waitlist offers whose deadline is at or before `now`, earliest first (none if absent). */
  dueOffers?: (now: Date) => Promise<string[]>;
  /** Ids of waitlist places still waiting whose first slot has begun by `now` (none if absent). */
  dueWaits?: (now: Date) => Promise<string[]>;
  /**
   * Runs the lab-day command as the scheduler (the one way a command reaches a lab-day), and
   * answers the log position of what it appended and the events, so a batch's expiries are counted.
   */
  run: (command: ExpiryCommand) => Promise<{ position: number; appended: readonly { type: string }[] }>;
  /**
   * Resolves once `due` and `dueOffers` reflect the log up to `position` (or gives up after a
   * bound). Without it, a pass that follows at once re-reads the expiries it has just appended
   * as still due and decides each again on a fresh read of its lab-day, only to be refused.
   */
  caughtUp?: (position: number) => Promise<unknown>;
  now: () => Date;
  timezone: string;
  decisionLeadMinutes: number;
  log?: (message: string) => void;
}

export interface ExpiryPass {
  /** Deadlines acted on: bookings expired and waitlist offers lapsed. */
  expired: number;
  skipped: number;
  failed: number;
}

/** The due bookings and offers of one lab-day. */
interface LabDayDue {
  lab: string;
  date: string;
  bookingIds: string[];
  offerIds: string[];
  waitIds: string[];
}

/**
 * Appends the expiry of every booking whose deadline has passed (DESIGN 3), the lapse of every
 * waitlist offer past its deadline, and the end of every place still waiting when its first
 * slot began. Any number of instances may run it at once: each
 * lab-day's expiries are decided on the lab-day and appended with the revision read, so a
 * second expiry of a booking is skipped (closed), never appended.
 */
export const expireDue = async (deps: ExpiryDeps): Promise<ExpiryPass> => {
  const now = deps.now();
  const pass: ExpiryPass = { expired: 0, skipped: 0, failed: 0 };
  const appended = { position: 0 };
  const byLabDay = new Map<string, LabDayDue>();
  const labDayOf = (id: string): LabDayDue | undefined => {
    const parts = parseBookingId(id);
    if (!parts) return undefined;
    const key = `${parts.lab} ${parts.date}`;
    let labDay = byLabDay.get(key);
    if (!labDay) byLabDay.set(key, (labDay = { lab: parts.lab, date: parts.date, bookingIds: [], offerIds: [], waitIds: [] }));
    return labDay;
  };
  const [bookings, offers, waits] = await Promise.all([deps.due(now), deps.dueOffers?.(now) ?? [], deps.dueWaits?.(now) ?? []]);
  // An id that names no lab-day names no booking either (the decider would refuse it as not found).
  for (const id of bookings) if (labDayOf(id)?.bookingIds.push(id) === undefined) pass.skipped += 1;
  for (const id of offers) if (labDayOf(id)?.offerIds.push(id) === undefined) pass.skipped += 1;
  for (const id of waits) if (labDayOf(id)?.waitIds.push(id) === undefined) pass.skipped += 1;
  const { timezone, decisionLeadMinutes } = deps;
  const queue = [...byLabDay.values()];
  // Lab-days never contend with each other: many are worked on at once, so that each commit
  // of the log carries the appends of many; each lab-day's due bookings are one decision and one
  // append, then its lapsed offers (each passes its cells on to the next waiter in its own append).
  const worker = async (): Promise<void> => {
    for (let labDay = queue.shift(); labDay; labDay = queue.shift()) {
      const { lab, date, bookingIds, offerIds, waitIds } = labDay;
      if (bookingIds.length > 0) {
        await runOne(deps, { type: 'ExpireDueBookings', data: { lab, date, bookingIds, timezone, decisionLeadMinutes } }, pass, appended);
      }
      for (const bookingId of offerIds) await runOne(deps, { type: 'LapseWaitOffer', data: { bookingId } }, pass, appended);
      // A place no offer reached before its first slot began ends, and its waiter is told.
      for (const bookingId of waitIds) await runOne(deps, { type: 'EndWait', data: { bookingId } }, pass, appended);
    }
  };
  await Promise.all(Array.from({ length: LAB_DAYS_AT_ONCE }, worker));
  if (pass.expired > 0 && appended.position > 0) await deps.caughtUp?.(appended.position);
  return pass;
};

/**
 * Lab-days a pass works on at once: the most appends one commit of the log carries. Measured
 * in Redis mode (e2e/bench/booking-lifecycle.mjs): 8 left each commit nearly empty, and the
 * expiry waited on the round trips to the log's writing thread, not on work.
 */
const LAB_DAYS_AT_ONCE = 64;

/** The events by which a command acted on a deadline. */
const ACTED: ReadonlySet<string> = new Set(['BookingExpired', 'WaitOfferLapsed', 'WaitEnded']);

const runOne = async (deps: ExpiryDeps, command: ExpiryCommand, pass: ExpiryPass, appended: { position: number }): Promise<void> => {
  const asked = command.type === 'ExpireDueBookings' ? command.data.bookingIds.length : 1;
  try {
    const outcome = await deps.run(command);
    appended.position = Math.max(appended.position, outcome.position);
    const acted = outcome.appended.filter((event) => ACTED.has(event.type)).length;
    pass.expired += acted;
    pass.skipped += asked - acted;
  } catch (error: unknown) {
    if (isBookingDomainError(error) && SKIPPED.has(error.code)) pass.skipped += asked;
    else {
      pass.failed += asked;
      const what = command.type === 'ExpireDueBookings' ? `${asked} due bookings of ${command.data.lab} on ${command.data.date}` : command.data.bookingId;
      deps.log?.(`Expiring ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
};

/** Passes one tick makes at most, so that a tick always ends (each pass reads a page of due bookings). */
const MAX_ROUNDS_PER_TICK = 1_000;

/** Runs `expireDue` every `everyMs`, one tick at a time, until stopped. */
export class ExpiryScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly deps: ExpiryDeps,
    private readonly everyMs: number,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => {
      // A slow pass is never overlapped by the next.
      this.running = this.running.then(() => this.tick());
    }, this.everyMs);
    this.timer.unref();
  }

  /**
   * Passes until one expires nothing: the due list is a page, so a pass that expired some may
   * have left more due behind it, and a backlog (a restart after a long stop) is worked off in
   * one tick rather than a page per interval.
   */
  async tick(): Promise<ExpiryPass> {
    const total: ExpiryPass = { expired: 0, skipped: 0, failed: 0 };
    for (let round = 0; round < MAX_ROUNDS_PER_TICK; round += 1) {
      const pass = await expireDue(this.deps).catch((error: unknown): ExpiryPass => {
        this.deps.log?.(`The expiry pass failed: ${error instanceof Error ? error.message : String(error)}`);
        return { expired: 0, skipped: 0, failed: 1 };
      });
      total.expired += pass.expired;
      total.skipped += pass.skipped;
      total.failed += pass.failed;
      if (pass.expired === 0) break;
    }
    return total;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
