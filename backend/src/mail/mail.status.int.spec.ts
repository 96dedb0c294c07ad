import path from 'node:path';
import { todayIn } from '@centre/contracts';
import { startBackend, tempDataDir } from '../testing/backend-process.js';
import { readOutbox, type OutboxMail } from './outbox-mbox.js';

const dayAhead = (days: number): string => {
  const d = new Date(`${todayIn('Asia/Kolkata', new Date())}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

interface Health {
  mail?: { checkpoint: number; lagEvents: number; pending: number };
}

describe("the mail's thread in the running backend", () => {
  it('mails the booker, and the reviewers once the booker confirms, and shows its progress in /health and /metrics, back to zero once they are sent', async () => {
    const data = tempDataDir();
    const backend = await startBackend({
      DATA_DIR: data.dir,
      FRONTEND_DIR: path.join(data.dir, 'no-site'),
      ADMIN_EMAIL: 'admin@centre.test',
      ADMIN_PASSWORD: 'an-admin-password-long-enough',
    });
    try {
      const before = (await (await fetch(`${backend.url}/health`)).json()) as Health;
      expect(before.mail).toEqual({ checkpoint: 0, lagEvents: 0, pending: 0 });

      const catalog = (await (await fetch(`${backend.url}/api/catalog`)).json()) as {
        labs: Array<{ id: string; facilities: Array<{ id: string; name: string }> }>;
        timeSlots: Array<{ label: string }>;
      };
      const lab = catalog.labs[0]!;
      const booked = await fetch(`${backend.url}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          userType: 'Student',
          lab: lab.id,
          date: dayAhead(3),
          timeSlots: [catalog.timeSlots[2]!.label],
          machines: [lab.facilities[0]!],
          name: 'Kabir Das',
          contactNumber: '9812345678',
          email: 'kabir@example.edu',
          institute: 'College of Engineering',
        }),
      });
      expect(booked.status).toBe(201);
      const { bookingId } = (await booked.json()) as { bookingId: string };

      const settled = async (checkpoint: number): Promise<Health> => {
        let health: Health = {};
        for (let i = 0; i < 100; i++) {
          health = (await (await fetch(`${backend.url}/health`)).json()) as Health;
          if (health.mail?.checkpoint === checkpoint && health.mail.pending === 0) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        return health;
      };
      const decodedMail = (mail: OutboxMail): string =>
        mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const outbox = path.join(data.dir, 'outbox');

      // The booker is asked to confirm; the reviewers hear of the request once they do.
      expect((await settled(1)).mail).toEqual({ checkpoint: 1, lagEvents: 0, pending: 0 });
      const first = readOutbox(outbox);
      expect(first.map((m) => m.key.replace(/^[^:]+/, ''))).toEqual([':booker']);
      const token = /booking\/manage\?id=[\w-]+&(?:amp;)?token=([\w.-]+)/.exec(decodedMail(first[0]!))?.[1];
      const confirmed = await fetch(`${backend.url}/api/my-bookings/${bookingId}/confirm?token=${token}`, { method: 'POST' });
      expect(confirmed.status).toBe(200);

      const health = await settled(2);
      expect(health.mail).toEqual({ checkpoint: 2, lagEvents: 0, pending: 0 });
      const files = readOutbox(outbox);
      expect(files.map((m) => m.key.replace(/^[^:]+/, '')).sort()).toEqual([':booker', ':reviewer:admin@centre.test']);
      const toReviewer = decodedMail(files.find((m) => m.key.includes(':reviewer:'))!);
      expect(toReviewer).toMatch(/booking-review\?id=bk-[\w-]+&(amp;)?token=/);

      const metrics = await (await fetch(`${backend.url}/metrics`)).text();
      expect(metrics).toMatch(/^centre_mail_checkpoint 2$/m);
      expect(metrics).toMatch(/^centre_mail_lag_events 0$/m);
      expect(metrics).toMatch(/^centre_mail_pending 0$/m);
    } finally {
      await backend.stop();
      data.remove();
    }
  });
});
