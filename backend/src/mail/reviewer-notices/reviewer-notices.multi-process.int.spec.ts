import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { labDayStreamId, type BookingRequested } from '@centre/contracts';
import { SqliteEventStore } from '../../shared/event-store/sqlite.event-store.js';
import { runTypeScript } from '../../shared/testing/spawn-typescript.js';
import { tempFolderPerTest } from '../../shared/testing/temp-folder.js';
import { formatBookingId } from '../../bookings/domain/booking-id.js';
import type { NoticePass } from './reviewer-notices.js';

const MAIN = join(import.meta.dirname, 'testing/reviewer-notices.main.ts');
const REVIEWERS = [
  { userId: 'u-rev', email: 'rev@centre.test' },
  { userId: 'u-admin', email: 'admin@centre.test' },
];
const LABS = ['FabricationLab', 'BioLab'];
const PER_LAB = 60;
const DATE = '2026-11-27';

/** A request made before confirmation existed (pending at once), to be decided by 04:00 UTC on its day. */
const pending = (lab: string, n: number): BookingRequested => ({
  type: 'BookingRequested',
  version: 2,
  eventId: randomUUID(),
  occurredAt: '2026-11-20T04:00:00.000Z',
  actor: { kind: 'visitor' },
  correlationId: randomUUID(),
  data: {
    bookingId: formatBookingId(lab, DATE, `ntc${String(n).padStart(5, '0')}`),
    userType: 'student',
    lab,
    date: DATE,
    slots: [`${String(9 + (n % 12)).padStart(2, '0')}:00`],
    facilityIds: [`facility-${n}`],
    name: 'Asha Rao',
    email: 'asha@example.edu',
    confirmBy: null,
    decideBy: `${DATE}T04:00:00.000Z`,
  },
});

const pass = async (eventsFile: string, dataDir: string, at: string): Promise<NoticePass> => {
  const { code, stdout, stderr } = await runTypeScript(MAIN, [eventsFile, dataDir, at, JSON.stringify(REVIEWERS)], 90_000);
  if (code !== 0) throw new Error(`exited ${code}: ${stderr}`);
  return JSON.parse(stdout.trim()) as NoticePass;
};

describe("27.3 reviewers' notices in two processes sharing one outbox", () => {
  const dir = tempFolderPerTest('centre-notices-mp-');

  it('records the day\'s digest and each reminder exactly once between them, and nothing again after a restart', async () => {
    const eventsFile = join(dir(), 'events.sqlite');
    const store = new SqliteEventStore({ path: eventsFile, synchronous: 'NORMAL' });
    let n = 0;
    for (const lab of LABS) await store.append(labDayStreamId(lab, DATE), Array.from({ length: PER_LAB }, () => pending(lab, n++)), 'no-stream');
    await store.close();

    // 02:40 UTC on the 27th: 08:10 in Kolkata (the digest is due) and 1 h 20 min before every deadline.
    const at = '2026-11-27T02:40:00.000Z';
    const passes = await Promise.all([pass(eventsFile, dir(), at), pass(eventsFile, dir(), at)]);
    expect(passes.filter((p) => p.digest === '2026-11-27')).toHaveLength(1);
    expect(passes.reduce((sum, p) => sum + p.reminders, 0)).toBe(n);

    const db = new Database(join(dir(), 'mail.sqlite'), { readonly: true });
    const keys = db.prepare<[], { key: string }>('SELECT key FROM outbox').all().map((r) => r.key);
    db.close();
    expect(keys.filter((k) => k.startsWith('digest:2026-11-27:')).sort()).toEqual([
      'digest:2026-11-27:admin@centre.test',
      'digest:2026-11-27:rev@centre.test',
    ]);
    expect(keys.filter((k) => k.startsWith('reminder:'))).toHaveLength(n * REVIEWERS.length);

    // A restart later that morning finds every notice recorded.
    const again = await pass(eventsFile, dir(), '2026-11-27T03:00:00.000Z');
    expect(again).toEqual({ digestMails: 0, reminders: 0, reminderMails: 0 });
  }, 120_000);
});
