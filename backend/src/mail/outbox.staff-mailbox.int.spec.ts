import { tempFolderPerTest } from '../shared/testing/temp-folder.js';
import { MailOutboxStore } from './mail-outbox.store.js';
import { outboxStaffMailbox } from './outbox.staff-mailbox.js';

const NOW = new Date('2026-11-22T02:30:00Z');

describe('29.5 the staff mailbox on the outbox', () => {
  const folder = tempFolderPerTest('centre-staff-mailbox-');

  it('records a digest once per key however often it is recorded (two instances, a restart), and leaves the checkpoint alone', async () => {
    const dir = folder();
    const mail = { key: 'inbox-digest:2026-11-22:admin@centre.example.edu', to: 'admin@centre.example.edu', subject: 'Inbox digest', text: 'One <new> message' };
    const first = outboxStaffMailbox(dir);
    const second = outboxStaffMailbox(dir);
    expect(first.hasNotice('inbox-digest:2026-11-22')).toBe(false);
    expect(first.recordOnce('inbox-digest:2026-11-22', [mail], NOW)).toBe(true);
    expect(second.hasNotice('inbox-digest:2026-11-22')).toBe(true);
    expect(second.recordOnce('inbox-digest:2026-11-22', [{ ...mail, text: 'Computed a moment later' }], NOW)).toBe(false);
    expect(first.recordOnce('inbox-digest:2026-11-23', [{ ...mail, key: 'inbox-digest:2026-11-23:admin@centre.example.edu' }], NOW)).toBe(true);

    const outbox = new MailOutboxStore(dir);
    expect(outbox.hasCheckpoint()).toBe(false);
    const claimed = outbox.claim(10, NOW.getTime());
    expect(claimed.map((m) => [m.key, m.text])).toEqual([
      ['inbox-digest:2026-11-22:admin@centre.example.edu', 'One <new> message'],
      ['inbox-digest:2026-11-23:admin@centre.example.edu', 'One <new> message'],
    ]);
    expect(claimed[0]?.html).toContain('<p>One &lt;new&gt; message</p>');
    outbox.close();
  });
});
