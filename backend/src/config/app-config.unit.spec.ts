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
      expect(() => loadConfig({ REBUILD_FOLD_LIMIT: bad })).toThrow(
        `REBUILD_FOLD_LIMIT must be a whole number of entries (0 or more), got "${bad}"`,
      );
    }
  });

  it('leaves the threads of a rebuild fold to the host unless told, and refuses a count that is not whole', () => {
    expect(loadConfig({}).rebuildFoldThreads).toBeUndefined();
    expect(loadConfig({ REBUILD_FOLD_THREADS: '0' }).rebuildFoldThreads).toBe(0);
    expect(loadConfig({ REBUILD_FOLD_THREADS: '3' }).rebuildFoldThreads).toBe(3);
    for (const bad of ['-2', 'many', '2.5']) {
      expect(() => loadConfig({ REBUILD_FOLD_THREADS: bad })).toThrow(
        `REBUILD_FOLD_THREADS must be a whole number of threads (0 or more), got "${bad}"`,
      );
    }
  });

  it('keeps outbox mail files 30 days unless told otherwise, and refuses a negative or unreadable number', () => {
    expect(loadConfig({}).mailOutboxRetentionDays).toBe(30);
    expect(loadConfig({ MAIL_OUTBOX_RETENTION_DAYS: '0' }).mailOutboxRetentionDays).toBe(0);
    expect(loadConfig({ MAIL_OUTBOX_RETENTION_DAYS: '7' }).mailOutboxRetentionDays).toBe(7);
    for (const bad of ['-1', 'a week']) {
      expect(() => loadConfig({ MAIL_OUTBOX_RETENTION_DAYS: bad })).toThrow(
        `MAIL_OUTBOX_RETENTION_DAYS must be a number of days (0 keeps every mail), got "${bad}"`,
      );
    }
  });

  it("27.3 sends the reviewers' digest at 08:00 and reminders 4 h ahead unless told otherwise, and refuses what it cannot read", () => {
    expect(loadConfig({}).reviewerNotices).toEqual({ digestAt: { hour: 8, minute: 0 }, reminderLeadMinutes: 240 });
    expect(loadConfig({ REVIEWER_DIGEST_AT: '7:30', REVIEWER_REMINDER_MINUTES: '0' }).reviewerNotices).toEqual({
      digestAt: { hour: 7, minute: 30 },
      reminderLeadMinutes: 0,
    });
    for (const bad of ['8', '24:00', '08:60', 'morning']) {
      expect(() => loadConfig({ REVIEWER_DIGEST_AT: bad })).toThrow(
        `REVIEWER_DIGEST_AT must be a time of day as HH:MM (24-hour clock), got "${bad}"`,
      );
    }
    expect(() => loadConfig({ REVIEWER_REMINDER_MINUTES: '-5' })).toThrow('REVIEWER_REMINDER_MINUTES must be a number of minutes');
  });
});

describe('loadConfig reads each variable once, for every part that needs it', () => {
  it('gives the auth slice the same data folder and public address as the rest of the app', () => {
    const config = loadConfig({
      DATA_DIR: 'some/data',
      PUBLIC_BASE_URL: 'https://centre.example.edu//',
      PORT: '5100',
    });
    expect(config.auth.dataDir).toBe(config.dataDir);
    expect(config.auth.publicBaseUrl).toBe('https://centre.example.edu');
    expect(config.publicBaseUrl).toBe('https://centre.example.edu');
    // Unset or blank: the address of this port, for both.
    expect(loadConfig({ PORT: '5100', PUBLIC_BASE_URL: ' ' }).auth.publicBaseUrl).toBe(
      'http://localhost:5100',
    );
  });

  it('counts rate limits in Redis under the read models’ namespace only when REDIS_URL is set', () => {
    expect(loadConfig({}).auth.redis).toBeUndefined();
    expect(
      loadConfig({ REDIS_URL: ' redis://127.0.0.1:6379 ', READ_MODEL_NAMESPACE: 'ns' }).auth.redis,
    ).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'ns',
    });
  });

  it('reads the mail sender, the proxies trusted, the worker’s port and lease', () => {
    const defaults = loadConfig({});
    expect(defaults.mailFrom).toContain('<bookings@centre-portal.local>');
    expect(defaults.trustedProxies).toBe(0);
    expect(defaults.projectionsPort).toBe(5001);
    expect(defaults.projectionsLeaseTtlMs).toBeUndefined();
    const set = loadConfig({
      MAIL_FROM: 'Lab <lab@example.edu>',
      TRUST_PROXY: '1',
      PROJECTIONS_PORT: '6001',
      PROJECTIONS_LEASE_TTL_MS: '2500',
    });
    expect([
      set.mailFrom,
      set.trustedProxies,
      set.projectionsPort,
      set.projectionsLeaseTtlMs,
    ]).toEqual(['Lab <lab@example.edu>', 1, 6001, 2500]);
    expect(loadConfig({ TRUST_PROXY: 'yes' }).trustedProxies).toBe(0);
  });

  it('refuses what it cannot use, naming the variable', () => {
    expect(() => loadConfig({ PROJECTIONS_PORT: '70000' })).toThrow(
      'PROJECTIONS_PORT must be a port number, got "70000"',
    );
    expect(() => loadConfig({ SESSION_TTL_HOURS: '-1' })).toThrow(
      'SESSION_TTL_HOURS must be a positive number, got "-1".',
    );
    expect(() => loadConfig({ EVENT_STORE: 'postgres' })).toThrow(
      'EVENT_STORE must be "sqlite" or "esdb", not "postgres"',
    );
  });
});

describe('26.9 request and header timeouts', () => {
  it('limits a request to 60 s and its headers to 20 s unless told otherwise', () => {
    expect(loadConfig({}).http).toEqual({ requestTimeoutMs: 60_000, headersTimeoutMs: 20_000 });
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '120', HEADERS_TIMEOUT_SECONDS: '10' }).http).toEqual({
      requestTimeoutMs: 120_000,
      headersTimeoutMs: 10_000,
    });
  });

  it('refuses a headers limit longer than the whole request, or one that is not a positive number', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '10' })).toThrow(
      'HEADERS_TIMEOUT_SECONDS (20) must not exceed REQUEST_TIMEOUT_SECONDS (10).',
    );
    expect(() => loadConfig({ HEADERS_TIMEOUT_SECONDS: '0' })).toThrow(
      'HEADERS_TIMEOUT_SECONDS must be a positive number, got "0".',
    );
  });
});
