import { Worker } from 'node:worker_threads';
import { builtModule } from '@centre/projections';
import type { MailSending } from './mail.sender.js';
import type { MailTransportOptions } from './mail.transport.js';

/** What the sender's thread starts with: where the outbox is, and how to deliver. */
export interface MailSenderThreadOptions {
  dataDir: string;
  /** Set to 1 by a kick the thread has not taken yet (an Int32Array's buffer); see kick(). */
  kicked?: SharedArrayBuffer;
  transport: Omit<MailTransportOptions, 'onOutboxPruned'>;
  retryEveryMs?: number;
  maxAttempts?: number;
}

/** New mails were recorded, or: finish the pass in progress and end. */
export type ToMailSender = 'kick' | 'stop';
/** What the thread has to say, for the application's log. */
export interface FromMailSender {
  level: 'log' | 'warn' | 'error';
  message: string;
}

export interface SenderLog {
  log(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** The thread's module, built (see mail.sender.thread.ts). */
const SENDER_THREAD = new URL('./mail.sender.thread.js', builtModule(import.meta.url));

/** A thread that ends unexpectedly is started again after this long; its claimed mails go again later. */
const RESTART_AFTER_MS = 1_000;

/**
 * The mail sender (MailSender) on a thread of its own, with its own connection to the outbox.
 * The process manager records mails on the event loop and kicks this; the thread claims,
 * composes and delivers them. The thread does not keep the process alive by itself.
 */
export class ThreadedMailSender implements MailSending {
  private worker: Worker | null = null;
  private stopped = false;
  private readonly kicked = new Int32Array(new SharedArrayBuffer(4));
  private exited: Promise<void> = Promise.resolve();

  constructor(
    private readonly options: MailSenderThreadOptions,
    private readonly logger: SenderLog,
  ) {}

  start(): void {
    this.stopped = false;
    if (!this.worker) this.spawn();
  }

  /**
   * At most one kick waits for the thread: while it has not taken the last one, the next pass
   * finds these mails too, and a message per recorded batch (hundreds a second) costs more
   * than the flag.
   */
  kick(): void {
    if (this.worker && Atomics.exchange(this.kicked, 0, 1) === 0) this.worker.postMessage('kick' satisfies ToMailSender);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const worker = this.worker;
    this.worker = null;
    worker?.postMessage('stop' satisfies ToMailSender);
    await this.exited;
  }

  private spawn(): void {
    Atomics.store(this.kicked, 0, 0);
    const workerData: MailSenderThreadOptions = { ...this.options, kicked: this.kicked.buffer };
    const worker = new Worker(SENDER_THREAD, { workerData });
    worker.unref();
    worker.on('message', ({ level, message }: FromMailSender) => this.logger[level](message));
    worker.on('error', (error: unknown) => this.logger.error(`The mail sender's thread failed: ${String(error)}`));
    this.exited = new Promise((resolve) =>
      worker.once('exit', () => {
        resolve();
        if (this.worker !== worker) return;
        this.worker = null;
        if (!this.stopped) setTimeout(() => !this.stopped && !this.worker && this.spawn(), RESTART_AFTER_MS).unref();
      }),
    );
    this.worker = worker;
  }
}
