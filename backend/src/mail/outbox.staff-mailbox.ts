import type { StaffMail, StaffMailbox } from '../inbox/index.js';
import { MailOutboxStore } from './mail-outbox.store.js';
import { withHtml } from './application-mails.js';

/** The outbox opened for one look or one digest's few rows and closed again. */
const withOutbox = <T>(dataDir: string, work: (outbox: MailOutboxStore) => T): T => {
  const outbox = new MailOutboxStore(dataDir);
  try {
    return work(outbox);
  } finally {
    outbox.close();
  }
};

/**
 * The inbox's staff mailbox on the mail outbox's notice log (`${DATA_DIR}/mail.sqlite`), the
 * same once-by-key record as the reviewers' notices: opened for a moment and closed again, so
 * the mail thread keeps the database to itself the rest of the day; its sender finds the rows
 * on its next round.
 */
export const outboxStaffMailbox = (dataDir: string): StaffMailbox => ({
  hasNotice: (key) => withOutbox(dataDir, (outbox) => outbox.hasNotice(key)),
  recordOnce: (key, mails: readonly StaffMail[], now) => withOutbox(dataDir, (outbox) => outbox.recordOnce(key, mails.map(withHtml), now)),
});
