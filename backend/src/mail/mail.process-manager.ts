import { isLabDayEvent, type BookingRequestedV1Data, type RecordedEvent } from '@centre/contracts';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import type { MailOutboxStore } from './mail-outbox.store.js';
import { mailsFor, type MailMessage } from './mail.templates.js';
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

/** Events whose mails are recorded in one outbox transaction, at most. */
const RECORD_BATCH = 500;

/**
 * Reacts to booking events with mails (DESIGN.md section 7): follows the log from its own
 * checkpoint, records the mails of the events delivered in one turn of the event loop in its
 * outbox together with the checkpoint (one transaction for them all), then sends what is
 * pending. Deduplicated by event id and recipient, so a redelivered event or a restart
 * mid-way sends nothing twice; events not yet recorded are read again after a restart.
 */
export class MailProcessManager {
  private subscription: { close(): Promise<void> } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<void> | null = null;
  private again = false;
  /** Mails of events delivered but not yet recorded, and the position they reach. */
  private unrecorded: { mails: MailMessage[]; events: number; position: number } | null = null;

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
    this.record();
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
          request: event.type === 'BookingRequested' ? undefined : await this.findRequest(recorded.streamId, event.data.bookingId),
          reviewers: this.deps.reviewers(),
          reviewLink: this.deps.reviewLink,
          bookingUrl: '',
        })
      : [];
    let batch = this.unrecorded;
    if (!batch) {
      batch = this.unrecorded = { mails: [], events: 0, position: 0 };
      setImmediate(() => this.record());
    }
    batch.mails.push(...mails);
    batch.events += 1;
    batch.position = recorded.position;
    if (batch.events >= RECORD_BATCH) this.record();
  }

  /** Records the mails delivered so far and moves the checkpoint past their events. */
  private record(): void {
    const batch = this.unrecorded;
    this.unrecorded = null;
    if (!batch) return;
    this.deps.outbox.record(batch.position, batch.mails, this.deps.now());
    if (batch.mails.length > 0) this.kick();
  }

  private async findRequest(streamId: string, bookingId: string): Promise<BookingRequestedV1Data | undefined> {
    const { events } = await this.deps.events.readStream(streamId);
    for (const { event } of events) {
      if (isLabDayEvent(event) && event.type === 'BookingRequested' && event.data.bookingId === bookingId) {
        return event.data;
      }
    }
    return undefined;
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
