import type { InboxApplication, InboxMessage, ListPage } from '@centre/contracts';

export interface PageRequest {
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** A page of a list as the console's responses carry it (contracts' `ListPage`). */
export type Page<T> = Omit<ListPage<T>, 'success'>;

export type ContactMessageView = InboxMessage;
export type ApplicationView = InboxApplication;

/** What the admin console reads of the inbox, newest first (the inbox projection's read model). */
export interface InboxReader {
  /** Every message, or only those nobody has answered or closed yet. */
  listMessages(page: PageRequest, filter?: { onlyNew: boolean }): Promise<Page<ContactMessageView>>;
  findMessage(messageId: string): Promise<ContactMessageView | null>;
  listApplications(page: PageRequest): Promise<Page<ApplicationView>>;
  findApplication(applicationId: string): Promise<ApplicationView | null>;
}

export const INBOX_READER = Symbol('INBOX_READER');
