import { join } from 'node:path';
import { tempFolderPerTest } from '../testing/temp-folder.js';
import { ReadAheadFailed, SqliteReadAhead } from './sqlite-log.read-ahead.js';
import { SqliteEventStore } from './sqlite.event-store.js';
import { testEvent, uniqueStreamId } from './testing/event-store.fixtures.js';

describe('SqliteReadAhead', () => {
  const folder = tempFolderPerTest('centre-read-ahead-');

  it('fails with the reading thread\'s error when the log cannot be opened, and its thread is gone', async () => {
    const reader = new SqliteReadAhead({ file: join(folder(), 'missing.sqlite'), after: 0, limit: 10, pagesAhead: 2 });
    const read = async () => {
      for await (const _rows of reader) return 'a page';
      return 'nothing';
    };

    const failure: unknown = await read().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ReadAheadFailed);
    expect((failure as ReadAheadFailed).code).toBe('SQLITE_CANTOPEN');
    expect((failure as ReadAheadFailed).message).toMatch(/unable to open database file/);
    await expect(reader.stop()).resolves.toBeUndefined();
  });

  it('hands over raw rows in the log\'s column order, a page at a time', async () => {
    const path = join(folder(), 'events.sqlite');
    const log = new SqliteEventStore({ path });
    const streamId = uniqueStreamId();
    await log.append(streamId, [testEvent(1), testEvent(2), testEvent(3)], 'no-stream');

    const pages: unknown[][][] = [];
    for await (const rows of new SqliteReadAhead({ file: path, after: 1, limit: 2, pagesAhead: 1 })) pages.push(rows);
    await log.close();

    expect(pages.map((rows) => rows.map((row) => row.slice(0, 3)))).toEqual([
      [
        [2, streamId, 1],
        [3, streamId, 2],
      ],
      [],
    ]);
    expect(typeof pages[0]![0]![6]).toBe('string');
  });
});
