import { Inject, Injectable, Logger, Optional, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { InboxApplication } from '@centre/contracts';
import { UsersService } from '../../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { INBOX_READER, type InboxReader } from '../queries/inbox-reader.port.js';
import { DailyAtHour, type DailyRun } from './daily-at-hour.js';
import { DIGEST_LIST_LIMIT, inboxDigestMails } from './inbox-digest.mail.js';
import { STAFF_MAILBOX, type StaffMailbox } from './staff-mailbox.port.js';

const DAY_MS = 24 * 3600_000;
const PAGE = 100;
/** Pages of applications a digest reads at most (a flood is counted, not listed whole). */
const MAX_PAGES = 20;

/** Where the console's inbox is, for the digest's link (the frontend's `paths.adminInbox`). */
export const INBOX_CONSOLE_PATH = '/admin/inbox';

/**
 * The staff's daily digest of the inbox (issue 29.5), at `INBOX_DIGEST_HOUR` in the centre's
 * zone: the messages nobody has answered or closed, and the applications of the day before the
 * hour. Each recipient's digest of a date has one outbox key, so every instance may run this
 * and a restart may run it again: one mail per recipient per day. Without a mailbox (a slice
 * started alone) it stays idle.
 */
@Injectable()
export class InboxDigestScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('InboxDigest');
  private daily: DailyAtHour | null = null;

  constructor(
    @Inject(INBOX_READER) private readonly reader: InboxReader,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Optional() @Inject(STAFF_MAILBOX) private readonly mailbox: StaffMailbox | null,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.mailbox || this.config.applications.digestHour === null) return;
    this.daily = new DailyAtHour({
      hour: this.config.applications.digestHour,
      timeZone: this.config.centreTimezone,
      now: () => this.clock.now(),
      run: (run) => this.send(run),
      onError: (error) => this.logger.warn(`The inbox digest could not be recorded: ${String(error)}`),
    });
    this.daily.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.daily?.stop();
  }

  /** Records the day's digest for every enabled reviewer and admin (nothing when nothing is new). */
  async send(run: DailyRun): Promise<void> {
    if (!this.mailbox) return;
    const newMessages = await this.reader.listMessages({ page: 1, pageSize: DIGEST_LIST_LIMIT }, { onlyNew: true });
    const mails = inboxDigestMails(
      {
        date: run.date,
        newMessages: { items: newMessages.items, total: newMessages.total },
        applications: await this.applicationsOfTheDayBefore(run.dueAt),
        inboxUrl: `${this.config.publicBaseUrl}${INBOX_CONSOLE_PATH}`,
        timeZone: this.config.centreTimezone,
      },
      this.users.reviewers().map((r) => r.email),
    );
    if (mails.length > 0) await this.mailbox.record(mails);
  }

  /** Applications received in the 24 hours before `dueAt`, newest first (the list is in log order). */
  private async applicationsOfTheDayBefore(dueAt: Date): Promise<InboxApplication[]> {
    const from = dueAt.getTime() - DAY_MS;
    const found: InboxApplication[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const { items } = await this.reader.listApplications({ page, pageSize: PAGE });
      for (const item of items) {
        const at = Date.parse(item.submittedAt);
        if (at < from) return found;
        if (at < dueAt.getTime()) found.push(item);
      }
      if (items.length < PAGE) return found;
    }
    return found;
  }
}
