import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { labDayStreamId, qualificationsStreamId, type AnyEvent, type BookingRequestedV1Data } from '@centre/contracts';
import { reviewLinkUrl, signReviewToken, verifyReviewToken } from '../auth/review-link.js';
import { SqliteEventStore } from '../shared/event-store/sqlite.event-store.js';
import { MailOutboxStore } from './mail-outbox.store.js';
import { MailProcessManager } from './mail.process-manager.js';
import { MailSender } from './mail.sender.js';
import { createMailTransport, type MailTransport } from './mail.transport.js';
import { OUTBOX_SUFFIX, readOutbox } from './outbox-mbox.js';

interface Received {
  to: string[];
  raw: string;
}

const SECRET = 'mail-test-secret';
const NOW = new Date('2026-11-21T06:00:00Z');

const startSmtp = async () => {
  const received: Received[] = [];
  const connections = { count: 0 };
  const server = new SMTPServer({
    authOptional: true,
    onConnect(_session, callback) {
      connections.count += 1;
      callback();
    },
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { received, connections, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
};

/** Quoted-printable soft breaks and escapes, undone: the mail as its reader sees it. */
const decoded = (raw: string): string =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The Subject header, unfolded, its RFC 2047 Q-words decoded (a subject with Marathi in it is encoded). */
const subjectOf = (raw: string): string => {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  const bytes = header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, text: string) =>
      text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
};

const envelope = (type: string, data: unknown): AnyEvent => ({
  type,
  version: 1,
  eventId: randomUUID(),
  occurredAt: NOW.toISOString(),
  actor: { kind: 'visitor' },
  correlationId: randomUUID(),
  data,
});

// Appended in the first shape (version 1), as the log of an older install holds it.
const REVIEWER = { userId: 'u-reviewer', email: 'reviewer@centre.test' };

const request: BookingRequestedV1Data = {
  bookingId: 'bk-SmacLab-20261125-mail1',
  userType: 'startup',
  lab: 'SmacLab',
  date: '2026-11-25',
  slots: ['15:00'],
  facilityIds: [],
  name: 'Ritika Shah',
  email: 'ritika@startup.example',
  startupName: 'Krishi Labs',
};

describe('mail process manager with a real SMTP listener', () => {
  let dataDir: string;
  let events: SqliteEventStore;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'centre-mail-'));
    events = new SqliteEventStore({ path: path.join(dataDir, 'events.sqlite') });
    smtp = await startSmtp();
  });

  afterEach(async () => {
    await events.close();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const manager = (given?: MailTransport) => {
    const outbox = new MailOutboxStore(dataDir);
    const transport = given ?? createMailTransport({ from: 'bookings@centre.test', smtpUrl: smtp.url, outboxDir: path.join(dataDir, 'outbox') });
    const pm = new MailProcessManager({
      events,
      outbox,
      sender: new MailSender({ outbox, transport, now: () => NOW, retryEveryMs: 50 }),
      reviewers: () => [REVIEWER],
      reviewLink: (id, userId) => reviewLinkUrl('http://localhost:5000', id, signReviewToken(id, userId, new Date(NOW.getTime() + 3_600_000), SECRET)),
      bookerLink: (id) => `http://localhost:5000/booking/manage?id=${id}&token=b`,
      now: () => NOW,
    });
    return { pm, outbox, transport };
  };

  const waitFor = async (predicate: () => boolean, ms = 5_000) => {
    const deadline = Date.now() + ms;
    while (!predicate()) {
      if (Date.now() > deadline) throw new Error('timed out waiting');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('mails the booker and the reviewer once each, and the review link in the mail is valid', async () => {
    const { pm, outbox, transport } = manager();
    await pm.start();
    await events.append(labDayStreamId('SmacLab', '2026-11-25'), [envelope('BookingRequested', request)], 'no-stream');
    await waitFor(() => smtp.received.length >= 2);
    await pm.stop();
    transport.close();
    // Both mails over one pooled connection.
    expect(smtp.connections.count).toBe(1);

    expect(smtp.received.map((m) => m.to).sort()).toEqual([['reviewer@centre.test'], ['ritika@startup.example']]);
    const reviewerMail = decoded(smtp.received.find((m) => m.to[0] === 'reviewer@centre.test')!.raw);
    const token = /token=([A-Za-z0-9_.-]+)/.exec(reviewerMail)?.[1];
    expect(token).toBeDefined();
    expect(verifyReviewToken(token!, request.bookingId, NOW, SECRET)).toEqual({ ok: true, userId: REVIEWER.userId });
    expect(verifyReviewToken(token!, 'bk-SmacLab-20261125-other', NOW, SECRET).ok).toBe(false);
    expect(reviewerMail).toMatch(/Content-Type: text\/plain/);
    expect(reviewerMail).toMatch(/Content-Type: text\/html/);
    expect(outbox.counts()).toEqual({ sent: 2 });
    outbox.close();
  }, 20_000);

  it('28.4 mails the booker once when staff grant a qualification, and once when they revoke it', async () => {
    const { pm, outbox, transport } = manager();
    await pm.start();
    const stream = qualificationsStreamId('ritika@startup.example');
    const qualification = { email: 'ritika@startup.example', facilityId: 'fab-trotec-speedy-360' };
    await events.append(stream, [envelope('QualificationGranted', { ...qualification, expiresOn: null, note: '' })], 'no-stream');
    await events.append(stream, [envelope('QualificationRevoked', { ...qualification, reason: 'Unsafe use' })], 0);
    await waitFor(() => smtp.received.length >= 2);
    await pm.stop();
    transport.close();
    expect(smtp.received.map((m) => m.to)).toEqual([['ritika@startup.example'], ['ritika@startup.example']]);
    expect(subjectOf(smtp.received[0]!.raw)).toContain('You may now book the Trotec Speedy 360 Laser Cutter');
    expect(subjectOf(smtp.received[0]!.raw)).toContain('आता तुम्ही Trotec Speedy 360 Laser Cutter बुक करू शकता');
    expect(decoded(smtp.received[1]!.raw)).toContain('Reason: Unsafe use');
    expect(outbox.counts()).toEqual({ sent: 2 });
    outbox.close();
  }, 20_000);

  it('28.3 mails a flag to the booker and the reviewers once; a notice recorded before flags were events is not sent again', async () => {
    const { pm, outbox, transport } = manager();
    await pm.start();
    const stream = labDayStreamId('SmacLab', '2026-11-25');
    const ref = { bookingId: request.bookingId, lab: 'SmacLab', date: '2026-11-25' };
    const flag = (operationId: string) => ({ ...envelope('BookingFlagged', { ...ref, operationId, kind: 'closure', words: 'Diwali' }), actor: { kind: 'system', reason: 'lab-operations' } }) as AnyEvent;
    // An older install recorded the notice of `cl-old` by key, as the lab operations did.
    outbox.recordOnce('lab-operations:cl-old:bk-SmacLab-20261125-mail1', [], NOW);
    await events.append(stream, [envelope('BookingRequested', request), envelope('BookingApproved', { ...ref, notes: '' })], 'no-stream');
    await waitFor(() => smtp.received.length >= 3);
    smtp.received.length = 0;
    await events.append(stream, [flag('cl-old')], 1);
    await events.append(stream, [flag('cl-new')], 2);
    await waitFor(() => smtp.received.length >= 2);
    await pm.stop();
    transport.close();
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['reviewer@centre.test', 'ritika@startup.example']);
    expect(smtp.received.every((m) => !decoded(m.raw).includes('cl-old'))).toBe(true);
    expect(subjectOf(smtp.received.find((m) => m.to[0] === 'ritika@startup.example')!.raw)).toBe('Your approved booking is affected (2026-11-25)');
    expect(decoded(smtp.received.find((m) => m.to[0] === 'reviewer@centre.test')!.raw)).toContain('Needs attention');
    outbox.close();
  }, 20_000);

  it('writes every part quoted-printable, a name in another script included, and it reads back whole', async () => {
    const { pm, outbox, transport } = manager();
    await pm.start();
    const name = 'रितिका शाह';
    await events.append(labDayStreamId('SmacLab', '2026-11-25'), [envelope('BookingRequested', { ...request, name })], 'no-stream');
    await waitFor(() => smtp.received.length >= 2);
    await pm.stop();
    transport.close();

    const raw = smtp.received.find((m) => m.to[0] === 'ritika@startup.example')!.raw;
    const encodings = raw.match(/Content-Transfer-Encoding: [\w-]+/g);
    expect(encodings).toEqual(['Content-Transfer-Encoding: quoted-printable', 'Content-Transfer-Encoding: quoted-printable']);
    // decoded() gives the bytes one character each: read them as the UTF-8 they are.
    const text = Buffer.from(decoded(raw), 'latin1').toString('utf8');
    expect(text).toContain(name);
    outbox.close();
  }, 20_000);

  it('sends nothing twice across a restart, including a mail claimed by a process that died mid-send', async () => {
    // First process: records the request's mails, but "dies" while sending: its transport never returns.
    const hanging: MailTransport = { send: () => new Promise(() => {}), close: () => {} };
    const first = manager(hanging);
    await first.pm.start();
    await events.append(labDayStreamId('SmacLab', '2026-11-25'), [envelope('BookingRequested', request)], 'no-stream');
    await waitFor(() => (first.outbox.counts().sending ?? 0) === 2);
    void first.pm.stop(); // stops following the log; its hung send is abandoned, as after a SIGKILL
    // (the hung send is abandoned, as after a SIGKILL)

    // Second process: same data folder, a clock past the stale-claim window.
    const later = new Date(NOW.getTime() + 10 * 60_000);
    const outbox = new MailOutboxStore(dataDir);
    const secondTransport = createMailTransport({ from: 'bookings@centre.test', smtpUrl: smtp.url, outboxDir: '' });
    const second = new MailProcessManager({
      events,
      outbox,
      sender: new MailSender({ outbox, transport: secondTransport, now: () => later, retryEveryMs: 50 }),
      reviewers: () => [REVIEWER],
      reviewLink: (id) => `http://localhost:5000/booking-review?id=${id}`,
      bookerLink: (id) => `http://localhost:5000/booking/manage?id=${id}`,
      now: () => later,
    });
    await second.start();
    await waitFor(() => smtp.received.length >= 2);
    await events.append(
      labDayStreamId('SmacLab', '2026-11-25'),
      [envelope('BookingApproved', { bookingId: request.bookingId, lab: 'SmacLab', date: '2026-11-25', notes: 'See you at the lab' })],
      0,
    );
    await waitFor(() => smtp.received.length >= 3);
    await second.stop();
    secondTransport.close();

    // A third start replays nothing.
    const thirdTransport = createMailTransport({ from: 'b@c.test', smtpUrl: smtp.url, outboxDir: '' });
    const third = new MailProcessManager({
      events, outbox, sender: new MailSender({ outbox, transport: thirdTransport, now: () => later, retryEveryMs: 50 }),
      reviewers: () => [REVIEWER], reviewLink: () => '', bookerLink: () => '', now: () => later,
    });
    await third.start();
    await new Promise((r) => setTimeout(r, 300));
    await third.stop();
    thirdTransport.close();

    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['reviewer@centre.test', 'ritika@startup.example', 'ritika@startup.example']);
    const approval = decoded(smtp.received.find((m) => /approved/.test(m.raw))!.raw);
    expect(approval).toContain('See you at the lab');
    // The approval puts the booking in the booker's calendar.
    expect(approval).toMatch(/Content-Type: text\/calendar;[^\r\n]*method=REQUEST/i);
    expect(approval).toContain('METHOD:REQUEST');
    expect(outbox.counts()).toEqual({ sent: 3 });
    outbox.close();
    first.outbox.close();
  }, 20_000);

  it("without SMTP_URL, appends each mail to the day's mbox file of the outbox folder", async () => {
    const outboxDir = path.join(dataDir, 'outbox');
    const { pm, outbox } = manager(createMailTransport({ from: 'bookings@centre.test', outboxDir }));
    await pm.start();
    await events.append(labDayStreamId('SmacLab', '2026-11-25'), [envelope('BookingRequested', request)], 'no-stream');
    await waitFor(() => (outbox.counts().sent ?? 0) === 2);
    await pm.stop();
    expect(readdirSync(outboxDir).filter((f) => f.endsWith(OUTBOX_SUFFIX))).toHaveLength(1);
    expect(readOutbox(outboxDir).map((m) => m.key.replace(/^[^:]+/, '')).sort()).toEqual([':booker', ':reviewer:reviewer@centre.test']);
    outbox.close();
  }, 20_000);

  it('records the mails of a burst of events with the checkpoint, and says how far it is', async () => {
    const outboxDir = path.join(dataDir, 'outbox');
    const { pm, outbox } = manager(createMailTransport({ from: 'bookings@centre.test', outboxDir }));
    await pm.start();
    expect(await pm.progress()).toEqual({ checkpoint: 0, lagEvents: 0, pending: 0 });
    const bookings = Array.from({ length: 40 }, (_, i) => ({ ...request, bookingId: `bk-SmacLab-20261125-burst${String(i).padStart(3, '0')}` }));
    await Promise.all(bookings.map((data, i) => events.append(`labday-burst-${i}`, [envelope('BookingRequested', data)], 'no-stream')));
    await waitFor(() => (outbox.counts().sent ?? 0) === 80);
    expect(await pm.progress()).toEqual({ checkpoint: 40, lagEvents: 0, pending: 0 });
    await pm.stop();
    expect(new Set(readOutbox(outboxDir).map((m) => m.key)).size).toBe(80);
    outbox.close();
  }, 20_000);
});
