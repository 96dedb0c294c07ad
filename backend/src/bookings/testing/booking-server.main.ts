import 'reflect-metadata';
import { CommandBus } from '@nestjs/cqrs';
import { RunLabDayCommand } from '../commands/lab-day.handler.js';
import { expireDue } from '../expiry/expiry.scheduler.js';
import { createBookingTestApp } from './booking-test-app.js';

/**
 * A whole backend process for tests that need more than one: the booking engine over the
 * SQLite log at EVENTS_FILE, with its data folder at DATA_DIR. Prints `{"port":…}` once it
 * listens; stops on SIGTERM. With EXPIRE_AT (an instant) it instead runs one pass of the
 * deadline scheduler at that time over every booking and waitlist offer of the log, prints the pass and exits.
 */
const main = async (): Promise<void> => {
  const eventsFile = process.env.EVENTS_FILE;
  const dataDir = process.env.DATA_DIR;
  if (!eventsFile || !dataDir) throw new Error('EVENTS_FILE and DATA_DIR are required');
  const t = await createBookingTestApp({ eventsFile, dataDir });
  const expireAt = process.env.EXPIRE_AT;
  if (expireAt) {
    t.clock.set(new Date(expireAt));
    const pass = await expireDue({
      due: async () =>
        (await t.store.readAll(0, 100_000)).flatMap((r) =>
          r.event.type === 'BookingRequested' ? [(r.event.data as { bookingId: string }).bookingId] : [],
        ),
      // Every offer ever made (a superset of the due ones): the decider judges each.
      dueOffers: async () =>
        (await t.store.readAll(0, 100_000)).flatMap((r) =>
          r.event.type === 'WaitOffered' ? [(r.event.data as { bookingId: string }).bookingId] : [],
        ),
      run: (command) =>
        t.app.get(CommandBus).execute(new RunLabDayCommand(command, { actor: { kind: 'scheduler' }, correlationId: `expiry-${process.pid}` })),
      now: () => t.clock.now(),
      timezone: 'Asia/Kolkata',
      decisionLeadMinutes: 120,
    });
    process.stdout.write(`${JSON.stringify(pass)}\n`);
    await t.close();
    return;
  }
  await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
  const address = t.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
  process.on('SIGTERM', () => {
    void t.close().finally(() => process.exit(0));
  });
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
