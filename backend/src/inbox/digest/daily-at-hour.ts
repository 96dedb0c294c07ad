import { todayIn, zonedInstant } from '@centre/contracts';

/** One day's run of a daily job: the centre's date it is for, and the instant it is due. */
export interface DailyRun {
  /** YYYY-MM-DD in the centre's zone: the key that makes the run once a day. */
  date: string;
  dueAt: Date;
}

const nextDate = (date: string): string => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10);
};

/** The run due at `hour`:00 today in `timeZone` if that has come, else none yet; and the next one after `now`. */
export const dailyRunsAt = (now: Date, hour: number, timeZone: string): { due: DailyRun | null; next: DailyRun } => {
  const today = todayIn(timeZone, now);
  const todays = { date: today, dueAt: zonedInstant(today, hour, timeZone) };
  if (todays.dueAt.getTime() > now.getTime()) return { due: null, next: todays };
  const tomorrow = nextDate(today);
  return { due: todays, next: { date: tomorrow, dueAt: zonedInstant(tomorrow, hour, timeZone) } };
};

export interface DailyAtHourOptions {
  hour: number;
  timeZone: string;
  now: () => Date;
  /** The day's work; it must be idempotent per `run.date` (the outbox's key makes a mail so). */
  run: (run: DailyRun) => Promise<void>;
  onError: (error: unknown) => void;
}

/**
 * Runs a job once a day at `hour`:00 in the centre's zone. Started after that hour, it runs the
 * day's job at once (a restart, or an instance that was down at the hour, catches up); the job
 * being idempotent per date is what makes it once a day across restarts and instances.
 */
export class DailyAtHour {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(private readonly options: DailyAtHourOptions) {}

  start(): void {
    this.stopped = false;
    const { due } = dailyRunsAt(this.options.now(), this.options.hour, this.options.timeZone);
    if (due) this.fire(due);
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    const { next } = dailyRunsAt(this.options.now(), this.options.hour, this.options.timeZone);
    const delay = Math.max(0, next.dueAt.getTime() - this.options.now().getTime());
    this.timer = setTimeout(() => {
      this.fire(next);
      this.schedule();
    }, delay);
    this.timer.unref();
  }

  private fire(run: DailyRun): void {
    this.running = this.running.then(() => this.options.run(run)).catch(this.options.onError);
  }
}
