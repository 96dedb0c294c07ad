// The mail slice's public surface: what the entry points may import.
export { MailLifecycle, MailModule } from './mail.module.js';
export { outboxStaffMailbox } from './outbox.staff-mailbox.js';
// What another slice's once-only notices are made of (the lab operations' notices).
export { MailOutboxStore } from './mail-outbox.store.js';
export { BOOKER_WORDS } from './booker-mail.words.js';
export { compose, longDate, summaryLines, type MailMessage, type Reviewer } from './mail.templates.js';
