import type {
  ContactMessageReceived,
  ContactMessageReceivedV1Data,
  RecordedEvent,
  StartupApplicationSubmitted,
  StartupApplicationSubmittedV1Data,
} from '@centre/contracts';
import type { DocumentLayout } from '../../engine/projection.js';

export type InboxEvent = ContactMessageReceived | StartupApplicationSubmitted;

/** A contact message as the console lists it: what the visitor sent, and when. */
export type ContactMessageEntry = ContactMessageReceivedV1Data & { receivedAt: string };
/** A startup application as the console lists it, with its pitch deck's reference. */
export type StartupApplicationEntry = StartupApplicationSubmittedV1Data & { submittedAt: string };

/** One item of the inbox, with its place in the log: the console lists the newest first. */
export type InboxDocument =
  | { kind: 'message'; position: number; message: ContactMessageEntry }
  | { kind: 'application'; position: number; application: StartupApplicationEntry };

export const MESSAGES = 'messages';
export const APPLICATIONS = 'applications';

export const messageDocument = (messageId: string): string => `message:${messageId}`;
export const applicationDocument = (applicationId: string): string => `application:${applicationId}`;

export const inboxDocumentId = ({ event }: RecordedEvent<InboxEvent>): string =>
  event.type === 'ContactMessageReceived' ? messageDocument(event.data.messageId) : applicationDocument(event.data.applicationId);

/** Pure: an item is what its one event says; the same event again changes nothing. */
export const evolveInbox = (document: InboxDocument | null, { event, position }: RecordedEvent<InboxEvent>): InboxDocument =>
  document ??
  (event.type === 'ContactMessageReceived'
    ? { kind: 'message', position, message: { ...event.data, receivedAt: event.occurredAt } }
    : { kind: 'application', position, application: { ...event.data, submittedAt: event.occurredAt } });

export const inboxLayout: DocumentLayout<InboxDocument> = {
  encode: (document) => JSON.stringify(document),
  decode: (_id, encoded) => JSON.parse(encoded) as InboxDocument,
  indexes: (document) => [{ index: document.kind === 'message' ? MESSAGES : APPLICATIONS, score: document.position }],
};
