import path from 'node:path';
import { expect } from '@playwright/test';
import { readOutbox } from '../../../backend/src/mail/outbox-mbox';

/** The server's outbox of this run (the day's mbox files of the embedded default). */
const outbox = (): string => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** A mail's text with its quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string): string =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The texts (decoded) of the outbox's mails whose key matches, oldest first: a key is
 * `<event id>:booker` or `<event id>:reviewer:<address>`.
 */
export const outboxMails = (key: RegExp): string[] =>
  readOutbox(outbox())
    .filter((mail) => key.test(mail.key))
    .map((mail) => decoded(mail.raw));

/** The text of the one mail whose subject matches and that mentions `mentions`, once the server has written it. */
export const mailMatching = async (subject: RegExp, mentions: string): Promise<string> => {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        for (const text of outboxMails(/./)) if (subject.test(text) && text.includes(mentions)) found = text;
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return found!;
};

/** The text of the newest mail whose outbox key and body match, polled until it is there. */
export const newestMail = async (key: RegExp, body: RegExp, timeout = 20_000): Promise<string> => {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        for (const text of outboxMails(key)) if (body.test(text)) found = text;
        return found;
      },
      { timeout },
    )
    .toBeDefined();
  return found!;
};

/** The path and query of the signed link to `pathPart` (`?id=…&token=…`) in a mail's text. */
export const linkIn = (text: string, pathPart: string): string => {
  const found = new RegExp(`https?://\\S*${pathPart}\\?id=[\\w-]+&token=[A-Za-z0-9_.-]+`).exec(text);
  if (!found) throw new Error(`no ${pathPart} link in the mail`);
  const url = new URL(found[0]);
  return `${url.pathname}${url.search}`;
};
