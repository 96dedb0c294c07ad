import type { MailOutboxStore, OutboxClaim, OutboxRow } from './mail-outbox.store.js';
import type { MailTransport } from './mail.transport.js';

/** What the process manager needs of whoever sends the mails it records. */
export interface MailSending {
  /** Starts sending what is pending, and retrying it from time to time. */
  start(): void;
  /**
   * The claim to make in the transaction that records new mails, when this sender is idle and
   * would claim them next anyway (none mid-pass): what it claims goes to kick() at once.
   */
  nextClaim(): OutboxClaim | undefined;
  /** New mails were recorded (and `claimed` claimed for this sender): send them now (or right after the pass in progress). */
  kick(claimed?: readonly OutboxRow[]): void;
  /** Stops retrying; resolves once the pass in progress, if any, is over. */
  stop(): Promise<void>;
}

export interface MailSenderDeps {
  outbox: MailOutboxStore;
  transport: MailTransport;
  now: () => Date;
  log?: (message: string) => void;
  /** How often pending mails are retried when nothing new arrives. */
  retryEveryMs?: number;
  maxAttempts?: number;
}

/** Mails claimed, delivered and marked together: one transaction marks a pass's mails sent and claims the next. */
const BATCH = 50;

/**
 * Sends what the outbox holds: claims a batch (so two processes sharing the folder never both
 * send a mail), delivers each, and records the outcomes. A failed mail goes back to pending
 * for a later pass (or stays failed after `maxAttempts`); a batch with a failure ends the pass,
 * so a transport that is down is tried again on the next retry, not in a loop.
 */
export class MailSender implements MailSending {
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  /** The batch the last claim delivered in its own transaction (see nextClaim). */
  private delivered: readonly OutboxRow[] | null = null;

  constructor(private readonly deps: MailSenderDeps) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), this.deps.retryEveryMs ?? 5_000);
    this.timer.unref();
    this.kick();
  }

  nextClaim(): OutboxClaim | undefined {
    if (this.stopped || this.sending) return undefined;
    const { transport } = this.deps;
    const claim: OutboxClaim = { limit: BATCH, now: this.deps.now().getTime() };
    if (!transport.sendAllNow) return claim;
    // A synchronous transport delivers the batch inside the claiming transaction; a failure
    // leaves the batch claimed, for kick() to send (and record the outcome) as any other.
    return {
      ...claim,
      deliver: (mails) => {
        try {
          transport.sendAllNow!(mails);
        } catch {
          return false;
        }
        this.delivered = mails;
        return true;
      },
    };
  }

  kick(claimed: readonly OutboxRow[] = []): void {
    if (this.stopped) return;
    if (claimed.length > 0 && claimed === this.delivered) {
      this.delivered = null;
      // Delivered and marked sent already; a full batch may have left more waiting.
      if (claimed.length < BATCH) return;
      claimed = [];
    }
    if (this.sending) {
      this.again = true;
      return;
    }
    this.sending = this.sendPending(claimed).finally(() => {
      this.sending = null;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sending;
  }

  /** Delivers a batch: the keys delivered go to `sent`; returns the mails that failed. */
  private async deliver(batch: readonly OutboxRow[], sent: string[]): Promise<Array<{ mail: OutboxRow; reason: unknown }>> {
    const { transport } = this.deps;
    if (transport.sendAllNow) {
      try {
        transport.sendAllNow(batch);
      } catch (reason: unknown) {
        return batch.map((mail) => ({ mail, reason }));
      }
      for (const mail of batch) sent.push(mail.key);
      return [];
    }
    const failed: Array<{ mail: OutboxRow; reason: unknown }> = [];
    // One after another: over SMTP they share one pooled connection.
    for (const mail of batch) {
      try {
        await transport.send(mail);
        sent.push(mail.key);
      } catch (reason: unknown) {
        failed.push({ mail, reason });
      }
    }
    return failed;
  }

  private async sendPending(claimed: readonly OutboxRow[]): Promise<void> {
    // Marked sent together with the next claim (one commit a pass), or on the way out.
    let sent: string[] = [];
    // The first batch comes claimed when the transaction that recorded it claimed it.
    let next: readonly OutboxRow[] | undefined = claimed.length > 0 ? claimed : undefined;
    try {
      while (!this.stopped) {
        const batch = next ?? this.deps.outbox.markSentAndClaim(sent, this.deps.now(), BATCH, this.deps.now().getTime());
        if (!next) sent = [];
        next = undefined;
        if (batch.length === 0) return;
        const failed = await this.deliver(batch, sent);
        if (failed.length === 0) continue;
        this.deps.outbox.markSent(sent, this.deps.now());
        sent = [];
        for (const { mail, reason } of failed) {
          const message = reason instanceof Error ? reason.message : String(reason);
          this.deps.log?.(`Mail ${mail.key} to ${mail.to} failed (attempt ${mail.attempts}): ${message}`);
          this.deps.outbox.markFailed(mail.key, message, this.deps.maxAttempts ?? 8);
        }
        return;
      }
    } finally {
      if (sent.length > 0) this.deps.outbox.markSent(sent, this.deps.now());
    }
  }
}
