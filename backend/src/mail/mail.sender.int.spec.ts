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
});
