import type {
  ContactMessageReceived,
  ContactMessageReceivedV1Data,
  RecordedEvent,
  StartupApplicationSubmitted,
  StartupApplicationSubmittedV1Data,
} from '@centre/contracts';

export interface InboxMeta {
  id: string;
  /** ISO 8601: when the visitor sent it. */
  receivedAt: string;
  position: number;
}

export type ContactMessageEntry = InboxMeta & ContactMessageReceivedV1Data;
export type StartupApplicationEntry = InboxMeta & StartupApplicationSubmittedV1Data;

/** Pure: the document an inbox event becomes (the same document every time it is applied). */
export const inboxEntry = (
  recorded: RecordedEvent,
  event: ContactMessageReceived | StartupApplicationSubmitted,
): ContactMessageEntry | StartupApplicationEntry => {
  const meta = { receivedAt: event.occurredAt, position: recorded.position };
  return event.type === 'ContactMessageReceived'
    ? { id: event.data.messageId, ...meta, ...event.data }
    : { id: event.data.applicationId, ...meta, ...event.data };
};
