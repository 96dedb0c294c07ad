import type { ContactMessageReceivedV1Data, StartupApplicationSubmittedV1Data } from '@centre/contracts';

export interface PageRequest {
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export type ContactMessageView = ContactMessageReceivedV1Data & { receivedAt: string };
export type ApplicationView = StartupApplicationSubmittedV1Data & { submittedAt: string };

/** What the admin console reads of the inbox, newest first (the inbox projection's read model). */
export interface InboxReader {
  listMessages(page: PageRequest): Promise<Page<ContactMessageView>>;
  listApplications(page: PageRequest): Promise<Page<ApplicationView>>;
  findApplication(applicationId: string): Promise<ApplicationView | null>;
}

export const INBOX_READER = Symbol('INBOX_READER');
