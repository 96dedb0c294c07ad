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
import { Gauge, Registry } from 'prom-client';
import { ReviewLinkService } from '../auth/review-link.service.js';
import { UsersService } from '../auth/users.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { EVENT_STORE, type EventStore } from '../shared/event-store/event-store.port.js';
import type { StatusReport } from '../shared/status/status-report.js';
import { MailOutboxStore } from './mail-outbox.store.js';
import { MailProcessManager, type MailProgress } from './mail.process-manager.js';
import { OutboxRetention } from './outbox-retention.js';
import { ThreadedMailSender } from './threaded.mail-sender.js';

/** The mail's progress as Prometheus gauges, read when scraped. */
const mailMetrics = (progress: () => Promise<MailProgress>): Registry => {
  const registry = new Registry();
  const gauge = (name: string, help: string, of: (p: MailProgress) => number): Gauge =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(of(await progress()));
      },
    });
  gauge('centre_mail_checkpoint', 'Position in the log up to which every event\'s mails are recorded', (p) => p.checkpoint);
  gauge('centre_mail_lag_events', 'Events in the log the mail process manager has not looked at yet', (p) => p.lagEvents);
  gauge('centre_mail_pending', 'Mails recorded and not yet sent', (p) => p.pending);
  return registry;
};

@Injectable()
export class MailLifecycle implements OnApplicationBootstrap, OnApplicationShutdown, StatusReport {
  readonly name = 'mail';
  readonly metrics: Registry;
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
    this.metrics = mailMetrics(() => this.manager.progress());
  }

  /** How far the mails are: `mail` in /health. */
  async status(): Promise<Record<string, number>> {
    return { ...(await this.manager.progress()) };
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
@Module({ providers: [MailLifecycle], exports: [MailLifecycle] })
export class MailModule {}
