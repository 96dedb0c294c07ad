import {
  bookingFromLog,
  isLabDayEvent,
  isWaitlistEvent,
  type AnyEvent,
  type BookingRecord,
  type RecordedEvent,
  type WaitJoined,
  type WaitJoinedV1Data,
} from '@centre/contracts';
import { qualificationMailsFor } from '../training/index.js';
import { caughtNoticeKey, flagMailsFor } from './booking-flag-mails.js';
import { mailsVisitor, visitorMailsFor, withHtml } from './application-mails.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';
import type { MailOutboxStore } from './mail-outbox.store.js';
import { mailsFor, type MailContext, type MailMessage, type Reviewer } from './mail.templates.js';
import type { MailSending } from './mail.sender.js';
import { waitlistMailsFor, type WaitlistMailContext } from './waitlist-mails.js';

export interface MailProcessManagerDeps {
  events: EventStore;
  outbox: MailOutboxStore;
  /** Sends what is recorded. */
  sender: MailSending;
  /** Who may decide bookings (enabled reviewers and admins). */
  reviewers: () => Reviewer[];
  reviewLink: MailContext['reviewLink'];
  bookerLink: MailContext['bookerLink'];
  bookAgainLink?: MailContext['bookAgainLink'];
  /** The centre's zone, for calendar entries. */
  timezone?: string;
  /** The applicant's signed status link; without it, applications mail nobody (contact messages still do). */
  applicationStatusLink?: (applicationId: string) => string;
  /** The site's Training page, named in the mail of a withdrawn qualification. */
  trainingPage?: string;
  /** The waiter's signed link to their place; without it, the waitlist mails nobody. */
  waiterLink?: WaitlistMailContext['waiterLink'];
  now: () => Date;
}

export interface MailProgress {
  /** Position in the log up to which every event's mails are recorded. */
  checkpoint: number;
  /** Events in the log after the checkpoint. */
  lagEvents: number;
  /** Mails recorded and not yet sent. */
  pending: number;
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
  /** Mails of events delivered but not yet recorded, and the position they reach. */
  private unrecorded: { mails: MailMessage[]; events: number; position: number; reviewers?: Reviewer[] } | null = null;

  constructor(private readonly deps: MailProcessManagerDeps) {}

  async start(): Promise<void> {
    // A first start (or a lost mail database) begins at the log's head: history is never
    // mailed again.
    if (!this.deps.outbox.hasCheckpoint()) {
      this.deps.outbox.record((await this.deps.events.head()).position, [], this.deps.now());
    }
    this.subscription = this.deps.events.subscribe(this.deps.outbox.checkpoint(), (event) => this.onEvent(event));
    this.deps.sender.start();
  }

  /** Stops following the log, records what was delivered, then stops the sender. */
  async stop(): Promise<void> {
    await this.subscription?.close();
    this.subscription = null;
    this.record();
    await this.deps.sender.stop();
  }

  /**
   * How far the mails are: the checkpoint in the log, the events after it not yet looked at,
   * and the mails recorded and not yet sent.
   */
  async progress(): Promise<MailProgress> {
    const checkpoint = this.deps.outbox.checkpoint();
    const head = (await this.deps.events.head()).position;
    return { checkpoint, lagEvents: Math.max(0, head - checkpoint), pending: this.deps.outbox.pending() };
  }

  private async onEvent(recorded: RecordedEvent): Promise<void> {
    const { event } = recorded;
    const record =
      isLabDayEvent(event) && event.type !== 'BookingRequested' ? await this.findRecord(recorded, event.data.bookingId) : undefined;
    const visitorMails = mailsVisitor(event) ? visitorMailsFor(event, await this.firstOfStream(recorded), this.deps.applicationStatusLink) : [];
    const waitMails = isWaitlistEvent(event) ? await this.waitlistMails(recorded) : [];
    let batch = this.unrecorded;
    if (!batch) {
      batch = this.unrecorded = { mails: [], events: 0, position: 0 };
      setImmediate(() => this.record());
    }
    if (isLabDayEvent(event)) {
      // Asked once a batch: the reviewers are a query of the users' database.
      batch.reviewers ??= this.deps.reviewers();
      const { reviewLink, bookerLink, bookAgainLink } = this.deps;
      const context = { record, reviewers: batch.reviewers, reviewLink, bookerLink, ...(bookAgainLink && { bookAgainLink }), at: new Date(event.occurredAt) };
      // A flag whose notice went out before flags were events (recorded once by this key) is not mailed again.
      const noticedBefore = event.type === 'BookingFlagged' && this.deps.outbox.hasNotice(caughtNoticeKey(event.data.operationId, event.data.bookingId));
      const full = { ...context, ...(this.deps.timezone && { timezone: this.deps.timezone }) };
      if (!noticedBefore) batch.mails.push(...mailsFor(event.eventId, event, full), ...flagMailsFor(event.eventId, event, full));
    }
    batch.mails.push(...visitorMails, ...waitMails, ...qualificationMailsFor(event, this.deps.trainingPage ?? '/training').map(withHtml));
    batch.events += 1;
    batch.position = recorded.position;
    if (batch.events >= RECORD_BATCH) this.record();
  }

  /** Records the mails delivered so far and moves the checkpoint past their events. */
  private record(): void {
    const batch = this.unrecorded;
    this.unrecorded = null;
    if (!batch) return;
    if (batch.mails.length === 0) {
      this.deps.outbox.record(batch.position, [], this.deps.now());
      return;
    }
    // An idle sender's next batch is claimed in the same transaction: one commit, not two.
    const claim = this.deps.sender.nextClaim();
    const claimed = this.deps.outbox.record(batch.position, batch.mails, this.deps.now(), claim);
    // A claim that found nothing: nothing is left to send (these mails were recorded by another process).
    if (!claim || claimed.length > 0) this.deps.sender.kick(claimed);
  }

  /** A waitlist event's mails, from the place as its WaitJoined (earlier in the same stream) recorded it. */
  private async waitlistMails(recorded: RecordedEvent): Promise<MailMessage[]> {
    const { event } = recorded;
    const { waiterLink, bookAgainLink, timezone } = this.deps;
    if (!isWaitlistEvent(event) || !waiterLink) return [];
    const id = event.data.bookingId;
    const joined =
      event.type === 'WaitJoined'
        ? event.data
        : (await this.deps.events.readStream(recorded.streamId)).events
            .map((r) => r.event)
            .find((e): e is WaitJoined => e.type === 'WaitJoined' && (e.data as WaitJoinedV1Data).bookingId === id)?.data;
    const context = { waiterLink, ...(bookAgainLink && { bookAgainLink }), ...(timezone && { timezone }) };
    return waitlistMailsFor(event.eventId, event, joined, context);
  }

  /** The submission or the message an application's or a contact message's later event belongs to. */
  private async firstOfStream({ event, revision, streamId }: RecordedEvent): Promise<AnyEvent | undefined> {
    if (revision === 0) return event;
    return (await this.deps.events.readStream(streamId)).events[0]?.event;
  }

  /** The booking just before this event: its mail shows this event's change, and no later one. */
  private async findRecord(recorded: RecordedEvent, bookingId: string): Promise<BookingRecord | undefined> {
    const { events } = await this.deps.events.readStream(recorded.streamId);
    return bookingFromLog(bookingId, events.filter((e) => e.revision < recorded.revision))?.record;
  }
}
