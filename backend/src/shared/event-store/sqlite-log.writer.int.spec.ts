import { jest } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { runTypeScript } from '../testing/spawn-typescript.js';
import { tempFolderPerTest } from '../testing/temp-folder.js';
import { LogWriterFailed } from './sqlite-log.writer.js';
import { SqliteEventStore } from './sqlite.event-store.js';
import { testEvent, testEvents, uniqueStreamId } from './testing/event-store.fixtures.js';

const appendAndLeave = fileURLToPath(new URL('./testing/append-and-leave.ts', import.meta.url));

describe('SqliteEventStore appends on its writing thread', () => {
  const folder = tempFolderPerTest('centre-events-writer-');

  it('keeps the event loop turning while an append waits for the write lock', async () => {
    const path = join(folder(), 'events.sqlite');
    const store = new SqliteEventStore({ path });
    // Another process's long write: it holds the lock until a timer of this process ends it.
    const other = new Database(path, { timeout: 10_000 });
    try {
      await store.append(uniqueStreamId(), [testEvent(0)], 'no-stream');
      other.exec('BEGIN IMMEDIATE');
      const released = new Promise<void>((resolve) =>
        setTimeout(() => {
          other.exec('COMMIT');
          resolve();
        }, 200),
      );
      // Committed on the event loop, the append would wait for the lock there, the timer could
      // never fire, and the append would fail with SQLITE_BUSY after the busy timeout.
      const results = await Promise.all(
        Array.from({ length: 300 }, (_, i) => store.append(uniqueStreamId(), testEvents(2, i * 2), 'no-stream')),
      );
      await released;

      expect(results.map((r) => r.position)).toEqual(Array.from({ length: 300 }, (_, i) => 3 + i * 2));
      expect((await store.readAll(0, 1000)).map((e) => e.position)).toEqual(Array.from({ length: 601 }, (_, i) => i + 1));
    } finally {
      other.close();
      await store.close();
    }
  });

  it('fails the appends with LogWriterFailed when the thread cannot write, and recovers once it can', async () => {
    const path = join(folder(), 'nested', 'events.sqlite');
    const store = new SqliteEventStore({ path });
    try {
      await store.append(uniqueStreamId(), [testEvent(1)], 'no-stream');
      // Kill the thread from outside, as a crash would: the next append starts a new one.
      type Thread = { worker: { terminate(): Promise<number> } } | null;
      const writer = (store as unknown as { writer: { current: Thread } }).writer;
      await writer.current!.worker.terminate();
      expect((await store.append(uniqueStreamId(), [testEvent(2)], 'no-stream')).position).toBe(2);

      // A folder that is gone: the new thread cannot open the log, and says why.
      await writer.current!.worker.terminate();
      await rm(join(folder(), 'nested'), { recursive: true, force: true });
      const failed = store.append(uniqueStreamId(), [testEvent(3)], 'no-stream');
      await expect(failed).rejects.toBeInstanceOf(LogWriterFailed);
      await expect(failed).rejects.toThrow(/Writing to the event log failed/);

      // A thread that cannot even be created fails the append, not the process.
      const starting = jest
        .spyOn(writer as unknown as { start(): unknown }, 'start')
        .mockImplementation(() => {
          throw new Error('no thread to be had');
        });
      await expect(store.append(uniqueStreamId(), [testEvent(4)], 'no-stream')).rejects.toThrow(/no thread to be had/);
      starting.mockRestore();
    } finally {
      await store.close();
    }
  });

  it('lets a script that appended end without closing the store', async () => {
    const path = join(folder(), 'events.sqlite');
    const result = await runTypeScript(appendAndLeave, [path], 20_000);

    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toEqual({ position: 1 });
    const store = new SqliteEventStore({ path });
    try {
      expect((await store.head()).position).toBe(1);
    } finally {
      await store.close();
    }
  });
});
