import { mkdirSync } from 'node:fs';
import nodemailer from 'nodemailer';
import type { MailMessage } from './mail.templates.js';
import { composeMessage, composeMessageText, plainRecipient, senderOf } from './mime-message.js';
import { OutboxWriter } from './outbox-mbox.js';
import { OutboxRetention, pruneOutbox, type OutboxRetentionOptions } from './outbox-retention.js';

export interface MailTransport {
  send(mail: MailMessage): Promise<void>;
  /**
   * Delivers a sender's pass in one go and synchronously, where the transport can (the mbox
   * outbox: one write for them all); all of them failed when it throws (a mail half written is
   * written again, never lost). Being synchronous, it can run inside the outbox's transaction
   * that records and claims the mails, so that marking them sent costs no commit of its own.
   */
  sendAllNow?(mails: readonly MailMessage[]): void;
  close(): void;
}

export interface MailTransportOptions {
  from: string;
  /** smtp:// or smtps:// URL; without it mails are appended to a day's mbox file in `outboxDir` (outbox-mbox.ts). */
  smtpUrl?: string;
  outboxDir: string;
  /** Days the outbox's files are kept after their last mail; 0 or unset keeps them all (the app sets 30). */
  outboxRetentionDays?: number;
  /** How each pruning of the outbox went. */
  onOutboxPruned?: OutboxRetentionOptions['report'];
}

/**
 * Pooled unless the URL says otherwise (`?pool=false`): a booking's mails go over an open
 * connection instead of a new TCP (and TLS) handshake each. Nodemailer takes the pool flag
 * only from the URL when it is given one, so it goes there.
 */
const pooled = (smtpUrl: string): string => {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.href;
};

export const createMailTransport = (options: MailTransportOptions): MailTransport => {
  const sender = senderOf(options.from);
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(pooled(options.smtpUrl));
    return {
      async send(mail) {
        // The bytes the outbox would hold, sent as they are; the envelope names the one plain
        // recipient as an address object, so nodemailer parses nothing out of it.
        await transporter.sendMail({
          envelope: { from: sender.address, to: [plainRecipient(mail.to)] },
          raw: composeMessage(mail, sender),
        });
      },
      close: () => transporter.close(),
    };
  }
  mkdirSync(options.outboxDir, { recursive: true });
  const retention = new OutboxRetention({
    prune: (cutoff) => pruneOutbox(options.outboxDir, cutoff),
    days: options.outboxRetentionDays ?? 0,
    ...(options.onOutboxPruned && { report: options.onOutboxPruned }),
  });
  const outbox = new OutboxWriter(options.outboxDir);
  // Synchronously: the transport runs on the mail's own thread (mail.thread.ts), where a
  // blocking append holds up nothing and skips the thread pool's round trip.
  const write = (mails: readonly MailMessage[]): void =>
    outbox.appendAll(mails.map((mail) => ({ key: mail.key, message: composeMessageText(mail, sender) })));
  return {
    async send(mail) {
      write([mail]);
    },
    sendAllNow: write,
    close: () => {
      retention.stop();
      outbox.close();
    },
  };
};
