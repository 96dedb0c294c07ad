import {
  CENTRE_NAME,
  applicationReference,
  type ApplicationDecidedV1Data,
  type ApplicationOutcome,
  type SiteLanguage,
  type StartupApplicationSubmittedV1Data,
} from '@centre/contracts';

/** A mail as the mail slice records it: its key is stable per event and recipient. */
export interface ApplicationMail {
  key: string;
  to: string;
  subject: string;
  text: string;
}

type Applicant = Pick<StartupApplicationSubmittedV1Data, 'applicationId' | 'founderName' | 'email' | 'companyName' | 'language'>;

interface ApplicantMailTexts {
  receiptSubject: (reference: string) => string;
  dear: (name: string) => string;
  thanks: (company: string, reference: string) => string;
  promise: string;
  statusLine: (url: string) => string;
  decisionSubject: (reference: string) => string;
  about: (company: string, reference: string) => string;
  outcome: Readonly<Record<ApplicationOutcome, string>>;
  reason: (reason: string) => string;
  pageLine: (url: string) => string;
}

/** The applicant's mails in each of the site's languages: they go in the one the applicant applied in. */
const TEXTS: Readonly<Record<SiteLanguage, ApplicantMailTexts>> = {
  en: {
    receiptSubject: (reference) => `We received your application (${reference})`,
    dear: (name) => `Dear ${name},`,
    thanks: (company, reference) => `Thank you for applying with ${company}. Your reference is ${reference}.`,
    promise: 'A panel of experts will review your application, an admin will take the decision, and we will write to you with it within 5 to 7 business days.',
    statusLine: (url) => `See where your application stands at any time: ${url}`,
    decisionSubject: (reference) => `The decision on your application (${reference})`,
    about: (company, reference) => `About the application of ${company} (${reference}):`,
    outcome: {
      accepted: 'We are glad to tell you that your application has been accepted. We will contact you shortly about the next steps.',
      rejected: 'We are sorry to tell you that your application has not been accepted this time.',
      waitlisted: 'Your application has been placed on our waiting list. We will write to you again if a place opens.',
    },
    reason: (reason) => `The panel's reason: ${reason}`,
    pageLine: (url) => `Your application's page: ${url}`,
  },
  mr: {
    receiptSubject: (reference) => `आपला अर्ज मिळाला (${reference})`,
    dear: (name) => `प्रिय ${name},`,
    thanks: (company, reference) => `${company} तर्फे अर्ज केल्याबद्दल धन्यवाद. आपला संदर्भ क्रमांक ${reference} आहे.`,
    promise: 'तज्ज्ञांचे पॅनेल आपल्या अर्जाचे परीक्षण करेल, प्रशासक निर्णय घेतील आणि ५ ते ७ कामकाजाच्या दिवसांत आम्ही तो निर्णय आपल्याला ईमेलने कळवू.',
    statusLine: (url) => `आपल्या अर्जाची सद्यःस्थिती कधीही येथे पाहा: ${url}`,
    decisionSubject: (reference) => `आपल्या अर्जावरील निर्णय (${reference})`,
    about: (company, reference) => `${company} यांच्या अर्जाबाबत (${reference}):`,
    outcome: {
      accepted: 'आपला अर्ज स्वीकारण्यात आला आहे, हे कळवताना आम्हाला आनंद होत आहे. पुढील टप्प्यांबद्दल आम्ही लवकरच आपल्याशी संपर्क साधू.',
      rejected: 'या वेळी आपला अर्ज स्वीकारता आला नाही, याबद्दल आम्ही दिलगीर आहोत.',
      waitlisted: 'आपला अर्ज आमच्या प्रतीक्षा यादीत ठेवण्यात आला आहे. जागा उपलब्ध झाल्यास आम्ही आपल्याला पुन्हा कळवू.',
    },
    reason: (reason) => `पॅनेलने दिलेले कारण: ${reason}`,
    pageLine: (url) => `आपल्या अर्जाचे पान: ${url}`,
  },
};

const textsFor = (applicant: Applicant): ApplicantMailTexts => TEXTS[applicant.language ?? 'en'];

const signed = (paragraphs: string[]): string => [...paragraphs, '', `— ${CENTRE_NAME}`].join('\n');

/** The wizard's promise, kept in the receipt. */
export const receiptMail = (eventId: string, applicant: Applicant, statusUrl: string): ApplicationMail => {
  const reference = applicationReference(applicant.applicationId);
  const t = textsFor(applicant);
  return {
    key: `${eventId}:applicant`,
    to: applicant.email,
    subject: t.receiptSubject(reference),
    text: signed([t.dear(applicant.founderName), t.thanks(applicant.companyName, reference), t.promise, t.statusLine(statusUrl)]),
  };
};

/** The decision, with the reason the admin gave; the console previews this same mail before it is sent. */
export const decisionMail = (
  eventId: string,
  applicant: Applicant,
  decision: Pick<ApplicationDecidedV1Data, 'outcome' | 'reason'>,
  statusUrl: string,
): ApplicationMail => {
  const reference = applicationReference(applicant.applicationId);
  const t = textsFor(applicant);
  return {
    key: `${eventId}:applicant`,
    to: applicant.email,
    subject: t.decisionSubject(reference),
    text: signed([
      t.dear(applicant.founderName),
      t.about(applicant.companyName, reference),
      t.outcome[decision.outcome],
      t.reason(decision.reason),
      t.pageLine(statusUrl),
    ]),
  };
};
