// The mail slice's public surface: what the entry points may import.
export { MailLifecycle, MailModule } from './mail.module.js';
export { outboxStaffMailbox } from './outbox.staff-mailbox.js';
// How the outbox of the embedded default is read (the system tests read it as a mail client would).
export { OUTBOX_SUFFIX, readOutbox, type OutboxMail } from './outbox-mbox.js';
// What another slice's once-only notices are made of (the lab operations' notices).
export { MailOutboxStore } from './mail-outbox.store.js';
export { BOOKER_WORDS } from './booker-mail.words.js';
export { compose, longDate, summaryLines, type MailMessage, type Reviewer } from './mail.templates.js';
