// How the outbox of the embedded default (no SMTP_URL) is written and read, and nothing else:
// it is imported by the transport that writes it and by every test that reads it, so it
// depends on Node alone.
import { closeSync, openSync, readdirSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * One mbox file a day (`outbox/2026-11-27.mbox`, the UTC date of writing), appended to, in the
 * mboxrd form that mail clients open (Thunderbird, mutt, `mail -f`): a `From ` line before each
 * message, and every body line that starts with `From ` (after any `>`s) given one more `>`.
 * A file per mail cost a file creation each (side by side on this host, 50–450 µs of CPU per
 * mail against 3–10 µs for an append), and a folder that grows by thousands of files a day
 * makes each creation slower. A day's file lets retention go by whole files.
 *
 * Each stored message starts with an `X-Outbox-Key` header (the outbox's key of the mail, as a
 * local delivery adds `Return-Path` or `Delivered-To`), so that a mail can be found by what it
 * is (`<event id>:booker`, `<event id>:reviewer:<address>`); the bytes sent over SMTP have none.
 */
export const OUTBOX_SUFFIX = '.mbox';

/** A mail as the outbox holds it. */
export interface OutboxMail {
  key: string;
  /** The message as composed, its lines as they were (`>From ` quoting undone). */
  raw: string;
}

const KEY_HEADER = 'X-Outbox-Key: ';

const dayFile = (at: Date): string => `${at.toISOString().slice(0, 10)}${OUTBOX_SUFFIX}`;

/** The `From ` line's date, as asctime writes it (`Fri Nov 27 01:32:00 2026`). */
const asctime = (at: Date): string => {
  const [weekday, day, month, year, time] = at.toUTCString().replace(',', '').split(' ');
  return `${weekday} ${month} ${String(Number(day)).padStart(2, ' ')} ${time} ${year}`;
};

/** One message as an mboxrd entry's text, its `From ` line (`fromLine`) first and a blank line after. */
const mboxText = (key: string, message: Buffer | string, fromLine: string): string => {
  if (/[\r\n]/.test(key)) throw new Error('An outbox key is one line.');
  const body = (typeof message === 'string' ? message : message.toString('utf8')).replace(/^(>*From )/gm, '>$1');
  return `${fromLine}${KEY_HEADER}${key}\r\n${body}${body.endsWith('\n') ? '' : '\n'}\n`;
};

const fromLineAt = (at: Date): string => `From MAILER-DAEMON ${asctime(at)}\n`;

/** One message as an mboxrd entry, its `From ` line first and a blank line after. */
export const mboxEntry = (key: string, message: Buffer | string, at: Date): Buffer =>
  Buffer.from(mboxText(key, message, fromLineAt(at)), 'utf8');

/**
 * Appends mails to the day's file of `dir`, keeping it open between mails. The mails of one
 * call are one `write` on a file opened for appending (a sender's pass costs one system call,
 * not one a mail), so two processes sharing the folder do not interleave their mails.
 */
export class OutboxWriter {
  private open: { name: string; fd: number } | null = null;

  constructor(private readonly dir: string) {}

  append(key: string, message: Buffer | string, at: Date = new Date()): void {
    this.appendAll([{ key, message }], at);
  }

  appendAll(mails: ReadonlyArray<{ key: string; message: Buffer | string }>, at: Date = new Date()): void {
    if (mails.length === 0) return;
    const name = dayFile(at);
    if (this.open?.name !== name) {
      this.close();
      this.open = { name, fd: openSync(path.join(this.dir, name), 'a') };
    }
    const fromLine = fromLineAt(at);
    const bytes = Buffer.from(mails.map(({ key, message }) => mboxText(key, message, fromLine)).join(''), 'utf8');
    for (let written = 0; written < bytes.length; )
      written += writeSync(this.open.fd, bytes, written, bytes.length - written);
  }

  close(): void {
    if (this.open) closeSync(this.open.fd);
    this.open = null;
  }
}

/** The mails of one mbox file's text, in the order written. */
export const parseMbox = (text: string): OutboxMail[] =>
  text
    .split(/^From [^\n]*\n/m)
    .slice(1)
    .map((entry) => {
      const body = entry.replace(/\n\n$/, '\n').replace(/^>(>*From )/gm, '$1');
      const end = body.indexOf('\r\n');
      const key = body.startsWith(KEY_HEADER) && end > 0 ? body.slice(KEY_HEADER.length, end) : '';
      return { key, raw: key ? body.slice(end + 2) : body };
    });

/** Every mail of the outbox folder `dir`, oldest day first; none when it does not exist yet. */
export const readOutbox = (dir: string): OutboxMail[] => {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error: unknown) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => name.endsWith(OUTBOX_SUFFIX))
    .sort()
    .flatMap((name) => parseMbox(readFileSync(path.join(dir, name), 'utf8')));
};
