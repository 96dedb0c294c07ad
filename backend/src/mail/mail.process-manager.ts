import { bookingFromLog, isLabDayEvent, type BookingRecord, type RecordedEvent } from '@centre/contracts';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import type { MailOutboxStore } from './mail-outbox.store.js';
import { mailsFor } from './mail.templates.js';
import type { MailTransport } from './mail.transport.js';

export interface MailProcessManagerDeps {
  events: EventStore;
  outbox: MailOutboxStore;
  transport: MailTransport;
  reviewers: () => string[];
  reviewLink: (bookingId: string) => string;
  now: () => Date;
  log?: (message: string) => void;
  /** How often pending mails are retried when nothing new arrives. */
  retryEveryMs?: number;
  maxAttempts?: number;
}

/**
 * Reacts to booking events with mails (DESIGN.md section 7): follows the log from its own
 * checkpoint, records each event's mails in its outbox together with the checkpoint, then
 * sends what is pending. Deduplicated by event id and recipient, so a redelivered event or a
 * restart mid-way sends nothing twice.
 */
export class MailProcessManager {
  private subscription: { close(): Promise<void> } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<void> | null = null;
  private again = false;

  constructor(private readonly deps: MailProcessManagerDeps) {}

  async start(): Promise<void> {
    // A first start (or a lost mail database) begins at the log's head: history is never
    // mailed again.
    if (!this.deps.outbox.hasCheckpoint()) {
      this.deps.outbox.record((await this.deps.events.head()).position, [], this.deps.now());
    }
    this.subscription = this.deps.events.subscribe(this.deps.outbox.checkpoint(), (event) => this.onEvent(event));
    this.timer = setInterval(() => this.kick(), this.deps.retryEveryMs ?? 5_000);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.subscription?.close();
    this.subscription = null;
    await this.sending;
  }

  /** Resolves once nothing is pending or in flight (for tests and shutdown). */
  async drain(): Promise<void> {
    while (this.sending) await this.sending;
  }

  private async onEvent(recorded: RecordedEvent): Promise<void> {
    const { event } = recorded;
    const mails = isLabDayEvent(event)
      ? mailsFor(event.eventId, event, {
          record: event.type === 'BookingRequested' ? undefined : await this.findRecord(recorded.streamId, event.data.bookingId),
          reviewers: this.deps.reviewers(),
          reviewLink: this.deps.reviewLink,
          bookingUrl: '',
        })
      : [];
    this.deps.outbox.record(recorded.position, mails, this.deps.now());
    if (mails.length > 0) this.kick();
  }

  private async findRecord(streamId: string, bookingId: string): Promise<BookingRecord | undefined> {
    const { events } = await this.deps.events.readStream(streamId);
    return bookingFromLog(bookingId, events)?.record;
  }

  private kick(): void {
    if (this.sending) {
      this.again = true;
      return;
    }
    this.sending = this.sendPending().finally(() => {
      this.sending = null;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  private async sendPending(): Promise<void> {
    for (;;) {
      const batch = this.deps.outbox.claim(20, this.deps.now().getTime());
      if (batch.length === 0) return;
      for (const mail of batch) {
        try {
          await this.deps.transport.send(mail);
          this.deps.outbox.markSent(mail.key, this.deps.now());
        } catch (error: unknown) {
          const message = error instanceof Error ? error.message : String(error);
          this.deps.log?.(`Mail ${mail.key} to ${mail.to} failed (attempt ${mail.attempts}): ${message}`);
          this.deps.outbox.markFailed(mail.key, message, this.deps.maxAttempts ?? 8);
          return;
        }
      }
    }
  }
}
