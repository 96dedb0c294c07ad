import { Inject, Injectable, Logger, Optional, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { InboxApplication } from '@centre/contracts';
import { UsersService } from '../../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { INBOX_READER, type InboxReader } from '../queries/inbox-reader.port.js';
import { dueDailyRun, NoticeTicker, type NoticeLog } from '../../shared/schedule/daily-notice.js';
import { DIGEST_LIST_LIMIT, inboxDigestMails, inboxDigestNoticeKey, type StaffMail } from './inbox-digest.mail.js';

/**
 * Where the inbox records the mails to staff that no event causes (the daily digest): the mail
 * slice's notice log, which records a notice's key once and sends what it records.
 */
export type StaffMailbox = NoticeLog<StaffMail>;
export const STAFF_MAILBOX = Symbol('STAFF_MAILBOX');

const DAY_MS = 24 * 3600_000;
const PAGE = 100;
/** Pages of applications a digest reads at most (a flood is counted, not listed whole). */
const MAX_PAGES = 20;

/** Where the console's inbox is, for the digest's link (the frontend's `paths.adminInbox`). */
export const INBOX_CONSOLE_PATH = '/admin/inbox';

/**
 * The staff's daily digest of the inbox (issue 29.5), at `INBOX_DIGEST_HOUR` in the centre's
 * zone: the messages nobody has answered or closed, and the applications of the day before the
 * hour. The day's digest is a notice recorded once under its key, so every instance may run
 * this and a restart may run it again: one digest a day (none when nothing is new). Without a
 * mailbox (a slice started alone) it stays idle.
 */
@Injectable()
export class InboxDigestScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('InboxDigest');
  private ticker: NoticeTicker | null = null;

  constructor(
    @Inject(INBOX_READER) private readonly reader: InboxReader,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Optional() @Inject(STAFF_MAILBOX) private readonly mailbox: StaffMailbox | null,
  ) {}

  onApplicationBootstrap(): void {
    const { mailbox } = this;
    const hour = this.config.applications.digestHour;
    if (!mailbox || hour === null) return;
    this.ticker = new NoticeTicker({
      pass: async () => {
        const run = dueDailyRun(mailbox, this.clock.now(), this.config.centreTimezone, { hour, minute: 0 }, inboxDigestNoticeKey);
        if (run) await this.send(run);
      },
      // An instance started after the hour (a restart, one down at the hour) catches up at once.
      atStart: true,
      onError: (error) => this.logger.warn(`The inbox digest could not be recorded: ${String(error)}`),
    });
    this.ticker.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.ticker?.stop();
  }

  /**
   * Records the day's digest for every enabled reviewer and admin, once: the day is marked done
   * even when nothing is new (then nobody is mailed), so it is not composed again every minute.
   */
  async send(run: { day: string; dueAt: Date }): Promise<void> {
    if (!this.mailbox) return;
    const newMessages = await this.reader.listMessages({ page: 1, pageSize: DIGEST_LIST_LIMIT }, { onlyNew: true });
    const mails = inboxDigestMails(
      {
        date: run.day,
        newMessages: { items: newMessages.items, total: newMessages.total },
        applications: await this.applicationsOfTheDayBefore(run.dueAt),
        inboxUrl: `${this.config.publicBaseUrl}${INBOX_CONSOLE_PATH}`,
        timeZone: this.config.centreTimezone,
      },
      this.users.reviewers().map((r) => r.email),
    );
    this.mailbox.recordOnce(inboxDigestNoticeKey(run.day), mails, this.clock.now());
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
