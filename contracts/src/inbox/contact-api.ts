import type { ContactMessageReceivedV1Data } from '../events/inbox-events.js';
import { isPlainObject } from '../validation/text.rules.js';

/**
 * Where a contact message stands: nobody has acted yet; staff replied by mail (and may reply
 * again); staff closed it, so it leaves the digest and takes no more replies.
 */
export const CONTACT_STATUSES = ['new', 'answered', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** A reply as the console shows it, with who sent it. */
export interface ContactReplyView {
  replyId: string;
  subject: string;
  text: string;
  repliedAt: string;
  repliedBy: string;
}

/** A contact message whole: what the visitor sent, its status, and every reply. */
export type InboxMessage = ContactMessageReceivedV1Data & {
  receivedAt: string;
  status: ContactStatus;
  replies: ContactReplyView[];
  closedAt: string | null;
  closedBy: string | null;
};

/** GET /api/admin/inbox/messages/{id} */
export interface InboxMessageResponse {
  success: true;
  message: InboxMessage;
}

/** POST /api/admin/inbox/messages/{id}/reply */
export interface ContactReplyRequest {
  subject: string;
  text: string;
}

/** Answers of the reply and close commands: where the log now stands. */
export interface ContactCommandResponse {
  success: true;
  position: number;
}

export const CONTACT_REPLY_SUBJECT_MAX_LENGTH = 300;
export const CONTACT_REPLY_TEXT_MAX_LENGTH = 10_000;

/** The console's words (the staff console stays English). */
export const CONTACT_REPLY_MESSAGES = {
  invalidReply: 'Check the reply: it needs a subject and a text.',
  subjectRequired: 'Give the reply a subject',
  subjectTooLong: `Keep the subject under ${CONTACT_REPLY_SUBJECT_MAX_LENGTH} characters`,
  textRequired: 'Write the reply',
  textTooLong: `Keep the reply under ${CONTACT_REPLY_TEXT_MAX_LENGTH} characters`,
} as const;

/** The subject a reply starts with: the visitor's own, marked as a reply once. */
export const replySubjectFor = (subject: string): string => (/^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`);

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string; errors: Record<string, string> };

export const parseContactReply = (body: unknown): Parsed<ContactReplyRequest> => {
  const raw = isPlainObject(body) ? body : {};
  const errors: Record<string, string> = {};
  const subject = typeof raw.subject === 'string' ? raw.subject.trim() : '';
  const text = typeof raw.text === 'string' ? raw.text.trim() : '';
  if (subject === '') errors.subject = CONTACT_REPLY_MESSAGES.subjectRequired;
  else if (subject.length > CONTACT_REPLY_SUBJECT_MAX_LENGTH) errors.subject = CONTACT_REPLY_MESSAGES.subjectTooLong;
  if (text === '') errors.text = CONTACT_REPLY_MESSAGES.textRequired;
  else if (text.length > CONTACT_REPLY_TEXT_MAX_LENGTH) errors.text = CONTACT_REPLY_MESSAGES.textTooLong;
  if (Object.keys(errors).length > 0) return { ok: false, message: CONTACT_REPLY_MESSAGES.invalidReply, errors };
  return { ok: true, value: { subject, text } };
};

const segment = (value: string): string => encodeURIComponent(value);

/** The contact inbox's routes, as both sides call them. */
export const CONTACT_PATHS = {
  one: (messageId: string) => `/api/admin/inbox/messages/${segment(messageId)}`,
  reply: (messageId: string) => `/api/admin/inbox/messages/${segment(messageId)}/reply`,
  close: (messageId: string) => `/api/admin/inbox/messages/${segment(messageId)}/close`,
} as const;
