import { Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { listBookings, listDueBookings, type ReadModelStore } from '@centre/projections';
import { ReviewLinkService, UsersService } from '../../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { READ_MODEL_STORE } from '../../read-models/index.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { ClockModule } from '../../shared/clock/clock.module.js';
import { MailOutboxStore } from '../mail-outbox.store.js';
import { NoticeTicker } from '../../shared/schedule/daily-notice.js';
import { sendDueNotices, type ReviewerNoticeDeps } from './reviewer-notices.js';
/** Pending requests a digest lists at most (the oldest); it says how many there are in all. */
export const DIGEST_MAX_ITEMS = 500;

/**
 * The reviewers' digest and reminders in this backend instance. They read the pending requests
 * from the booking lists (which live in this process) and record their mails in the mail
 * outbox the mail thread sends from, under once-only keys, so every instance may run them.
 */
// READ_MODEL_STORE comes from the global read-models module; the auth services from AuthModule.
@Module({ imports: [ClockModule] })
export class ReviewerNoticesModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly notices: NoticeTicker;
  private readonly outbox: MailOutboxStore;

  constructor(
    @Inject(READ_MODEL_STORE) readModels: ReadModelStore,
    @Inject(CLOCK) clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
    users: UsersService,
    links: ReviewLinkService,
  ) {
    const logger = new Logger('ReviewerNotices');
    this.outbox = new MailOutboxStore(config.dataDir);
    const deps: ReviewerNoticeDeps = {
      pending: async () => {
        const page = await listBookings(readModels, { status: 'pending', sort: 'created-asc', limit: DIGEST_MAX_ITEMS });
        return { items: page.items, total: page.total };
      },
      deadlinesUntil: (until) => listDueBookings(readModels, until),
      reviewers: () => users.reviewers(),
      reviewLink: (bookingId, userId) => links.createLink(bookingId, userId).url,
      hasNotice: (key) => this.outbox.hasNotice(key),
      recordOnce: (key, mails, now) => this.outbox.recordOnce(key, mails, now),
      now: () => clock.now(),
      timezone: config.centreTimezone,
      digestAt: config.reviewerNotices.digestAt,
      reminderLeadMinutes: config.reviewerNotices.reminderLeadMinutes,
      decisionLeadMinutes: config.bookingDeadlines.decisionLeadMinutes,
    };
    this.notices = new NoticeTicker({
      pass: () => sendDueNotices(deps),
      onError: (error) => logger.warn(`The reviewers' notices failed: ${error instanceof Error ? error.message : String(error)}`),
    });
  }

  onApplicationBootstrap(): void {
    this.notices.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.notices.stop();
    this.outbox.close();
  }
}
