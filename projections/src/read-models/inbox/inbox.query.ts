import type { ReadModelStore, ReadTarget } from '../../store/read-model-store.port.js';
import type { ContactMessageEntry, StartupApplicationEntry } from './inbox.evolve.js';
import { APPLICATIONS_KEY, INBOX, MESSAGES_KEY, applicationKey, messageKey } from './inbox.projection.js';

export interface InboxPage<T> {
  total: number;
  offset: number;
  limit: number;
  items: T[];
}

export interface PageQuery {
  offset?: number;
  limit?: number;
}

const ACTIVE: ReadTarget = { projection: INBOX, active: true };

/** Newest first. */
const page = async <T>(
  store: ReadModelStore,
  listKey: string,
  docKey: (id: string) => string,
  query: PageQuery,
): Promise<InboxPage<T>> => {
  const offset = Math.max(0, Math.floor(query.offset ?? 0));
  const limit = Math.min(500, Math.max(1, Math.floor(query.limit ?? 20)));
  const [members, total] = await store.read(ACTIVE, [
    { op: 'zrange', key: listKey, rev: true, offset, count: limit },
    { op: 'zcard', key: listKey },
  ]);
  const docs = members.length === 0 ? [] : await store.read(ACTIVE, members.map((m) => ({ op: 'get' as const, key: docKey(m.member) })));
  const items = docs.flatMap((doc) => (doc === null ? [] : [JSON.parse(doc) as T]));
  return { total, offset, limit, items };
};

const one = async <T>(store: ReadModelStore, key: string): Promise<T | null> => {
  const [doc] = await store.read(ACTIVE, [{ op: 'get', key }]);
  return doc === null ? null : (JSON.parse(doc) as T);
};

export const listContactMessages = (store: ReadModelStore, query: PageQuery = {}) =>
  page<ContactMessageEntry>(store, MESSAGES_KEY, messageKey, query);

export const listStartupApplications = (store: ReadModelStore, query: PageQuery = {}) =>
  page<StartupApplicationEntry>(store, APPLICATIONS_KEY, applicationKey, query);

export const getContactMessage = (store: ReadModelStore, id: string) => one<ContactMessageEntry>(store, messageKey(id));

export const getStartupApplication = (store: ReadModelStore, id: string) =>
  one<StartupApplicationEntry>(store, applicationKey(id));
