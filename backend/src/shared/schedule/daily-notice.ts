import { todayIn, zonedInstant } from '@centre/contracts';

/** A time of the centre's day (REVIEWER_DIGEST_AT, INBOX_DIGEST_HOUR). */
export interface TimeOfDay {
  hour: number;
  minute: number;
}

/** The instant `at` falls on the centre's `day` (YYYY-MM-DD) in `timeZone`. */
export const instantOn = (day: string, at: TimeOfDay, timeZone: string): Date =>
  new Date(zonedInstant(day, at.hour, timeZone).getTime() + at.minute * 60_000);

/**
 * The centre's day whose daily notice is due at `now`: today once `at` has come in the
 * centre's zone, else none (yesterday's went out yesterday, or is forgone: a digest is of now).
 */
export const dueDayAt = (now: Date, timeZone: string, at: TimeOfDay): string | undefined => {
  const today = todayIn(timeZone, now);
  return now.getTime() >= instantOn(today, at, timeZone).getTime() ? today : undefined;
};

/**
 * Where notices that go out once (a day's digest, a booking's reminder) are recorded, with
 * their mails, under a key: across any number of instances and restarts, the first to record
 * a key sends its mails and every later attempt records nothing. The mail outbox's `notices`.
 */
export interface NoticeLog<M> {
  /** Whether the key was recorded already (so a pass need not compose the notice again). */
  hasNotice(key: string): boolean;
  /** Records the notice's mails unless its key was recorded before; true when this call did. */
  recordOnce(key: string, mails: readonly M[], now: Date): boolean;
}

/** A day's run of a daily notice: the centre's day, the instant it fell due, its once-only key. */
export interface DailyRun {
  day: string;
  dueAt: Date;
  key: string;
}

/** The daily notice due at `now` (at `at` in the centre's zone) and not yet recorded, if any. */
export const dueDailyRun = (
  log: Pick<NoticeLog<unknown>, 'hasNotice'>,
  now: Date,
  timeZone: string,
  at: TimeOfDay,
  keyOf: (day: string) => string,
): DailyRun | undefined => {
  const day = dueDayAt(now, timeZone, at);
  if (day === undefined || log.hasNotice(keyOf(day))) return undefined;
  return { day, dueAt: instantOn(day, at, timeZone), key: keyOf(day) };
};

/** How often the notices look for what is due: a notice goes out within a minute of its time. */
export const NOTICES_EVERY_MS = 60_000;

export interface NoticeTickerOptions {
  /** One pass: record whatever is due now (idempotent through the notice log's keys). */
  pass: () => Promise<unknown>;
  everyMs?: number;
  /** A pass at start too: an instance started after a notice's time catches up at once. */
  atStart?: boolean;
  onError: (error: unknown) => void;
}

/**
 * The one scheduler of notices "due at HH:MM in the centre's zone, recorded once by key": it
 * runs a pass every minute, one at a time (a slow pass is never overlapped), until stopped. What
 * makes each notice once is the pass asking the notice log, not the timer, so a restart, a late
 * start or a second instance sends nothing twice; a failing pass is reported and the next
 * minute's tries again. The timer does not keep the process alive.
 */
export class NoticeTicker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: NoticeTickerOptions) {}

  start(): void {
    if (this.timer) return;
    if (this.options.atStart) this.running = this.tick();
    this.timer = setInterval(() => {
      this.running = this.running.then(() => this.tick());
    }, this.options.everyMs ?? NOTICES_EVERY_MS);
    this.timer.unref();
  }

  /** One pass now; resolves when it is over, however it went. */
  tick(): Promise<unknown> {
    return this.options.pass().catch((error: unknown) => {
      this.options.onError(error);
      return undefined;
    });
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
