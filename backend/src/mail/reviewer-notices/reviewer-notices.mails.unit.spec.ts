import { digestMails, reminderMails } from './reviewer-notices.mails.js';
import { pendingBooking } from './testing/pending-bookings.js';

const reviewers = [
  { userId: 'u-rev', email: 'rev@centre.test' },
  { userId: 'u-admin', email: 'admin@centre.test' },
];
const reviewLink = (id: string, userId: string) => `http://localhost:5000/booking-review?id=${id}&token=${userId}`;
const IST = 'Asia/Kolkata';

describe("27.3 reviewers' digest: what it says", () => {
  const oldBio = pendingBooking(1, { createdAt: '2026-11-18T10:00:00.000Z' });
  const fab = pendingBooking(2, { lab: 'FabricationLab', createdAt: '2026-11-19T10:00:00.000Z' });
  const newBio = pendingBooking(3, { createdAt: '2026-11-20T10:00:00.000Z' });
  const input = { day: '2026-11-26', pending: [oldBio, fab, newBio], total: 3, reviewers, reviewLink, timeZone: IST };

  it('mails each reviewer once, keyed by the day, the pending requests per lab, oldest first, each with their review link', () => {
    const mails = digestMails({ ...input, reviewers: [...reviewers, reviewers[0]!] });
    expect(mails.map((m) => [m.key, m.to])).toEqual([
      ['digest:2026-11-26:rev@centre.test', 'rev@centre.test'],
      ['digest:2026-11-26:admin@centre.test', 'admin@centre.test'],
    ]);
    const { text, html, subject } = mails[0]!;
    expect(subject).toBe('Booking requests waiting for review: 3 (Thursday, 26 November 2026)');
    expect(text).toContain('3 booking requests are waiting for your decision, oldest first.');
    const order = ['Bio Lab (2)', 'bk-BioLab-1', 'bk-BioLab-3', 'Fabrication Lab (1)', 'bk-FabricationLab-2'].map((s) => text.indexOf(s));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain('Booker 1: Monday, 30 November 2026, 9:00 AM - 10:00 AM (bk-BioLab-1, requested 2026-11-18)');
    expect(text).toContain('Review: http://localhost:5000/booking-review?id=bk-BioLab-1&token=u-rev');
    expect(html).toContain('<a href="http://localhost:5000/booking-review?id=bk-BioLab-1&amp;token=u-rev">Review</a>');
    expect(mails[1]!.text).toContain('token=u-admin');
    expect(mails[1]!.text).not.toContain('token=u-rev');
  });

  it('mails nobody when nothing waits, and says when only the oldest are listed', () => {
    expect(digestMails({ ...input, pending: [], total: 0 })).toEqual([]);
    const [one] = digestMails({ ...input, pending: [oldBio], total: 1 });
    expect(one!.text).toContain('One booking request is waiting');
    expect(digestMails({ ...input, total: 700 })[0]!.text).toContain('Only the oldest 3 of 700 are listed');
  });

  it("27.4 lists only the labs a reviewer reviews, when they are given labs", () => {
    const mails = digestMails({ ...input, reviewers: [{ ...reviewers[0]!, labs: ['FabricationLab'] }, { ...reviewers[1]!, labs: [] }] });
    expect(mails[0]!.text).toContain('Fabrication Lab (1)');
    expect(mails[0]!.text).not.toContain('Bio Lab');
    expect(mails[1]!.text).toContain('Bio Lab (2)');
  });

  it('27.4 mails nobody a digest of labs they do not review', () => {
    const mails = digestMails({ ...input, pending: [oldBio], total: 1, reviewers: [{ ...reviewers[0]!, labs: ['FabricationLab'] }, reviewers[1]!] });
    expect(mails.map((m) => m.to)).toEqual(['admin@centre.test']);
  });
});

describe('27.3 reminders before a pending request would expire', () => {
  it("mails each reviewer once, keyed by the booking, with the deadline and their review link; never the booker", () => {
    const record = pendingBooking(7);
    const mails = reminderMails({
      record,
      deadline: 'Monday, 30 November 2026 at 07:00',
      reviewers: [...reviewers, { userId: 'u-self', email: record.email }],
      reviewLink,
    });
    expect(mails.map((m) => [m.key, m.to])).toEqual([
      ['reminder:bk-BioLab-7:rev@centre.test', 'rev@centre.test'],
      ['reminder:bk-BioLab-7:admin@centre.test', 'admin@centre.test'],
    ]);
    expect(mails[0]!.subject).toBe('Reminder: decide by Monday, 30 November 2026 at 07:00 — Bio Lab, 2026-11-30');
    expect(mails[0]!.text).toContain('If nobody approves or rejects it by Monday, 30 November 2026 at 07:00, it lapses');
    expect(mails[0]!.text).toContain('Review this booking: http://localhost:5000/booking-review?id=bk-BioLab-7&token=u-rev');
    expect(mails[0]!.text).toContain('Date: Monday, 30 November 2026');
  });

  it("27.4 reminds only the reviewers of the booking's lab", () => {
    const mails = reminderMails({
      record: pendingBooking(7),
      deadline: 'Monday, 30 November 2026 at 07:00',
      reviewers: [{ ...reviewers[0]!, labs: ['FabricationLab'] }, { userId: 'u-bio', email: 'bio@centre.test', labs: ['BioLab', 'FabricationLab'] }, reviewers[1]!],
      reviewLink,
    });
    expect(mails.map((m) => m.to)).toEqual(['bio@centre.test', 'admin@centre.test']);
  });
});
