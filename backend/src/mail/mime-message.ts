import { hash, randomUUID } from 'node:crypto';
import { cleanText, isValidEmail } from '@centre/contracts';
import * as base64 from 'nodemailer/lib/base64';
import * as mimeFuncs from 'nodemailer/lib/mime-funcs';
import MimeNode from 'nodemailer/lib/mime-node';
import * as qp from 'nodemailer/lib/qp';
import type { MailMessage } from './mail.templates.js';

/**
 * A mail's bytes (RFC 5322 with MIME), composed once and handed as they are to whichever sink
 * delivers it: the mbox outbox of the embedded default (outbox-mbox.ts), or nodemailer's SMTP transport as a
 * raw message. Every encoding decision is nodemailer's own, through its public helpers: header
 * values (`encodeHeaderValue`: addresses, RFC 2047 words), 7bit or quoted-printable
 * for a text part (`isPlainText`, `hasLongerLines`), the encoders and the folding. Only the
 * three shapes our mails take are laid out here: text and HTML as alternatives, plus, for a
 * booking's calendar, the invitation as a third alternative and the same file attached. The
 * bytes are nodemailer's composer's, boundaries and date aside (mime-message.unit.spec.ts
 * compares them). The composer builds each part through a chain of streams: side by side on
 * this host, a booking's mail cost 350–550 µs of CPU through it and 40–80 µs here.
 */

const CRLF = '\r\n';
/**
 * Header values are encoded by one node, made once: nodemailer's static `encodeHeaderValue` is
 * the same method on a node it makes per call, and making a node draws random bytes for its
 * boundary (two nodes per mail, a fifth of composing under load).
 */
const HEADERS = new MimeNode(false, { textEncoding: 'Q' });

/**
 * Same key, same Message-ID: a receiver can tell a resend from a new mail. Hashed in one call
 * (createHash made a Hash object per mail, a fifth of composing a mail here).
 */
export const messageIdOf = (key: string): string => `<${hash('sha256', key, 'hex').slice(0, 32)}@centre-portal>`;

/**
 * The recipient as one plain address, or an error: contracts' own address rule, on the string
 * exactly as it will be written. That rule reads a cleaned, trimmed copy, so what cleaning or
 * trimming would change (surrounding spaces, a line break, a control or direction character)
 * is refused here rather than written into a header. The header and the SMTP envelope are
 * written from the result as an address object, so a display name, a comment, a second
 * address or a line break never reach either.
 */
export const plainRecipient = (to: string): { name: ''; address: string } => {
  if (cleanText(to).trim() !== to || !isValidEmail(to)) throw new Error('A mail is sent to one plain address only.');
  return { name: '', address: to };
};

/** The configured sender (`"Centre" <bookings@…>` or a bare address) as its header, once per transport. */
export interface Sender {
  header: string;
  address: string;
}

export const senderOf = (from: string): Sender => {
  const header = HEADERS.encodeHeaderValue('From', from);
  const address = /<([^<>]+)>\s*$/.exec(header)?.[1] ?? header.trim();
  if (!address.includes('@')) throw new Error(`The mails' sender is not an address: ${from}`);
  return { header, address };
};

const headerLine = (name: string, value: string): string => mimeFuncs.foldLines(`${name}: ${value}`, 76);

/** Recipients' encoded To lines kept at most: past it, the kept ones are forgotten together. */
const TO_LINES_KEPT = 1_000;
/**
 * Each recipient's To line, encoded once: the same addresses come back mail after mail (the
 * reviewers on every booking, a booker on each of theirs), and nodemailer's parsing of an
 * address (its domain through IDN) was a fifth of composing a mail. An address refused by
 * plainRecipient is never kept, so it is refused every time.
 */
const toLines = new Map<string, string>();
const toLineOf = (to: string): string => {
  let line = toLines.get(to);
  if (line === undefined) {
    line = headerLine('To', HEADERS.encodeHeaderValue('To', plainRecipient(to)));
    if (toLines.size >= TO_LINES_KEPT) toLines.clear();
    toLines.set(to, line);
  }
  return line;
};

/** A text part as nodemailer writes one: 7bit when it is plain ASCII in short lines, else quoted-printable. */
const textPart = (contentType: string, body: string): string => {
  const plain = mimeFuncs.isPlainText(body) && !mimeFuncs.hasLongerLines(body, 76);
  return [
    headerLine('Content-Type', contentType),
    `Content-Transfer-Encoding: ${plain ? '7bit' : 'quoted-printable'}`,
    '',
    plain ? body : qp.wrap(qp.encode(body), 76),
  ].join(CRLF);
};

/** Parts between boundaries, and the closing boundary. */
const multipart = (boundary: string, parts: readonly string[]): string =>
  [...parts.map((part) => `--${boundary}${CRLF}${part}`), `--${boundary}--${CRLF}`].join(CRLF);

/**
 * The mail as it is sent, as text: headers, the text and HTML alternatives, a calendar when it
 * has one. The mbox outbox takes it as it is (one encoding into bytes, with its `From ` line).
 */
export const composeMessageText = (mail: MailMessage, from: Sender, date: Date = new Date()): string => {
  // 16 hex digits of a random UUID (drawn from Node's pool of random bytes, not one call each).
  const seed = randomUUID().replace(/-/g, '').slice(0, 16);
  const boundary = (part: number): string => `--_NmP-${seed}-Part_${part}`;
  const headers = [
    headerLine('From', from.header),
    toLineOf(mail.to),
    headerLine('Subject', HEADERS.encodeHeaderValue('Subject', mail.subject)),
    headerLine('Message-ID', messageIdOf(mail.key)),
    headerLine('Date', date.toUTCString().replace(/GMT/, '+0000')),
    'MIME-Version: 1.0',
  ];
  const alternatives = [textPart('text/plain; charset=utf-8', mail.text), textPart('text/html; charset=utf-8', mail.html)];
  const { calendar } = mail;
  const alternative = (part: number): string =>
    [headerLine('Content-Type', `multipart/alternative; boundary="${boundary(part)}"`), '', multipart(boundary(part), alternatives)].join(CRLF);
  let message: string;
  if (!calendar) {
    message = [...headers, alternative(1)].join(CRLF);
  } else {
    alternatives.push(textPart(`text/calendar; charset=utf-8; method=${calendar.method}`, calendar.content));
    const attachment = [
      'Content-Type: application/ics; name=booking.ics',
      'Content-Disposition: attachment; filename=booking.ics',
      'Content-Transfer-Encoding: base64',
      '',
      base64.wrap(base64.encode(Buffer.from(calendar.content, 'utf8')), 76),
    ].join(CRLF);
    message = [
      ...headers,
      headerLine('Content-Type', `multipart/mixed; boundary="${boundary(1)}"`),
      '',
      multipart(boundary(1), [alternative(2), attachment]),
    ].join(CRLF);
  }
  // The content's own line breaks stay as they are, as nodemailer's composer leaves them; its
  // SMTP connection writes every line with CRLF.
  return message;
};

/** The mail's bytes, as they are sent (see composeMessageText). */
export const composeMessage = (mail: MailMessage, from: Sender, date: Date = new Date()): Buffer =>
  Buffer.from(composeMessageText(mail, from, date), 'utf8');
