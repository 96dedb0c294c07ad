// The mail sender's thread (started by ThreadedMailSender, from this module's build in
// `dist`): composing a mail and writing its file or handing it to the SMTP server is most of a
// booking's mail work, and none of it needs the event loop that answers HTTP requests.
import { parentPort, workerData } from 'node:worker_threads';
import { MailOutboxStore } from './mail-outbox.store.js';
import { MailSender } from './mail.sender.js';
import { createMailTransport } from './mail.transport.js';
import type { FromMailSender, MailSenderThreadOptions, ToMailSender } from './threaded.mail-sender.js';

const options = workerData as MailSenderThreadOptions;
const port = parentPort!;
const say = (message: FromMailSender): void => port.postMessage(message);
const days = options.transport.outboxRetentionDays ?? 0;
const kicked = options.kicked ? new Int32Array(options.kicked) : null;

const outbox = new MailOutboxStore(options.dataDir);
const transport = createMailTransport({
  ...options.transport,
  onOutboxPruned: (outcome) => {
    if ('error' in outcome) say({ level: 'warn', message: `Pruning the mail outbox failed: ${String(outcome.error)}` });
    else if (outcome.removed > 0) say({ level: 'log', message: `Removed ${outcome.removed} mail files older than ${days} days from the outbox` });
  },
});
const sender = new MailSender({
  outbox,
  transport,
  now: () => new Date(),
  log: (message) => say({ level: 'warn', message }),
  ...(options.retryEveryMs !== undefined && { retryEveryMs: options.retryEveryMs }),
  ...(options.maxAttempts !== undefined && { maxAttempts: options.maxAttempts }),
});
sender.start();

port.on('message', (message: ToMailSender) => {
  if (message === 'kick') {
    // Taken before the pass claims: mails recorded from now on get a kick of their own.
    if (kicked) Atomics.store(kicked, 0, 0);
    sender.kick();
    return;
  }
  void sender.stop().finally(() => {
    transport.close();
    outbox.close();
    port.close();
  });
});
