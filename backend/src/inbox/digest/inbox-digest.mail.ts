import { CENTRE_NAME, applicationReference, todayIn, type InboxApplication, type InboxMessage } from '@centre/contracts';
import type { ApplicationMail } from '../applications/status/application.mails.js';

/** A mail to staff, as the outbox keeps it: the key is what makes it go once. */
export type StaffMail = ApplicationMail;

/** Items a digest names one by one; the rest are counted. */
export const DIGEST_LIST_LIMIT = 50;

export interface InboxDigest {
  /** The centre's date the digest is for (YYYY-MM-DD): with the recipient, its outbox key. */
  date: string;
  /** Messages nobody has answered or closed yet, newest first, and how many there are. */
  newMessages: { items: readonly InboxMessage[]; total: number };
  /** Applications received in the day before the digest, newest first. */
  applications: readonly InboxApplication[];
  /** Where staff open the inbox. */
  inboxUrl: string;
  /** The centre's zone: the day each message arrived. */
  timeZone: string;
}

const listed = <T>(items: readonly T[], total: number, line: (item: T) => string): string[] => [
  ...items.slice(0, DIGEST_LIST_LIMIT).map(line),
  ...(total > DIGEST_LIST_LIMIT ? [`…and ${total - DIGEST_LIST_LIMIT} more.`] : []),
];

/** The once-only key of a day's digest in the notice log: two instances, or a restart, make the same one. */
export const inboxDigestNoticeKey = (date: string): string => `inbox-digest:${date}`;

/** The outbox key of one recipient's digest of one day. */
export const digestKey = (date: string, email: string): string => `inbox-digest:${date}:${email.toLowerCase()}`;

/**
 * The daily digest to each member of staff, or none when there is nothing new: the messages
 * still waiting for an answer (so one left alone is named again the next day) and the
 * applications of the past day.
 */
export const inboxDigestMails = (digest: InboxDigest, recipients: readonly string[]): StaffMail[] => {
  const messages = digest.newMessages.total;
  const applications = digest.applications.length;
  if (messages === 0 && applications === 0) return [];
  const text = [
    `The inbox of ${CENTRE_NAME} on ${digest.date}.`,
    '',
    messages === 0 ? 'No contact message is waiting for an answer.' : `Contact messages waiting for an answer or closing (${messages}):`,
    ...listed(digest.newMessages.items, messages, (m) => `- ${todayIn(digest.timeZone, new Date(m.receivedAt))} ${m.name} <${m.email}>: ${m.subject}`),
    '',
    applications === 0 ? 'No startup application arrived in the past day.' : `Startup applications of the past day (${applications}):`,
    ...listed(digest.applications, applications, (a) => `- ${applicationReference(a.applicationId)} ${a.companyName} (${a.founderName}), ${a.industry}`),
    '',
    `Open the inbox: ${digest.inboxUrl}`,
  ].join('\n');
  const subject = `Inbox digest ${digest.date}: ${messages} message${messages === 1 ? '' : 's'} waiting, ${applications} new application${applications === 1 ? '' : 's'}`;
  return recipients.map((to) => ({ key: digestKey(digest.date, to), to, subject, text }));
};
