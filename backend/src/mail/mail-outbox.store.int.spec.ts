import { tempFolderPerTest } from '../shared/testing/temp-folder.js';
import { MailOutboxStore } from './mail-outbox.store.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-22T10:00:00.000Z');
const daysAgo = (days: number): Date => new Date(NOW.getTime() - days * DAY_MS);

const mail = (key: string) => ({ key, to: `${key}@centre.test`, subject: 'Booking', text: 'text', html: '<p>html</p>' });

describe('MailOutboxStore.pruneSent', () => {
  const folder = tempFolderPerTest('centre-mail-outbox-');
  let outbox: MailOutboxStore;

  beforeEach(() => {
    outbox = new MailOutboxStore(folder());
  });
  afterEach(() => outbox.close());

  /** Records mails `days` days before NOW and sends the first `sent` of them then. */
  const recordAndSend = (prefix: string, count: number, days: number, sent = count): void => {
    const keys = Array.from({ length: count }, (_, i) => `${prefix}-${i}`);
    outbox.record(1, keys.map(mail), daysAgo(days));
    const claimed = outbox.claim(count, daysAgo(days).getTime());
    for (const row of claimed.slice(0, sent)) outbox.markSent([row.key], daysAgo(days));
    for (const row of claimed.slice(sent)) outbox.markFailed(row.key, 'SMTP said no', 1);
  };

  it('forgets only the mails sent before the cutoff; pending and failed ones stay', async () => {
    recordAndSend('old', 4, 40, 3); // three sent 40 days ago, one failed then
    recordAndSend('recent', 2, 10); // sent 10 days ago
    // Recorded 40 days ago, sent only 10 days ago (the mail server was down for long).
    outbox.record(2, [mail('late')], daysAgo(40));
    expect(outbox.claim(1, daysAgo(10).getTime()).map((row) => row.key)).toEqual(['late']);
    outbox.markSent(['late'], daysAgo(10));
    outbox.record(3, [mail('waiting')], daysAgo(45)); // never sent: still pending

    expect(await outbox.pruneSent(daysAgo(30))).toBe(3);
    expect(outbox.counts()).toEqual({ sent: 3, failed: 1, pending: 1 });
    // The pending one is still there to send.
    expect(outbox.claim(10, NOW.getTime()).map((row) => row.key)).toEqual(['waiting']);
  });

  it('goes through more rows than one transaction takes, and a second pass finds nothing', async () => {
    recordAndSend('bulk', 1_234, 60);
    recordAndSend('kept', 5, 1);
    expect(await outbox.pruneSent(daysAgo(30))).toBe(1_234);
    expect(await outbox.pruneSent(daysAgo(30))).toBe(0);
    expect(outbox.counts()).toEqual({ sent: 5 });
  });

  it('stops between transactions once the store is closed', async () => {
    recordAndSend('bulk', 1_200, 60);
    const pruning = outbox.pruneSent(daysAgo(30));
    outbox.close();
    // The first transaction ran before close; the rest waits for the next pass.
    await expect(pruning).resolves.toBe(500);
    outbox = new MailOutboxStore(folder());
    expect(outbox.counts()).toEqual({ sent: 700 });
  });
});

describe('27.3 MailOutboxStore notices: recorded once by key, kept for a month', () => {
  const folder = tempFolderPerTest('centre-mail-notices-');

  it('records a key once across connections, and forgets keys older than 30 days when it records another', () => {
    const dir = folder();
    const first = new MailOutboxStore(dir);
    const second = new MailOutboxStore(dir);
    expect(first.recordOnce('digest:2026-10-01', [mail('d1')], daysAgo(52))).toBe(true);
    expect(second.recordOnce('digest:2026-10-01', [mail('d1-again')], daysAgo(52))).toBe(false);
    expect(first.recordOnce('reminder:bk-1', [], daysAgo(31))).toBe(true);
    expect(first.recordOnce('digest:2026-10-24', [], daysAgo(29))).toBe(true);
    expect(second.hasNotice('digest:2026-10-01')).toBe(true);

    // Recording today's forgets what is older than 30 days, and only that; the mails stay.
    expect(second.recordOnce('digest:2026-11-22', [mail('d2')], NOW)).toBe(true);
    expect(first.hasNotice('digest:2026-10-01')).toBe(false);
    expect(first.hasNotice('reminder:bk-1')).toBe(false);
    expect(first.hasNotice('digest:2026-10-24')).toBe(true);
    expect(first.hasNotice('digest:2026-11-22')).toBe(true);
    expect(first.claim(10, NOW.getTime()).map((m) => m.key)).toEqual(['d1', 'd2']);
    first.close();
    second.close();
  });
});

