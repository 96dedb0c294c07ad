// The mail slice's public surface: what the entry points may import.
export { MailLifecycle, MailModule } from './mail.module.js';
export { outboxStaffMailbox } from './outbox.staff-mailbox.js';
