import type { EventEnvelope } from './event-envelope.js';

export const contactStreamId = (messageId: string): string => `contact-${messageId}`;
export const applicationStreamId = (applicationId: string): string => `application-${applicationId}`;

export interface ContactMessageReceivedV1Data {
  messageId: string;
  name: string;
  email: string;
  subject: string;
  message: string;
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
}

export type ContactMessageReceived = EventEnvelope<'ContactMessageReceived', 1, ContactMessageReceivedV1Data>;
export type StartupApplicationSubmitted = EventEnvelope<
  'StartupApplicationSubmitted',
  1,
  StartupApplicationSubmittedV1Data
>;

export type InboxEvent = ContactMessageReceived | StartupApplicationSubmitted;
