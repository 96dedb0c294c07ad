import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { labDayStreamId, type AnyEvent } from '@centre/contracts';
import { authConfigOf } from '../auth/auth.config.js';
import { loadConfig } from '../config/app-config.js';
import { SqliteEventStore } from '../shared/event-store/sqlite.event-store.js';
import { tempFolderPerTest } from '../shared/testing/temp-folder.js';
import { MailLifecycle } from './mail.module.js';
import { readOutbox } from './outbox-mbox.js';

const requested = (suffix: string): AnyEvent => ({
  type: 'BookingRequested',
  version: 1,
  eventId: randomUUID(),
  occurredAt: new Date().toISOString(),
  actor: { kind: 'visitor' },
  correlationId: randomUUID(),
  data: {
    bookingId: `bk-SmacLab-20261125-${suffix}`,
    userType: 'student',
    lab: 'SmacLab',
    date: '2026-11-25',
    slots: ['15:00'],
    facilityIds: [],
    name: 'Ritika Shah',
    email: 'ritika@startup.example',
  },
});

const until = async (check: () => Promise<boolean>, ms = 15_000): Promise<void> => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe("the mail's thread", () => {
  const folder = tempFolderPerTest('centre-mail-thread-');

  it('is started again when it ends on its own, and goes on from its checkpoint', async () => {
    const dir = folder();
    const events = new SqliteEventStore({
      path: join(dir, 'events.sqlite'),
      synchronous: 'NORMAL',
    });
    const mail = new MailLifecycle(
      loadConfig({ DATA_DIR: dir }),
      authConfigOf(
        loadConfig({ DATA_DIR: dir, REVIEW_LINK_SECRET: 'mail-thread-review-link-secret' }),
      ),
    );
    const settled = async (checkpoint: number) => {
      const status = await mail.status();
      return status.checkpoint === checkpoint && status.pending === 0 && status.lagEvents === 0;
    };
    try {
      await mail.onApplicationBootstrap();
      const stream = labDayStreamId('SmacLab', '2026-11-25');
      await events.append(stream, [requested('restart01')], 'no-stream');
      await until(() => settled(1));

      // As if the thread had crashed.
      await (mail as unknown as { worker: Worker }).worker.terminate();
      await events.append(stream, [requested('restart02')], 0);
      await until(() => settled(2));

      expect(readOutbox(join(dir, 'outbox'))).toHaveLength(2);
    } finally {
      await mail.onApplicationShutdown();
      await events.close();
    }
  }, 30_000);
});