describe('25 MailOutboxStore.markSentAndClaim', () => {
  const folder = tempFolderPerTest('centre-mail-outbox-');

  it("marks the last pass's mails sent and claims the next ones, as markSent then claim would", () => {
    const outbox = new MailOutboxStore(folder());
    try {
      outbox.record(1, ['a', 'b', 'c'].map(mail), daysAgo(1));
      expect(outbox.markSentAndClaim([], NOW, 2, NOW.getTime()).map((row) => row.key)).toEqual(['a', 'b']);
      expect(outbox.counts()).toEqual({ sending: 2, pending: 1 });
      const next = outbox.markSentAndClaim(['a', 'b'], NOW, 2, NOW.getTime());
      expect(next.map((row) => [row.key, row.attempts])).toEqual([['c', 1]]);
      expect(outbox.counts()).toEqual({ sent: 2, sending: 1 });
      expect(outbox.markSentAndClaim(['c'], NOW, 2, NOW.getTime())).toEqual([]);
      expect(outbox.counts()).toEqual({ sent: 3 });
    } finally {
      outbox.close();
    }
  });
});

describe('25 MailOutboxStore.record with a claim', () => {
  const folder = tempFolderPerTest('centre-mail-outbox-');

  it('records the mails, then claims as claim() would, in the same transaction', () => {
    const outbox = new MailOutboxStore(folder());
    const other = new MailOutboxStore(folder());
    try {
      outbox.record(1, [mail('older')], daysAgo(2));
      const claimed = outbox.record(2, [mail('a'), { ...mail('b'), calendar: { method: 'REQUEST', content: 'BEGIN:VCALENDAR' } }], daysAgo(1), { limit: 2, now: NOW.getTime() });
      // The oldest pending first, the new ones after it, each as the sender is to send it.
      expect(claimed).toEqual([
        { ...mail('older'), attempts: 1 },
        { ...mail('a'), attempts: 1 },
      ]);
      expect(outbox.checkpoint()).toBe(2);
      expect(outbox.counts()).toEqual({ sending: 2, pending: 1 });
      expect(outbox.claim(10, NOW.getTime())).toEqual([{ ...mail('b'), calendar: { method: 'REQUEST', content: 'BEGIN:VCALENDAR' }, attempts: 1 }]);
      // Mails another process recorded first are not claimed again: nothing is left to send.
      expect(other.record(3, [mail('a'), mail('b')], NOW, { limit: 10, now: NOW.getTime() })).toEqual([]);
      expect(other.checkpoint()).toBe(3);
      // Without a claim, nothing is claimed.
      expect(outbox.record(4, [mail('c')], NOW)).toEqual([]);
      expect(outbox.counts()).toEqual({ sending: 3, pending: 1 });
    } finally {
      outbox.close();
      other.close();
    }
  });

  it('delivers the claimed mails inside the transaction and records them sent in it; a failed delivery leaves them claimed', () => {
    const outbox = new MailOutboxStore(folder());
    const other = new MailOutboxStore(folder());
    try {
      const delivered: string[][] = [];
      // While delivering, the transaction is not committed: another connection sees none of it.
      const seen: Array<Record<string, number>> = [];
      const claimed = outbox.record(1, [mail('a'), mail('b')], NOW, {
        limit: 10,
        now: NOW.getTime(),
        deliver: (mails) => {
          delivered.push(mails.map((m) => m.key));
          seen.push(other.counts());
          return true;
        },
      });
      expect(claimed.map((m) => m.key)).toEqual(['a', 'b']);
      expect(delivered).toEqual([['a', 'b']]);
      expect(seen).toEqual([{}]);
      expect(other.counts()).toEqual({ sent: 2 });
      expect(outbox.checkpoint()).toBe(1);

      const refused = outbox.record(2, [mail('c')], NOW, { limit: 10, now: NOW.getTime(), deliver: () => false });
      expect(refused).toEqual([{ ...mail('c'), attempts: 1 }]);
      expect(outbox.counts()).toEqual({ sent: 2, sending: 1 });
      expect(outbox.checkpoint()).toBe(2);
    } finally {
      outbox.close();
      other.close();
    }
  });
});
