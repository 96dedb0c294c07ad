import { DocumentReader } from '../../engine/document-reader.js';
import type { ReadModelStore } from '../../store/read-model-store.port.js';
import {
  APPLICATIONS,
  MESSAGES,
  NEW_MESSAGES,
  applicationDocument,
  messageDocument,
  type ContactMessageEntry,
  type InboxDocument,
  type StartupApplicationEntry,
} from './inbox.layout.js';
import { inboxProjection } from './inbox.projection.js';

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

const messageOf = (document: InboxDocument): ContactMessageEntry[] => (document.kind === 'message' ? [document.message] : []);
const applicationOf = (document: InboxDocument): StartupApplicationEntry[] =>
  document.kind === 'application' ? [document.application] : [];

/** Newest first: the latest in the log first. */
const page = async <T>(store: ReadModelStore, index: string, itemOf: (document: InboxDocument) => T[], query: PageQuery): Promise<InboxPage<T>> => {
  const offset = Math.max(0, Math.floor(query.offset ?? 0));
  const limit = Math.min(500, Math.max(1, Math.floor(query.limit ?? 20)));
  const documents = new DocumentReader(store, inboxProjection);
  const { ids, total } = await documents.page(index, { rev: true, offset, count: limit });
  return { total, offset, limit, items: (await documents.get(ids)).flatMap(itemOf) };
};

export interface MessagePageQuery extends PageQuery {
  /** Only the messages nobody has answered or closed yet. */
  onlyNew?: boolean;
}

export const listContactMessages = (store: ReadModelStore, query: MessagePageQuery = {}): Promise<InboxPage<ContactMessageEntry>> =>
  page(store, query.onlyNew ? NEW_MESSAGES : MESSAGES, messageOf, query);

export const listStartupApplications = (store: ReadModelStore, query: PageQuery = {}): Promise<InboxPage<StartupApplicationEntry>> =>
  page(store, APPLICATIONS, applicationOf, query);

export const getContactMessage = async (store: ReadModelStore, id: string): Promise<ContactMessageEntry | null> => {
  const document = await new DocumentReader(store, inboxProjection).one(messageDocument(id));
  return document ? (messageOf(document)[0] ?? null) : null;
};

export const getStartupApplication = async (store: ReadModelStore, id: string): Promise<StartupApplicationEntry | null> => {
  const document = await new DocumentReader(store, inboxProjection).one(applicationDocument(id));
  return document ? (applicationOf(document)[0] ?? null) : null;
};
