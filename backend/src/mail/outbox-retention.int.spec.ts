import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempFolderPerTest } from '../shared/testing/temp-folder.js';
import { createMailTransport } from './mail.transport.js';
import { OutboxRetention, pruneOutbox } from './outbox-retention.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-22T10:00:00.000Z');

describe('mail outbox retention', () => {
  const folder = tempFolderPerTest('centre-outbox-');

  const inFolder = (dir: string) => (cutoff: Date) => pruneOutbox(dir, cutoff);

  /** A file in the outbox, last written `daysAgo` days before NOW. */
  const file = (name: string, daysAgo: number): string => {
    const at = join(folder(), name);
    writeFileSync(at, 'mail');
    const when = new Date(NOW.getTime() - daysAgo * DAY_MS);
    utimesSync(at, when, when);
    return at;
  };

  it('removes the .eml files written before the cutoff, and nothing else', async () => {
    const old = file('old.eml', 31);
    const recent = file('recent.eml', 29);
    const notMail = file('notes.txt', 400);
    expect(await pruneOutbox(folder(), new Date(NOW.getTime() - 30 * DAY_MS))).toBe(1);
    expect([existsSync(old), existsSync(recent), existsSync(notMail)]).toEqual([false, true, true]);
  });

  it("removes a day's mbox file once its last mail is older than the cutoff, the .eml files of earlier versions too", async () => {
    const oldDay = file('2026-10-20.mbox', 33);
    const lastMailRecent = file('2026-10-22.mbox', 29);
    const legacy = file('bk-1_booker.eml', 40);
    expect(await pruneOutbox(folder(), new Date(NOW.getTime() - 30 * DAY_MS))).toBe(2);
    expect([existsSync(oldDay), existsSync(lastMailRecent), existsSync(legacy)]).toEqual([false, true, false]);
  });

  it('prunes when it starts and reports how many files went; 0 days keeps everything', async () => {
    const old = file('old.eml', 45);
    const reports: Array<{ removed: number } | { error: unknown }> = [];
    const keepAll = new OutboxRetention({ prune: inFolder(folder()), days: 0, now: () => NOW, report: (r) => reports.push(r) });
    await keepAll.prune();
    keepAll.stop();
    expect(existsSync(old)).toBe(true);
    expect(reports).toEqual([]);

    // Its pass at start and this one run side by side: the file goes once, and neither fails.
    const monthly = new OutboxRetention({ prune: inFolder(folder()), days: 30, now: () => NOW, report: (r) => reports.push(r) });
    await monthly.prune();
    monthly.stop();
    // The pass at start may end after this one: its report too, before counting.
    while (reports.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(existsSync(old)).toBe(false);
    expect(reports.every((r) => 'removed' in r)).toBe(true);
    expect(reports.reduce((sum, r) => sum + ('removed' in r ? r.removed : 0), 0)).toBe(1);
  });

  it('reports a folder it cannot read instead of failing the process', async () => {
    const reports: unknown[] = [];
    const retention = new OutboxRetention({ prune: inFolder(join(folder(), 'missing')), days: 30, report: (r) => reports.push(r) });
    await retention.prune();
    retention.stop();
    expect(reports).toHaveLength(2);
    expect(reports.every((r) => r instanceof Object && 'error' in r)).toBe(true);
  });

  it('the outbox transport prunes its outbox at start', async () => {
    const old = file('old.eml', 60);
    const pruned = new Promise((resolve) => {
      const transport = createMailTransport({
        from: 'bookings@centre.test',
        outboxDir: folder(),
        outboxRetentionDays: 30,
        onOutboxPruned: (outcome) => {
          transport.close();
          resolve(outcome);
        },
      });
    });
    expect(await pruned).toEqual({ removed: 1 });
    expect(existsSync(old)).toBe(false);
  });
});
