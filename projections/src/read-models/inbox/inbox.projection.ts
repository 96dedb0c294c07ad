import { documentProjection } from '../../engine/document-projection.js';
import { builtModule } from '../../engine/thread-module.js';
import { evolveInbox, inboxDocumentId, inboxLayout, type InboxDocument, type InboxEvent } from './inbox.layout.js';

export const INBOX = 'inbox';

/** The console's inbox: contact messages and startup applications, each listed in log order. */
export const inboxProjection = documentProjection<InboxDocument, InboxEvent>({
  name: INBOX,
  // 2: the console's own view of each item, listed by log position.
  version: 2,
  handles: ['ContactMessageReceived', 'StartupApplicationSubmitted'],
  documentId: inboxDocumentId,
  evolve: evolveInbox,
  layout: inboxLayout,
  // An item is what its one event says: the live path writes it without reading it first.
  immutable: true,
  // An item is its own stream.
  foldsInParts: { module: builtModule(import.meta.url), export: 'inboxProjection' },
});
