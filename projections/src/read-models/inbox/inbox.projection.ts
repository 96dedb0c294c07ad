import { CONTACT_EVENT_TYPES } from '@centre/contracts';
import { documentProjection } from '../../engine/document-projection.js';
import { builtModule } from '../../engine/thread-module.js';
import { evolveInbox, inboxDocumentId, inboxLayout, type InboxDocument, type InboxEvent } from './inbox.layout.js';

export const INBOX = 'inbox';

/** The console's inbox: contact messages and startup applications, each listed in log order. */
export const inboxProjection = documentProjection<InboxDocument, InboxEvent>({
  name: INBOX,
  // 3: a contact message with its status and replies, and the index of new ones.
  version: 3,
  handles: [...CONTACT_EVENT_TYPES, 'StartupApplicationSubmitted'],
  documentId: inboxDocumentId,
  evolve: evolveInbox,
  layout: inboxLayout,
  // An item is its own stream (a message's replies and closing are in its stream).
  foldsInParts: { module: builtModule(import.meta.url), export: 'inboxProjection' },
});
