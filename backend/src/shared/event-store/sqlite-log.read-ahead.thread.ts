// The log's reading thread (started by SqliteReadAhead, from this module's build in `dist`):
// pages of raw rows from its own read-only connection, as long as it has credit.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { CREDIT, STOP, type ReaderMessage, type ReaderThreadData } from './sqlite-log.read-ahead.control.js';
import { READ_ALL_SQL, type EventRow } from './sqlite-log.rows.js';

const data = workerData as ReaderThreadData;
const post = (message: ReaderMessage): void => parentPort!.postMessage(message);
const control = new Int32Array(data.control);

let db: Database.Database | undefined;
try {
  db = new Database(data.file, { readonly: true, fileMustExist: true });
  const page = db.prepare<[number, number], EventRow>(READ_ALL_SQL).raw(true);
  let after = data.after;
  for (;;) {
    while (Atomics.load(control, STOP) === 0 && Atomics.load(control, CREDIT) <= 0) Atomics.wait(control, CREDIT, 0);
    if (Atomics.load(control, STOP) !== 0) break;
    const rows = page.all(after, data.limit);
    Atomics.sub(control, CREDIT, 1);
    post(rows);
    const last = rows.at(-1);
    if (rows.length < data.limit || !last) break;
    after = last[0];
  }
} catch (error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  post({ failed: error instanceof Error ? error.message : String(error), code: typeof code === 'string' ? code : undefined });
} finally {
  db?.close();
}
