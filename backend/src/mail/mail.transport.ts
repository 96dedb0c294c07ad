import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailMessage } from './mail.templates.js';
import { OutboxRetention, pruneOutbox, type OutboxRetentionOptions } from './outbox-retention.js';

export interface MailTransport {
  send(mail: MailMessage): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  from: string;
  /** smtp:// or smtps:// URL; without it mails are written as .eml files to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
  /** Days the `.eml` files of the outbox are kept; 0 or unset keeps them all (the app sets 30). */
  outboxRetentionDays?: number;
  /** How each pruning of the outbox went. */
  onOutboxPruned?: OutboxRetentionOptions['report'];
}

/** Same key, same Message-ID: a receiver can tell a resend from a new mail. */
const messageId = (key: string): string => `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@centre-portal>`;

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

/**
 * nodemailer's options for a mail. The recipient goes as an address object: nodemailer takes
 * its address as it is, where a string would be parsed as a list of display names, comments
 * and addresses (`"x" <victim@evil.example>`). The rules of contracts let only one plain
 * address through; this keeps a mailer from reading more into one.
 */
export const mailOptionsOf = (mail: MailMessage, from: string) => ({
  from,
  to: { name: '', address: mail.to },
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  messageId: messageId(mail.key),
  ...(mail.calendar && { icalEvent: { method: mail.calendar.method, filename: 'booking.ics', content: mail.calendar.content } }),
  // Said once instead of detected per part and header: nodemailer detects it by matching every
  // letter of the text, which took a third of a mail's CPU (about 700 µs a mail before, 350
  // after). Latin text comes out the same; other scripts come out quoted-printable instead of
  // base64, which every client reads.
  textEncoding: 'quoted-printable' as const,
});

export const createMailTransport = (options: MailTransportOptions): MailTransport => {
  const toEnvelope = (mail: MailMessage) => mailOptionsOf(mail, options.from);
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(pooled(options.smtpUrl));
    return {
      async send(mail) {
        await transporter.sendMail(toEnvelope(mail));
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
  return {
    async send(mail) {
      // nodemailer's composer itself, without the transport around it (a quarter of the
      // CPU of a mail went to the stream transport's plumbing): the same bytes.
      const message = await new MailComposer(toEnvelope(mail)).compile().build();
      const file = `${mail.key.replace(/[^a-zA-Z0-9@._-]+/g, '_')}.eml`;
      // Synchronously: the transport runs on the mail sender's own thread (mail-sender.thread.ts),
      // where a blocking write holds up nothing and skips the thread pool's round trip.
      writeFileSync(path.join(options.outboxDir, file), message);
    },
    close: () => retention.stop(),
  };
};
