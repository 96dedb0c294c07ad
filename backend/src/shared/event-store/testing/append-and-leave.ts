// Appends one event to the SQLite log and ends without closing the store, as a short script
// might: run by sqlite-log.writer.int.spec.ts. The process must still exit on its own.
import { SqliteEventStore } from '../sqlite.event-store.js';
import { testEvent, uniqueStreamId } from './event-store.fixtures.js';

const store = new SqliteEventStore({ path: process.argv[2]! });
const { position } = await store.append(uniqueStreamId(), [testEvent(1)], 'no-stream');
process.stdout.write(JSON.stringify({ position }));
