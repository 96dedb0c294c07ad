import type { BookingRecord } from '@centre/contracts';
import { FixedClock } from '../../shared/clock/clock.js';
import { tempFolderPerTest } from '../../shared/testing/temp-folder.js';
import { MailOutboxStore } from '../mail-outbox.store.js';
import type { Reviewer } from '../mail.templates.js';
import { sendDueNotices, type ReviewerNoticeDeps } from './reviewer-notices.js';
import { pendingBooking } from './testing/pending-bookings.js';

const REVIEWERS: Reviewer[] = [
  { userId: 'u-rev', email: 'rev@centre.test' },
  { userId: 'u-admin', email: 'admin@centre.test' },
];

/** The outbox's mails, as the sender would claim them. */
const outboxMails = (outbox: MailOutboxStore) => outbox.claim(1_000, Date.now()).map((m) => m.key).sort();

describe("27.3 reviewers' digest and reminders, with the clock injected", () => {
  const dir = tempFolderPerTest('centre-notices-');
  let outbox: MailOutboxStore;
  let clock: FixedClock;
  let bookings: BookingRecord[];
  let reviewers: Reviewer[];

  beforeEach(() => {
    outbox = new MailOutboxStore(dir());
    clock = new FixedClock(new Date('2026-11-26T02:00:00Z'));
    bookings = [];
    reviewers = REVIEWERS;
  });
  afterEach(() => outbox.close());

  const deps = (over: Partial<ReviewerNoticeDeps> = {}, store = outbox): ReviewerNoticeDeps => ({
    pending: () => {
      const items = bookings.filter((b) => b.status === 'pending').sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      return Promise.resolve({ items, total: items.length });
    },
    deadlinesUntil: (until) =>
      Promise.resolve(bookings.filter((b) => Date.parse(b.decideBy ?? `${b.date}T00:00:00Z`) <= until.getTime())),
    reviewers: () => reviewers,
    reviewLink: (id, userId) => `http://x/booking-review?id=${id}&token=${userId}`,
    hasNotice: (key) => store.hasNotice(key),
    recordOnce: (key, mails, now) => store.recordOnce(key, mails, now),
    now: () => clock.now(),
    timezone: 'Asia/Kolkata',
    digestAt: { hour: 8, minute: 0 },
    reminderLeadMinutes: 240,
    decisionLeadMinutes: 120,
    ...over,
  });

  it('sends the day\'s digest once its hour has come, once, and again only the next day', async () => {
    bookings = [pendingBooking(1, { decideBy: '2026-12-30T01:30:00.000Z' })];
    // 07:30 in Kolkata: not yet.
    expect(await sendDueNotices(deps())).toMatchObject({ digestMails: 0 });
    clock.set(new Date('2026-11-26T02:31:00Z'));
    expect(await sendDueNotices(deps())).toEqual({ digest: '2026-11-26', digestMails: 2, reminders: 0, reminderMails: 0 });
    clock.set(new Date('2026-11-26T09:00:00Z'));
    expect(await sendDueNotices(deps())).toMatchObject({ digestMails: 0 });
    // A restart: a new connection to the same outbox remembers the day.
    const restarted = new MailOutboxStore(dir());
    expect(await sendDueNotices(deps({}, restarted))).toMatchObject({ digestMails: 0 });
    restarted.close();
    clock.set(new Date('2026-11-27T02:35:00Z'));
    expect(await sendDueNotices(deps())).toMatchObject({ digest: '2026-11-27', digestMails: 2 });
    expect(outboxMails(outbox)).toEqual([
      'digest:2026-11-26:admin@centre.test',
      'digest:2026-11-26:rev@centre.test',
      'digest:2026-11-27:admin@centre.test',
      'digest:2026-11-27:rev@centre.test',
    ]);
  });

  it('waits for the first reviewer: requests made before any reviewer existed are in the first digest', async () => {
    bookings = [pendingBooking(1, { createdAt: '2026-11-01T10:00:00.000Z', decideBy: '2026-12-30T01:30:00.000Z' })];
    reviewers = [];
    clock.set(new Date('2026-11-26T02:31:00Z'));
    expect(await sendDueNotices(deps())).toMatchObject({ digestMails: 0 });
    reviewers = [REVIEWERS[0]!];
    clock.set(new Date('2026-11-26T05:00:00Z'));
    expect(await sendDueNotices(deps())).toMatchObject({ digest: '2026-11-26', digestMails: 1 });
    const [digest] = outbox.claim(10, Date.now());
    expect(digest!.text).toContain('bk-BioLab-1, requested 2026-11-01');
  });

  it('reminds of a pending request once, within the lead before its deadline; never past it, never an unconfirmed one', async () => {
    clock.set(new Date('2026-11-29T20:00:00Z'));
    bookings = [
      // Deadline in 3 h 30 min: within the 4 h lead.
      pendingBooking(1, { decideBy: '2026-11-29T23:30:00.000Z' }),
      // In 5 h: a later pass's.
      pendingBooking(2, { decideBy: '2026-11-30T01:00:00.000Z' }),
      // Passed: the expiry scheduler's.
      pendingBooking(3, { decideBy: '2026-11-29T19:00:00.000Z' }),
      // Awaiting the booker's confirmation: reviewers were never told of it.
      { ...pendingBooking(4, { decideBy: '2026-11-29T23:30:00.000Z' }), status: 'requested' },
      // Requested before deadlines existed: 09:00 on 2026-11-30 in Kolkata is 03:30 UTC, less 2 h.
      pendingBooking(5, { date: '2026-11-30', decideBy: null }),
    ];
    const digestOff = { digestAt: { hour: 23, minute: 59 } };
    expect(await sendDueNotices(deps(digestOff))).toEqual({ digestMails: 0, reminders: 1, reminderMails: 2 });
    expect(await sendDueNotices(deps(digestOff))).toEqual({ digestMails: 0, reminders: 0, reminderMails: 0 });
    clock.set(new Date('2026-11-29T21:31:00Z'));
    expect(await sendDueNotices(deps(digestOff))).toEqual({ digestMails: 0, reminders: 2, reminderMails: 4 });
    const reminders = outbox.claim(100, Date.now());
    expect(reminders.map((m) => m.key).sort()).toEqual([
      'reminder:bk-BioLab-1:admin@centre.test',
      'reminder:bk-BioLab-1:rev@centre.test',
      'reminder:bk-BioLab-2:admin@centre.test',
      'reminder:bk-BioLab-2:rev@centre.test',
      'reminder:bk-BioLab-5:admin@centre.test',
      'reminder:bk-BioLab-5:rev@centre.test',
    ]);
    expect(reminders.find((m) => m.key === 'reminder:bk-BioLab-5:rev@centre.test')!.subject).toBe(
      'Reminder: decide by Monday, 30 November 2026 at 07:00 — Bio Lab, 2026-11-30',
    );
  });

  it('sends no reminders when their lead is 0', async () => {
    clock.set(new Date('2026-11-29T20:00:00Z'));
    bookings = [pendingBooking(1, { decideBy: '2026-11-29T23:30:00.000Z' })];
    expect(await sendDueNotices(deps({ reminderLeadMinutes: 0, digestAt: { hour: 23, minute: 59 } }))).toEqual({ digestMails: 0, reminders: 0, reminderMails: 0 });
  });
});
