import 'reflect-metadata';
import { createBookingTestApp } from './booking-test-app.js';

/**
 * A whole backend process for tests that need more than one: the booking engine over the
 * SQLite log at EVENTS_FILE, with its data folder at DATA_DIR. Prints `{"port":…}` once it
 * listens; stops on SIGTERM.
 */
const main = async (): Promise<void> => {
  const eventsFile = process.env.EVENTS_FILE;
  const dataDir = process.env.DATA_DIR;
  if (!eventsFile || !dataDir) throw new Error('EVENTS_FILE and DATA_DIR are required');
  const t = await createBookingTestApp({ eventsFile, dataDir });
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
