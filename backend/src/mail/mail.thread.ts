// The mail's thread (started by MailLifecycle, from this module's build in `dist`): the whole
// mail process manager runs here, with connections of its own to the log, the outbox and the
// users. Following the log, rendering, recording, composing and writing or sending every mail
// is work the event loop that answers HTTP requests need not do, and sharing the outbox
// between two threads made each wait for the other's write lock.
import 'reflect-metadata';
import { parentPort, workerData } from 'node:worker_threads';
import {
  type AuthConfig,
  authDatabaseFile,
  resolveReviewLinkSecret,
  ReviewLinkService,
  SqliteUsersRepository,
  UsersService,
} from '../auth/index.js';
import type { EventLogConfig } from '../config/app-config.js';
import { ApplicationStatusLinks } from '../inbox/index.js';
import { createEventStore } from '../shared/event-store/event-store.module.js';
import { MailOutboxStore } from './mail-outbox.store.js';
import { MailProcessManager, type MailProgress } from './mail.process-manager.js';
import { MailSender } from './mail.sender.js';
import { bookingFormUrl } from './mail.templates.js';
import { waiterLinkUrl } from './waitlist-mails.js';
import { createMailTransport, type MailTransportOptions } from './mail.transport.js';
import { OutboxRetention } from './outbox-retention.js';

/** What the thread starts with: which log, where the outbox and the users are, how to deliver. */
export interface MailThreadOptions {
  events: EventLogConfig;
  dataDir: string;
  auth: AuthConfig;
  transport: Omit<MailTransportOptions, 'onOutboxPruned'>;
  /** Days a sent mail is remembered (its outbox row, its day's mbox file); 0 keeps every one. */
  retentionDays: number;
  /** The centre's zone: calendar entries in the mails. */
  timezone: string;
}

/** Asks for the progress (answered with the same id), or for the end. */
export type ToMailThread = { progress: number } | 'stop';
/** The thread started (or not), answers a progress question, or has something for the log. */
export type FromMailThread =
  | { started: true }
  | { failed: string }
  | { id: number; progress: MailProgress }
  | { level: 'log' | 'warn' | 'error'; message: string };

const options = workerData as MailThreadOptions;
const port = parentPort!;
const say = (message: FromMailThread): void => port.postMessage(message);
const now = (): Date => new Date();

const events = createEventStore(options.events);
const outbox = new MailOutboxStore(options.dataDir);
const usersRepository = new SqliteUsersRepository(authDatabaseFile(options.auth));
const users = new UsersService(usersRepository, options.auth, now);
const links = new ReviewLinkService(options.auth, now);
const transport = createMailTransport({
  ...options.transport,
  onOutboxPruned: (outcome) => {
    if ('error' in outcome)
      say({ level: 'warn', message: `Pruning the mail outbox failed: ${String(outcome.error)}` });
    else if (outcome.removed > 0)
      say({
        level: 'log',
        message: `Removed ${outcome.removed} outbox files last written more than ${options.retentionDays} days ago`,
      });
  },
});
const retention = new OutboxRetention({
  prune: (cutoff) => outbox.pruneSent(cutoff),
  days: options.retentionDays,
  report: (outcome) => {
    if ('error' in outcome)
      say({ level: 'warn', message: `Pruning the sent mails failed: ${String(outcome.error)}` });
    else if (outcome.removed > 0)
      say({
        level: 'log',
        message: `Forgot ${outcome.removed} mails sent more than ${options.retentionDays} days ago`,
      });
  },
});
const statusLinks = new ApplicationStatusLinks(
  resolveReviewLinkSecret(options.auth.reviewLinkSecret, options.auth.dataDir).secret,
  options.auth.publicBaseUrl,
);
const manager = new MailProcessManager({
  events,
  outbox,
  sender: new MailSender({
    outbox,
    transport,
    now,
    log: (message) => say({ level: 'warn', message }),
  }),
  reviewers: () => users.reviewers(),
  reviewLink: (bookingId, userId) => links.createLink(bookingId, userId).url,
  bookerLink: (bookingId, date) => links.createBookerLink(bookingId, date).url,
  bookAgainLink: (lab) => bookingFormUrl(options.auth.publicBaseUrl, lab),
  waiterLink: (id, date) => waiterLinkUrl(options.auth.publicBaseUrl, id, links.createBookerLink(id, date).token),
  timezone: options.timezone,
  applicationStatusLink: (applicationId) => statusLinks.url(applicationId),
  trainingPage: `${options.auth.publicBaseUrl.replace(/\/+$/, '')}/training`,
  now,
});

const stop = async (): Promise<void> => {
  retention.stop();
  await manager.stop();
  transport.close();
  outbox.close();
  usersRepository.close();
  await events.close();
  port.close();
};

port.on('message', (message: ToMailThread) => {
  if (message === 'stop') {
    void stop();
    return;
  }
  manager.progress().then(
    (progress) => say({ id: message.progress, progress }),
    (error: unknown) =>
      say({ level: 'warn', message: `The mail's progress could not be read: ${String(error)}` }),
  );
});

manager.start().then(
  () => say({ started: true }),
  (error: unknown) => {
    // Ended, so that the owner starts the thread again later.
    say({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    void stop();
  },
);
