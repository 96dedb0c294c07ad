import path from 'node:path';
import {
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CENTRE_NAME } from '@centre/contracts';
import { ReviewLinkService } from '../auth/review-link.service.js';
import { UsersService } from '../auth/users.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { EVENT_STORE, type EventStore } from '../shared/event-store/event-store.port.js';
import { MailOutboxStore } from './mail-outbox.store.js';
import { MailProcessManager, type MailProgress } from './mail.process-manager.js';
import { OutboxRetention } from './outbox-retention.js';
import { ThreadedMailSender } from './threaded.mail-sender.js';

@Injectable()
export class MailLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly outbox: MailOutboxStore;
  private readonly manager: MailProcessManager;
  private readonly retention: OutboxRetention;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(EVENT_STORE) events: EventStore,
    users: UsersService,
    links: ReviewLinkService,
  ) {
    this.outbox = new MailOutboxStore(config.dataDir);
    const sender = new ThreadedMailSender(
      {
        dataDir: config.dataDir,
        transport: {
          from: process.env.MAIL_FROM ?? `"${CENTRE_NAME}" <bookings@centre-portal.local>`,
          ...(config.smtpUrl !== undefined && { smtpUrl: config.smtpUrl }),
          outboxDir: path.join(config.dataDir, 'outbox'),
          outboxRetentionDays: config.mailOutboxRetentionDays,
        },
      },
      this.logger,
    );
    this.retention = new OutboxRetention({
      prune: (cutoff) => this.outbox.pruneSent(cutoff),
      days: config.mailOutboxRetentionDays,
      report: (outcome) => {
        if ('error' in outcome) this.logger.warn(`Pruning the sent mails failed: ${String(outcome.error)}`);
        else if (outcome.removed > 0) this.logger.log(`Forgot ${outcome.removed} mails sent more than ${config.mailOutboxRetentionDays} days ago`);
      },
    });
    this.manager = new MailProcessManager({
      events,
      outbox: this.outbox,
      sender,
      reviewers: () => users.reviewerEmails(),
      reviewLink: (bookingId) => links.createLink(bookingId).url,
      now: () => new Date(),
    });
  }

  /** How far the mails are (for /health and /metrics). */
  progress(): Promise<MailProgress> {
    return this.manager.progress();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.manager.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.retention.stop();
    // Also ends the sender's thread, which closes its transport (and any pooled SMTP connection).
    await this.manager.stop();
    this.outbox.close();
  }
}

/** Mails to bookers and reviewers, driven by the event log (DESIGN.md section 7). */
@Module({ providers: [MailLifecycle] })
export class MailModule {}
