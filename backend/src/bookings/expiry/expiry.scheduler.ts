import type { BookingErrorCode } from '@centre/contracts';
import { parseBookingId } from '../domain/booking-id.js';
import { isBookingDomainError } from '../domain/booking.errors.js';
import type { EndWait, ExpireBooking, LapseWaitOffer } from '../domain/lab-day.decider.js';

type SchedulerCommand = ExpireBooking | LapseWaitOffer | EndWait;

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

export interface ExpiryDeps {
  /** Ids of undecided bookings whose next deadline is at or before `now`, earliest first. */
  due: (now: Date) => Promise<string[]>;
  /** Ids of waitlist offers whose deadline is at or before `now`, earliest first (none if absent). */
  dueOffers?: (now: Date) => Promise<string[]>;
  /** Ids of waitlist places still waiting whose first slot has begun by `now` (none if absent). */
  dueWaits?: (now: Date) => Promise<string[]>;
  /**
   * Runs the lab-day command as the scheduler (the one way a command reaches a lab-day), and
   * answers the log position of what it appended.
   */
  run: (command: SchedulerCommand) => Promise<{ position: number } | void>;
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
  /** Deadlines acted on: bookings expired, waitlist offers lapsed and places ended. */
  expired: number;
  skipped: number;
  failed: number;
}

/**
 * Appends the expiry of every booking whose deadline has passed (DESIGN 3), the lapse of
 * every waitlist offer past its deadline, and the end of every place still waiting when its
 * first slot began. Any number of
 * instances may run it at once: each expiry is decided on its lab-day and appended with the
 * revision read, so a second one is refused (closed) and counted as skipped, never appended.
 */
export const expireDue = async (deps: ExpiryDeps): Promise<ExpiryPass> => {
  const now = deps.now();
  const pass: ExpiryPass = { expired: 0, skipped: 0, failed: 0 };
  const appended = { position: 0 };
  // Lab-days never contend with each other: many are worked on at once, so that each commit
  // of the log carries an expiry of each (the appends of one turn go to disk together); the
  // bookings of one lab-day one after another (each appends at the revision the last left).
  const byLabDay = new Map<string, SchedulerCommand[]>();
  const add = (command: SchedulerCommand): void => {
    const { bookingId } = command.data;
    const parts = parseBookingId(bookingId);
    const labDay = parts ? `${parts.lab} ${parts.date}` : bookingId;
    const commands = byLabDay.get(labDay);
    if (commands) commands.push(command);
    else byLabDay.set(labDay, [command]);
  };
  const { timezone, decisionLeadMinutes } = deps;
  const [bookings, offers, waits] = await Promise.all([deps.due(now), deps.dueOffers?.(now) ?? [], deps.dueWaits?.(now) ?? []]);
  for (const bookingId of bookings) add({ type: 'ExpireBooking', data: { bookingId, timezone, decisionLeadMinutes } });
  // A lapsed offer passes its cells on to the next waiter, in the lapse's own append.
  for (const bookingId of offers) add({ type: 'LapseWaitOffer', data: { bookingId } });
  // A place no offer reached before its first slot began ends, and its waiter is told.
  for (const bookingId of waits) add({ type: 'EndWait', data: { bookingId } });
  const queue = [...byLabDay.values()];
  const worker = async (): Promise<void> => {
    for (let commands = queue.shift(); commands; commands = queue.shift()) {
      for (const command of commands) await expireOne(deps, command, pass, appended);
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

const expireOne = async (
  deps: ExpiryDeps,
  command: SchedulerCommand,
  pass: ExpiryPass,
  appended: { position: number },
): Promise<void> => {
  const { bookingId } = command.data;
  try {
    const outcome = await deps.run(command);
    if (outcome) appended.position = Math.max(appended.position, outcome.position);
    pass.expired += 1;
  } catch (error: unknown) {
    if (isBookingDomainError(error) && SKIPPED.has(error.code)) pass.skipped += 1;
    else {
      pass.failed += 1;
      deps.log?.(`Expiring ${bookingId} failed: ${error instanceof Error ? error.message : String(error)}`);
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
