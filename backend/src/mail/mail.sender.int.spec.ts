import { tempFolderPerTest } from '../shared/testing/temp-folder.js';
import { MailOutboxStore } from './mail-outbox.store.js';
import { MailSender } from './mail.sender.js';
import type { MailMessage } from './mail.templates.js';
import type { MailTransport } from './mail.transport.js';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const mail = (key: string): MailMessage => ({ key, to: `${key}@centre.test`, subject: `Booking ${key}`, text: `Dear ${key},`, html: `<p>Dear ${key},</p>` });

const waitFor = async (predicate: () => boolean, ms = 10_000): Promise<void> => {
  const deadline = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('MailSender', () => {
  const folder = tempFolderPerTest('centre-mail-sender-');

  it('delivers what is pending, marks the delivered mails sent and puts a failed one back for a later try', async () => {
    const outbox = new MailOutboxStore(folder());
    const delivered: string[] = [];
    let refuse = true;
    const transport: MailTransport = {
      send: async (m) => {
        if (m.key === 'b' && refuse) throw new Error('mailbox full');
        delivered.push(m.key);
      },
      close: () => {},
    };
    const warnings: string[] = [];
    const sender = new MailSender({ outbox, transport, now: () => NOW, log: (m) => warnings.push(m), retryEveryMs: 20 });
    outbox.record(3, ['a', 'b', 'c'].map(mail), NOW);
    sender.start();
    await waitFor(() => delivered.length === 2);
    expect(delivered.sort()).toEqual(['a', 'c']);
    await waitFor(() => warnings.length >= 1);
    expect(warnings[0]).toMatch(/^Mail b to b@centre\.test failed \(attempt 1\): mailbox full$/);
    expect(outbox.counts()).toMatchObject({ sent: 2 });

    refuse = false;
    await waitFor(() => outbox.counts().sent === 3);
    await sender.stop();
    expect(delivered.sort()).toEqual(['a', 'b', 'c']);
    expect(outbox.pending()).toBe(0);
    outbox.close();
  });

  it("hands a transport that delivers a pass in one go the whole batch, and puts the whole batch back when that fails", async () => {
    const outbox = new MailOutboxStore(folder());
    const passes: string[][] = [];
    let refuse = true;
    const transport: MailTransport = {
      send: async () => {
        throw new Error('sent one by one');
      },
      sendAllNow: (mails) => {
        if (refuse) throw new Error('disk full');
        passes.push(mails.map((m) => m.key));
      },
      close: () => {},
    };
    const warnings: string[] = [];
    const sender = new MailSender({ outbox, transport, now: () => NOW, log: (m) => warnings.push(m), retryEveryMs: 20 });
    outbox.record(3, ['a', 'b', 'c'].map(mail), NOW);
    sender.start();
    await waitFor(() => warnings.length >= 3);
    expect(warnings.slice(0, 3).sort()).toEqual(['a', 'b', 'c'].map((k) => `Mail ${k} to ${k}@centre.test failed (attempt 1): disk full`));
    expect(outbox.counts()).not.toHaveProperty('sent');

    refuse = false;
    await waitFor(() => outbox.counts().sent === 3);
    await sender.stop();
    expect(passes).toEqual([['a', 'b', 'c']]);
    expect(outbox.pending()).toBe(0);
    outbox.close();
  });
});
