import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { labDayStreamId, type AnyEvent } from '@centre/contracts';
import { SqliteEventStore } from '../shared/event-store/sqlite.event-store.js';
import { MailOutboxStore } from './mail-outbox.store.js';
import { MailProcessManager } from './mail.process-manager.js';

const NOW = new Date('2026-11-21T04:00:00Z');
const ID = 'bk-FabricationLab-20261123-wwwwwwww';
const ref = { bookingId: ID, lab: 'FabricationLab', date: '2026-11-23' };
const envelope = (type: string, data: unknown): AnyEvent => ({
  type,
  version: 1,
  eventId: randomUUID(),
  occurredAt: NOW.toISOString(),
  actor: { kind: 'booker' },
  correlationId: randomUUID(),
  data,
});

describe('28.6 the mail process manager mails the waitlist', () => {
  let dataDir: string;
  let events: SqliteEventStore;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'centre-wait-mail-'));
    events = new SqliteEventStore({ path: path.join(dataDir, 'events.sqlite') });
  });
  afterEach(async () => {
    await events.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('records the joined, offered and lapsed mails to the waiter, found from WaitJoined in the same stream', async () => {
    const outbox = new MailOutboxStore(dataDir);
    const pm = new MailProcessManager({
      events,
      outbox,
      sender: { start: () => undefined, nextClaim: () => undefined, kick: () => undefined, stop: async () => undefined },
      reviewers: () => [],
      reviewLink: () => 'unused',
      bookerLink: () => 'unused',
      waiterLink: (id) => `http://localhost:5000/booking/waitlist?id=${id}&token=t`,
      now: () => NOW,
    });
    await pm.start();
    const joined = {
      ...ref,
      userType: 'student',
      slots: ['10:00'],
      facilityIds: ['fab-prusa-mk4-1'],
      name: 'Bea Kulkarni',
      email: 'bea@example.com',
      startsAt: '2026-11-23T04:30:00.000Z',
    };
    await events.append(labDayStreamId('FabricationLab', '2026-11-23'), [envelope('WaitJoined', joined)], 'no-stream');
    const offered = { ...ref, email: 'bea@example.com', slots: ['10:00'], facilityIds: ['fab-prusa-mk4-1'], offerUntil: '2026-11-21T04:30:00.000Z' };
    await events.append(labDayStreamId('FabricationLab', '2026-11-23'), [envelope('WaitOffered', offered), envelope('WaitOfferLapsed', { ...ref, deadline: offered.offerUntil })], 0);
    const deadline = Date.now() + 5_000;
    while ((await pm.progress()).lagEvents > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await pm.stop();
    const mails = outbox.claim(10, NOW.getTime());
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['bea@example.com', 'You are on the waitlist (2026-11-23)'],
      ['bea@example.com', 'The slots you waited for are free: book them now (2026-11-23)'],
      ['bea@example.com', 'The slots held for you have been released (2026-11-23)'],
    ]);
    expect(mails[1]!.text).toContain(`Book these slots: http://localhost:5000/booking/waitlist?id=${ID}&token=t`);
    outbox.close();
  });
});
