import { CENTRE_NAME, todayIn, type BookingRecord } from '@centre/contracts';
import { compose, escapeHtml, longDate, reviewsLab, summaryLines, type MailMessage, type Reviewer } from '../mail.templates.js';

/** The outbox's once-only key of a day's digest and of a booking's reminder. */
export const digestNoticeKey = (day: string): string => `digest:${day}`;
export const reminderNoticeKey = (bookingId: string): string => `reminder:${bookingId}`;

/** One line of the digest: which booking, whose, when, and since when it waits. */
const digestLine = (record: BookingRecord, timeZone: string): string =>
  `${record.name}: ${longDate(record.date)}, ${record.timeSlots.join(', ')} (${record.id}, requested ${todayIn(timeZone, new Date(record.createdAt))})`;

interface DigestLab {
  labName: string;
  items: Array<{ line: string; url: string }>;
}

/** The digest's text and HTML from the same lines, each request with its review link. */
const composeDigest = (intro: string[], labs: DigestLab[]) => {
  const text = [
    ...intro,
    ...labs.flatMap((lab) => ['', `${lab.labName} (${lab.items.length})`, ...lab.items.flatMap((i) => [`- ${i.line}`, `  Review: ${i.url}`])]),
    '',
    `— ${CENTRE_NAME}`,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body style="font-family:system-ui,sans-serif;color:#1f2937">',
    ...intro.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...labs.flatMap((lab) => [
      `<h2 style="font-size:1.05em">${escapeHtml(lab.labName)} (${lab.items.length})</h2>`,
      '<ol>',
      ...lab.items.map((i) => `<li>${escapeHtml(i.line)} — <a href="${escapeHtml(i.url)}">Review</a></li>`),
      '</ol>',
    ]),
    `<p>— ${escapeHtml(CENTRE_NAME)}</p></body></html>`,
  ].join('\n');
  return { text, html };
};

export interface DigestInput {
  day: string;
  /** Pending requests, oldest first. */
  pending: readonly BookingRecord[];
  /** Pending requests in all, when more than `pending` lists. */
  total: number;
  reviewers: readonly Reviewer[];
  reviewLink: (bookingId: string, userId: string) => string;
  timeZone: string;
}

/**
 * The day's digest: to each reviewer, the pending requests of the labs they review, per lab
 * (labs by their oldest request), oldest first, each with its review link. Nobody with nothing
 * to review is mailed.
 */
export const digestMails = (input: DigestInput): MailMessage[] => {
  const byLab = new Map<string, BookingRecord[]>();
  for (const record of input.pending) {
    const records = byLab.get(record.lab);
    if (records) records.push(record);
    else byLab.set(record.lab, [record]);
  }
  const seen = new Set<string>();
  return input.reviewers.flatMap((reviewer): MailMessage[] => {
    if (seen.has(reviewer.email)) return [];
    seen.add(reviewer.email);
    const labs = [...byLab.values()].filter((records) => reviewsLab(reviewer, records[0]!.lab));
    const count = labs.reduce((n, records) => n + records.length, 0);
    if (count === 0) return [];
    const intro = [
      `${count === 1 ? 'One booking request is' : `${count} booking requests are`} waiting for your decision, oldest first.`,
      ...(input.total > input.pending.length ? [`Only the oldest ${input.pending.length} of ${input.total} are listed: the console shows them all.`] : []),
    ];
    const sections = labs.map((records) => ({
      labName: records[0]!.labName,
      items: records.map((r) => ({ line: digestLine(r, input.timeZone), url: input.reviewLink(r.id, reviewer.userId) })),
    }));
    return [
      {
        key: `${digestNoticeKey(input.day)}:${reviewer.email}`,
        to: reviewer.email,
        subject: `Booking requests waiting for review: ${count} (${longDate(input.day)})`,
        ...composeDigest(intro, sections),
      },
    ];
  });
};

export interface ReminderInput {
  record: BookingRecord;
  /** The lab's decision deadline, already written for people ('Monday, 30 November 2026 at 07:00'). */
  deadline: string;
  reviewers: readonly Reviewer[];
  reviewLink: (bookingId: string, userId: string) => string;
}

/** A pending request's reminder to each of its lab's reviewers: decide by the deadline, or it lapses. */
export const reminderMails = (input: ReminderInput): MailMessage[] => {
  const { record } = input;
  const seen = new Set<string>();
  return input.reviewers
    .filter((r) => reviewsLab(r, record.lab) && r.email !== record.email && !seen.has(r.email) && seen.add(r.email))
    .map((reviewer) => ({
      key: `${reminderNoticeKey(record.id)}:${reviewer.email}`,
      to: reviewer.email,
      subject: `Reminder: decide by ${input.deadline} — ${record.labName}, ${record.date}`,
      ...compose(
        [
          `This booking request is still waiting for a decision. If nobody approves or rejects it by ${input.deadline}, it lapses, its time slots are freed and the booker is told.`,
        ],
        summaryLines(record),
        [{ label: 'Review this booking', url: input.reviewLink(record.id, reviewer.userId) }],
      ),
    }));
};
