// The inbox slice's public surface: what the entry points and the mail slice may import.
export { InboxModule } from './inbox.module.js';
export { ApplicationStatusLinks } from './applications/status/application-status-link.js';
export { decisionMail, receiptMail, type ApplicationMail } from './applications/status/application.mails.js';
export { contactReceiptMail, contactReplyMail } from './contact/contact.mails.js';
export { STAFF_MAILBOX, type StaffMailbox } from './digest/inbox-digest.scheduler.js';
export type { StaffMail } from './digest/inbox-digest.mail.js';
// HTTP edges the training slice's console commands share with the inbox's.
export { refuse } from './inbox.http.js';
