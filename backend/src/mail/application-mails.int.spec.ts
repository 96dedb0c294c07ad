import { join } from 'node:path';
import { applicationReference, applicationStreamId, contactStreamId, type AnyEvent } from '@centre/contracts';
import { ApplicationStatusLinks } from '../inbox/index.js';
import { SqliteEventStore } from '../shared/event-store/sqlite.event-store.js';
import { tempFolderPerTest } from '../shared/testing/temp-folder.js';
import { MailOutboxStore } from './mail-outbox.store.js';
import { MailProcessManager } from './mail.process-manager.js';
import { MailSender } from './mail.sender.js';
import type { MailMessage } from './mail.templates.js';

const NOW = new Date('2026-11-21T06:00:00Z');
const ID = '3f2a9c1e-0000-4000-8000-000000000001';
const links = new ApplicationStatusLinks('a-secret-of-the-review-links-0123456789', 'https://centre.example.edu');

const event = (type: string, data: unknown, eventId: string): AnyEvent => ({
  type,
  version: 1,
  eventId,
  occurredAt: NOW.toISOString(),
  actor: type === 'ApplicationDecided' || type === 'ContactMessageAnswered' ? { kind: 'user', userId: 'u-a', email: 'admin@centre.example.edu', role: 'admin' } : { kind: 'visitor' },
  correlationId: 'c',
  data,
});

const waitFor = async (predicate: () => boolean, ms = 5_000): Promise<void> => {
  const deadline = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('the applicant’s mails', () => {
  const folder = tempFolderPerTest('centre-application-mails-');

  it('sends the receipt with the reference and the signed status link, then the decision with its reason, once each', async () => {
    const events = new SqliteEventStore({ path: join(folder(), 'events.sqlite') });
    const outbox = new MailOutboxStore(folder());
    const sent: MailMessage[] = [];
    const pm = new MailProcessManager({
      events,
      outbox,
      sender: new MailSender({ outbox, transport: { send: async (m) => void sent.push(m), close: () => {} }, now: () => NOW, retryEveryMs: 20 }),
      reviewers: () => [{ userId: 'u-reviewer', email: 'reviewer@centre.example.edu' }],
      reviewLink: () => 'unused',
      bookerLink: () => 'unused',
      applicationStatusLink: (id) => links.url(id),
      now: () => NOW,
    });
    await pm.start();
    const stream = applicationStreamId(ID);
    await events.append(
      stream,
      [event('StartupApplicationSubmitted', { applicationId: ID, founderName: 'Prakash Patil', email: 'prakash@krishi.example', companyName: 'Krishi Drishti' }, 'e-1')],
      'no-stream',
    );
    await events.append(
      stream,
      [event('ApplicationReviewed', { applicationId: ID, expertId: 'x-1', scores: {}, recommendation: 'accept', comment: '' }, 'e-2')],
      0,
    );
    await events.append(stream, [event('ApplicationDecided', { applicationId: ID, outcome: 'waitlisted', reason: 'Come back with traction' }, 'e-3')], 1);
    await waitFor(() => sent.length >= 2);
    await pm.stop();

    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      ['prakash@krishi.example', `We received your application (${applicationReference(ID)})`],
      ['prakash@krishi.example', `The decision on your application (${applicationReference(ID)})`],
    ]);
    const [receipt, decision] = sent;
    expect(receipt?.text).toContain(`Your reference is ${applicationReference(ID)}`);
    expect(receipt?.text).toContain('within 5 to 7 business days');
    const token = /token=([A-Za-z0-9_-]+)/.exec(receipt?.text ?? '')?.[1];
    expect(links.verify(ID, token)).toBe(true);
    expect(links.verify('3f2a9c1e-0000-4000-8000-000000000002', token)).toBe(false);
    expect(decision?.text).toContain('waiting list');
    expect(decision?.text).toContain("The panel's reason: Come back with traction");
    expect(decision?.html).toContain('<p>The panel&#39;s reason: Come back with traction</p>');
    expect(outbox.counts()).toEqual({ sent: 2 });
    outbox.close();
    await events.close();
  });

  it('29.5 sends a contact message’s sender the receipt, then each reply written in the console, once each', async () => {
    const events = new SqliteEventStore({ path: join(folder(), 'events.sqlite') });
    const outbox = new MailOutboxStore(folder());
    const sent: MailMessage[] = [];
    const pm = new MailProcessManager({
      events,
      outbox,
      sender: new MailSender({ outbox, transport: { send: async (m) => void sent.push(m), close: () => {} }, now: () => NOW, retryEveryMs: 20 }),
      reviewers: () => [],
      reviewLink: () => 'unused',
      bookerLink: () => 'unused',
      now: () => NOW,
    });
    await pm.start();
    const stream = contactStreamId('m-1');
    const received = { messageId: 'm-1', name: 'Asha Rao', email: 'asha@example.org', subject: 'Visiting', message: 'Can we visit?\nThirty of us.' };
    await events.append(stream, [event('ContactMessageReceived', received, 'c-1')], 'no-stream');
    await events.append(stream, [event('ContactMessageAnswered', { messageId: 'm-1', replyId: 'r-1', subject: 'Re: Visiting', text: 'Yes, on Tuesday.' }, 'c-2')], 0);
    await events.append(stream, [event('ContactMessageClosed', { messageId: 'm-1' }, 'c-3')], 1);
    await waitFor(() => sent.length >= 2);
    await pm.stop();

    expect(sent.map((m) => [m.key, m.to, m.subject])).toEqual([
      ['c-1:sender', 'asha@example.org', 'We received your message: Visiting'],
      ['c-2:sender', 'asha@example.org', 'Re: Visiting'],
    ]);
    const [receipt, reply] = sent;
    expect(receipt?.text).toContain('Dear Asha Rao,');
    expect(receipt?.text).toContain('> Can we visit?\n> Thirty of us.');
    expect(reply?.text.split('\n').slice(0, 2)).toEqual(['Dear Asha Rao,', 'Yes, on Tuesday.']);
    expect(reply?.text).toContain('> Can we visit?');
    expect(outbox.counts()).toEqual({ sent: 2 });
    outbox.close();
    await events.close();
  });
});
