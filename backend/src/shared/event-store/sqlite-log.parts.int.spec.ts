import { join } from 'node:path';
import { labDayStreamId, type RecordedEvent } from '@centre/contracts';
import { tempFolderPerTest } from '../testing/temp-folder.js';
import Database from 'better-sqlite3';
import { PART_SQL, partOf, readLogPart } from './sqlite-log.parts.js';
import { SqliteEventStore } from './sqlite.event-store.js';
import { testEvent } from './testing/event-store.fixtures.js';

describe('the SQLite log read by parts (a rebuild folding in parts)', () => {
  const folder = tempFolderPerTest('centre-log-parts-');

  const logOf = async (streams: number, events: number) => {
    const path = join(folder(), 'events.sqlite');
    const log = new SqliteEventStore({ path });
    const ids = Array.from({ length: streams }, (_, i) => labDayStreamId('FabricationLab', `2026-12-${String(1 + (i % 28)).padStart(2, '0')}`) + `-${i}`);
    for (let n = 0; n < events; n += 1) await log.append(ids[n % streams]!, [testEvent(n)], 'any');
    return { log, path };
  };

  const partsOf = (file: string, parts: number, upTo: number, limit: number) =>
    Array.from({ length: parts }, (_, part) => [...readLogPart({ file }, { upTo, part, parts, limit })]);

  it('gives every event up to the head once, each stream wholly in one part, in log order and in pages', async () => {
    const { log, path } = await logOf(40, 700);
    const all = await log.readAll(0, 1000);
    const read = partsOf(path, 3, 650, 50);
    await log.close();

    const events = read.flat(2);
    expect(events.map((e) => e.position).sort((a, b) => a - b)).toEqual(all.slice(0, 650).map((e) => e.position));
    for (const [part, pages] of read.entries()) {
      const mine = pages.flat();
      expect(mine.length).toBeGreaterThan(100);
      expect(mine.every((e) => partOf(e.streamId, 3) === part)).toBe(true);
      expect(mine.map((e) => e.position)).toEqual(mine.map((e) => e.position).sort((a, b) => a - b));
      expect(pages.every((page) => page.length <= 50)).toBe(true);
    }
    const partsOfStream = new Map<string, Set<number>>();
    read.forEach((pages, part) => pages.flat().forEach((e) => partsOfStream.set(e.streamId, (partsOfStream.get(e.streamId) ?? new Set()).add(part))));
    expect([...partsOfStream.values()].every((parts) => parts.size === 1)).toBe(true);
  });

  it('decodes events as the log hands them out', async () => {
    const { log, path } = await logOf(5, 30);
    const byPosition = new Map((await log.readAll(0, 100)).map((e) => [e.position, e]));
    const read: RecordedEvent[] = partsOf(path, 2, 30, 7).flat(2);
    await log.close();
    expect(read).toHaveLength(30);
    for (const event of read) expect(event).toEqual(byPosition.get(event.position));
  });

  it('walks the positions in order, a page at a time, never gathering and sorting a part per page', async () => {
    const { log, path } = await logOf(3, 3);
    await log.close();
    const db = new Database(path, { readonly: true });
    db.exec('CREATE TEMP TABLE part_streams (stream_id TEXT PRIMARY KEY) WITHOUT ROWID');
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${PART_SQL}`).all(0, 3, 2) as Array<{ detail: string }>;
    db.close();
    expect(plan.map((step) => step.detail)).toEqual([
      'SEARCH events USING INTEGER PRIMARY KEY (rowid>? AND rowid<?)',
      expect.stringMatching(/FOR IN-OPERATOR/),
    ]);
  });

  it('is offered to the projection engine by the store, with the file to open', async () => {
    const { log, path } = await logOf(1, 1);
    expect(log.partReader).toEqual({ module: expect.stringMatching(/\/dist\/shared\/event-store\/sqlite-log\.parts\.js$/), export: 'readLogPart', options: { file: path } });
    const imported = (await import(log.partReader.module)) as Record<string, unknown>;
    expect(typeof imported['readLogPart']).toBe('function');
    await log.close();
  });
});
