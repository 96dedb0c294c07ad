import type { ContactMessageReceived, StartupApplicationSubmitted } from '@centre/contracts';
import type { Projection } from '../../engine/projection.js';
import { inboxEntry } from './inbox.evolve.js';

export const INBOX = 'inbox';

export const MESSAGES_KEY = 'messages';
export const APPLICATIONS_KEY = 'applications';
export const messageKey = (id: string): string => `message:${id}`;
export const applicationKey = (id: string): string => `application:${id}`;

/** Documents by id and a list per kind by time received; SET and ZADD make redelivery harmless. */
export const inboxProjection: Projection = {
  name: INBOX,
  version: 1,
  handles: ['ContactMessageReceived', 'StartupApplicationSubmitted'],
  apply(recorded, tx) {
    const event = recorded.event as ContactMessageReceived | StartupApplicationSubmitted;
    const entry = inboxEntry(recorded, event);
    const [docKey, listKey] =
      event.type === 'ContactMessageReceived'
        ? [messageKey(entry.id), MESSAGES_KEY]
        : [applicationKey(entry.id), APPLICATIONS_KEY];
    tx.set(docKey, JSON.stringify(entry));
    tx.zadd(listKey, Date.parse(entry.receivedAt), entry.id);
  },
};
