import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempFolderPerTest } from '../shared/testing/temp-folder.js';
import { composeMessage, senderOf } from './mime-message.js';
import { mboxEntry, OutboxWriter, parseMbox, readOutbox } from './outbox-mbox.js';

const AT = new Date('2026-11-27T01:32:05Z');

describe('the outbox as mbox files', () => {
  const folder = tempFolderPerTest('centre-mbox-');

  it('starts each mail with a From line as asctime writes it, and its key', () => {
    const entry = mboxEntry('ev-1:booker', 'Subject: x\r\n\r\nhello\r\n', new Date('2026-11-02T09:05:00Z')).toString();
    expect(entry).toBe('From MAILER-DAEMON Mon Nov  2 09:05:00 2026\nX-Outbox-Key: ev-1:booker\r\nSubject: x\r\n\r\nhello\r\n\n');
  });

  it('quotes body lines that start with From (mboxrd), and gives them back as they were', () => {
    const raw = 'Subject: s\r\n\r\nFrom here on\r\n>From quoted\r\nnot From\r\n';
    const entry = mboxEntry('k', raw, AT).toString();
    expect(entry).toContain('\n>From here on\r\n>>From quoted\r\n');
    expect(parseMbox(entry + mboxEntry('k2', raw, AT).toString())).toEqual([
      { key: 'k', raw },
      { key: 'k2', raw },
    ]);
  });

  it('refuses a key of more than one line', () => {
    expect(() => mboxEntry('k\r\nBcc: x@y.example', 'm', AT)).toThrow('one line');
  });

  it("appends a day's mails to that day's file and reads every mail back, oldest day first", () => {
    const writer = new OutboxWriter(folder());
    const mail = { key: 'ev-2:reviewer:admin@centre.test', to: 'admin@centre.test', subject: 'Nouvelle', text: 'From the lab\n', html: '<p>x</p>' };
    const composed = composeMessage(mail, senderOf('bookings@centre.test'), AT);
    writer.append('ev-1:booker', 'Subject: a\r\n\r\none\r\n', new Date('2026-11-26T23:59:59Z'));
    writer.append(mail.key, composed, AT);
    writer.append('ev-3:booker', 'Subject: c\r\n\r\nthree\r\n', AT);
    writer.close();
    expect(readdirSync(folder()).sort()).toEqual(['2026-11-26.mbox', '2026-11-27.mbox']);
    expect(readFileSync(join(folder(), '2026-11-27.mbox'), 'utf8').match(/^From /gm)).toHaveLength(2);
    const mails = readOutbox(folder());
    expect(mails.map((m) => m.key)).toEqual(['ev-1:booker', mail.key, 'ev-3:booker']);
    expect(mails[1]!.raw).toBe(composed.toString('utf8'));
  });

  it('writes the mails of one appendAll as the same bytes as appending them one by one', () => {
    const mails = [
      { key: 'ev-1:booker', message: 'Subject: a\r\n\r\nFrom one\r\n' },
      { key: 'ev-2:booker', message: Buffer.from('Subject: b\r\n\r\ntwo') },
      { key: 'ev-3:booker', message: 'Subject: c\r\n\r\nthree\r\n' },
    ];
    mkdirSync(join(folder(), 'together'));
    mkdirSync(join(folder(), 'one-by-one'));
    const together = new OutboxWriter(join(folder(), 'together'));
    const oneByOne = new OutboxWriter(join(folder(), 'one-by-one'));
    together.appendAll(mails, AT);
    together.appendAll([], AT);
    for (const { key, message } of mails) oneByOne.append(key, message, AT);
    together.close();
    oneByOne.close();
    const bytes = readFileSync(join(folder(), 'together', '2026-11-27.mbox'), 'utf8');
    expect(bytes).toBe(readFileSync(join(folder(), 'one-by-one', '2026-11-27.mbox'), 'utf8'));
    expect(parseMbox(bytes).map((m) => m.key)).toEqual(['ev-1:booker', 'ev-2:booker', 'ev-3:booker']);
    expect(parseMbox(bytes)[0]!.raw).toBe('Subject: a\r\n\r\nFrom one\r\n');
  });

  it('refuses a batch with a key of more than one line, and writes none of it', () => {
    const writer = new OutboxWriter(folder());
    expect(() => writer.appendAll([{ key: 'k', message: 'm' }, { key: 'k2\nBcc: x@y.example', message: 'm' }], AT)).toThrow('one line');
    writer.close();
    expect(readOutbox(folder())).toEqual([]);
  });

  it('reads no mail from an outbox that was never written', () => {
    expect(readOutbox(join(folder(), 'outbox'))).toEqual([]);
  });
});
