import type { ApplicationMail } from '../applications/status/application.mails.js';

/** A mail to staff, as the outbox keeps it: the key is what makes it go once. */
export type StaffMail = ApplicationMail;

/**
 * Where the inbox leaves mails to staff that no event causes (the daily digest): the mail
 * slice's outbox, which records a key once and sends what it records.
 */
export interface StaffMailbox {
  /** Records the mails whose keys it has not recorded before; the others are left as they are. */
  record(mails: readonly StaffMail[]): Promise<void>;
}

export const STAFF_MAILBOX = Symbol('STAFF_MAILBOX');
