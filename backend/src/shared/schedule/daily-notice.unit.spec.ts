import { jest } from '@jest/globals';
import { dueDailyRun, dueDayAt, instantOn, NoticeTicker, type NoticeLog } from './daily-notice.js';

const KOLKATA = 'Asia/Kolkata';
const EIGHT = { hour: 8, minute: 0 };

/** A notice log in memory: what the mail outbox's `notices` table does across processes. */
const memoryLog = (): NoticeLog<string> & { days: string[] } => {
  const keys = new Set<string>();
  const days: string[] = [];
  return {
    days,
    hasNotice: (key) => keys.has(key),
    recordOnce: (key) => {
      if (keys.has(key)) return false;
      keys.add(key);
      days.push(key.replace('daily:', ''));
      return true;
    },
  };
};

/** A pass of one daily notice at 08:00 in Kolkata, as the inbox digest and the reviewers' digest run. */
const dailyPass = (log: NoticeLog<string>, before: () => void = () => {}) => async () => {
  const run = dueDailyRun(log, new Date(), KOLKATA, EIGHT, (day) => `daily:${day}`);
  if (!run) return;
  before();
  log.recordOnce(run.key, [], new Date());
};

describe('27.3 and 29.5 a daily notice at HH:MM in the centre’s zone', () => {
  it('before the hour, nothing is due; today’s run falls at H in the centre’s zone', () => {
    // 07:59 in Kolkata (UTC+05:30).
    expect(dueDailyRun(memoryLog(), new Date('2026-11-26T02:29:00Z'), KOLKATA, EIGHT, (d) => d)).toBeUndefined();
    expect(instantOn('2026-11-26', EIGHT, KOLKATA)).toEqual(new Date('2026-11-26T02:30:00Z'));
  });

  it('at or after the hour, today’s run is due, keyed by the day, until it is recorded; the next falls tomorrow, across a month’s end', () => {
    const log = memoryLog();
    const run = dueDailyRun(log, new Date('2026-11-30T02:30:00Z'), KOLKATA, EIGHT, (d) => `daily:${d}`);
    expect(run).toEqual({ day: '2026-11-30', dueAt: new Date('2026-11-30T02:30:00Z'), key: 'daily:2026-11-30' });
    log.recordOnce('daily:2026-11-30', [], new Date());
    expect(dueDailyRun(log, new Date('2026-11-30T09:00:00Z'), KOLKATA, EIGHT, (d) => `daily:${d}`)).toBeUndefined();
    expect(instantOn('2026-12-01', EIGHT, KOLKATA)).toEqual(new Date('2026-12-01T02:30:00Z'));
  });

  it('judges the date in the centre’s zone, not in UTC', () => {
    // 20:00 UTC on the 26th is 01:30 on the 27th in Kolkata.
    expect(dueDayAt(new Date('2026-11-26T20:00:00Z'), KOLKATA, { hour: 0, minute: 0 })).toBe('2026-11-27');
  });

  it('is due from the configured time of the centre\'s day, for that day', () => {
    // 02:29 UTC is 07:59 in Kolkata; 02:30 UTC is 08:00.
    expect(dueDayAt(new Date('2026-11-26T02:29:00Z'), KOLKATA, EIGHT)).toBeUndefined();
    expect(dueDayAt(new Date('2026-11-26T02:30:00Z'), KOLKATA, EIGHT)).toBe('2026-11-26');
    expect(dueDayAt(new Date('2026-11-26T18:29:00Z'), KOLKATA, EIGHT)).toBe('2026-11-26');
    // Past midnight in Kolkata it is the next day's, not yet due.
    expect(dueDayAt(new Date('2026-11-26T18:31:00Z'), KOLKATA, EIGHT)).toBeUndefined();
  });

  it('follows a configured time and zone', () => {
    expect(dueDayAt(new Date('2026-11-26T05:59:00Z'), KOLKATA, { hour: 11, minute: 30 })).toBeUndefined();
    expect(dueDayAt(new Date('2026-11-26T06:00:00Z'), KOLKATA, { hour: 11, minute: 30 })).toBe('2026-11-26');
    expect(dueDayAt(new Date('2026-11-26T07:59:00Z'), 'UTC', EIGHT)).toBeUndefined();
    expect(dueDayAt(new Date('2026-11-26T08:00:00Z'), 'UTC', EIGHT)).toBe('2026-11-26');
  });

  it('started after the hour it runs the day’s notice at once, and again at the next day’s hour; nothing once stopped', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    try {
      const log = memoryLog();
      const ticker = new NoticeTicker({ pass: dailyPass(log), atStart: true, onError: () => {} });
      ticker.start();
      await jest.advanceTimersByTimeAsync(0);
      expect(log.days).toEqual(['2026-11-26']);
      await jest.advanceTimersByTimeAsync(16 * 3600_000 + 29 * 60_000);
      expect(log.days).toEqual(['2026-11-26']);
      await jest.advanceTimersByTimeAsync(60_000);
      expect(log.days).toEqual(['2026-11-26', '2026-11-27']);
      await ticker.stop();
      await jest.advanceTimersByTimeAsync(48 * 3600_000);
      expect(log.days).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a failing pass is reported, the next minute tries again, and the next day still runs', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T03:00:00Z') });
    try {
      const errors: unknown[] = [];
      const log = memoryLog();
      let calls = 0;
      const ticker = new NoticeTicker({
        pass: dailyPass(log, () => {
          calls += 1;
          if (calls === 1) throw new Error('outbox locked');
        }),
        atStart: true,
        onError: (e) => errors.push(e),
      });
      ticker.start();
      await jest.advanceTimersByTimeAsync(0);
      expect(log.days).toEqual([]);
      await jest.advanceTimersByTimeAsync(60_000);
      expect(log.days).toEqual(['2026-11-26']);
      await jest.advanceTimersByTimeAsync(24 * 3600_000);
      expect(log.days).toEqual(['2026-11-26', '2026-11-27']);
      expect(errors).toEqual([new Error('outbox locked')]);
      await ticker.stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('without atStart the first pass waits for the first interval', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    try {
      const log = memoryLog();
      const ticker = new NoticeTicker({ pass: dailyPass(log), onError: () => {} });
      ticker.start();
      await jest.advanceTimersByTimeAsync(0);
      expect(log.days).toEqual([]);
      await jest.advanceTimersByTimeAsync(60_000);
      expect(log.days).toEqual(['2026-11-26']);
      await ticker.stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
