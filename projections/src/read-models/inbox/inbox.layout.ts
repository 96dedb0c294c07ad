import type {
  Actor,
  InboxEvent,
  InboxMessage,
  RecordedEvent,
  StartupApplicationSubmittedV1Data,
} from '@centre/contracts';
import type { DocumentLayout } from '../../engine/projection.js';

export type { InboxEvent };

/** A contact message as the console shows it: what the visitor sent, its status and replies. */
export type ContactMessageEntry = InboxMessage;
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
  event.type === 'StartupApplicationSubmitted' ? applicationDocument(event.data.applicationId) : messageDocument(event.data.messageId);

/** Who acted, as the console names them. */
const staffName = (actor: Actor): string => (actor.kind === 'user' ? actor.email : actor.kind);

/**
 * Pure: an item is what its first event says, a contact message then takes its replies and its
 * closing; the same event again changes nothing (a reply is known by its id).
 */
export const evolveInbox = (document: InboxDocument | null, { event, position }: RecordedEvent<InboxEvent>): InboxDocument | null => {
  switch (event.type) {
    case 'ContactMessageReceived':
      return (
        document ?? {
          kind: 'message',
          position,
          message: { ...event.data, receivedAt: event.occurredAt, status: 'new', replies: [], closedAt: null, closedBy: null },
        }
      );
    case 'StartupApplicationSubmitted':
      return document ?? { kind: 'application', position, application: { ...event.data, submittedAt: event.occurredAt } };
    case 'ContactMessageAnswered': {
      if (document?.kind !== 'message' || document.message.replies.some((r) => r.replyId === event.data.replyId)) return document;
      const { replyId, subject, text } = event.data;
      const reply = { replyId, subject, text, repliedAt: event.occurredAt, repliedBy: staffName(event.actor) };
      const { message } = document;
      // A reply after closing (refused by the decider) would not reopen it.
      const status = message.status === 'closed' ? 'closed' : 'answered';
      return { ...document, message: { ...message, status, replies: [...message.replies, reply] } };
    }
    case 'ContactMessageClosed': {
      if (document?.kind !== 'message' || document.message.status === 'closed') return document;
      return { ...document, message: { ...document.message, status: 'closed', closedAt: event.occurredAt, closedBy: staffName(event.actor) } };
    }
  }
};

/** Contact messages nobody has answered or closed yet: the digest's and the console's "new". */
export const NEW_MESSAGES = 'messages:new';

export const inboxLayout: DocumentLayout<InboxDocument> = {
  encode: (document) => JSON.stringify(document),
  decode: (_id, encoded) => JSON.parse(encoded) as InboxDocument,
  indexes: (document) =>
    document.kind === 'application'
      ? [{ index: APPLICATIONS, score: document.position }]
      : [
          { index: MESSAGES, score: document.position },
          ...(document.message.status === 'new' ? [{ index: NEW_MESSAGES, score: document.position }] : []),
        ],
};
