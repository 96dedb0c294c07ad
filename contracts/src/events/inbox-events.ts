import type { EventEnvelope } from './event-envelope.js';
import type { SiteLanguage } from '../i18n/site-languages.js';

export const contactStreamId = (messageId: string): string => `contact-${messageId}`;
export const applicationStreamId = (applicationId: string): string => `application-${applicationId}`;

export interface ContactMessageReceivedV1Data {
  messageId: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /**
   * The language of the page the visitor wrote from: the receipt and the replies go in it.
   * Absent on the messages received before it was recorded, which read as English.
   */
  language?: SiteLanguage;
}

export interface StoredFileRef {
  fileId: string;
  fileName: string;
  mediaType: string;
  sizeBytes: number;
}


export interface StartupApplicationSubmittedV1Data {
  applicationId: string;
  founderName: string;
  email: string;
  phone: string;
  companyName: string;
  website?: string;
  industry: string;
  stage: string;
  description: string;
  pitchDeck: StoredFileRef;
  teamSize: string;
  teamMembers: string;
  fundingNeeded: string;
  currentRevenue?: string;
  businessModel: string;
  additionalInfo?: string;
  /**
   * The language the applicant applied in: their mails are written in it. Absent on the
   * applications submitted before it was recorded, which read as English.
   */
  language?: SiteLanguage;
  /** The scheme applied for (`APPLICATION_SCHEMES`); absent from the spec's old form. */
  scheme?: string;
  /** The consent to process the data; absent from applications sent by the spec's old form. */
  consent?: ApplicationConsent;
}

/** What the applicant agreed to, in the words they read, and when the centre received it. */
export interface ApplicationConsent {
  givenAt: string;
  text: string;
}

export type ContactMessageReceived = EventEnvelope<'ContactMessageReceived', 1, ContactMessageReceivedV1Data>;
export type StartupApplicationSubmitted = EventEnvelope<
  'StartupApplicationSubmitted',
  1,
  StartupApplicationSubmittedV1Data
>;

/** Staff answered a contact message by mail from the console; the reply is mailed to its sender. */
export interface ContactMessageAnsweredV1Data {
  messageId: string;
  replyId: string;
  subject: string;
  text: string;
}

/** Staff closed a contact message: nothing more is expected of anyone. */
export interface ContactMessageClosedV1Data {
  messageId: string;
}

export type ContactMessageAnswered = EventEnvelope<'ContactMessageAnswered', 1, ContactMessageAnsweredV1Data>;
export type ContactMessageClosed = EventEnvelope<'ContactMessageClosed', 1, ContactMessageClosedV1Data>;

/** Every event of a `contact-{id}` stream; the message received is always its first. */
export type ContactEvent = ContactMessageReceived | ContactMessageAnswered | ContactMessageClosed;

export const CONTACT_EVENT_TYPES = ['ContactMessageReceived', 'ContactMessageAnswered', 'ContactMessageClosed'] as const satisfies ReadonlyArray<
  ContactEvent['type']
>;

export type InboxEvent = ContactEvent | StartupApplicationSubmitted;
