import type { AnyEvent, StartupApplicationSubmittedV1Data } from '@centre/contracts';
import { decisionMail, receiptMail, type ApplicationMail } from '../inbox/index.js';
import type { MailMessage } from './mail.templates.js';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The HTML part is the text's paragraphs, so the two never drift apart. */
const withHtml = (mail: ApplicationMail): MailMessage => ({
  ...mail,
  html: [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">',
    ...mail.text.split('\n').filter((line) => line !== '').map((line) => `<p>${escapeHtml(line)}</p>`),
    '</body></html>',
  ].join('\n'),
});

/** The events of an application that mail its applicant. */
export const mailsApplicant = (event: AnyEvent): boolean => event.type === 'StartupApplicationSubmitted' || event.type === 'ApplicationDecided';

/**
 * The applicant's mails (DESIGN.md section 7): the receipt with the reference and the status
 * link, then the decision. `applicant` is the stream's submission.
 */
export const applicationMailsFor = (
  event: AnyEvent,
  applicant: StartupApplicationSubmittedV1Data | undefined,
  statusLink: (applicationId: string) => string,
): MailMessage[] => {
  if (!applicant) return [];
  if (event.type === 'StartupApplicationSubmitted') return [withHtml(receiptMail(event.eventId, applicant, statusLink(applicant.applicationId)))];
  if (event.type === 'ApplicationDecided') {
    const decision = event.data as { outcome: 'accepted' | 'rejected' | 'waitlisted'; reason: string };
    return [withHtml(decisionMail(event.eventId, applicant, decision, statusLink(applicant.applicationId)))];
  }
  return [];
};
