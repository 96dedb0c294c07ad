import type { AnyEvent, ContactMessageAnsweredV1Data, ContactMessageReceivedV1Data, StartupApplicationSubmittedV1Data } from '@centre/contracts';
import { contactReceiptMail, contactReplyMail, decisionMail, receiptMail, type ApplicationMail } from '../inbox/index.js';
import type { MailMessage } from './mail.templates.js';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The HTML part is the text's paragraphs, so the two never drift apart. */
export const withHtml = (mail: ApplicationMail): MailMessage => ({
  ...mail,
  html: [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">',
    ...mail.text.split('\n').filter((line) => line !== '').map((line) => `<p>${escapeHtml(line)}</p>`),
    '</body></html>',
  ].join('\n'),
});

const VISITOR_MAIL_EVENTS: ReadonlySet<string> = new Set([
  'StartupApplicationSubmitted',
  'ApplicationDecided',
  'ContactMessageReceived',
  'ContactMessageAnswered',
]);

/** The events that mail the visitor who wrote (an applicant, a contact message's sender). */
export const mailsVisitor = (event: AnyEvent): boolean => VISITOR_MAIL_EVENTS.has(event.type);

/**
 * The visitor's mails (DESIGN.md section 7): the applicant's receipt with the reference and the
 * status link, then the decision; the contact message's receipt, then each reply written in the
 * console. `first` is the first event of the event's stream (the submission, the message).
 * Without a status link, applications mail nobody.
 */
export const visitorMailsFor = (
  event: AnyEvent,
  first: AnyEvent | undefined,
  statusLink: ((applicationId: string) => string) | undefined,
): MailMessage[] => {
  if (first?.type === 'ContactMessageReceived') {
    const sender = first.data as ContactMessageReceivedV1Data;
    if (event.type === 'ContactMessageReceived') return [withHtml(contactReceiptMail(event.eventId, sender))];
    if (event.type === 'ContactMessageAnswered') return [withHtml(contactReplyMail(event.eventId, sender, event.data as ContactMessageAnsweredV1Data))];
    return [];
  }
  if (first?.type !== 'StartupApplicationSubmitted' || !statusLink) return [];
  const applicant = first.data as StartupApplicationSubmittedV1Data;
  if (event.type === 'StartupApplicationSubmitted') return [withHtml(receiptMail(event.eventId, applicant, statusLink(applicant.applicationId)))];
  if (event.type === 'ApplicationDecided') {
    const decision = event.data as { outcome: 'accepted' | 'rejected' | 'waitlisted'; reason: string };
    return [withHtml(decisionMail(event.eventId, applicant, decision, statusLink(applicant.applicationId)))];
  }
  return [];
};
