import {
  CENTRE_NAME,
  applicationReference,
  type ApplicationDecidedV1Data,
  type ApplicationOutcome,
  type StartupApplicationSubmittedV1Data,
} from '@centre/contracts';

/** A mail as the mail slice records it: its key is stable per event and recipient. */
export interface ApplicationMail {
  key: string;
  to: string;
  subject: string;
  text: string;
}

type Applicant = Pick<StartupApplicationSubmittedV1Data, 'applicationId' | 'founderName' | 'email' | 'companyName'>;

const signed = (paragraphs: string[]): string => [...paragraphs, '', `— ${CENTRE_NAME}`].join('\n');

/** The wizard's promise, kept in the receipt. */
export const receiptMail = (eventId: string, applicant: Applicant, statusUrl: string): ApplicationMail => {
  const reference = applicationReference(applicant.applicationId);
  return {
    key: `${eventId}:applicant`,
    to: applicant.email,
    subject: `We received your application (${reference})`,
    text: signed([
      `Dear ${applicant.founderName},`,
      `Thank you for applying with ${applicant.companyName}. Your reference is ${reference}.`,
      'A panel of experts will review your application, an admin will take the decision, and we will write to you with it within 5 to 7 business days.',
      `See where your application stands at any time: ${statusUrl}`,
    ]),
  };
};

const OUTCOME_LINES: Readonly<Record<ApplicationOutcome, string>> = {
  accepted: 'We are glad to tell you that your application has been accepted. We will contact you shortly about the next steps.',
  rejected: 'We are sorry to tell you that your application has not been accepted this time.',
  waitlisted: 'Your application has been placed on our waiting list. We will write to you again if a place opens.',
};

/** The decision, with the reason the admin gave; the console previews this same mail before it is sent. */
export const decisionMail = (
  eventId: string,
  applicant: Applicant,
  decision: Pick<ApplicationDecidedV1Data, 'outcome' | 'reason'>,
  statusUrl: string,
): ApplicationMail => {
  const reference = applicationReference(applicant.applicationId);
  return {
    key: `${eventId}:applicant`,
    to: applicant.email,
    subject: `The decision on your application (${reference})`,
    text: signed([
      `Dear ${applicant.founderName},`,
      `About the application of ${applicant.companyName} (${reference}):`,
      OUTCOME_LINES[decision.outcome],
      `The panel's reason: ${decision.reason}`,
      `Your application's page: ${statusUrl}`,
    ]),
  };
};
