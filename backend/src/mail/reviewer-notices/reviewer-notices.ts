import { labDeadline, resolveSlotId, type BookingRecord } from '@centre/contracts';
import { longInstant, type MailMessage, type Reviewer } from '../mail.templates.js';
import { dueDailyRun, type NoticeLog, type TimeOfDay } from '../../shared/schedule/daily-notice.js';
import { digestMails, digestNoticeKey, reminderMails, reminderNoticeKey } from './reviewer-notices.mails.js';

export interface ReviewerNoticeDeps extends NoticeLog<MailMessage> {
  /** Pending requests, oldest first (at most a page of them), and how many there are in all. */
  pending: () => Promise<{ items: BookingRecord[]; total: number }>;
  /** Undecided bookings whose next deadline is at or before `until`, earliest first. */
  deadlinesUntil: (until: Date) => Promise<BookingRecord[]>;
  /** Enabled reviewers and admins. */
  reviewers: () => Reviewer[];
  reviewLink: (bookingId: string, userId: string) => string;
  now: () => Date;
  timezone: string;
  /** When in the centre's day the digest goes out (REVIEWER_DIGEST_AT, 08:00). */
  digestAt: TimeOfDay;
  /** How long before a pending request would expire its reviewers are reminded; 0: never. */
  reminderLeadMinutes: number;
  decisionLeadMinutes: number;
}

export interface NoticePass {
  /** The day whose digest this pass recorded, if it did. */
  digest?: string;
  digestMails: number;
  reminders: number;
  reminderMails: number;
}

/** A booking's slot ids, from the labels its record shows. */
const slotsOf = (record: BookingRecord): string[] =>
  record.timeSlots.flatMap((label) => {
    const id = resolveSlotId(label);
    return id ? [id] : [];
  });

/**
 * One pass of the reviewers' notices (DESIGN.md section 7): today's digest once its hour has
 * come in the centre's zone, and a reminder for each pending request whose decision deadline
 * is within the reminder lead. Every notice is recorded once, under a key derived from the day
 * or the booking, in the same transaction as its mails: any number of instances may run passes
 * at once, and a restart sends nothing twice. A digest waits while there is no reviewer, so
 * requests made before the first one appear in the first digest.
 */
export const sendDueNotices = async (deps: ReviewerNoticeDeps): Promise<NoticePass> => {
  const now = deps.now();
  const pass: NoticePass = { digestMails: 0, reminders: 0, reminderMails: 0 };
  const run = dueDailyRun(deps, now, deps.timezone, deps.digestAt, digestNoticeKey);
  if (run) {
    const reviewers = deps.reviewers();
    if (reviewers.length > 0) {
      const { items, total } = await deps.pending();
      const mails = digestMails({ day: run.day, pending: items, total, reviewers, reviewLink: deps.reviewLink, timeZone: deps.timezone });
      if (deps.recordOnce(run.key, mails, now)) {
        pass.digest = run.day;
        pass.digestMails = mails.length;
      }
    }
  }
  if (deps.reminderLeadMinutes > 0) {
    const until = new Date(now.getTime() + deps.reminderLeadMinutes * 60_000);
    for (const record of await deps.deadlinesUntil(until)) {
      if (record.status !== 'pending' || deps.hasNotice(reminderNoticeKey(record.id))) continue;
      const deadline = labDeadline({ date: record.date, slots: slotsOf(record), decideBy: record.decideBy ?? null }, deps.timezone, deps.decisionLeadMinutes);
      const at = Date.parse(deadline);
      // Past its deadline it is the expiry scheduler's; beyond the lead, a later pass's.
      if (!(at > now.getTime() && at <= until.getTime())) continue;
      const reviewers = deps.reviewers();
      if (reviewers.length === 0) break;
      const mails = reminderMails({
        record,
        deadline: longInstant(deadline, 'en-GB', { timezone: deps.timezone }),
        reviewers,
        reviewLink: deps.reviewLink,
      });
      if (deps.recordOnce(reminderNoticeKey(record.id), mails, now)) {
        pass.reminders += 1;
        pass.reminderMails += mails.length;
      }
    }
  }
  return pass;
};
