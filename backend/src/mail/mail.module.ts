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
import { MailProcessManager } from './mail.process-manager.js';
import { createMailTransport, type MailTransport } from './mail.transport.js';
import { OutboxRetention } from './outbox-retention.js';

@Injectable()
export class MailLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly outbox: MailOutboxStore;
  private readonly manager: MailProcessManager;
  private readonly transport: MailTransport;
  private readonly retention: OutboxRetention;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(EVENT_STORE) events: EventStore,
    users: UsersService,
    links: ReviewLinkService,
  ) {
    this.outbox = new MailOutboxStore(config.dataDir);
    const transport = (this.transport = createMailTransport({
      from: process.env.MAIL_FROM ?? `"${CENTRE_NAME}" <bookings@centre-portal.local>`,
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      outboxRetentionDays: config.mailOutboxRetentionDays,
      onOutboxPruned: (outcome) => {
        if ('error' in outcome) this.logger.warn(`Pruning the mail outbox failed: ${String(outcome.error)}`);
        else if (outcome.removed > 0) this.logger.log(`Removed ${outcome.removed} mail files older than ${config.mailOutboxRetentionDays} days from the outbox`);
      },
    }));
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
      transport,
      reviewers: () => users.reviewerEmails(),
      reviewLink: (bookingId) => links.createLink(bookingId).url,
      now: () => new Date(),
      log: (message) => this.logger.warn(message),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.manager.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.retention.stop();
    await this.manager.stop();
    // Ends the pooled SMTP connections, which would otherwise keep the process alive.
    this.transport.close();
    this.outbox.close();
  }
}

/** Mails to bookers and reviewers, driven by the event log (DESIGN.md section 7). */
@Module({ providers: [MailLifecycle] })
export class MailModule {}
