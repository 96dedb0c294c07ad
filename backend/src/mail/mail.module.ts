import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { builtModule } from '@centre/projections';
import { Gauge, Registry } from 'prom-client';
import { AUTH_CONFIG, type AuthConfig } from '../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { StatusReport } from '../shared/status/status-report.js';
import type { MailProgress } from './mail.process-manager.js';
import type { FromMailThread, MailThreadOptions, ToMailThread } from './mail.thread.js';
import { ReviewerNoticesModule } from './reviewer-notices/reviewer-notices.module.js';

/** The thread's module, built (see mail.thread.ts). */
const MAIL_THREAD = new URL('./mail.thread.js', builtModule(import.meta.url));

/** A thread that ends unexpectedly is started again after this long, doubled after each early end (up to a minute); it resumes at its checkpoint. */
const RESTART_AFTER_MS = 1_000;
const RESTART_AFTER_MAX_MS = 60_000;
/** A thread that ran this long before ending starts the doubling afresh. */
const RAN_WELL_MS = 60_000;
/** How long /health waits for the thread's answer before giving the last one it had. */
const PROGRESS_WAIT_MS = 1_000;

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
  gauge(
    'centre_mail_checkpoint',
    "Position in the log up to which every event's mails are recorded",
    (p) => p.checkpoint,
  );
  gauge(
    'centre_mail_lag_events',
    'Events in the log the mail process manager has not looked at yet',
    (p) => p.lagEvents,
  );
  gauge('centre_mail_pending', 'Mails recorded and not yet sent', (p) => p.pending);
  return registry;
};

/**
 * Mails on a thread of their own (DESIGN.md section 7; see mail.thread.ts): started with the
 * application, stopped after the HTTP server (so the last bookings' mails are recorded), and
 * started again if it ever ends on its own. Reports the mail's progress for /health and /metrics.
 */
@Injectable()
export class MailLifecycle implements OnApplicationBootstrap, OnApplicationShutdown, StatusReport {
  readonly name = 'mail';
  readonly metrics: Registry;
  private readonly logger = new Logger('Mail');
  private readonly options: MailThreadOptions;
  private worker: Worker | null = null;
  private stopping = false;
  private exited: Promise<void> = Promise.resolve();
  private restartAfterMs = RESTART_AFTER_MS;
  private nextQuestion = 1;
  private readonly questions = new Map<number, (progress: MailProgress) => void>();
  private lastProgress: MailProgress = { checkpoint: 0, lagEvents: 0, pending: 0 };

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(AUTH_CONFIG) auth: AuthConfig) {
    this.options = {
      events: {
        eventStore: config.eventStore,
        esdbConnectionString: config.esdbConnectionString,
        dataDir: config.dataDir,
      },
      dataDir: config.dataDir,
      auth,
      transport: {
        from: config.mailFrom,
        ...(config.smtpUrl !== undefined && { smtpUrl: config.smtpUrl }),
        outboxDir: path.join(config.dataDir, 'outbox'),
        outboxRetentionDays: config.mailOutboxRetentionDays,
      },
      retentionDays: config.mailOutboxRetentionDays,
      timezone: config.centreTimezone,
    };
    this.metrics = mailMetrics(() => this.progress());
  }

  /** How far the mails are: `mail` in /health. */
  async status(): Promise<Record<string, number>> {
    return { ...(await this.progress()) };
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.worker?.postMessage('stop' satisfies ToMailThread);
    await this.exited;
  }

  private progress(): Promise<MailProgress> {
    const worker = this.worker;
    if (!worker) return Promise.resolve(this.lastProgress);
    const id = this.nextQuestion++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.questions.delete(id);
        resolve(this.lastProgress);
      }, PROGRESS_WAIT_MS);
      this.questions.set(id, (progress) => {
        clearTimeout(timer);
        resolve((this.lastProgress = progress));
      });
      worker.postMessage({ progress: id } satisfies ToMailThread);
    });
  }

  /** Resolves once the thread follows the log (or has said why it cannot). */
  private start(): Promise<void> {
    const worker = new Worker(MAIL_THREAD, { workerData: this.options });
    const startedAt = Date.now();
    this.worker = worker;
    const started = new Promise<void>((resolve) => {
      worker.on('message', (message: FromMailThread) => {
        if ('started' in message) resolve();
        else if ('failed' in message) {
          this.logger.error(`The mail's thread could not start: ${message.failed}`);
          resolve();
        } else if ('progress' in message) this.questions.get(message.id)?.(message.progress);
        else this.logger[message.level](message.message);
      });
      worker.on('error', (error: unknown) => {
        this.logger.error(`The mail's thread failed: ${String(error)}`);
        resolve();
      });
    });
    this.exited = new Promise((resolve) =>
      worker.once('exit', () => {
        resolve();
        if (this.worker !== worker) return;
        this.worker = null;
        if (this.stopping) return;
        const delay = Date.now() - startedAt > RAN_WELL_MS ? RESTART_AFTER_MS : this.restartAfterMs;
        this.restartAfterMs = Math.min(delay * 2, RESTART_AFTER_MAX_MS);
        this.logger.warn(`The mail's thread ended; starting it again in ${delay / 1000} s`);
        setTimeout(() => void (!this.stopping && !this.worker && this.start()), delay).unref();
      }),
    );
    return started;
  }
}

/**
 * Mails to bookers and reviewers, driven by the event log (DESIGN.md section 7), and the
 * reviewers' digest and reminders, driven by the clock.
 */
@Module({ imports: [ReviewerNoticesModule], providers: [MailLifecycle], exports: [MailLifecycle] })
export class MailModule {}
