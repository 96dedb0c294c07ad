import { evolveBookingRecord, isLabDayEvent, type BookingRecord } from '@centre/contracts';
import { SqliteEventStore } from '../../../shared/event-store/sqlite.event-store.js';
import { MailOutboxStore } from '../../mail-outbox.store.js';
import type { Reviewer } from '../../mail.templates.js';
import { sendDueNotices } from '../reviewer-notices.js';

/**
 * One backend instance's pass of the reviewers' notices, for tests that need several processes.
 * Arguments: the SQLite log whose bookings it reads, the data folder of the outbox, the instant
 * of the pass, the reviewers (JSON). Prints the pass and exits.
 */
const main = async (): Promise<void> => {
  const [eventsFile, dataDir, at, reviewersJson] = process.argv.slice(2);
  if (!eventsFile || !dataDir || !at || !reviewersJson) throw new Error('usage: <events file> <data dir> <instant> <reviewers JSON>');
  const events = new SqliteEventStore({ path: eventsFile, synchronous: 'NORMAL' });
  const records = new Map<string, BookingRecord>();
  for (const { event } of await events.readAll(0, 100_000)) {
    if (!isLabDayEvent(event)) continue;
    const next = evolveBookingRecord(records.get(event.data.bookingId) ?? null, event);
    if (next) records.set(next.id, next);
  }
  await events.close();
  const undecided = [...records.values()].filter((r) => r.status === 'pending');
  const outbox = new MailOutboxStore(dataDir);
  const pass = await sendDueNotices({
    pending: () => Promise.resolve({ items: undecided, total: undecided.length }),
    deadlinesUntil: () => Promise.resolve(undecided),
    reviewers: () => JSON.parse(reviewersJson) as Reviewer[],
    reviewLink: (id, userId) => `http://localhost:5000/booking-review?id=${id}&token=${userId}`,
    hasNotice: (key) => outbox.hasNotice(key),
    recordOnce: (key, mails, now) => outbox.recordOnce(key, mails, now),
    now: () => new Date(at),
    timezone: 'Asia/Kolkata',
    digestAt: { hour: 8, minute: 0 },
    reminderLeadMinutes: 240,
    decisionLeadMinutes: 120,
  });
  outbox.close();
  process.stdout.write(`${JSON.stringify(pass)}\n`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
