import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The server's outbox of this run (the `.eml` files of the embedded default). */
const outbox = (): string => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** A mail's text with its quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string): string =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The text of the one mail whose subject matches and that mentions `mentions`, once the server has written it. */
export const mailMatching = async (subject: RegExp, mentions: string): Promise<string> => {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        for (const file of readdirSync(outbox()).filter((f) => f.endsWith('.eml'))) {
          const text = decoded(readFileSync(path.join(outbox(), file), 'utf8'));
          if (subject.test(text) && text.includes(mentions)) found = text;
        }
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return found!;
};
