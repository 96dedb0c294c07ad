import type { StaffMail, StaffMailbox } from '../inbox/index.js';
import { MailOutboxStore } from './mail-outbox.store.js';
import { withHtml } from './application-mails.js';

/**
 * The inbox's staff mailbox on the mail outbox (`${DATA_DIR}/mail.sqlite`): opened for a
 * digest's few rows and closed again, so the mail thread keeps the database to itself the rest
 * of the day; its sender finds the rows on its next round.
 */
export const outboxStaffMailbox = (dataDir: string, now: () => Date): StaffMailbox => ({
  record: async (mails: readonly StaffMail[]) => {
    const outbox = new MailOutboxStore(dataDir);
    try {
      outbox.add(mails.map(withHtml), now());
    } finally {
      outbox.close();
    }
  },
});
