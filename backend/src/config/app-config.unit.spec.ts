import { DEFAULT_FOLD_LIMIT } from '@centre/projections';
import { loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('folds rebuilds in memory up to the default limit unless told otherwise', () => {
    expect(loadConfig({}).rebuildFoldLimit).toBe(DEFAULT_FOLD_LIMIT);
    expect(loadConfig({ REBUILD_FOLD_LIMIT: '0' }).rebuildFoldLimit).toBe(0);
    expect(loadConfig({ REBUILD_FOLD_LIMIT: '250000' }).rebuildFoldLimit).toBe(250_000);
  });

  it('refuses a fold limit that is not a whole number of entries', () => {
    for (const bad of ['-1', 'lots', '1.5']) {
      expect(() => loadConfig({ REBUILD_FOLD_LIMIT: bad })).toThrow(`REBUILD_FOLD_LIMIT must be a whole number of entries (0 or more), got "${bad}"`);
    }
  });

  it('leaves the threads of a rebuild fold to the host unless told, and refuses a count that is not whole', () => {
    expect(loadConfig({}).rebuildFoldThreads).toBeUndefined();
    expect(loadConfig({ REBUILD_FOLD_THREADS: '0' }).rebuildFoldThreads).toBe(0);
    expect(loadConfig({ REBUILD_FOLD_THREADS: '3' }).rebuildFoldThreads).toBe(3);
    for (const bad of ['-2', 'many', '2.5']) {
      expect(() => loadConfig({ REBUILD_FOLD_THREADS: bad })).toThrow(`REBUILD_FOLD_THREADS must be a whole number of threads (0 or more), got "${bad}"`);
    }
  });

  it('keeps outbox mail files 30 days unless told otherwise, and refuses a negative or unreadable number', () => {
    expect(loadConfig({}).mailOutboxRetentionDays).toBe(30);
    expect(loadConfig({ MAIL_OUTBOX_RETENTION_DAYS: '0' }).mailOutboxRetentionDays).toBe(0);
    expect(loadConfig({ MAIL_OUTBOX_RETENTION_DAYS: '7' }).mailOutboxRetentionDays).toBe(7);
    for (const bad of ['-1', 'a week']) {
      expect(() => loadConfig({ MAIL_OUTBOX_RETENTION_DAYS: bad })).toThrow(`MAIL_OUTBOX_RETENTION_DAYS must be a number of days (0 keeps every mail), got "${bad}"`);
    }
  });
});
